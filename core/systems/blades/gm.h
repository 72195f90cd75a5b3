#pragma once

// The GM's records of a campaign, as plain values: factions, clocks, scores and downtime.
#include "rules/clock.h"
#include "rules/violation.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace sw::blades {

// A faction of the campaign (B §7.1): from the rule pack's examples or made up by the GM. The
// crew's status with it is kept on the crew (Crew::factionStatus).
struct Faction
{
    QString id;          // stable within the campaign; the pack's id when taken from its examples
    QString name;        // the GM's name for it (empty: the pack's name in the current language)
    QString category;    // faction_categories id
    int tier = 0;        // 0..faction_tier_max
    QString hold = QStringLiteral("strong"); // weak or strong
    QStringList allies;  // faction ids
    QStringList enemies; // faction ids
    bool vulnerable = false;
    QString turf;
    QString notes;       // GM only
    bool operator==(const Faction &) const = default;
};

// Who a clock belongs to.
enum class ClockOwnerKind { Campaign, Crew, Character, Faction };

// "campaign", "crew", "character", "faction": the owner kinds as campaign files store them.
QString clockOwnerKindId(ClockOwnerKind kind);
std::optional<ClockOwnerKind> clockOwnerKindFromId(const QString &id);

// A progress clock of the campaign (A §6): its segments and fill, and where it belongs.
struct ClockEntry
{
    QString id;
    QString name;
    rules::Clock clock;
    ClockOwnerKind ownerKind = ClockOwnerKind::Campaign;
    QString ownerId;
    QString linkedTo;  // linked clocks: completing this one unlocks that one
    QString racing;    // racing clocks: the rival clock
    bool hidden = false; // GM only
    bool operator==(const ClockEntry &) const = default;
};

// One score (C §1): the target, the plan, each PC's load, the engagement and how it ended.
struct Score
{
    QString id;
    QString crew;         // the crew's id
    QString target;       // what the crew goes after
    QString targetFaction; // faction id, if any
    int targetTier = 0;
    QString plan;         // plans id: assault, deception, stealth, occult, social, transport
    QString detail;       // the plan's missing detail
    QMap<QString, QString> loads; // character id → load level id

    // The engagement roll (C §1.4): the modifiers chosen, other dice, the pool and the dice rolled.
    QStringList engagementModifiers; // engagement.modifiers ids
    int engagementExtraDice = 0;     // claims and abilities that fit the plan
    int engagementDice = 1;
    QList<int> engagementRolled;     // empty until rolled
    QString engagementOutcome;       // engagement.outcomes id

    // How it ended (C §4, §5): what the GM chose…
    QString outcome;      // empty while under way; success, failure or given_up
    QString coinBand;     // payoff.coin id
    int extraCoin = 0;    // claim bonuses, coin above a "10+" band
    bool quiet = false;   // completely quiet: no rep
    QString heatProfile;  // heat.profiles id
    bool highProfile = false;
    bool hostileTurf = false;
    bool killing = false;
    int heatAdjustment = 0; // Cover Operation −2, Death veil …
    QMap<QString, int> statusChanges; // faction id → change the score caused
    QMap<QString, int> coinToMembers; // character id → payoff coin handed to that PC
    // …and what the engine made of it.
    bool atWar = false;
    int repGained = 0;
    int coinGained = 0;
    int heatGained = 0;
    int wantedGained = 0;
    bool operator==(const Score &) const = default;
};

// One downtime activity of one PC (C §8), and how its roll went.
struct DowntimeActivity
{
    QString character;
    QString activity; // downtime.activities id: acquire_asset, long_term_project, recover, reduce_heat, train, indulge_vice …
    QString track;    // train: the xp track
    int coinSpent = 0;
    QString action;   // the action rolled (long-term project, reduce heat)
    QString clock;    // long-term project: the clock worked on
    QString choice;   // recover: treatment; indulge vice: the overindulgence taken
    QString detail;   // what the PC does, in the table's words
    int pool = 0;
    QList<int> dice;  // empty for activities without a roll (train)
    QString result;   // bad, mixed, good, critical after coin
    int value = 0;    // quality, segments, heat or stress cleared, xp marked
    bool operator==(const DowntimeActivity &) const = default;
};

// The downtime phase after a score (C §3): payoff, heat, entanglements, then activities.
struct Downtime
{
    QString id;
    QString crew;
    QString afterScore;
    // The entanglement roll (C §7.1): dice, column and row, the cell's entanglements (one, or two
    // for the GM to pick from; more with Attract Trouble) and the one the GM picked.
    QList<int> entanglementDice;
    QString entanglementBand;
    QString entanglementRow;
    QStringList entanglements;
    QString entanglement;
    QMap<QString, int> extraActivities; // character id → activities bought with coin or rep
    QList<DowntimeActivity> activities;
    bool finished = false;
    bool operator==(const Downtime &) const = default;
};

} // namespace sw::blades
