#include "systems/blades/gm/gmbatch.h"

#include "systems/blades/io/sheetjson.h"
#include "systems/blades/store/campaignsheets.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::gm {
namespace {

QString key(const store::SheetRef &sheet)
{
    return sheet.kind + u':' + sheet.id;
}

} // namespace

std::optional<QJsonObject> GmTable::Batch::read(const store::SheetRef &sheet)
{
    const auto it = m_read.constFind(key(sheet));
    if (it != m_read.constEnd())
        return it->document;
    Read read;
    if (const auto before = m_replay ? m_replay->world(sheet) : std::nullopt)
        read.document = *before;
    else
        read.document = m_store.snapshot(sheet, &read.version);
    m_read.insert(key(sheet), read);
    return read.document;
}

std::optional<QJsonObject> GmTable::Batch::current(const store::SheetRef &sheet)
{
    const auto it = m_after.constFind(key(sheet));
    return it != m_after.constEnd() ? *it : read(sheet);
}

void GmTable::Batch::set(const store::SheetRef &sheet, const std::optional<QJsonObject> &json)
{
    if (!m_after.contains(key(sheet))) {
        read(sheet); // its base, when the request did not read it first
        m_order.append(sheet);
    }
    m_after.insert(key(sheet), json);
}

QList<store::SheetRef> GmTable::Batch::listed(const QString &kind) const
{
    QList<store::SheetRef> out;
    for (const store::SheetInfo &info : m_store.list(kind))
        out.append(info.ref);
    // Made again: a sheet the first write removed is still there as it was.
    for (const store::SheetRef &sheet : m_replay ? m_replay->known : QList<store::SheetRef>{}) {
        if (sheet.kind == kind && !out.contains(sheet))
            out.append(sheet);
    }
    return out;
}

QList<Faction> GmTable::Batch::factions()
{
    QList<Faction> out;
    for (const store::SheetRef &sheet : listed(u"faction"_s)) {
        if (const std::optional<QJsonObject> json = read(sheet))
            out.append(io::factionFromJson(*json));
    }
    return out;
}

QList<ClockEntry> GmTable::Batch::clocks()
{
    QList<ClockEntry> out;
    for (const store::SheetRef &sheet : listed(u"clock"_s)) {
        if (const std::optional<QJsonObject> json = read(sheet))
            out.append(io::clockFromJson(*json));
    }
    return out;
}

std::optional<Character> GmTable::Batch::character(const QString &id)
{
    const auto json = current({u"character"_s, id});
    if (!json)
        return std::nullopt;
    io::CharacterSheet sheet;
    QList<io::SheetReadError> errors;
    if (!io::readCharacterSheet(QJsonDocument(json->value(u"sheet"_s).toObject()).toJson(), &sheet, &errors))
        return std::nullopt;
    return sheet.character;
}

std::optional<Crew> GmTable::Batch::crew(const QString &id)
{
    const auto json = current({u"crew"_s, id});
    return json ? std::optional(io::crewFromJson(*json)) : std::nullopt;
}

std::optional<Faction> GmTable::Batch::faction(const QString &id)
{
    const auto json = current({u"faction"_s, id});
    return json ? std::optional(io::factionFromJson(*json)) : std::nullopt;
}

std::optional<ClockEntry> GmTable::Batch::clock(const QString &id)
{
    const auto json = current({u"clock"_s, id});
    return json ? std::optional(io::clockFromJson(*json)) : std::nullopt;
}

std::optional<Score> GmTable::Batch::score(const QString &id)
{
    const auto json = current({u"score"_s, id});
    return json ? std::optional(io::scoreFromJson(*json)) : std::nullopt;
}

std::optional<Downtime> GmTable::Batch::downtime(const QString &id)
{
    const auto json = current({u"downtime"_s, id});
    return json ? std::optional(io::downtimeFromJson(*json)) : std::nullopt;
}

void GmTable::Batch::put(const QString &id, const Character &character)
{
    const std::optional<qint64> crewId = blades::crewOf(m_store, id.toLongLong());
    set({u"character"_s, id}, blades::characterJson(character, crewId));
}

void GmTable::Batch::put(const QString &id, const Crew &crew)
{
    set({u"crew"_s, id}, io::crewToJson(crew));
}

void GmTable::Batch::put(const Faction &faction)
{
    set({u"faction"_s, faction.id}, io::factionToJson(faction));
}

void GmTable::Batch::put(const ClockEntry &clock)
{
    set({u"clock"_s, clock.id}, io::clockToJson(clock));
}

void GmTable::Batch::put(const Score &score)
{
    set({u"score"_s, score.id}, io::scoreToJson(score));
}

void GmTable::Batch::put(const Downtime &downtime)
{
    set({u"downtime"_s, downtime.id}, io::downtimeToJson(downtime));
}

void GmTable::Batch::remove(const store::SheetRef &sheet)
{
    set(sheet, std::nullopt);
}

bool GmTable::Batch::downtimeWithCrew(const QString &id, std::optional<Downtime> &downtime, std::optional<Crew> &crew)
{
    downtime = this->downtime(id);
    crew = downtime ? this->crew(downtime->crew) : std::nullopt;
    if (!downtime || !crew)
        refuse(u"gm.downtime.unknown"_s, u"downtime"_s, {{u"id"_s, id}});
    return downtime && crew;
}

CrewBenefits GmTable::Batch::benefitsFor(const QString &character, const RulePack &pack)
{
    const std::optional<qint64> crewId = blades::crewOf(m_store, character.toLongLong());
    if (!crewId)
        return {};
    const auto c = crew(QString::number(*crewId));
    return c ? crewBenefits(*c, pack) : CrewBenefits{};
}

void GmTable::Batch::nameSheet(rules::Violation &v, const Character &character, const QString &id)
{
    const QString name = character.name.isEmpty() ? character.alias : character.name;
    if (!name.isEmpty())
        v.params.insert(u"sheet_name"_s, name);
    if (!id.isEmpty())
        v.params.insert(u"sheet"_s, QString(u"character:"_s + id));
}

void GmTable::Batch::nameSheets()
{
    for (rules::Violation &v : refused) {
        const QString kind = v.field.section(u'/', 0, 0);
        const QString id = v.field.section(u'/', 1);
        if (v.params.contains(u"sheet_name"_s) || id.isEmpty() || (kind != u"loads"_s && kind != u"coin_to_members"_s))
            continue;
        if (const std::optional<Character> pc = character(id))
            nameSheet(v, *pc, id);
    }
}

QList<store::SheetChange> GmTable::Batch::changes() const
{
    QList<store::SheetChange> out;
    for (const store::SheetRef &sheet : m_order) {
        const Read read = m_read.value(key(sheet));
        store::SheetChange change{sheet, m_after.value(key(sheet)), read.version};
        change.base = read.document;
        out.append(change);
    }
    return out;
}

} // namespace sw::gm
