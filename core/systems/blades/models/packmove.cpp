#include "systems/blades/models/packmove.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/models/sheetedits.h"
#include "systems/blades/store/campaignsheets.h"

using namespace Qt::StringLiterals;

namespace sw::models {

PackMove planPackMove(const store::CampaignStore &store, const blades::RulePack &to,
                      const std::function<const blades::RulePack &(const QString &)> &sheetPack)
{
    PackMove move;
    for (const store::SheetInfo &info : store.list(u"crew"_s)) {
        std::optional<blades::Crew> crew = blades::crew(store, info.ref.id.toLongLong());
        if (!crew || crew->rulePack == to.id)
            continue;
        crew->rulePack = to.id;
        crew->rulePackVersion = to.version;
        if (const QList<rules::Violation> broken = blades::blockingCrewViolations(*crew, to); !broken.isEmpty())
            move.kept.append({info.ref, info.name, broken});
        else
            move.changes.append({info.ref, io::crewToJson(*crew)});
    }
    for (const store::SheetInfo &info : store.list(u"character"_s)) {
        const qint64 id = info.ref.id.toLongLong();
        std::optional<blades::Character> c = blades::character(store, id);
        if (!c || c->rulePack == to.id)
            continue;
        // Checked with its crew's benefits as the crew reads them now (a kept crew keeps its pack).
        const std::optional<qint64> crew = blades::crewOf(store, id);
        const std::optional<blades::Crew> crewSheet = crew ? blades::crew(store, *crew) : std::nullopt;
        const blades::CrewBenefits benefits =
            crewSheet ? blades::crewBenefits(*crewSheet, sheetPack(crewSheet->rulePack)) : blades::CrewBenefits{};
        c->rulePack = to.id;
        c->rulePackVersion = to.version;
        if (const QList<rules::Violation> broken = blades::blockingViolations(*c, to, benefits); !broken.isEmpty())
            move.kept.append({info.ref, info.name, broken});
        else
            move.changes.append({info.ref, blades::characterJson(*c, crew)});
    }
    return move;
}

store::Receipt applyPackMove(store::CampaignStore &store, const PackMove &move, const QString &label)
{
    if (move.changes.isEmpty()) {
        store::Receipt nothing;
        nothing.ok = true;
        return nothing;
    }
    return blades::apply(store, move.changes, u"campaign.move_to_pack"_s, label, {});
}

} // namespace sw::models
