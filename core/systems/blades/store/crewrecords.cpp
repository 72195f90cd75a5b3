#include "systems/blades/store/crewrecords.h"

#include "systems/blades/gm/gmtable.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/store/campaignsheets.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::blades {

store::Receipt addCrewWithFactions(store::CampaignStore &store, const Crew &crew, const RulePack &pack,
                                   const QString &label)
{
    // The crew first: an empty id is its kind's next number, given inside the write's transaction.
    QList<store::SheetChange> changes{{{u"crew"_s, QString()}, io::crewToJson(crew), 0}};
    // The hunting grounds' faction (its deal may leave the status at 0), then every status.
    QStringList named{crew.huntingGrounds.faction};
    named += crew.factionStatus.keys();
    named.removeDuplicates();
    for (const QString &id : std::as_const(named)) {
        const auto example = std::find_if(pack.factions.cbegin(), pack.factions.cend(),
                                          [&](const ExampleFaction &f) { return f.id == id; });
        if (id.isEmpty() || example == pack.factions.cend() || faction(store, id))
            continue;
        changes.append({{u"faction"_s, id}, io::factionToJson(gm::GmTable::fromExample(*example)), 0});
    }
    return store.apply(changes, u"crew.add"_s, label);
}

std::optional<Downtime> openDowntime(const store::CampaignStore &store, qint64 crewId)
{
    std::optional<Downtime> open;
    for (const QJsonObject &doc : store.documents(u"downtime"_s)) {
        Downtime d = io::downtimeFromJson(doc);
        if (!d.finished && d.crew == QString::number(crewId) && (!open || d.id.toLongLong() > open->id.toLongLong()))
            open = std::move(d);
    }
    return open;
}

} // namespace sw::blades
