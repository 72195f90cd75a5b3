#pragma once

// Moving a campaign's sheets to another pack (when the GM switches the campaign to a pack or a
// house-rules profile): every character and crew sheet on another pack records the new one, in one
// undo step — except a sheet whose values break the new pack's rules (ten stress on a nine-box
// track), which stays on its pack and is named with what it breaks. Nothing is changed by planning.
#include "store/campaignstore.h"
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

#include <functional>

namespace sw::models {

struct KeptSheet
{
    store::SheetRef sheet;
    QString name;
    QList<rules::Violation> broken; // read with the new pack's words
};

struct PackMove
{
    QList<store::SheetChange> changes; // the sheets that move
    QList<KeptSheet> kept;             // those that stay on their pack
};

// `sheetPack`: the pack a sheet is read with now, by the id it recorded (for its crew's benefits).
PackMove planPackMove(const store::CampaignStore &store, const blades::RulePack &to,
                      const std::function<const blades::RulePack &(const QString &)> &sheetPack);

// Writes the move (nothing when no sheet moves: the receipt is ok with an empty batch).
store::Receipt applyPackMove(store::CampaignStore &store, const PackMove &move, const QString &label);

} // namespace sw::models
