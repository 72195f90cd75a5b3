#include "systems/blades/gm/gmtable.h"

#include "systems/blades/clockops.h"
#include "systems/blades/gmvalidator.h"
#include "systems/blades/procedures/rolls.h"
#include "systems/blades/procedures/tables.h"
#include "systems/blades/gm/gmbatch.h"
#include "systems/blades/store/campaignsheets.h"

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::gm {

namespace detail {

store::RollRecord record(const QString &kind, const QString &label, const rules::DiceRoll &roll,
                         const QString &context, const QString &sheet)
{
    store::RollRecord r;
    r.kind = kind;
    r.label = label;
    r.pool = roll.pool;
    r.dice = QList<int>(roll.dice.begin(), roll.dice.end());
    r.result = blades::detail::resultKey(roll.result);
    r.context = context;
    r.sheet = sheet;
    return r;
}

ClockOwners clockOwners(const store::CampaignStore &store)
{
    ClockOwners owners;
    for (const store::SheetInfo &info : store.list()) {
        if (info.ref.kind == u"crew"_s)
            owners.crews.append(info.ref.id);
        else if (info.ref.kind == u"character"_s)
            owners.characters.append(info.ref.id);
        else if (info.ref.kind == u"faction"_s)
            owners.factions.append(info.ref.id);
    }
    return owners;
}

} // namespace detail

namespace {

// A faction id from its name: lower case, words joined by "_"; unique within the campaign.
QString factionIdFor(const QString &name, const QList<Faction> &all)
{
    QString base;
    for (const QChar ch : name.toLower()) {
        if (ch.isLetterOrNumber())
            base.append(ch);
        else if (!base.isEmpty() && !base.endsWith(u'_'))
            base.append(u'_');
    }
    while (base.endsWith(u'_'))
        base.chop(1);
    if (base.isEmpty())
        base = u"faction"_s;
    QString id = base;
    const auto taken = [&](const QString &candidate) {
        return std::any_of(all.begin(), all.end(), [&](const Faction &f) { return f.id == candidate; });
    };
    for (int n = 2; taken(id); ++n)
        id = base + u'_' + QString::number(n);
    return id;
}

} // namespace

GmTable::GmTable(store::CampaignStore &store, const RulePack &pack, rules::RandomSource &random, SheetPacks sheetPacks)
    : m_store(store), m_pack(pack), m_random(random), m_sheetPacks(std::move(sheetPacks))
{
}

const RulePack &GmTable::packOf(const Character &character) const
{
    return m_sheetPacks ? m_sheetPacks(character.rulePack) : m_pack;
}

const RulePack &GmTable::packOf(const Crew &crew) const
{
    return m_sheetPacks ? m_sheetPacks(crew.rulePack) : m_pack;
}

GmResult GmTable::commit(Batch &batch, const QString &command, const QString &label)
{
    GmResult result;
    batch.nameSheets();
    result.refused = batch.refused;
    if (m_replay) {
        // Made again (gmreplay.cpp): what it would write, written by the first run's commit.
        m_replay->made = true;
        m_replay->refused = !batch.refused.isEmpty();
        m_replay->events = batch.events;
        m_replay->changes = batch.changes();
        return result;
    }
    if (!batch.refused.isEmpty())
        return result;
    QList<store::SheetChange> changes = batch.changes();
    makeAgainable(changes, batch.events);
    const store::Receipt receipt = blades::apply(m_store, changes, command, label.isNull() ? u""_s : label, batch.events, batch.rolls);
    if (!receipt.ok) {
        result.error = receipt.error;
        result.receipt = receipt;
        return result;
    }
    result.ok = true;
    result.events = batch.events;
    result.rolls = batch.rolls;
    result.batch = receipt.batch;
    result.sheets = receipt.sheets;
    return result;
}

QList<qint64> GmTable::members(qint64 crew) const
{
    QList<qint64> out;
    for (const store::SheetInfo &info : m_store.list(u"character"_s)) {
        if (info.crewId == QString::number(crew))
            out.append(info.ref.id.toLongLong());
    }
    return out;
}

Faction GmTable::fromExample(const ExampleFaction &example)
{
    Faction f;
    f.id = example.id;
    f.category = example.category;
    f.tier = example.tier;
    f.hold = example.hold.isEmpty() ? u"strong"_s : example.hold;
    return f;
}

GmResult GmTable::saveFaction(const Faction &faction)
{
    const Request request(*this, [=, this] { return saveFaction(faction); });
    Batch batch(m_store, m_replay);
    QList<Faction> all = batch.factions();
    Faction f = faction;
    const bool adding = f.id.isEmpty() || !batch.stored({u"faction"_s, f.id});
    if (f.id.isEmpty())
        f.id = factionIdFor(f.name, all);
    all.removeIf([&](const Faction &o) { return o.id == f.id; });
    all.append(f);
    // B §7.1: the faction's own rules; a made-up faction needs a name (the validator knows which
    // ids are the pack's).
    batch.refused.append(validateFaction(f, all, m_pack));
    batch.put(f);
    GmResult r = commit(batch, adding ? u"faction.add"_s : u"faction.edit"_s, f.name.isEmpty() ? f.id : f.name);
    r.id = f.id;
    return r;
}

GmResult GmTable::removeFaction(const QString &id)
{
    const Request request(*this, [=, this] { return removeFaction(id); });
    Batch batch(m_store, m_replay);
    if (!batch.stored({u"faction"_s, id})) {
        batch.refuse(u"gm.faction.unknown"_s, u"faction"_s, {{u"id"_s, id}});
        return commit(batch, {}, {});
    }
    // The faction's goal clocks and every crew's status with it go with it (B §7.1, §7.6).
    for (const ClockEntry &c : batch.clocks()) {
        if (c.ownerKind == ClockOwnerKind::Faction && c.ownerId == id)
            batch.remove({u"clock"_s, c.id});
    }
    for (const store::SheetInfo &info : m_store.list(u"crew"_s)) {
        std::optional<Crew> crew = batch.crew(info.ref.id);
        if (crew && crew->factionStatus.contains(id)) {
            crew->factionStatus.remove(id);
            batch.put(info.ref.id, *crew);
        }
    }
    for (Faction other : batch.factions()) {
        if (other.id != id && (other.allies.removeAll(id) + other.enemies.removeAll(id)) > 0)
            batch.put(other);
    }
    batch.remove({u"faction"_s, id});
    GmResult r = commit(batch, u"faction.remove"_s, id);
    r.id = id;
    return r;
}

GmResult GmTable::setStatus(qint64 crewId, const QString &faction, int status)
{
    const Request request(*this, [=, this] { return setStatus(crewId, faction, status); });
    Batch batch(m_store, m_replay);
    const QString id = QString::number(crewId);
    std::optional<Crew> crew = batch.crew(id);
    if (!crew)
        batch.refuse(u"gm.crew.unknown"_s, u"crew"_s, {{u"id"_s, id}});
    else if (!batch.stored({u"faction"_s, faction}))
        batch.refuse(u"gm.faction.unknown"_s, u"faction"_s, {{u"id"_s, faction}});
    else if (batch.take(applySetFactionStatus(*crew, faction, status, packOf(*crew)), *crew))
        batch.put(id, *crew);
    GmResult r = commit(batch, u"faction.status"_s, faction);
    r.id = faction;
    return r;
}

GmResult GmTable::saveClock(ClockEntry clock)
{
    const Request request(*this, [=, this] { return saveClock(clock); });
    Batch batch(m_store, m_replay);
    const bool adding = clock.id.isEmpty() || !batch.stored({u"clock"_s, clock.id});
    if (clock.id.isEmpty())
        clock.id = newId(u"clock"_s);
    ClockEntry saved = clock;
    if (batch.take(applySaveClock(clock, batch.clocks(), detail::clockOwners(m_store)), saved))
        batch.put(saved);
    GmResult r = commit(batch, adding ? u"clock.add"_s : u"clock.edit"_s, clock.name);
    r.id = clock.id;
    return r;
}

namespace {

template <typename Edit>
void clockEdit(GmTable::Batch &batch, const store::CampaignStore &store, const QString &id, Edit &&edit)
{
    std::optional<ClockEntry> clock = batch.clock(id);
    if (!clock) {
        batch.refuse(u"gm.clock.unknown"_s, u"clock"_s, {{u"id"_s, id}});
        return;
    }
    ClockEntry after = *clock;
    if (batch.take(edit(*clock, batch.clocks(), detail::clockOwners(store)), after))
        batch.put(after);
}

} // namespace

GmResult GmTable::tickClock(const QString &id, int segments)
{
    const Request request(*this, [=, this] { return tickClock(id, segments); });
    return clockRequest(id, u"clock.tick"_s, [&](const ClockEntry &c, const QList<ClockEntry> &all, const ClockOwners &o) {
        return applyTickClock(c, segments, all, o);
    });
}

GmResult GmTable::setClockFill(const QString &id, int filled)
{
    const Request request(*this, [=, this] { return setClockFill(id, filled); });
    return clockRequest(id, u"clock.set"_s, [&](const ClockEntry &c, const QList<ClockEntry> &all, const ClockOwners &o) {
        return applySetClockFill(c, filled, all, o);
    });
}

GmResult GmTable::clockRequest(const QString &id, const QString &command, const ClockEditFn &edit)
{
    Batch batch(m_store, m_replay);
    clockEdit(batch, m_store, id, edit);
    GmResult r = commit(batch, command, batch.clock(id) ? batch.clock(id)->name : id);
    r.id = id;
    return r;
}

GmResult GmTable::removeClock(const QString &id)
{
    const Request request(*this, [=, this] { return removeClock(id); });
    Batch batch(m_store, m_replay);
    if (!batch.stored({u"clock"_s, id}))
        batch.refuse(u"gm.clock.unknown"_s, u"clock"_s, {{u"id"_s, id}});
    // A clock others link to or race against lets go of them first.
    for (ClockEntry other : batch.clocks()) {
        if (other.id == id)
            continue;
        const bool linked = other.linkedTo == id;
        const bool racing = other.racing == id;
        if (linked)
            other.linkedTo.clear();
        if (racing)
            other.racing.clear();
        if (linked || racing)
            batch.put(other);
    }
    batch.remove({u"clock"_s, id});
    GmResult r = commit(batch, u"clock.remove"_s, id);
    r.id = id;
    return r;
}

GmResult GmTable::rollFactionClock(const QString &id, int extraDice)
{
    const Request request(*this, [=, this] { return rollFactionClock(id, extraDice); });
    Batch batch(m_store, m_replay);
    const std::optional<ClockEntry> clock = batch.clock(id);
    const std::optional<Faction> faction =
        clock && clock->ownerKind == ClockOwnerKind::Faction ? batch.faction(clock->ownerId) : std::nullopt;
    if (!faction) {
        batch.refuse(u"gm.clock.not_faction"_s, u"clock"_s, {{u"id"_s, id}});
        return commit(batch, {}, {});
    }
    // C §9: a fortune roll on the faction's tier, ticks 1 / 2 / 3 / 5.
    const FortuneRoll roll = fortuneRoll(faction->tier + extraDice, m_random);
    const int ticks = rules::ticksFor(roll.roll.result);
    batch.rolls.append(detail::record(u"faction_clock"_s, clock->name, roll.roll, u"clock:"_s + id, {}));
    clockEdit(batch, m_store, id, [&](const ClockEntry &c, const QList<ClockEntry> &all, const ClockOwners &o) {
        return applyTickClock(c, ticks, all, o);
    });
    batch.events.prepend({u"clock.rolled"_s, {{u"id"_s, id}, {u"ticks"_s, ticks}}});
    GmResult r = commit(batch, u"clock.faction_turn"_s, clock->name);
    r.id = id;
    return r;
}

GmResult GmTable::roll(const RollRequest &request)
{
    const Request again(*this, [=, this] { return roll(request); });
    Batch batch(m_store, m_replay);
    rules::DiceRoll dice;
    const QString kind = request.kind;
    if (kind == u"action"_s) {
        const auto position = positionFromId(request.position);
        const auto effect = effectLevelFromId(request.effect);
        if (!position || !effect) {
            batch.refuse(u"gm.roll.unknown"_s, u"position"_s, {{u"id"_s, QString(request.position + u'/' + request.effect)}});
            return commit(batch, {}, {});
        }
        dice = actionRoll(request.pool, *position, *effect, m_random).roll;
    } else if (kind == u"resistance"_s || kind == u"fortune"_s || kind == u"gather_information"_s ||
               kind == u"engagement"_s || kind == u"vice"_s || kind == u"incarceration"_s) {
        // All of these read the pool the same way (A §5.1); what each result means is shown by the
        // panel from the same procedures.
        dice = rules::rollPool(request.pool, m_random);
    } else {
        batch.refuse(u"gm.roll.unknown"_s, u"kind"_s, {{u"id"_s, kind}});
        return commit(batch, {}, {});
    }
    batch.rolls.append(detail::record(kind, request.label, dice, {}, request.sheet));
    return commit(batch, u"roll"_s, request.label);
}

} // namespace sw::gm
