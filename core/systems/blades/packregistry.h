#pragma once

// Which rule pack a Blades sheet or campaign is read with: the built-in SRD pack, or a pack or
// house-rules profile from the user's folder, found by its id (rulepackloader.h).
#include "systems/blades/rulepack.h"
#include "systems/blades/rulepackloader.h"

#include <memory>

namespace sw::store {
class CampaignStore;
}

namespace sw::blades {

// The pack with this id (the built-in one, or the first user pack with it that loads), or null.
std::shared_ptr<const RulePack> rulePackById(const QString &id, const QString &userFolder = userRulePackFolder());

// The pack a campaign plays with (its `rule_pack` setting); the built-in pack when the campaign
// names none or names one this machine does not have (`missing` is then set to its id).
std::shared_ptr<const RulePack> campaignPack(const store::CampaignStore &store, QString *missing = nullptr);

} // namespace sw::blades
