// The 狩魂者 check dock's rolls: the check rolled with its seed (rules 11-23), the 执念 tags of the
// Sin it is against activated before it (rule 38, L221-L230: the way used is kept on the Sin in the
// same undo step), one reroll (rule 21), fortune after it (rule 36); each written to the roll log.
#include "systems/soulhunter/soulcheckpanel.h"

#include "common/undolabel.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/soulcheckagainst.h"
#include "systems/soulhunter/soulchecktags.h"
#include "systems/soulhunter/soulchecktechnique.h"
#include "systems/soulhunter/soulhuntereditor.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {

void SoulCheckPanel::roll()
{
    const std::optional<soulhunter::CheckSpec> s = spec();
    if (!s || !m_editor)
        return;
    const bool defence = kind() == soulhunter::CheckKind::Parry || kind() == soulhunter::CheckKind::Counter;
    if (const QString no = techniqueRefusal(); !no.isEmpty()) { // rule 41 (L268)
        m_editor->refuse(no, m_roll);
        return;
    }
    if (const QString no = m_against->refusal(); !no.isEmpty()) { // rule 38 (L221-L230)
        m_editor->refuse(no, m_roll);
        return;
    }
    if (defence && !m_declared->isChecked()) { // rule 15 (L83)
        m_editor->refuse(tr("A defence is declared before the attack is rolled (rule 15, L83): too late, the attack hits."), m_roll);
        return;
    }
    const quint64 seed = m_seed->value() > 0 ? quint64(m_seed->value()) : QRandomGenerator::global()->generate64();
    soulhunter::SeededDice dice(seed);
    const soulhunter::CheckRoll r = soulhunter::rollCheck(*s, m_editor->rules(), dice);
    m_lastSpec = s;
    m_last = r;
    m_lastSeed = seed;
    m_lastId = m_character->currentData().toLongLong();
    m_lastKind = kind();
    m_lastNet = m_against->net(); // rule 38: activated before this roll, kept for its reroll and fortune
    m_lastObsessions = m_against->activatedText();
    const std::optional<store::SheetChange> sinWay = m_against->sinChange();
    const soulhunter::Rules packRules = m_editor->rules();
    const QString label = m_technique->techniqueName().isEmpty()
                              ? rollLabel(QString(), s->challenge)
                              : SW_TR_LABEL("%1, showing %2").arg(rollLabel(QString(), s->challenge), m_technique->techniqueName());
    const bool made = record(r, seed, label, [&](soulhunter::Character &c) {
        if (r.criticalSuccess || r.criticalFailure)
            soulhunter::fortuneFromCritical(c, r); // L208: an action check's critical
        m_tags->activateOn(c, packRules); // rule 33: a 重创 tag's damage and XP
        c.cheerPending = 0;               // rule 24 (L188): cheer is for this one check
        return QList<rules::Violation>{};
    }, nullptr, sinWay ? QList<store::SheetChange>{*sinWay} : QList<store::SheetChange>{});
    if (made) {
        m_tags->clearTicks(); // a tag is activated for one check
        if (sinWay)
            m_against->used(); // L230: once per round; the way is spent against the Sin
    }
}

void SoulCheckPanel::rerollOnce()
{
    if (!m_last || !m_lastSpec || !m_editor || m_last->rerolled)
        return;
    // Rule 21 (L118-L123): with 倾势 the two pool dice least useful to the roll are rolled again.
    std::vector<int> picked;
    if (m_lastSpec->tilt != 0) {
        std::vector<int> order(m_last->d10.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = int(i);
        const bool high = m_lastSpec->tilt > 0;
        std::sort(order.begin(), order.end(), [&](int a, int b) {
            return high ? m_last->d10[std::size_t(a)] < m_last->d10[std::size_t(b)] : m_last->d10[std::size_t(a)] > m_last->d10[std::size_t(b)];
        });
        picked = {order[0], order[1]};
    }
    soulhunter::SeededDice dice(m_lastSeed + 1);
    const std::optional<soulhunter::CheckRoll> again = soulhunter::reroll(*m_lastSpec, *m_last, picked, m_editor->rules(), dice);
    if (!again) {
        m_editor->refuse(tr("A check is rerolled once (L118)."), m_reroll);
        return;
    }
    m_last = again;
    record(*again, m_lastSeed + 1, rollLabel(u"reroll"_s, m_lastSpec->challenge),
           [](soulhunter::Character &) { return QList<rules::Violation>{}; });
}

void SoulCheckPanel::spendFortune()
{
    if (!m_last || !m_lastSpec || !m_editor)
        return;
    // Rule 36 (L209-L212): the character's own fortune, only while above 0, one point for 倾势 +1 on
    // this check; one use from the dock, so no collision of several uses (L212) arises here.
    soulhunter::SeededDice dice(m_lastSeed + 2);
    const soulhunter::FortuneOutcome out = soulhunter::applyFortune(*m_lastSpec, *m_last, {1}, m_editor->rules(), dice);
    const bool changed = record(out.roll, m_lastSeed + 2, rollLabel(u"fortune"_s, m_lastSpec->challenge),
                                [](soulhunter::Character &c) {
                                    if (const QString no = soulhunter::fortuneRefusal(c, soulhunter::FortuneUse::SpendOwn); !no.isEmpty())
                                        return SoulhunterEditor::refusedBy(no);
                                    soulhunter::payFortune(c, soulhunter::FortuneUse::SpendOwn);
                                    return QList<rules::Violation>{};
                                }, m_fortune);
    if (changed) {
        m_lastSpec = out.spec;
        m_last = out.roll;
    }
    m_fortune->setEnabled(false);
}

bool SoulCheckPanel::record(const soulhunter::CheckRoll &r, quint64 seed, const QString &label, const SoulhunterEditorOp &op,
                            QWidget *source, const QList<store::SheetChange> &also)
{
    store::RollRecord log;
    log.kind = u"soulhunter.check"_s;
    log.label = label;
    log.pool = int(r.d10.size());
    for (int d : r.d10)
        log.dice << d;
    const int own = soulhunter::resolveSide(m_lastKind, r.checkValue, m_lastSpec->challenge, true, m_editor->rules()).ownCat;
    log.result = QString::number(std::max(0, own + m_lastNet)); // rule 38 (L222), never below 0
    log.sheet = QString(soulhunter::kCharacterKind) + u':' + QString::number(m_lastId);
    const bool made = m_editor->edit(m_lastId, u"soulhunter.roll"_s, log.label, op, source ? source : m_roll, {log}, also);
    if (made) {
        m_result->setText(tr("%1 (seed %2)").arg(describe(r)).arg(seed));
        m_shownSeed = seed;
    }
    // Rules 21-22 (L65, L118): a fixed dice value has no die to roll again and no fortune to move.
    const bool rolled = m_lastSpec && !m_lastSpec->fixedDice && !m_lastSpec->fixedCheck && !m_lastSpec->fixedCat;
    m_reroll->setEnabled(made && rolled && !r.rerolled);
    m_fortune->setEnabled(made && rolled);
    return made;
}

} // namespace sw::ui
