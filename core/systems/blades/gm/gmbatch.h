#pragma once

// Private to core/gm: the sheets one GM request reads and changes, kept until the request is
// committed as one store transaction (GmTable::commit).
#include "systems/blades/character.h"
#include "systems/blades/crew.h"
#include "systems/blades/crewops.h"
#include "systems/blades/gm/gmtable.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/dice/dice.h"

#include <QJsonObject>

#include <optional>
#include <type_traits>

namespace sw::gm {

namespace detail {
// A roll as the roll log keeps it.
store::RollRecord record(const QString &kind, const QString &label, const rules::DiceRoll &roll,
                         const QString &context, const QString &sheet);
// The crews, characters and factions a clock may belong to.
blades::ClockOwners clockOwners(const store::CampaignStore &store);
// C §8.1, B §1.8: one activity per PC at war, unless War Dogs keeps the full allowance.
bool warLimited(const blades::Crew &crew, const blades::RulePack &pack);
// C §8.1: the activities a PC has this downtime (with those bought), and those they took.
int activityBudget(const blades::Downtime &downtime, const blades::Crew &crew, const QString &character,
                   const blades::RulePack &pack);
int activitiesTaken(const blades::Downtime &downtime, const QString &character);
// A §2.3, §5.7: a retired or dead PC is left out of downtime (not the whole crew). Refuses "gm.downtime.out_of_play" for such a PC; true when it did.
bool refuseOutOfPlay(GmTable::Batch &batch, const blades::Character &pc, const QString &id);
} // namespace detail

class GmTable::Batch
{
public:
    // `replay`: the request is being made again (gmreplay.h): the sheets its first write changed
    // are read as they were before that write.
    explicit Batch(const store::CampaignStore &store, const Replay *replay = nullptr) : m_store(store), m_replay(replay) {}

    std::optional<blades::Character> character(const QString &id);
    std::optional<blades::Crew> crew(const QString &id);
    std::optional<blades::Faction> faction(const QString &id);
    std::optional<blades::ClockEntry> clock(const QString &id);
    std::optional<blades::Score> score(const QString &id);
    std::optional<blades::Downtime> downtime(const QString &id);
    // Every faction and clock as stored (what this request puts not included), in listing order.
    QList<blades::Faction> factions();
    QList<blades::ClockEntry> clocks();
    // Whether a sheet is in the campaign as stored.
    bool stored(const store::SheetRef &sheet) { return read(sheet).has_value(); }

    void put(const QString &id, const blades::Character &character);
    void put(const QString &id, const blades::Crew &crew);
    void put(const blades::Faction &faction);
    void put(const blades::ClockEntry &clock);
    void put(const blades::Score &score);
    void put(const blades::Downtime &downtime);
    void remove(const store::SheetRef &sheet);

    // Takes an engine edit: its events, or its refusals (then the sheet is left as it was).
    template <typename Sheet>
    bool take(const blades::EditResult<Sheet> &edit, Sheet &sheet)
    {
        if (!edit.done()) {
            for (rules::Violation v : edit.refused) {
                if (v.overridden)
                    continue;
                if constexpr (std::is_same_v<Sheet, blades::Character>)
                    nameSheet(v, sheet);
                refused.append(v);
            }
            return false;
        }
        sheet = edit.after;
        events.append(edit.events);
        return true;
    }
    void refuse(const QString &code, const QString &field, const QVariantMap &params = {})
    {
        refused.append({code, field, params});
    }
    // A downtime and its crew; false, with the refusal "gm.downtime.unknown", when either is gone.
    bool downtimeWithCrew(const QString &id, std::optional<blades::Downtime> &downtime, std::optional<blades::Crew> &crew);
    // What the crew's upgrades do to one of its PCs (B §3.4).
    blades::CrewBenefits benefitsFor(const QString &character, const blades::RulePack &pack);

    // The sheets to write, each with the document and version it was read at (its base).
    QList<store::SheetChange> changes() const;
    // A refusal of a step that reads several sheets says whose sheet it is about: the character's
    // name (or alias) as the "sheet_name" parameter, and "sheet" = "character:ID" where known.
    static void nameSheet(rules::Violation &v, const blades::Character &character, const QString &id = {});
    // Names the character of every refusal whose field points at one ("loads/ID",
    // "coin_to_members/ID") and that does not name its sheet yet.
    void nameSheets();

    QList<rules::Violation> refused;
    QList<blades::Event> events;
    QList<store::RollRecord> rolls;

private:
    // The sheet as stored, read once (the first read is the base the write is checked against).
    std::optional<QJsonObject> read(const store::SheetRef &sheet);
    std::optional<QJsonObject> current(const store::SheetRef &sheet);
    void set(const store::SheetRef &sheet, const std::optional<QJsonObject> &json);
    QList<store::SheetRef> listed(const QString &kind) const;

    struct Read
    {
        std::optional<QJsonObject> document;
        qint64 version = 0;
    };
    const store::CampaignStore &m_store;
    const Replay *m_replay = nullptr;
    QList<store::SheetRef> m_order;
    QHash<QString, std::optional<QJsonObject>> m_after; // "kind:id" → the sheet as it will be
    QHash<QString, Read> m_read;                        // "kind:id" → the sheet as read
};

// Made first in every request of the table: the request itself (a call with the same arguments),
// kept while it runs so that its commit can make it again (gmreplay.cpp). A request made again
// does not replace it.
class GmTable::Request
{
public:
    Request(GmTable &table, std::function<GmResult()> request);
    ~Request();
    Request(const Request &) = delete;
    Request &operator=(const Request &) = delete;

private:
    GmTable &m_table;
    bool m_outer = false;
};

} // namespace sw::gm
