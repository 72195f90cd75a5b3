#pragma once

// The GM's records of a campaign, as plain values: factions, clocks, scores and downtime.
#include "rules/clock.h"
#include "rules/violation.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

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
    QString target;       // what the crew goes after
    QString targetFaction; // faction id, if any
    int targetTier = 0;
    QString plan;         // plans id: assault, deception, stealth, occult, social, transport
    QString detail;       // the plan's missing detail
    QMap<QString, QString> loads; // character id → load level id
    int engagementDice = 1;
    QString outcome;      // empty while under way; success, failure or given_up
    QString coinBand;     // payoff.coin id
    QString heatProfile;  // heat.profiles id
    bool highProfile = false;
    bool hostileTurf = false;
    bool killing = false;
    QMap<QString, int> statusChanges; // faction id → change the score caused
    bool operator==(const Score &) const = default;
};

// One downtime activity of one PC (C §8).
struct DowntimeActivity
{
    QString character;
    QString activity; // downtime.activities id: acquire_asset, long_term_project, recover, reduce_heat, train, indulge_vice …
    QString track;    // train: the xp track
    int coinSpent = 0;
    bool operator==(const DowntimeActivity &) const = default;
};

// The downtime phase after a score (C §3): payoff, heat, entanglements, then activities.
struct Downtime
{
    QString id;
    QString afterScore;
    QStringList entanglements;
    QMap<QString, int> extraActivities; // character id → activities bought with coin or rep
    QList<DowntimeActivity> activities;
    bool operator==(const Downtime &) const = default;
};

} // namespace sw::blades
