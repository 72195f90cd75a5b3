#include "systems/blades/print/sheetsource.h"

#include "systems/blades/models/sheetedits.h"
#include "systems/blades/models/sheetmodelbase.h"
#include "systems/blades/print/packnames.h"
#include "systems/blades/store/campaignsheets.h"

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

QString crewCatalogueName(const blades::RulePack &pack, const QString &list, const QString &id, Language language)
{
    const blades::Entity e = models::catalogueEntry(models::packCatalogue(pack, u"crew.json"_s, {list}), id);
    return e.name.en.isEmpty() ? id : e.name.in(language);
}

} // namespace

SheetSource::SheetSource(const store::CampaignStore &store, const blades::RulePack &pack, Language language)
    : m_store(store), m_pack(pack), m_language(language), m_campaign(store.name())
{
}

std::optional<CharacterPrint> SheetSource::character(qint64 id) const
{
    const std::optional<blades::Character> c = blades::character(m_store, id);
    if (!c)
        return std::nullopt;
    CharacterPrint print{*c, {}, m_campaign, models::benefitsOf(m_store, id, m_pack), false};
    if (const std::optional<qint64> crewId = blades::crewOf(m_store, id)) {
        if (const std::optional<blades::Crew> crew = blades::crew(m_store, *crewId))
            print.crewName = crew->name;
    }
    return print;
}

std::optional<CrewPrint> SheetSource::crew(qint64 id) const
{
    const std::optional<blades::Crew> c = blades::crew(m_store, id);
    if (!c)
        return std::nullopt;
    CrewPrint print{*c, m_campaign, {}, false};
    for (auto it = c->factionStatus.cbegin(); it != c->factionStatus.cend(); ++it)
        print.factionStatus.append({factionName(it.key()), it.value()});
    return print;
}

std::optional<CharacterPrint> SheetSource::blankCharacter(const QString &playbook) const
{
    const blades::Playbook *p = m_pack.playbook(playbook);
    if (!p)
        return std::nullopt;
    blades::Character c;
    c.rulePack = m_pack.id;
    c.playbook = playbook;
    c.actions = p->startingDots; // printed on the paper playbook too
    return CharacterPrint{c, {}, m_campaign, {}, true};
}

std::optional<CrewPrint> SheetSource::blankCrew(const QString &crewType) const
{
    if (!m_pack.crewType(crewType))
        return std::nullopt;
    blades::Crew c;
    c.rulePack = m_pack.id;
    c.crewType = crewType;
    return CrewPrint{c, m_campaign, {}, true};
}

QString SheetSource::factionName(const QString &id) const
{
    if (const std::optional<blades::Faction> f = blades::faction(m_store, id); f && !f->name.isEmpty())
        return f->name;
    return nameOf(m_pack.factions, id, m_language);
}

QList<FactionLine> SheetSource::factions() const
{
    const QList<store::SheetInfo> crews = m_store.list(u"crew"_s);
    QList<blades::Crew> crewSheets;
    for (const store::SheetInfo &info : crews) {
        if (const auto c = blades::crew(m_store, info.ref.id.toLongLong()))
            crewSheets.append(*c);
    }
    QList<FactionLine> lines;
    for (const store::SheetInfo &info : m_store.list(u"faction"_s)) {
        const std::optional<blades::Faction> f = blades::faction(m_store, info.ref.id);
        if (!f)
            continue;
        FactionLine line;
        line.name = factionName(f->id);
        line.category = crewCatalogueName(m_pack, u"faction_categories"_s, f->category, m_language);
        line.tier = f->tier;
        line.hold = crewCatalogueName(m_pack, u"holds"_s, f->hold, m_language);
        line.turf = f->turf;
        for (const QString &a : f->allies)
            line.allies << factionName(a);
        for (const QString &e : f->enemies)
            line.enemies << factionName(e);
        line.vulnerable = f->vulnerable;
        line.notes = f->notes;
        for (const blades::Crew &crew : std::as_const(crewSheets)) {
            if (crew.factionStatus.contains(f->id))
                line.status.append({crew.name, crew.factionStatus.value(f->id)});
        }
        lines.append(line);
    }
    return lines;
}

QList<ClockLine> SheetSource::clocks(const QString &id) const
{
    QList<ClockLine> lines;
    for (const store::SheetInfo &info : m_store.list(u"clock"_s)) {
        if (!id.isEmpty() && info.ref.id != id)
            continue;
        const std::optional<blades::ClockEntry> c = blades::clock(m_store, info.ref.id);
        if (!c)
            continue;
        ClockLine line{c->name, {}, c->clock.segments, c->clock.filled, {}, {}, c->hidden};
        switch (c->ownerKind) {
        case blades::ClockOwnerKind::Campaign:
            break;
        case blades::ClockOwnerKind::Crew:
            if (const auto crew = blades::crew(m_store, c->ownerId.toLongLong()))
                line.owner = crew->name;
            break;
        case blades::ClockOwnerKind::Character:
            if (const auto ch = blades::character(m_store, c->ownerId.toLongLong()))
                line.owner = ch->name;
            break;
        case blades::ClockOwnerKind::Faction:
            line.owner = factionName(c->ownerId);
            break;
        }
        const auto clockName = [this](const QString &other) -> QString {
            const auto o = blades::clock(m_store, other);
            return o ? o->name : other;
        };
        if (!c->linkedTo.isEmpty())
            line.linkedTo = clockName(c->linkedTo);
        if (!c->racing.isEmpty())
            line.racing = clockName(c->racing);
        lines.append(line);
    }
    return lines;
}

} // namespace sw::print
