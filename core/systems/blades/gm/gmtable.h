#pragma once

// The GM's table: the game's procedures run against the campaign (C §1–§9, B §7, A §6). Each call
// reads the sheets it needs from the store, asks the engine (blades/…), rolls through the injected
// RandomSource, and writes every sheet it changed in one transaction and one undo step, with its
// rolls in the campaign's roll log. A refused request changes nothing and says why, in the
// engine's violation codes. The GUI and sheetwright-cli share this one path.
#include "systems/blades/characterops.h"
#include "systems/blades/gm.h"
#include "systems/blades/gmvalidator.h"
#include "systems/blades/rulepack.h"
#include "systems/blades/dice/dice.h"
#include "systems/blades/procedures/sheetrolls.h"
#include "systems/blades/gm/gmreplay.h"
#include "rules/random.h"
#include "rules/violation.h"
#include "store/campaignstore.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>

namespace sw::gm {

struct GmResult
{
    bool ok = false;
    QList<rules::Violation> refused;   // the rules the request would break; nothing was written
    QList<blades::Event> events;       // what the game made happen
    QList<store::RollRecord> rolls;    // the dice rolled (also in the roll log)
    QString id;                        // the record made or changed
    QString error;                     // the store could not write; nothing was written
    qint64 batch = 0;                  // the journal batch (undo step) written
    QList<store::SheetRef> sheets;     // the sheets it changed
    store::Receipt receipt = {};       // the store's answer when it did not write (a conflict: the field, the other value)
};

// How a score ended and what the GM decided about it (C §4, §5, B §7.3).
struct ScoreEnding
{
    QString outcome = QStringLiteral("success"); // success, failure or given_up
    QString coinBand;         // payoff.coin id; empty: no coin
    int extraCoin = 0;        // claim bonuses, coin above a "10+" band
    bool quiet = false;       // completely quiet: no rep
    QMap<QString, int> coinToMembers; // character id → payoff coin handed to that PC; the rest goes to the crew
    QString heatProfile = QStringLiteral("contained");
    bool highProfile = false;
    bool hostileTurf = false;
    bool killing = false;
    int heatAdjustment = 0;   // Cover Operation −2, Death veil cancelling killing …
    QMap<QString, int> statusChanges; // faction id → +1, −1 or −2
};

// One downtime activity to perform (C §8).
struct ActivityRequest
{
    QString character;    // the PC's id
    QString activity;     // acquire_asset, long_term_project, recover, reduce_heat, train, indulge_vice, heal_cohort
    QString action;       // long-term project, reduce heat: the action rolled
    QString clock;        // long-term project: the clock worked on
    QString track;        // train: "playbook" or an attribute id
    QString treatment = QStringLiteral("healer"); // recover: healer, self or untreated
    int healerPool = 0;   // recover with a healer: their Tinker rating or quality
    int bonusDice = 0;    // a friend or contact helps (+1d), claims, abilities
    int coin = 0;         // coin the PC will spend after the roll to raise the result (only what helps is spent)
    bool restricted = false;    // acquire asset: a restricted item (+2 heat)
    QString overindulgence;     // indulge vice: the one taken if the roll overindulges (needed when it can)
    int cohort = -1;            // heal_cohort: the cohort's index on the crew sheet (B §4.6)
    QString detail;             // what the PC does
};

// A roll from the dice panel (A §5): any kind, logged in the campaign.
struct RollRequest
{
    QString kind;       // action, resistance, fortune, gather_information, engagement, vice, incarceration
    int pool = 1;
    QString label;
    QString position = QStringLiteral("risky");  // action rolls
    QString effect = QStringLiteral("standard"); // action rolls
    QString sheet;      // "character:ID" when one PC rolls
};

// A roll from a character's sheet (A §5.2 action, §5.5 resistance): the player's choices, the
// helper, and — when already rolled (the dialog rolls first to ask for a trauma) — the dice.
struct SheetRollRequest
{
    QString kind = QStringLiteral("action"); // action or resistance
    QString character;                       // the roller's id
    blades::ActionChoice action;             // action rolls
    blades::ResistanceChoice resistance;     // resistance rolls
    QString assistant;        // the helper's id when action.assisted: another PC of the crew
    std::vector<int> dice;    // as rolled; empty: the table rolls them
    QString traumaCondition;  // the roller's, when the roll's stress reaches the last box
    QString assistantTrauma;  // the helper's, likewise
    QString label;            // what the roll log and the undo step say
    bool secret = false;      // the GM's secret roll (RollRecord::secret): no player's role reads it (#19)
};

class GmTable
{
public:
    // `pack`: the campaign's (factions, clocks, scores, downtime). A sheet is changed with the pack
    // it recorded, found by `sheetPacks` (its id → the pack; unset: every sheet with `pack`).
    using SheetPacks = std::function<const blades::RulePack &(const QString &id)>;
    GmTable(store::CampaignStore &store, const blades::RulePack &pack, rules::RandomSource &random,
            SheetPacks sheetPacks = {});

    // Factions (B §7): from the rule pack's examples or made up; the crew's status −3..+3.
    static blades::Faction fromExample(const blades::ExampleFaction &example);
    GmResult saveFaction(const blades::Faction &faction);
    GmResult removeFaction(const QString &id);
    GmResult setStatus(qint64 crew, const QString &faction, int status);

    // Clocks (A §6).
    GmResult saveClock(blades::ClockEntry clock); // an empty id makes a new clock
    GmResult tickClock(const QString &id, int segments);
    GmResult setClockFill(const QString &id, int filled);
    GmResult removeClock(const QString &id);
    // The faction turn (C §9): a fortune roll on the owning faction's tier ± dice, ticks 1/2/3/5.
    GmResult rollFactionClock(const QString &id, int extraDice = 0);

    // Scores (C §1, §4, §5).
    GmResult startScore(qint64 crew, blades::Score plan);
    GmResult rollEngagement(const QString &score, const QStringList &modifiers, int extraDice);
    GmResult endScore(const QString &score, const ScoreEnding &ending);

    // Downtime (C §3, §7, §8): start (special armor restored), the entanglement roll and the GM's
    // pick, extra activities bought, each activity, then finish (vice ignored, cohorts healed).
    GmResult startDowntime(qint64 crew, const QString &afterScore = {});
    GmResult rollEntanglement(const QString &downtime);
    GmResult chooseEntanglement(const QString &downtime, const QString &entanglement);
    GmResult buyActivity(const QString &downtime, const QString &character, const QString &purse);
    GmResult performActivity(const QString &downtime, const ActivityRequest &request);
    GmResult finishDowntime(const QString &downtime);

    // The dice panel.
    GmResult roll(const RollRequest &request);
    // A roll from a sheet: the roll logged, the stress and xp it costs and gives written to the
    // roller's and the helper's sheets, in one undo step (gmsheetroll.cpp). Refusals:
    // "gm.roll.unknown", "gm.roll.character_unknown", "gm.roll.assistant" (not another PC of the
    // crew), "gm.roll.dice" (dice that cannot be this pool's), and the plan's (sheetrolls.h).
    GmResult rollFromSheet(const SheetRollRequest &request);

    // What a PC may still do this downtime: the allowance (C §8.1) less what was done.
    int activitiesLeft(const blades::Downtime &downtime, const QString &character) const;
    QList<qint64> members(qint64 crew) const;

    // The sheets one request reads and changes (core/gm/gmbatch.h; internal).
    class Batch;
    // The request being made, so that it can be made again (gmreplay.cpp; internal).
    class Request;

private:
    struct Write; // one commit's sheets, dice and ids, for the request made again
    // Gives every sheet the commit changes a way to be made again on the sheet as it is then.
    void makeAgainable(QList<store::SheetChange> &changes, const QList<blades::Event> &events);
    // The request made again with sheet `index` of the write as `current`: what it makes of that
    // sheet, or nullopt when it cannot be made the same way now (stale).
    std::optional<QJsonObject> again(Write &write, qsizetype index, const QJsonObject &current);
    // A fresh id for a record (the same one when the request is made again).
    QString newId(const QString &kind);

    using ClockEditFn = std::function<blades::EditResult<blades::ClockEntry>(
        const blades::ClockEntry &, const QList<blades::ClockEntry> &, const blades::ClockOwners &)>;
    GmResult commit(Batch &batch, const QString &command, const QString &label);
    // The pack a sheet is changed with (the one it recorded).
    const blades::RulePack &packOf(const blades::Character &character) const;
    const blades::RulePack &packOf(const blades::Crew &crew) const;
    GmResult clockRequest(const QString &id, const QString &command, const ClockEditFn &edit);

    store::CampaignStore &m_store;
    const blades::RulePack &m_pack;
    DiceTape m_random;
    SheetPacks m_sheetPacks;
    std::function<GmResult()> m_request; // the request being made (Request)
    Replay *m_replay = nullptr;          // set while it is made again
    QStringList m_ids;                   // the ids it took
};

} // namespace sw::gm
