#include "support/campaigngenerator.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/gmvalidator.h"
#include "systems/blades/rulepackloader.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/io/sheetjson.h"
#include "store/campaignstore.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::test {
namespace {

const QStringList kFirstNames = {u"Mara"_s, u"Ossian"_s, u"Tesslyn"_s, u"Brogan"_s, u"Ilse"_s, u"Varic"_s,
                                 u"Nyla"_s, u"Corwin"_s, u"Sabine"_s, u"Edric"_s, u"Arcy"_s, u"Hale"_s,
                                 u"Quellyn"_s, u"Rowan"_s, u"Seren"_s, u"Tobin"_s};
const QStringList kLastNames = {u"Kell"_s, u"Dunvil"_s, u"Strangford"_s, u"Clelland"_s, u"Helker"_s,
                                u"Vale"_s, u"Grine"_s, u"Penn"_s, u"Farros"_s, u"Lomond"_s, u"Tyrconnell"_s,
                                u"Ashlock"_s, u"Rowe"_s};
const QStringList kClockWords = {u"Bluecoat investigation"_s, u"Rival gang's revenge"_s, u"Repair the lair"_s,
                                 u"Map the old sewers"_s, u"Win over the Foghounds"_s, u"The ghost wakes"_s,
                                 u"Smuggle the relic"_s, u"Pay off the Inspector"_s};

QString personName(QRandomGenerator &rng, int index)
{
    return kFirstNames.at(int(rng.bounded(qsizetype(kFirstNames.size())))) + u' ' +
           kLastNames.at(int(rng.bounded(qsizetype(kLastNames.size())))) + u' ' + QString::number(index);
}

template <typename List>
const auto &pick(const List &list, QRandomGenerator &rng)
{
    return list.at(qsizetype(rng.bounded(quint32(list.size()))));
}

QString describe(const QList<rules::Violation> &violations)
{
    QStringList codes;
    for (const rules::Violation &v : violations)
        codes.append(v.code + u'@' + v.field);
    return codes.join(u", "_s);
}

// A character at the end of creation (A §3), then some play: all legal.
std::optional<Character> makeCharacter(const RulePack &pack, QRandomGenerator &rng, int index, QString *error)
{
    const Playbook &playbook = pack.playbooks.at(index % pack.playbooks.size());
    Character c = startCharacter(playbook.id, pack);
    c.name = personName(rng, index);
    c.alias = u"The "_s + pick(kLastNames, rng);
    c.look = u"Long coat, scarred hands"_s;
    c.heritage = pick(pack.heritages, rng).id;
    c.background = pick(pack.backgrounds, rng).id;
    c.vice = pick(pack.vices, rng).id;
    c.purveyor = u"A purveyor in Coalridge"_s;
    int toPlace = 4;
    while (toPlace > 0) {
        const QString action = pick(pack.actions, rng).id;
        if (c.actions.value(action) < 2) {
            ++c.actions[action];
            --toPlace;
        }
    }
    c.abilities = {playbook.abilities.value(int(rng.bounded(qsizetype(std::max<qsizetype>(1, playbook.abilities.size())))))};
    if (playbook.npcs.size() >= 2) {
        const int f = int(rng.bounded(qsizetype(playbook.npcs.size())));
        c.friendNpc = playbook.npcs.at(f).id;
        c.rivalNpc = playbook.npcs.at((f + 1) % playbook.npcs.size()).id;
    }
    c.phase = CharacterPhase::Play;
    c.stress = int(rng.bounded(5));
    c.coin = int(rng.bounded(4));
    c.stash = int(rng.bounded(20));
    c.playbookXp = int(rng.bounded(5));
    c.notes = u"Owes the Lampblacks. Sleeps above the Leaky Bucket."_s;
    const QList<rules::Violation> blocking = blockingViolations(c, pack);
    if (!blocking.isEmpty()) {
        *error = u"character %1 (%2): %3"_s.arg(index).arg(playbook.id, describe(blocking));
        return std::nullopt;
    }
    return c;
}

// A crew at the end of creation (B §2), in play.
std::optional<Crew> makeCrew(const RulePack &pack, QRandomGenerator &rng, int index,
                             const QList<Faction> &factions, QString *error)
{
    const CrewType &type = pack.crewTypes.at(index % pack.crewTypes.size());
    Crew crew = startCrew(type.id, pack);
    crew.name = u"The "_s + pick(kLastNames, rng) + u" Crew "_s + QString::number(index);
    crew.reputation = u"ruthless"_s;
    crew.lair = u"A warehouse by the canal"_s;
    crew.huntingGrounds = {u"crows_foot"_s, u"Three blocks off the Docks"_s, u"Murder"_s, u"lampblacks"_s, u"pay_off"_s};
    if (!type.abilities.isEmpty())
        crew.abilities = {type.abilities.first()};
    if (!crew.contacts.isEmpty())
        crew.contacts.first().favorite = true;
    for (int i = 0; i < 3 && !factions.isEmpty(); ++i)
        crew.factionStatus[pick(factions, rng).id] = int(rng.bounded(5)) - 2;
    // Creation's own steps (upgrades chosen, status changes) are left to the validator's word:
    // a crew that is not legal at the end of creation is reported, never stored.
    crew.phase = CrewPhase::Play;
    crew.heat = int(rng.bounded(4));
    crew.rep = int(rng.bounded(6));
    // A cohort upgrade among the starting ones (Bravos: a gang of Thugs, B §2 step 4) needs its
    // cohort written down.
    QList<rules::Violation> blocking = blockingCrewViolations(crew, pack);
    while (rules::hasCode(blocking, u"cohort.count"_s) && crew.cohorts.size() < 4) {
        crew.cohorts.append({CohortKind::Gang, {u"thugs"_s}, {u"fearsome"_s}, {u"wild"_s}, 0});
        blocking = blockingCrewViolations(crew, pack);
    }
    if (!blocking.isEmpty()) {
        *error = u"crew %1 (%2): %3"_s.arg(index).arg(type.id, describe(blocking));
        return std::nullopt;
    }
    return crew;
}

QJsonObject characterJson(const Character &c, qint64 crewId)
{
    return {{u"sheet"_s, io::characterSheetToJson({c, {}})}, {u"crew_id"_s, double(crewId)}};
}

// Writes `changes` in one transaction and one journal batch; then each entry is made its own
// batch with its own command and label, as if made one by one (the journal of a long campaign).
bool writeBatch(store::CampaignStore &store, QSqlDatabase db, const QList<store::SheetChange> &changes,
                const QList<std::pair<QString, QString>> &commands, QString *error)
{
    if (changes.isEmpty())
        return true;
    const store::Receipt receipt = store.apply(changes, commands.first().first, commands.first().second);
    if (!receipt.ok) {
        *error = receipt.error;
        return false;
    }
    if (!db.transaction()) {
        *error = db.lastError().text();
        return false;
    }
    QSqlQuery q(db);
    q.prepare(u"UPDATE journal SET batch = id, command = ?, label = ? WHERE id = ?"_s);
    for (qsizetype i = 0; i < commands.size(); ++i) {
        q.addBindValue(commands.at(i).first);
        q.addBindValue(commands.at(i).second);
        q.addBindValue(receipt.batch + i);
        if (!q.exec()) {
            *error = q.lastError().text();
            db.rollback();
            return false;
        }
    }
    return db.commit();
}

} // namespace

CampaignScale CampaignScale::times(double factor)
{
    const auto s = [factor](int n) { return std::max(1, int(std::lround(n * factor))); };
    CampaignScale base;
    return {s(base.crews), s(base.characters), s(base.factions), s(base.clocks), s(base.journalEntries)};
}

GeneratedCampaign generateCampaign(const QString &path, const CampaignScale &scale, quint32 seed)
{
    GeneratedCampaign out;
    QElapsedTimer timer;
    timer.start();
    const std::shared_ptr<const RulePack> packPtr = builtInRulePack();
    if (!packPtr) {
        out.error = u"no built-in rule pack"_s;
        return out;
    }
    const RulePack &pack = *packPtr;
    store::FileError fileError;
    auto file = store::CampaignFile::create(path, &fileError);
    if (!file) {
        out.error = fileError.detail.isEmpty() ? u"cannot create %1"_s.arg(path) : fileError.detail;
        return out;
    }
    QSqlDatabase db = file->database();
    {
        // The generator's own connection only: no fsync per batch (the file is checkpointed and
        // closed normally at the end), a page cache that holds the indexes the journal grows
        // (256 MiB: the 100× campaign's B-trees stay in memory instead of being read back and
        // written again at every batch) and a write-ahead log checkpointed every 64 MiB instead
        // of every 4. None of it changes what is written. The app's connections keep SQLite's
        // defaults.
        QSqlQuery q(db);
        q.exec(u"PRAGMA synchronous = OFF"_s);
        q.exec(u"PRAGMA cache_size = -262144"_s);
        q.exec(u"PRAGMA wal_autocheckpoint = 16384"_s);
    }
    store::CampaignStore store(*file);
    QDateTime now(QDate(2025, 9, 1), QTime(19, 0), Qt::UTC);
    store.setClock([&now] {
        now = now.addSecs(37);
        return now;
    });
    store.setAuthor(u"GM"_s);
    store.setName(u"Generated campaign (%1 characters)"_s.arg(scale.characters));
    QRandomGenerator rng(seed);
    QList<store::SheetChange> changes;
    QList<std::pair<QString, QString>> commands;
    const auto flush = [&](bool force) {
        if (!force && changes.size() < std::max(1, scale.batch))
            return true;
        const bool ok = writeBatch(store, db, changes, commands, &out.error);
        out.journalEntries += ok ? int(changes.size()) : 0;
        changes.clear();
        commands.clear();
        return ok;
    };
    const auto add = [&](const store::SheetRef &ref, const QJsonObject &json, const QString &command, const QString &label) {
        changes.append({ref, json});
        commands.append({command, label});
        return flush(false);
    };

    // Factions: the pack's examples first, then the GM's own.
    QList<Faction> factions;
    for (int i = 0; i < scale.factions; ++i) {
        Faction f;
        if (i < pack.factions.size()) {
            const ExampleFaction &e = pack.factions.at(i);
            f.id = e.id;
            f.tier = e.tier;
            f.hold = e.hold.isEmpty() ? u"strong"_s : e.hold;
            f.category = e.category;
        } else {
            f.id = u"faction_%1"_s.arg(i);
            f.name = u"The "_s + pick(kLastNames, rng) + u" Society "_s + QString::number(i);
            f.tier = int(rng.bounded(5));
            f.hold = rng.bounded(2) ? u"strong"_s : u"weak"_s;
            f.category = pack.factions.isEmpty() ? QString() : pick(pack.factions, rng).category;
        }
        f.turf = u"A few streets of Brightstone"_s;
        factions.append(f);
    }
    for (Faction &f : factions) {
        // Allies and enemies among the ones before it (never itself, never both).
        if (factions.size() > 2 && rng.bounded(3) == 0) {
            const Faction &other = pick(factions, rng);
            if (other.id != f.id)
                (rng.bounded(2) ? f.allies : f.enemies).append(other.id);
        }
    }
    for (const Faction &f : factions) {
        const QList<rules::Violation> v = validateFaction(f, factions, pack);
        if (!v.isEmpty()) {
            out.error = u"faction %1: %2"_s.arg(f.id, describe(v));
            return out;
        }
        if (!add({u"faction"_s, f.id}, io::factionToJson(f), u"faction.add"_s, u"Add faction"_s))
            return out;
        ++out.factions;
    }

    QList<Crew> crews;
    for (int i = 0; i < scale.crews; ++i) {
        std::optional<Crew> crew = makeCrew(pack, rng, i, factions, &out.error);
        if (!crew)
            return out;
        crews.append(*crew);
        if (!add({u"crew"_s, QString::number(i + 1)}, io::crewToJson(*crew), u"crew.add"_s, u"New crew"_s))
            return out;
        ++out.crews;
    }

    QList<Character> characters;
    QList<qint64> crewOf;
    for (int i = 0; i < scale.characters; ++i) {
        std::optional<Character> c = makeCharacter(pack, rng, i, &out.error);
        if (!c)
            return out;
        const qint64 crewId = i % std::max(1, scale.crews) + 1;
        characters.append(*c);
        crewOf.append(crewId);
        if (!add({u"character"_s, QString::number(i + 1)}, characterJson(*c, crewId), u"character.add"_s, u"New character"_s))
            return out;
        ++out.characters;
    }

    QList<ClockEntry> clocks;
    static const int kSegments[] = {4, 6, 8, 12};
    for (int i = 0; i < scale.clocks; ++i) {
        ClockEntry e;
        e.id = u"clock_%1"_s.arg(i + 1);
        e.name = pick(kClockWords, rng) + u' ' + QString::number(i + 1);
        const int segments = kSegments[rng.bounded(4u)];
        e.clock.segments = segments;
        e.clock.filled = int(rng.bounded(segments));
        e.clock.kind = rng.bounded(3) == 0 ? rules::ClockKind::Mission : rules::ClockKind::Danger;
        switch (rng.bounded(4)) {
        case 0: e.ownerKind = ClockOwnerKind::Campaign; break;
        case 1: e.ownerKind = ClockOwnerKind::Crew; e.ownerId = QString::number(rng.bounded(scale.crews) + 1); break;
        case 2: e.ownerKind = ClockOwnerKind::Character; e.ownerId = QString::number(rng.bounded(scale.characters) + 1); break;
        default: e.ownerKind = ClockOwnerKind::Faction; e.ownerId = pick(factions, rng).id; break;
        }
        e.hidden = rng.bounded(5) == 0;
        clocks.append(e);
        if (!add({u"clock"_s, e.id}, io::clockToJson(e), u"clock.add"_s, u"New clock"_s))
            return out;
        ++out.clocks;
    }
    {
        // Each clock against itself alone (none links or races another, so the campaign-wide
        // checks have nothing to find) and with its own owner, looked up in a set: linear.
        QSet<QString> crewIds, characterIds, factionIds;
        for (int i = 0; i < scale.crews; ++i)
            crewIds.insert(QString::number(i + 1));
        for (int i = 0; i < scale.characters; ++i)
            characterIds.insert(QString::number(i + 1));
        for (const Faction &f : factions)
            factionIds.insert(f.id);
        for (const ClockEntry &e : clocks) {
            ClockOwners owners;
            if (crewIds.contains(e.ownerId))
                owners.crews = {e.ownerId};
            if (characterIds.contains(e.ownerId))
                owners.characters = {e.ownerId};
            if (factionIds.contains(e.ownerId))
                owners.factions = {e.ownerId};
            const QList<rules::Violation> v = validateClock(e, {e}, owners);
            if (!v.isEmpty()) {
                out.error = u"clock %1: %2"_s.arg(e.id, describe(v));
                return out;
            }
        }
    }

    // Play: sessions of a few hundred edits, each edit the engine's own (refused ones skipped).
    const int stressMax = pack.numberOr(u"stress_max"_s, 9);
    int session = 0;
    int inSession = 0;
    store.startSession(u"Session 1"_s);
    while (out.journalEntries + int(changes.size()) < scale.journalEntries) {
        if (++inSession > 800) {
            store.endSession();
            store.startSession(u"Session %1"_s.arg(++session + 1));
            inSession = 0;
        }
        const quint32 roll = rng.bounded(100);
        if (roll < 55 && !characters.isEmpty()) {
            const int i = int(rng.bounded(qsizetype(characters.size())));
            Character &c = characters[i];
            Outcome o;
            QString command;
            QString label;
            switch (rng.bounded(4)) {
            case 0:
                o = applySetStress(c, int(rng.bounded(stressMax)), pack);
                command = u"character.set_stress"_s;
                label = u"Stress"_s;
                break;
            case 1:
                o = applySetXp(c, u"playbook"_s, int(rng.bounded(8)), pack);
                command = u"character.set_xp"_s;
                label = u"Playbook xp"_s;
                break;
            case 2:
                o = applySetText(c, CharacterText::Notes, u"Session notes %1"_s.arg(rng.bounded(1000)), pack);
                command = u"character.set_notes"_s;
                label = u"Notes"_s;
                break;
            default:
                o = applySetHealing(c, int(rng.bounded(4)), pack);
                command = u"character.set_healing"_s;
                label = u"Healing"_s;
                break;
            }
            if (!o.done())
                continue;
            c = o.after;
            if (!add({u"character"_s, QString::number(i + 1)}, characterJson(c, crewOf.at(i)), command, label))
                return out;
        } else if (roll < 90 && !clocks.isEmpty()) {
            ClockEntry &e = clocks[qsizetype(rng.bounded(quint32(clocks.size())))];
            e.clock.filled = (e.clock.filled + 1) % (e.clock.segments + 1);
            if (!add({u"clock"_s, e.id}, io::clockToJson(e), u"clock.tick"_s, u"Tick clock"_s))
                return out;
        } else if (roll < 96 && !crews.isEmpty()) {
            const int i = int(rng.bounded(qsizetype(crews.size())));
            const CrewOutcome o = applySetHeat(crews[i], int(rng.bounded(quint32(pack.numberOr(u"heat_max"_s, 9)))), pack);
            if (!o.done())
                continue;
            crews[i] = o.after;
            if (!add({u"crew"_s, QString::number(i + 1)}, io::crewToJson(crews[i]), u"crew.set_heat"_s, u"Heat"_s))
                return out;
        } else if (!factions.isEmpty()) {
            Faction &f = factions[qsizetype(rng.bounded(quint32(factions.size())))];
            f.hold = f.hold == u"weak"_s ? u"strong"_s : u"weak"_s;
            if (!add({u"faction"_s, f.id}, io::factionToJson(f), u"faction.set_hold"_s, u"Hold"_s))
                return out;
        }
    }
    if (!flush(true))
        return out;
    store.endSession();
    QSqlQuery q(db);
    q.exec(u"PRAGMA wal_checkpoint(TRUNCATE)"_s);
    q.exec(u"PRAGMA optimize"_s);
    out.ok = true;
    out.milliseconds = timer.elapsed();
    return out;
}

} // namespace sw::test
