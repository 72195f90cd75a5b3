#pragma once

#include "systems/blades/limits.h"
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace sw::blades {

enum class Hold { Weak, Strong };
enum class CrewPhase { Creation, Play };
enum class CohortKind { Gang, Expert };

// A gang or an expert working for the crew (B §4).
struct Cohort
{
    CohortKind kind = CohortKind::Gang;
    QStringList types; // gang type ids, or the expert's speciality; a second one costs 2 boxes
    QStringList edges; // edge ids, 1 or 2
    QStringList flaws; // flaw ids, as many as edges
    int harm = 0;      // 0 none, 1 weakened, 2 impaired, 3 broken, 4 dead
    bool operator==(const Cohort &) const = default;
};

// One of the crew's contacts (B §8): an id from the crew type's list, or a name of the table's own.
struct Contact
{
    QString id;
    bool favorite = false;
    bool operator==(const Contact &) const = default;
};

struct HuntingGrounds
{
    QString district;
    QString area;
    QString operation; // the preferred operation type
    QString faction;   // the faction that claims the area
    QString deal;      // hunting_ground_deals id: pay_off, pay_respect, pay_nothing
    bool operator==(const HuntingGrounds &) const = default;
};

// A crew sheet as stored: ids from the rule pack, never display text. Derived numbers (turf,
// the rep needed, the vault's cap, war) are computed, not stored.
struct Crew
{
    QString rulePack;
    QString rulePackVersion;

    QString name;
    QString crewType;
    QString reputation; // a reputation id, or the table's own word
    QString lair;
    QString lairDistrict;
    HuntingGrounds huntingGrounds;
    QString notes;

    CrewPhase phase = CrewPhase::Creation;
    int tier = 0;
    Hold hold = Hold::Strong;
    int rep = 0;
    int heat = 0;
    int wantedLevel = 0;
    int coin = 0;
    int xp = 0;
    int pendingAdvances = 0; // filled xp tracks not yet spent

    QStringList abilities;           // crew special abilities, in the order taken
    QMap<QString, int> upgrades;     // upgrade id → boxes marked (a cohort upgrade repeats: 2, 4 …)
    QList<Cohort> cohorts;
    QList<Contact> contacts;
    QMap<int, bool> claims;          // held cells of the claim map (1-based) → taken off-path with the GM's leave
    QMap<QString, int> factionStatus; // faction id → −3..+3; absent = 0

    QList<rules::Override> overrides;

    bool operator==(const Crew &) const = default;
};

inline constexpr int kWarStatus = -3;

// A new crew of a type (B §2 step 1): tier 0, strong hold, 0 rep, the starting coin, the type's
// starting upgrades (the first of a choice) and its contacts.
Crew startCrew(const QString &crewType, const RulePack &pack);

// The crew type's pre-selected upgrades: each entry is one upgrade, or the ones to choose from.
QList<QStringList> startingUpgrades(const QString &crewType, const RulePack &pack);

// How many times an upgrade is complete (0 or 1; a repeatable cohort upgrade counts each 2 boxes).
int completions(const Crew &crew, const QString &upgrade, const RulePack &pack);
QStringList completedUpgrades(const Crew &crew, const RulePack &pack);
bool repeatable(const Upgrade &upgrade);

// What the crew's completed upgrades do to its characters (B §3.4).
CrewBenefits crewBenefits(const Crew &crew, const RulePack &pack);

// A flag effect ("tier_cost_half", "war_no_hold_loss" …) of one of the crew's abilities.
bool hasCrewFlag(const Crew &crew, const QString &flag, const RulePack &pack);

// B §1.5: held Turf cells; turf for the rep track (Fiends, Accord); the rep the track needs.
int turf(const Crew &crew, const RulePack &pack);
int effectiveTurf(const Crew &crew, const RulePack &pack);
int repThreshold(const Crew &crew, const RulePack &pack);

// B §1.9, §3.2: the coin the lair holds, 4, 8 and 16 with the Vault's stages.
int coinCap(const Crew &crew, const RulePack &pack);

// B §1.6: the coin to rise to the next tier, new tier × 8, halved with Patron.
int tierAdvanceCost(const Crew &crew, const RulePack &pack);

// B §6.3: a cell linked by a path to the lair or to a held claim.
bool onPath(const Crew &crew, int cell, const RulePack &pack);

// B §1.8: at war while any faction's status is −3; the effects apply once.
bool atWar(const Crew &crew);

struct WarEffects
{
    bool atWar = false;
    int heatPerScore = 0;       // +1 per score while at war
    int holdLoss = 0;           // 1 while at war, 0 with War Dogs
    int downtimeActivities = 2; // per PC: 1 while at war, 2 with War Dogs
    int tier = 0;               // the effective tier and hold while the war lasts
    Hold hold = Hold::Strong;
};
WarEffects warEffects(const Crew &crew, const RulePack &pack);

// B §1.8 (000 §派系地位等級): the Tier and hold the crew plays with. While at war the crew loses
// 1 hold (not with War Dogs); a crew already weak loses a Tier instead, until the war ends. Every
// use of the crew's Tier in play — acquire asset and the other Tier rolls, payoff, the crew sheet
// and its print — reads it from here; the sheet keeps the Tier and hold it returns to.
struct CrewStanding
{
    int tier = 0;
    Hold hold = Hold::Strong;
    bool reduced = false; // lower than the sheet's own Tier and hold, for the war
};
CrewStanding effectiveStanding(const Crew &crew, const RulePack &pack);

} // namespace sw::blades
