// The words of the 狩魂者 check dock: its labels, the odds before the roll and the roll as told
// after it, for an action check and for each side of an opposed check (spec §5.6-§5.7).
#include "systems/soulhunter/soulcheckpanel.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/soulhunter/soulcheckagainst.h"
#include "systems/soulhunter/soulchecktags.h"
#include "systems/soulhunter/soulchecktechnique.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

using soulhunter::CheckKind;

QString chance(const rules::Fraction &f)
{
    return QString::fromStdString(f.toString()) + u" ("_s + QString::number(f.toDouble() * 100.0, 'f', 1) + u"%)"_s;
}

QString diceText(const std::vector<int> &dice)
{
    QStringList out;
    for (int d : dice)
        out << QString::number(d);
    return out.join(u' ');
}

} // namespace

QString SoulCheckPanel::challengeText() const
{
    switch (kind()) {
    case CheckKind::Parry:
    case CheckKind::Counter:
        return tr("Attack &value");
    case CheckKind::Hazard:
        return tr("Resistance &value");
    case CheckKind::Resistance:
        return tr("Hazard &value");
    case CheckKind::Action:
        break;
    }
    return tr("Challen&ge");
}

QString SoulCheckPanel::sceneText(const std::optional<soulhunter::Scene> &scene) const
{
    if (!scene)
        return {};
    const QString tags = scene->tags.isEmpty() ? tr("no tags") : scene->tags.join(tr(", "));
    return scene->challenge ? tr("Scene %1: %2; challenge value %3").arg(scene->name, tags).arg(*scene->challenge)
                            : tr("Scene %1: %2; no challenge value set").arg(scene->name, tags);
}

QString SoulCheckPanel::rollLabel(const QString &what, int against) const
{
    const CheckKind k = what.isEmpty() ? kind() : m_lastKind;
    if (k == CheckKind::Action) {
        if (what == u"reroll"_s)
            return SW_TR_LABEL("Reroll against %1").arg(against);
        if (what == u"fortune"_s)
            return SW_TR_LABEL("Fortune on the check against %1").arg(against);
        return SW_TR_LABEL("Check against %1").arg(against);
    }
    QString check;
    switch (k) {
    case CheckKind::Parry:
        check = SW_TR_LABEL("Parry against attack %1").arg(against);
        break;
    case CheckKind::Counter:
        check = SW_TR_LABEL("Counter against attack %1").arg(against);
        break;
    case CheckKind::Hazard:
        check = SW_TR_LABEL("Hazard against resistance %1").arg(against);
        break;
    default:
        check = SW_TR_LABEL("Resistance against hazard %1").arg(against);
        break;
    }
    if (what == u"reroll"_s)
        return SW_TR_LABEL("Reroll: %1").arg(check);
    if (what == u"fortune"_s)
        return SW_TR_LABEL("Fortune: %1").arg(check);
    return check;
}

void SoulCheckPanel::showOdds()
{
    const std::optional<soulhunter::CheckSpec> s = spec();
    m_roll->setEnabled(s.has_value());
    if (!s || !m_editor) {
        m_odds->setText(tr("Choose a character."));
        return;
    }
    if (const QString no = techniqueRefusal(); !no.isEmpty()) { // rule 41 (L268)
        m_odds->setText(tr("Technique %1: %2").arg(m_technique->techniqueName(), no));
        m_roll->setEnabled(false);
        return;
    }
    if (s->cheer > soulhunter::kMaxOddsCheer) {
        m_odds->setText(tr("Cheer %1 d6: more dice than the odds are counted for (%2); the roll keeps the 3 highest.").arg(s->cheer).arg(soulhunter::kMaxOddsCheer));
        return;
    }
    const soulhunter::Rules rules = m_editor->rules();
    const CheckKind k = kind();
    if (const QString no = m_against->refusal(); !no.isEmpty()) { // rule 38 (L221-L230)
        m_odds->setText(tr("Obsession tags %1: %2").arg(m_against->activatedText(), no));
        m_roll->setEnabled(false);
        return;
    }
    // Exact, every face counted; the 执念 tags move each CAT (rule 38, L222).
    const int net = m_against->net();
    const soulhunter::Distribution cat = soulhunter::withObsessions(soulhunter::sideCatDistribution(k, *s, rules), net);
    const rules::Fraction success = k == CheckKind::Action && net != 0 ? soulhunter::catAtLeastSuccess(cat, rules)
                                                                       : soulhunter::sideSuccessChance(k, *s, rules);
    QStringList lines;
    if (net != 0)
        lines << tr("Obsession tags %1: CAT %2 on each value (L222, never below 0)").arg(m_against->activatedText())
                     .arg(net > 0 ? u"+"_s + QString::number(net) : QString::number(net));
    for (const auto &[value, ways] : cat.ways)
        lines << tr("CAT %1: %2").arg(value).arg(chance(cat.p(value)));
    const int modifiers = soulhunter::totalModifier(*s);
    switch (k) {
    case CheckKind::Action:
        m_odds->setText(tr("Modifiers %1, against %2. Before rolling:\n%3\nSuccess (CAT %4 or more): %5")
                            .arg(modifiers).arg(s->challenge).arg(lines.join(u'\n'))
                            .arg(rules.number(u"success_min_cat"_s).value_or(1)).arg(chance(success)));
        return;
    case CheckKind::Parry:
        m_odds->setText(tr("Parry: 10 as the dice value, no key attribute (L84); modifiers %1, level %2 as %3, against attack %4. "
                           "The parry's CAT:\n%5\nThe attack misses (a tie counts as CAT 1): %6")
                            .arg(modifiers).arg(s->level).arg(soulhunter::fixedLevelModifier(s->level, rules)).arg(s->challenge)
                            .arg(lines.join(u'\n'), chance(success)));
        return;
    case CheckKind::Counter:
        m_odds->setText(tr("Counter: an attack check (L85); modifiers %1, against attack %2. A lower value counts as 0. "
                           "The counter's CAT:\n%3\nThe attack misses and the counter strikes back: %4")
                            .arg(modifiers).arg(s->challenge).arg(lines.join(u'\n'), chance(success)));
        return;
    case CheckKind::Hazard:
        m_odds->setText(tr("Hazard: 10 as the dice value (L89); modifiers %1, level %2 as %3, against resistance %4. "
                           "The hazard's CAT (a tie counts as 1):\n%5\nThe resistance fails: %6")
                            .arg(modifiers).arg(s->level).arg(soulhunter::fixedLevelModifier(s->level, rules)).arg(s->challenge)
                            .arg(lines.join(u'\n'), chance(success)));
        return;
    case CheckKind::Resistance:
        m_odds->setText(tr("Resistance: the hazard sets the key attribute (L90); modifiers %1, against hazard %2. "
                           "The resistance's CAT:\n%3\nThe resistance succeeds (strictly higher): %4")
                            .arg(modifiers).arg(s->challenge).arg(lines.join(u'\n'), chance(success)));
        return;
    }
}

QString SoulCheckPanel::describe(const soulhunter::CheckRoll &r) const
{
    QString text = r.d10.empty() ? tr("dice value %1 (fixed); modifiers %2").arg(r.diceValue).arg(r.modifier)
                                 : tr("d10: %1 → dice value %2; modifiers %3").arg(diceText(r.d10)).arg(r.diceValue).arg(r.modifier);
    if (!r.levelDice.empty())
        text += tr("; level dice %1 → %2").arg(diceText(r.levelDice)).arg(r.levelValue);
    else if (r.levelValue != 0)
        text += tr("; level %1").arg(r.levelValue);
    if (!r.cheerDice.empty())
        text += tr("; cheer dice %1 → %2").arg(diceText(r.cheerDice)).arg(r.cheerValue);
    text += m_lastKind == CheckKind::Action ? tr("; check value %1: CAT %2").arg(r.checkValue).arg(r.cat) : describeSide(r);
    if (!m_lastObsessions.isEmpty()) { // rule 38 (L222): after the tie rules, never below 0
        const int own = soulhunter::resolveSide(m_lastKind, r.checkValue, m_lastSpec ? m_lastSpec->challenge : 0, true, m_editor->rules()).ownCat;
        text += tr("; obsession tags %1: CAT %2 → %3 (L222)").arg(m_lastObsessions).arg(own).arg(std::max(0, own + m_lastNet));
    }
    if (r.criticalSuccess)
        text += tr(" — critical success (fortune +1, L208)");
    if (r.criticalFailure)
        text += tr(" — critical failure (fortune −1, L208)");
    return text;
}

QString SoulCheckPanel::describeSide(const soulhunter::CheckRoll &r) const
{
    const int other = m_lastSpec ? m_lastSpec->challenge : 0;
    const soulhunter::SideOutcome side = soulhunter::resolveSide(m_lastKind, r.checkValue, other, true, m_editor->rules());
    switch (m_lastKind) {
    case CheckKind::Parry:
        return side.succeeds ? tr("; defence value %1 against attack %2: the attack misses (parry CAT %3, attacker's CAT %4; a tie counts as 1, L84)")
                                   .arg(side.value).arg(other).arg(side.ownCat).arg(side.otherCat)
                             : tr("; defence value %1 against attack %2: the attack hits (attacker's CAT %3)").arg(side.value).arg(other).arg(side.otherCat);
    case CheckKind::Counter:
        if (side.succeeds)
            return tr("; defence value %1 against attack %2: the attack misses (counter CAT %3) and the counter strikes back: Strike with check value %1 (L85)")
                .arg(side.value).arg(other).arg(side.ownCat);
        return tr("; check value %1 against attack %2: the attack hits; a lower counter counts as %3 (L85), the attacker's CAT %4")
            .arg(r.checkValue).arg(other).arg(side.value).arg(side.otherCat);
    case CheckKind::Hazard:
        return tr("; hazard value %1 against resistance %2: hazard CAT %3 (a tie counts as 1, L89); the resistance %4")
            .arg(r.checkValue).arg(other).arg(side.ownCat).arg(side.succeeds ? tr("fails") : tr("succeeds"));
    case CheckKind::Resistance:
        if (side.succeeds)
            return tr("; resistance %1 against hazard %2: succeeds (strictly higher, L90), CAT %3").arg(r.checkValue).arg(other).arg(side.ownCat);
        return tr("; resistance %1 against hazard %2: fails (not higher, L90); the hazard's CAT %3").arg(r.checkValue).arg(other).arg(side.otherCat);
    case CheckKind::Action:
        break;
    }
    return {};
}

void SoulCheckPanel::retranslate()
{
    m_characterLabel->setText(tr("C&haracter"));
    m_kindLabel->setText(tr("Check t&ype"));
    m_techniqueLabel->setText(tr("Tech&nique"));
    m_attributeLabel->setText(tr("&Key attribute"));
    m_skillLabel->setText(tr("Sk&ill"));
    m_bonusLabel->setText(tr("&Bonus"));
    m_penaltyLabel->setText(tr("&Penalty"));
    m_challengeLabel->setText(challengeText());
    m_declared->setText(tr("&Declared before the attack roll"));
    m_declared->setToolTip(tr("Rule 15 (L83): a parry or a counter is declared before the attack is rolled; declared later, there is no defence."));
    m_tiltLabel->setText(tr("&Tilt"));
    m_levelLabel->setText(tr("&Level"));
    m_tagsLabel->setText(tr("Activated tags"));
    m_helpersLabel->setText(tr("Cooperating"));
    m_seedLabel->setText(tr("&Seed (0: new)"));
    m_roll->setText(tr("&Roll"));
    m_reroll->setText(tr("R&eroll Once"));
    m_fortune->setText(tr("Spend &Fortune (tilt +1)"));
    m_scene->setText(m_editor && m_editor->session() ? sceneText(soulhunter::scene(m_editor->session()->store())) : QString());
    const QSignalBlocker a(m_attribute), s(m_skill), k(m_kind);
    const int attribute = std::max(0, m_attribute->currentIndex()), skill = std::max(0, m_skill->currentIndex()),
              kindIndex = std::max(0, m_kind->currentIndex());
    m_kind->clear();
    m_kind->addItem(tr("Action check against a challenge"), soulhunter::checkKindId(CheckKind::Action));
    m_kind->addItem(tr("Parry against an attack (L84)"), soulhunter::checkKindId(CheckKind::Parry));
    m_kind->addItem(tr("Counter against an attack (L85)"), soulhunter::checkKindId(CheckKind::Counter));
    m_kind->addItem(tr("Hazard against a resistance (L89)"), soulhunter::checkKindId(CheckKind::Hazard));
    m_kind->addItem(tr("Resistance against a hazard (L90)"), soulhunter::checkKindId(CheckKind::Resistance));
    m_kind->setCurrentIndex(kindIndex);
    m_attribute->clear();
    m_attribute->addItem(tr("none"), QString());
    if (m_editor) {
        for (soulhunter::Attribute at : soulhunter::kAttributes)
            m_attribute->addItem(m_editor->attributeName(at), soulhunter::attributeId(at));
    }
    m_skill->clear();
    m_skill->addItem(tr("none"), QString());
    if (m_editor) {
        for (const char *raw : soulhunter::kSkillIds)
            m_skill->addItem(m_editor->skillName(QString::fromLatin1(raw)), QString::fromLatin1(raw));
    }
    m_attribute->setCurrentIndex(std::min(attribute, m_attribute->count() - 1));
    m_skill->setCurrentIndex(std::min(skill, m_skill->count() - 1));
    m_declared->setVisible(kind() == CheckKind::Parry || kind() == CheckKind::Counter);
    m_against->retranslate();
    if (m_last && m_shownSeed && m_editor)
        m_result->setText(tr("%1 (seed %2)").arg(describe(*m_last)).arg(*m_shownSeed));
    fillCharacters(); // the tags' texts, the technique (and with it the key attribute), then the odds
}

void SoulCheckPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace sw::ui
