// The Meshal dice dock's pool and odds (spec §1.5–§1.7): the dice the pool counts on the chosen
// character's sheet after advantages, disadvantages (bearing adds 3, rule 62) and holding back,
// the exact odds of beating the difficulty before the roll, the dice source (a seeded one, its seed
// shown), and the campaign's roll log with secret rolls marked.
#include "systems/meshal/meshaldicepanel.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/meshal/actions.h"
#include "systems/meshal/meshaleditor.h"
#include "systems/meshal/odds.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QRandomGenerator>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

qint64 MeshalDicePanel::rollerId() const
{
    return m_character->currentData().toLongLong();
}

std::optional<meshal::Character> MeshalDicePanel::roller() const
{
    if (!m_editor || rollerId() <= 0)
        return std::nullopt;
    return m_editor->character(rollerId());
}

std::optional<meshal::Pool> MeshalDicePanel::pool() const
{
    // The expression alone counts as the mode beside it says; written whole, as it is written.
    const QString text = m_pool->text().trimmed();
    if (text.contains(u"🎲"_s))
        return meshal::parsePool(text);
    const QString whole = text + (m_mode->currentIndex() == 1 ? u"🎲+"_s : u"🎲"_s);
    return meshal::parsePool(whole);
}

int MeshalDicePanel::diceCount(const meshal::Pool &p) const
{
    const std::optional<meshal::Character> c = roller();
    const int base = meshal::poolDice(p, c ? c->dice : std::array<int, 3>{});
    // Rule 62 (L775): bearing a creature, or being borne, is 3 disadvantages on every roll.
    const int bearing = m_bearing->isChecked() ? meshal::kBearingDisadvantages : 0;
    return meshal::diceToRoll(base, m_advantages->value(), m_disadvantages->value() + bearing, m_holdBack->value());
}

void MeshalDicePanel::showOdds()
{
    showContestOdds();
    // Spec §1.7: counted over all 6^N outcomes, never simulated.
    const std::optional<meshal::Pool> p = pool();
    if (!p) {
        m_odds->setText(tr("Write the dice as the rulebook counts them, e.g. 4, 强壮+3 or 活力/精神孰低."));
        return;
    }
    const int dice = diceCount(*p);
    if (dice > meshal::kMaxOddsDice) {
        m_odds->setText(tr("%n die(s): too many to count the odds.", nullptr, dice));
        return;
    }
    const rules::Fraction chance = meshal::chanceAbove(dice, m_difficulty->value(), p->mode);
    const QString mode = p->mode == meshal::RollMode::Point ? tr("points") : tr("face total");
    m_odds->setText(tr("%n die(s), %1; beats %2 in %3 of %4 outcomes: %5%", nullptr, dice)
                        .arg(mode).arg(m_difficulty->value())
                        .arg(QLocale().toString(qlonglong(chance.numerator() * (meshal::outcomes(dice) / chance.denominator()))))
                        .arg(QLocale().toString(qlonglong(meshal::outcomes(dice))))
                        .arg(QLocale().toString(chance.toDouble() * 100.0, 'f', 1)));
}

void MeshalDicePanel::fillLog()
{
    m_log->clear();
    if (!m_editor || !m_editor->session())
        return;
    for (const store::RollRecord &r : m_editor->session()->store().rolls(50)) {
        if (!r.kind.startsWith(u"meshal."_s))
            continue;
        QStringList faces;
        for (int f : r.dice)
            faces << QString::number(f);
        const QString line = tr("%1: [%2] → %3").arg(undoLabelText(r.label), faces.join(u' '), r.result);
        m_log->addItem(meshal::isSecret(r) ? tr("Secret: %1").arg(line) : line);
    }
}

void MeshalDicePanel::keepSecret(store::RollRecord &roll) const
{
    if (m_secret->isChecked())
        meshal::markSecret(roll);
}

rules::RandomSource &MeshalDicePanel::random(quint64 *seed)
{
    if (m_random) {
        *seed = 0;
        return *m_random;
    }
    bool ok = false;
    *seed = m_seed->text().trimmed().toULongLong(&ok);
    if (!ok)
        *seed = (quint64(QRandomGenerator::global()->generate()) << 32) | QRandomGenerator::global()->generate();
    m_ownRandom = std::make_unique<rules::SeededRandom>(*seed);
    return *m_ownRandom;
}

} // namespace sw::ui
