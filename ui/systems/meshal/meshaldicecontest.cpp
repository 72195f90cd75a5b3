// The Meshal dice dock's contest (对抗, spec §1.6, L118): the pool above against the other side's
// dice, the exact odds of each side and of a tie (a tie is not settled by the rulebook, [gap])
// before the roll, both sides rolled with the same seeded source and logged as one roll.
#include "systems/meshal/meshaldicepanel.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/meshal/contest.h"
#include "systems/meshal/meshaleditor.h"
#include "systems/meshal/odds.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

std::optional<meshal::Pool> MeshalDicePanel::opponent() const
{
    const QString text = m_opponent->text().trimmed();
    return meshal::parsePool(text.contains(u"🎲"_s) ? text : text + u"🎲"_s);
}

int MeshalDicePanel::opponentDice(const meshal::Pool &pool) const
{
    const qint64 id = m_opponentSheet->currentData().toLongLong();
    const std::optional<meshal::Character> other = m_editor && id > 0 ? m_editor->character(id) : std::nullopt;
    return meshal::diceToRoll(meshal::poolDice(pool, other ? other->dice : std::array<int, 3>{}));
}

void MeshalDicePanel::showContestOdds()
{
    const std::optional<meshal::Pool> mine = pool();
    const std::optional<meshal::Pool> theirs = opponent();
    if (!mine || !theirs) {
        m_contestOdds->setText(tr("Write both sides' dice as the rulebook counts them, e.g. 4 or 3🎲+."));
        return;
    }
    const int a = diceCount(*mine);
    const int b = opponentDice(*theirs);
    if (a + b > meshal::kMaxOddsDice) {
        m_contestOdds->setText(tr("%1 against %2 dice: too many to count the odds.").arg(a).arg(b));
        return;
    }
    const meshal::ContestOdds odds = meshal::contestOdds(a, mine->mode, b, theirs->mode);
    const auto percent = [](const rules::Fraction &f) { return QLocale().toString(f.toDouble() * 100.0, 'f', 1); };
    m_contestOdds->setText(tr("%1 against %2 dice: wins %3%, loses %4%, ties %5%")
                               .arg(a).arg(b).arg(percent(odds.first), percent(odds.second), percent(odds.tie)));
}

void MeshalDicePanel::rollContest()
{
    if (!m_editor || !m_editor->session())
        return;
    const std::optional<meshal::Pool> mine = pool();
    const std::optional<meshal::Pool> theirs = opponent();
    if (!mine || !theirs) {
        m_editor->refuse(tr("Write both sides' dice as the rulebook counts them, e.g. 4 or 3🎲+."), m_contest);
        return;
    }
    quint64 seed = 0;
    rules::RandomSource &dice = random(&seed);
    const meshal::Roll a = meshal::rollDice(diceCount(*mine), mine->mode, dice);
    const meshal::Roll b = meshal::rollDice(opponentDice(*theirs), theirs->mode, dice);
    const meshal::ContestOutcome outcome = meshal::contestOutcome(a.result, b.result);
    const std::optional<meshal::Character> c = roller();
    const QString who = c ? c->name : tr("GM");
    const QString verdict = outcome == meshal::ContestOutcome::First    ? tr("%1 wins").arg(who)
                            : outcome == meshal::ContestOutcome::Second ? tr("the other side wins")
                                                                        : tr("a tie, for the host to settle");
    const QString label = SW_TR_LABEL("%1: %2 in a contest against %3").arg(who, m_pool->text().trimmed(), m_opponent->text().trimmed());
    store::RollRecord rec;
    rec.kind = u"meshal.contest"_s;
    rec.label = label;
    rec.pool = int(a.faces.size() + b.faces.size());
    for (const std::vector<int> *faces : {&a.faces, &b.faces}) {
        for (int f : *faces)
            rec.dice.append(f);
    }
    rec.result = tr("%1 to %2, %3").arg(a.result).arg(b.result).arg(verdict);
    if (c)
        rec.sheet = meshal::characterRef(rollerId()).kind + u':' + QString::number(rollerId());
    keepSecret(rec);
    const store::Receipt receipt =
        m_editor->session()->apply([&](store::CampaignStore &s) { return s.apply({}, u"meshal.roll"_s, label, {}, {rec}); });
    if (!receipt.ok) {
        m_editor->refuse(receipt.error, m_contest);
        return;
    }
    const auto faces = [](const std::vector<int> &f) {
        QStringList out;
        for (int v : f)
            out << QString::number(v);
        return out.join(u' ');
    };
    QString text = tr("Contest: [%1] → %2 against [%3] → %4: %5.")
                       .arg(faces(a.faces)).arg(a.result).arg(faces(b.faces)).arg(b.result).arg(verdict);
    if (seed != 0)
        text += u' ' + tr("Seed %1.").arg(seed);
    m_result->setText(text);
    fillLog();
}

} // namespace sw::ui
