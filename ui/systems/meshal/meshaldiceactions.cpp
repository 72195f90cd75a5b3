// The Meshal dice dock's actions: a roll (logged; it changes no sheet, so it is no undo step), an
// attack's damage applied to the chosen character and an hour's or a full rest, each one undo
// step with the dice it rolled in the campaign's roll log.
#include "systems/meshal/meshaldicepanel.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/meshal/attack.h"
#include "systems/meshal/health.h"
#include "systems/meshal/meshaleditor.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

store::RollRecord record(const QString &kind, const QString &label, const std::vector<int> &faces, const QString &result, qint64 sheet)
{
    store::RollRecord rec;
    rec.kind = kind;
    rec.label = label;
    rec.pool = int(faces.size());
    for (int f : faces)
        rec.dice.append(f);
    rec.result = result;
    if (sheet > 0)
        rec.sheet = meshal::characterRef(sheet).kind + u':' + QString::number(sheet);
    return rec;
}

// Dice from another source, each one kept as it falls (for the roll log).
class Recording final : public rules::RandomSource
{
public:
    Recording(rules::RandomSource &from, std::vector<int> &seen) : m_from(from), m_seen(seen) {}
    int d6() override { return m_seen.emplace_back(m_from.d6()); }

private:
    rules::RandomSource &m_from;
    std::vector<int> &m_seen;
};

QString facesText(const std::vector<int> &faces)
{
    QStringList out;
    for (int f : faces)
        out << QString::number(f);
    return out.join(u' ');
}

} // namespace

void MeshalDicePanel::roll()
{
    if (!m_editor || !m_editor->session())
        return;
    const std::optional<meshal::Pool> p = pool();
    if (!p) {
        m_editor->refuse(tr("Write the dice as the rulebook counts them, e.g. 4, 强壮+3 or 活力/精神孰低."), m_pool);
        return;
    }
    const int dice = diceCount(*p);
    quint64 seed = 0;
    const meshal::Roll r = meshal::rollDice(dice, p->mode, random(&seed));
    const bool success = meshal::succeeds(r.result, m_difficulty->value()); // rule 56: strictly above
    const std::optional<meshal::Character> c = roller();
    const QString who = c ? c->name : tr("GM");
    const QString label = SW_TR_LABEL("%1: %2 against %3").arg(who, m_pool->text().trimmed()).arg(m_difficulty->value());
    const QString verdict = success ? tr("success") : tr("failure");
    store::RollRecord rec = record(p->mode == meshal::RollMode::Point ? u"meshal.point"_s : u"meshal.face"_s, label, r.faces,
                                   QString::number(r.result) + u' ' + verdict, c ? rollerId() : 0);
    keepSecret(rec);
    const store::Receipt receipt = m_editor->session()->apply([&](store::CampaignStore &s) { return s.apply({}, u"meshal.roll"_s, label, {}, {rec}); });
    if (!receipt.ok) {
        m_editor->refuse(receipt.error, m_roll);
        return;
    }
    QString text = tr("Dice %1 → %2: %3 (needs more than %4).").arg(facesText(r.faces)).arg(r.result).arg(verdict).arg(m_difficulty->value());
    if (seed != 0)
        text += u' ' + tr("Seed %1.").arg(seed);
    m_result->setText(text);
    fillLog();
}

void MeshalDicePanel::rollProgressive()
{
    if (!m_editor || !m_editor->session())
        return;
    const std::optional<meshal::Pool> p = pool();
    if (!p) {
        m_editor->refuse(tr("Write the dice as the rulebook counts them, e.g. 4, 强壮+3 or 活力/精神孰低."), m_pool);
        return;
    }
    const int dice = diceCount(*p);
    const int difficulty = m_difficulty->value();
    quint64 seed = 0;
    std::vector<int> faces;
    Recording recording(random(&seed), faces);
    const std::optional<int> rolls = meshal::progressiveAttempt(dice, p->mode, difficulty, m_tries->value(), recording);
    // The running sums, roll by roll, from the dice as they fell.
    QStringList sums;
    int sum = 0;
    for (std::size_t at = 0; at + std::size_t(dice) <= faces.size(); at += std::size_t(dice)) {
        sum += meshal::rollResult(std::vector<int>(faces.begin() + qsizetype(at), faces.begin() + qsizetype(at + std::size_t(dice))), p->mode);
        sums << QString::number(sum);
    }
    const std::optional<meshal::Character> c = roller();
    const QString who = c ? c->name : tr("GM");
    const QString label = SW_TR_LABEL("%1: %2 until above %3").arg(who, m_pool->text().trimmed()).arg(difficulty);
    const QString verdict = rolls ? tr("success on roll %1").arg(*rolls) : tr("no success in %1 rolls").arg(m_tries->value());
    store::RollRecord rec = record(u"meshal.progressive"_s, label, faces, QString::number(sum) + u' ' + verdict, c ? rollerId() : 0);
    keepSecret(rec);
    const store::Receipt receipt = m_editor->session()->apply([&](store::CampaignStore &s) { return s.apply({}, u"meshal.roll"_s, label, {}, {rec}); });
    if (!receipt.ok) {
        m_editor->refuse(receipt.error, m_progressive);
        return;
    }
    QString text = tr("Sums %1: %2 (needs more than %3).").arg(sums.join(u", "_s), verdict).arg(difficulty);
    if (seed != 0)
        text += u' ' + tr("Seed %1.").arg(seed);
    m_result->setText(text);
    fillLog();
}

void MeshalDicePanel::applyDamage()
{
    if (!m_editor)
        return;
    const qint64 id = rollerId();
    if (id <= 0) {
        m_editor->refuse(tr("Choose the character who takes the attack."), m_damage);
        return;
    }
    // Made with one weapon of the attacker's sheet (rule 45), or as written out.
    bool fromWeapon = false;
    std::optional<meshal::Attack> attack = chosenWeaponAttack(&fromWeapon);
    if (fromWeapon && !attack)
        return; // refused in words
    rules::Violation why;
    if (!fromWeapon)
        attack = meshal::parseAttack(m_attack->text().trimmed(), &why);
    if (!attack) {
        m_editor->refuse(tr("The attack is not in the rulebook's notation: %1")
                             .arg(m_editor->explain({why})),
                         m_attack);
        return;
    }
    meshal::DamageRequest request;
    request.roll = m_attackRoll->value();
    request.defence = meshal::defenceFromId(m_defence->currentData().toString());
    request.defencePoints = request.defence ? m_defencePoints->value() : 0;
    meshal::Damage damage;
    meshal::DamageDone done;
    const std::optional<meshal::Character> before = m_editor->character(id);
    if (!before)
        return;
    const QString label = SW_TR_LABEL("%1 takes an attack").arg(before->name);
    const bool made = m_editor->edit(id, u"meshal.damage"_s, label, [&](meshal::Character &c) {
        damage = meshal::resolveDamage(*attack, request, meshal::defenderOf(c)); // spec §4.10
        if (!damage.ok())
            return damage.violations;
        done = meshal::applyDamage(c, *attack, damage.net);
        return done.violations;
    }, m_damage);
    if (!made)
        return;
    QString text;
    if (damage.miss)
        text = tr("A roll of 0 never hits (rule 60).");
    else if (damage.immune)
        text = tr("%1 is immune to this attack.").arg(before->name);
    else if (!damage.hit)
        text = damage.solidDefence ? tr("Solid defence: nothing got through (protection %1).").arg(damage.protection)
                                   : tr("Protection %1 stops it all.").arg(damage.protection);
    else
        text = tr("Protection %1; %n die(s) removed.", nullptr, damage.net).arg(damage.protection);
    if (done.died)
        text += u' ' + tr("%1 is dead.").arg(before->name);
    else if (done.becameUnconscious)
        text += u' ' + tr("%1 falls unconscious and prone.").arg(before->name);
    m_outcome->setText(text);
}

void MeshalDicePanel::restHour()
{
    if (!m_editor)
        return;
    const qint64 id = rollerId();
    const std::optional<meshal::Character> before = roller();
    if (!before) {
        m_editor->refuse(tr("Choose the character who rests."), m_restHour);
        return;
    }
    // Rule 10: each damaged attribute rolls its current dice (at least 1) and gets that many back,
    // never above the total.
    quint64 seed = 0;
    rules::RandomSource &dice = random(&seed);
    meshal::Character after = *before;
    std::vector<int> faces;
    Recording recording(dice, faces);
    const meshal::RestHour hour = meshal::restOneHour(after, recording, m_editor->pack().number(u"rest_minimum_dice"_s));
    int back = 0;
    for (int n : hour.recovered)
        back += n;
    const QString label = SW_TR_LABEL("%1 rests an hour").arg(before->name);
    const store::RollRecord rec = record(u"meshal.rest"_s, label, faces, tr("%n die(s) back", nullptr, back), id);
    if (!m_editor->edit(id, u"meshal.rest.hour"_s, label, [after](meshal::Character &c) {
            c = after;
            return QList<rules::Violation>{};
        }, m_restHour, {rec}))
        return;
    m_editor->setResting(id, true);
    QStringList parts;
    for (meshal::Attribute a : meshal::kAttributes) {
        if (hour.recovered[std::size_t(a)] > 0)
            parts << tr("%1 +%2").arg(m_editor->attributeName(a)).arg(hour.recovered[std::size_t(a)]);
    }
    m_outcome->setText(parts.isEmpty() ? tr("An hour of rest: nothing to recover.")
                                       : tr("An hour of rest: %1 (dice %2).").arg(parts.join(tr(", ")), facesText(faces)));
    fillLog();
}

void MeshalDicePanel::fullRest()
{
    if (!m_editor)
        return;
    const qint64 id = rollerId();
    const std::optional<meshal::Character> before = roller();
    if (!before) {
        m_editor->refuse(tr("Choose the character who rests."), m_fullRest);
        return;
    }
    const QString label = SW_TR_LABEL("%1 rests fully").arg(before->name);
    if (!m_editor->edit(id, u"meshal.rest.full"_s, label, [](meshal::Character &c) {
            meshal::fullRest(c); // 充分休息: every die back (L1055)
            return QList<rules::Violation>{};
        }, m_fullRest))
        return;
    m_editor->setResting(id, true);
    m_outcome->setText(tr("%1 has every die back.").arg(before->name));
}

} // namespace sw::ui
