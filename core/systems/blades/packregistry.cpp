#include "systems/blades/packregistry.h"

#include "store/campaignstore.h"


using namespace Qt::StringLiterals;

namespace sw::blades {

std::shared_ptr<const RulePack> rulePackById(const QString &id, const QString &userFolder)
{
    const auto builtIn = builtInRulePack();
    if (id.isEmpty() || id == builtIn->id)
        return builtIn;
    // Read afresh each time (a campaign opens once; the user may have just added a pack).
    for (const PackLoad &load : discoverRulePacks(userFolder)) {
        if (load.pack && load.pack->id == id)
            return load.pack;
    }
    return nullptr;
}

std::shared_ptr<const RulePack> campaignPack(const store::CampaignStore &store, QString *missing)
{
    const QString id = store.packId();
    if (auto pack = rulePackById(id))
        return pack;
    if (missing)
        *missing = id;
    return builtInRulePack();
}

} // namespace sw::blades
