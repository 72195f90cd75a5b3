#include "systems/blades/models/harmmodel.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

bool isFatal(const blades::HarmLevel &level)
{
    return level.penalty == u"fatal"_s;
}

// The levels whose penalty applies now. Tough as nails shifts each harm's penalty down by its
// value (a lesser harm then has none); fatal harm stays fatal.
QSet<int> activeLevels(const blades::Character &c, const blades::RulePack &pack, int shift)
{
    QSet<int> active;
    for (const blades::Harm &harm : c.harm) {
        const blades::HarmLevel *level = pack.harmLevel(harm.level);
        if (!level)
            continue;
        const int applies = isFatal(*level) ? harm.level : harm.level - shift;
        if (applies >= 1)
            active.insert(applies);
    }
    return active;
}

} // namespace

HarmModel::HarmModel(QObject *parent) : CharacterSheetModel(ColumnCount, Shape::List, parent) {}

QList<TreeRowSnapshot> HarmModel::build() const
{
    if (!pack())
        return {};
    const blades::RulePack &rules = *pack();
    const blades::Character &c = character();
    const Language lang = language();
    const QSet<int> active = activeLevels(c, rules, blades::limitsFor(c, rules, crewBenefits()).harmPenaltyShift);

    QList<blades::HarmLevel> levels = rules.harmLevels;
    std::stable_sort(levels.begin(), levels.end(),
                     [](const blades::HarmLevel &a, const blades::HarmLevel &b) { return a.level > b.level; });

    QList<TreeRowSnapshot> rows;
    for (const blades::HarmLevel &level : std::as_const(levels)) {
        QList<int> written; // indexes into c.harm
        for (qsizetype i = 0; i < c.harm.size(); ++i) {
            if (c.harm.at(i).level == level.level)
                written.append(int(i));
        }
        const bool onSheet = level.slots > 0 && !isFatal(level);
        if (!onSheet && written.isEmpty())
            continue;

        TreeRowSnapshot row(level.id, ColumnCount);
        row.setAll(IdRole, level.id)
            .setAll(Qt::ToolTipRole, level.summary.in(lang))
            .setAll(LevelRole, level.level)
            .setAll(SlotsRole, level.slots)
            .setAll(PenaltyRole, level.penalty)
            .setAll(ActiveRole, active.contains(level.level))
            .set(LevelColumn, Qt::DisplayRole, level.name.in(lang));
        const QString penalty = label(u"harm_penalty"_s, level.penalty);
        row.set(PenaltyColumn, Qt::DisplayRole, penalty.isEmpty() ? level.summary.in(lang) : penalty);

        for (int slot = 0; slot < kSlotColumns; ++slot) {
            const int column = Slot1Column + slot;
            const bool last = slot == kSlotColumns - 1;
            QStringList texts;
            for (qsizetype k = slot; k < written.size() && (k == slot || last); ++k)
                texts.append(c.harm.at(written.at(k)).description);
            if (!texts.isEmpty()) {
                row.set(column, Qt::DisplayRole, texts.join(u"; "_s)).set(column, HarmIndexRole, written.at(slot));
            } else if (slot >= level.slots) {
                row.setFlags(column, Qt::NoItemFlags); // no such box on this line of the sheet
            }
        }
        rows.append(row);
    }
    return rows;
}

} // namespace sw::models
