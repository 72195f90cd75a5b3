#include "systems/blades/store/campaignsheets.h"

#include "systems/blades/io/recordjson.h"
#include "systems/blades/io/sheetjson.h"

using namespace Qt::StringLiterals;

namespace sw::blades {
namespace {

QString number(qint64 id)
{
    return QString::number(id);
}

template <typename T, typename FromJson>
std::optional<T> read(const store::CampaignStore &store, const QString &kind, const QString &id, FromJson fromJson)
{
    const auto doc = store.snapshot({kind, id});
    return doc ? std::optional<T>(fromJson(*doc)) : std::nullopt;
}

// Events that belong in the advancement ledger (A §4, B §1.12).
bool ledgered(const QString &code)
{
    return code.startsWith(u"advance."_s) || code.startsWith(u"crew.advance"_s) || code == u"crew.tier_raised"_s ||
           code == u"trauma.gained"_s || code == u"character.retired"_s || code == u"crew.payoff"_s;
}

} // namespace

std::optional<Character> character(const store::CampaignStore &store, qint64 id)
{
    return read<Character>(store, u"character"_s, number(id),
                           [](const QJsonObject &doc) { return io::characterFromSheetObject(doc.value(u"sheet"_s).toObject()); });
}

std::optional<qint64> crewOf(const store::CampaignStore &store, qint64 characterId)
{
    const auto parent = store.parentOf({u"character"_s, number(characterId)}, u"crew"_s);
    return parent ? std::optional(parent->toLongLong()) : std::nullopt;
}

std::optional<Crew> crew(const store::CampaignStore &store, qint64 id)
{
    return read<Crew>(store, u"crew"_s, number(id), io::crewFromJson);
}

std::optional<Faction> faction(const store::CampaignStore &store, const QString &id)
{
    return read<Faction>(store, u"faction"_s, id, io::factionFromJson);
}

std::optional<ClockEntry> clock(const store::CampaignStore &store, const QString &id)
{
    return read<ClockEntry>(store, u"clock"_s, id, io::clockFromJson);
}

std::optional<Score> score(const store::CampaignStore &store, const QString &id)
{
    return read<Score>(store, u"score"_s, id, io::scoreFromJson);
}

std::optional<Downtime> downtime(const store::CampaignStore &store, const QString &id)
{
    return read<Downtime>(store, u"downtime"_s, id, io::downtimeFromJson);
}

namespace {

// The clock's sort key is its owner kind, owner and id joined by U+0001 (documents.cpp): one
// owner kind's or one owner's clocks are the keys that begin with theirs.
QString ownerPrefix(const QString &ownerKind, const QString &ownerId)
{
    QString prefix;
    if (!ownerKind.isEmpty()) {
        prefix = ownerKind + QChar(1);
        if (!ownerId.isEmpty())
            prefix += ownerId + QChar(1);
    }
    return prefix;
}

template <class T>
QList<T> parsed(const QList<QJsonObject> &documents, T (*fromJson)(const QJsonObject &))
{
    QList<T> out;
    out.reserve(documents.size());
    for (const QJsonObject &doc : documents)
        out.append(fromJson(doc));
    return out;
}

} // namespace

QList<Faction> factions(const store::CampaignStore &store)
{
    return parsed(store.documents(u"faction"_s), io::factionFromJson);
}

QList<ClockEntry> clocks(const store::CampaignStore &store)
{
    return parsed(store.documents(u"clock"_s), io::clockFromJson);
}

QList<ClockEntry> clockPage(const store::CampaignStore &store, const QString &ownerKind, const QString &ownerId,
                            qint64 offset, int limit)
{
    return parsed(store.documentPage(u"clock"_s, ownerPrefix(ownerKind, ownerId), offset, limit), io::clockFromJson);
}

QList<ClockEntry> clocksOfOwners(const store::CampaignStore &store, ClockOwnerKind kind, const QStringList &ids)
{
    QStringList prefixes;
    for (const QString &id : ids)
        prefixes << ownerPrefix(clockOwnerKindId(kind), id);
    return parsed(store.documentsWithPrefixes(u"clock"_s, prefixes), io::clockFromJson);
}

QList<Faction> factionsWithIds(const store::CampaignStore &store, const QStringList &ids)
{
    return parsed(store.documentsWithIds(u"faction"_s, ids), io::factionFromJson);
}

QList<ClockEntry> clocksUnlocking(const store::CampaignStore &store, const QStringList &ids)
{
    return parsed(store.documentsWhere(u"clock"_s, u"linked_to"_s, ids), io::clockFromJson);
}

QJsonObject characterJson(const Character &character, std::optional<qint64> crewId)
{
    return {{u"sheet"_s, io::characterSheetToJson({character, {}})},
            {u"crew_id"_s, crewId ? QJsonValue(double(*crewId)) : QJsonValue()}};
}

QList<store::LedgerEvent> ledgerEvents(const QList<Event> &events)
{
    QList<store::LedgerEvent> out;
    for (const Event &e : events) {
        if (ledgered(e.code))
            out.append({e.code, QJsonObject::fromVariantMap(e.params)});
    }
    return out;
}

store::Receipt addCharacter(store::CampaignStore &store, const Character &character, std::optional<qint64> crewId,
                            const QString &label)
{
    return store.addNumbered(u"character"_s, characterJson(character, crewId), u"character.add"_s, label);
}

store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &character,
                             const QString &command, const QString &label, const QList<Event> &events)
{
    // A crew that cannot be read is not taken for none: the write would drop the character from it.
    const quint64 failures = store.readFailures();
    const std::optional<qint64> crewId = crewOf(store, id);
    if (store.readFailures() != failures) {
        const store::StoreError failure = store.lastReadFailure();
        return {false, 0, {}, {}, u"the campaign file could not say the character's crew: "_s + failure.detail,
                failure.problem};
    }
    return store.save({u"character"_s, number(id)}, characterJson(character, crewId), command, label,
                      ledgerEvents(events));
}

store::Receipt addCrew(store::CampaignStore &store, const Crew &crew, const QString &label)
{
    return store.addNumbered(u"crew"_s, io::crewToJson(crew), u"crew.add"_s, label);
}

store::Receipt saveCrew(store::CampaignStore &store, qint64 id, const Crew &crew, const QString &command,
                        const QString &label, const QList<Event> &events)
{
    return store.save({u"crew"_s, number(id)}, io::crewToJson(crew), command, label, ledgerEvents(events));
}

store::Receipt saveFaction(store::CampaignStore &store, const Faction &faction, const QString &command,
                           const QString &label)
{
    return store.save({u"faction"_s, faction.id}, io::factionToJson(faction), command, label);
}

store::Receipt saveClock(store::CampaignStore &store, const ClockEntry &clock, const QString &command,
                         const QString &label)
{
    return store.save({u"clock"_s, clock.id}, io::clockToJson(clock), command, label);
}

store::Receipt apply(store::CampaignStore &store, const QList<store::SheetChange> &changes, const QString &command,
                     const QString &label, const QList<Event> &events, const QList<store::RollRecord> &rolls)
{
    return store.apply(changes, command, label, ledgerEvents(events), rolls);
}

} // namespace sw::blades
