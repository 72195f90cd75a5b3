// One test per rule the GM's records keep (rules/blades-B-crew.md §7, blades-A-character.md §6,
// blades-C-score-downtime.md §1, §3, §8, §12.B), named after the rule and citing its section.
#include "systems/blades/gmvalidator.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::rules::ClockKind;
using sw::rules::hasCode;
using sw::rules::Violation;
using sw::test::srd;

namespace {

QString listed(const QList<Violation> &violations)
{
    QStringList out;
    for (const Violation &v : violations)
        out << v.code + u'@' + v.field;
    return out.join(u' ');
}

const Violation *find(const QList<Violation> &violations, const QString &code)
{
    for (const Violation &v : violations) {
        if (v.code == code)
            return &v;
    }
    return nullptr;
}

// Two factions of a campaign: one of the pack's examples (its name from the pack) and one the
// GM made up, enemies of each other.
Faction lampblacks()
{
    Faction f;
    f.id = u"lampblacks"_s;
    f.category = u"underworld"_s;
    f.tier = 2;
    f.hold = u"weak"_s;
    f.enemies = {u"ash_choir"_s};
    return f;
}

Faction ashChoir()
{
    Faction f;
    f.id = u"ash_choir"_s;
    f.name = u"The Ash Choir"_s;
    f.category = u"fringe"_s;
    f.tier = 1;
    f.enemies = {u"lampblacks"_s};
    return f;
}

QList<Faction> campaignFactions() { return {lampblacks(), ashChoir()}; }

QList<Violation> checkFaction(const Faction &f)
{
    QList<Faction> all = campaignFactions();
    for (Faction &other : all) {
        if (other.id == f.id)
            other = f;
    }
    return validateFaction(f, all, srd());
}

ClockOwners owners()
{
    return {{u"crew"_s}, {u"mara"_s, u"tobin"_s}, {u"lampblacks"_s, u"ash_choir"_s}};
}

ClockEntry clockEntry(const QString &id, int segments = 6, int filled = 0)
{
    ClockEntry e;
    e.id = id;
    e.name = u"Clock "_s + id;
    e.clock = {segments, filled, ClockKind::Danger};
    return e;
}

// A score that is over and legal: a stealth plan with its detail, two PCs' loads, a standard
// score, contained heat, the Lampblacks hurt by 2 and the Ash Choir helped by 1.
Score finishedScore()
{
    Score s;
    s.id = u"s1"_s;
    s.target = u"The Lampblacks' counting house"_s;
    s.targetFaction = u"lampblacks"_s;
    s.targetTier = 2;
    s.plan = u"stealth"_s;
    s.detail = u"Over the roofs from the bell tower"_s;
    s.loads = {{u"mara"_s, u"normal"_s}, {u"tobin"_s, u"light"_s}};
    s.outcome = u"success"_s;
    s.coinBand = u"standard_score"_s;
    s.heatProfile = u"contained"_s;
    s.statusChanges = {{u"lampblacks"_s, -2}, {u"ash_choir"_s, 1}};
    return s;
}

Crew crew()
{
    return startCrew(u"bravos"_s, srd());
}

Crew crewAtWar()
{
    Crew c = crew();
    c.factionStatus[u"lampblacks"_s] = kWarStatus;
    return c;
}

DowntimeActivity act(const QString &character, const QString &activity, const QString &track = {})
{
    DowntimeActivity a;
    a.character = character;
    a.activity = activity;
    a.track = track;
    return a;
}

// Two PCs, two activities each, Mara training two different tracks.
Downtime downtime()
{
    Downtime d;
    d.id = u"d1"_s;
    d.afterScore = u"s1"_s;
    d.entanglements = {u"rivals"_s};
    d.activities = {act(u"mara"_s, u"train"_s, u"prowess"_s), act(u"mara"_s, u"train"_s, u"playbook"_s),
                    act(u"tobin"_s, u"recover"_s), act(u"tobin"_s, u"indulge_vice"_s)};
    return d;
}

} // namespace

// ---- Factions (B §7) ----

TEST(FactionRules, LegalFactionsHaveNoViolations)
{
    for (const Faction &f : campaignFactions())
        EXPECT_TRUE(checkFaction(f).isEmpty()) << listed(checkFaction(f)).toStdString();
}

// B §7.1 (000 §層級): a faction's tier runs 0..6.
TEST(FactionRules, FactionTierRunsFromZeroToSix)
{
    Faction f = lampblacks();
    f.tier = 6;
    EXPECT_FALSE(hasCode(checkFaction(f), u"faction.tier.range"_s));
    f.tier = 7;
    const auto v = checkFaction(f);
    ASSERT_TRUE(hasCode(v, u"faction.tier.range"_s));
    EXPECT_EQ(find(v, u"faction.tier.range"_s)->params.value(u"max"_s).toInt(), 6);
    f.tier = -1;
    EXPECT_TRUE(hasCode(checkFaction(f), u"faction.tier.range"_s));
}

// B §7.1 (000 §凝聚): hold is weak or strong.
TEST(FactionRules, FactionHoldIsWeakOrStrong)
{
    Faction f = lampblacks();
    f.hold = u"strong"_s;
    EXPECT_FALSE(hasCode(checkFaction(f), u"faction.hold.value"_s));
    f.hold = u"middling"_s;
    EXPECT_TRUE(hasCode(checkFaction(f), u"faction.hold.value"_s));
}

// B §7.1: the category is one of the pack's faction_categories (or none).
TEST(FactionRules, FactionCategoryComesFromThePack)
{
    Faction f = ashChoir();
    f.category.clear();
    EXPECT_FALSE(hasCode(checkFaction(f), u"faction.category.unknown"_s));
    f.category = u"pirates"_s;
    EXPECT_TRUE(hasCode(checkFaction(f), u"faction.category.unknown"_s));
}

// B §7.1 (allies[], enemies[], used by §6.4): they are factions of the campaign.
TEST(FactionRules, FactionAlliesAndEnemiesAreCampaignFactions)
{
    Faction f = ashChoir();
    f.allies = {u"bluecoats"_s};
    const auto v = checkFaction(f);
    ASSERT_TRUE(hasCode(v, u"faction.relation.unknown"_s)) << listed(v).toStdString();
    EXPECT_EQ(find(v, u"faction.relation.unknown"_s)->field, u"allies/bluecoats"_s);
}

// B §7.1: a faction is neither its own ally nor its own enemy.
TEST(FactionRules, FactionIsNotItsOwnAllyOrEnemy)
{
    Faction f = ashChoir();
    f.allies = {u"ash_choir"_s};
    EXPECT_TRUE(hasCode(checkFaction(f), u"faction.relation.self"_s));
}

// B §7.1: a faction is an ally or an enemy, not both.
TEST(FactionRules, FactionIsNotBothAllyAndEnemy)
{
    Faction f = ashChoir();
    f.allies = {u"lampblacks"_s};
    EXPECT_TRUE(hasCode(checkFaction(f), u"faction.relation.both"_s));
}

// B §7.1: the id is stable within the campaign: present and used once.
TEST(FactionRules, FactionIdIsPresentAndUnique)
{
    Faction f = ashChoir();
    f.id.clear();
    EXPECT_TRUE(hasCode(validateFaction(f, campaignFactions(), srd()), u"faction.id.missing"_s));
    const QList<Faction> twice{lampblacks(), ashChoir(), ashChoir()};
    EXPECT_TRUE(hasCode(validateFaction(ashChoir(), twice, srd()), u"faction.id.duplicate"_s));
}

// B §7.1: a faction the GM made up has a name; the pack's examples take theirs from the pack.
TEST(FactionRules, MadeUpFactionNeedsAName)
{
    Faction f = ashChoir();
    f.name = u"  "_s;
    EXPECT_TRUE(hasCode(checkFaction(f), u"faction.name.missing"_s));
    EXPECT_FALSE(hasCode(checkFaction(lampblacks()), u"faction.name.missing"_s));
}

// B §7.4 (000 §降低凝聚): a faction at war loses 1 hold; a weak one drops a tier instead.
TEST(FactionRules, FactionAtWarLosesHoldThenTier)
{
    Faction f = ashChoir(); // tier 1, strong
    EXPECT_EQ(gmWarEffects(f, crew(), srd()), (FactionWarEffects{false, 1, u"strong"_s}));
    Crew c = crew();
    c.factionStatus[u"ash_choir"_s] = kWarStatus;
    EXPECT_EQ(gmWarEffects(f, c, srd()), (FactionWarEffects{true, 1, u"weak"_s}));
    f.hold = u"weak"_s;
    EXPECT_EQ(gmWarEffects(f, c, srd()), (FactionWarEffects{true, 0, u"weak"_s}));
    f.tier = 0;
    EXPECT_EQ(gmWarEffects(f, c, srd()).tier, 0);
}

// ---- Clocks (A §6, B §7.6) ----

TEST(ClockRules, LegalClocksHaveNoViolations)
{
    ClockEntry a = clockEntry(u"a"_s, 4, 4);
    a.linkedTo = u"b"_s;
    ClockEntry b = clockEntry(u"b"_s, 8, 3);
    b.clock.kind = ClockKind::Linked;
    b.ownerKind = ClockOwnerKind::Faction;
    b.ownerId = u"lampblacks"_s;
    const QList<ClockEntry> all{a, b};
    for (const ClockEntry &e : all)
        EXPECT_TRUE(validateClock(e, all, owners()).isEmpty()) << listed(validateClock(e, all, owners())).toStdString();
}

// A §6 [engine]: any positive number of segments.
TEST(ClockRules, ClockHasAtLeastOneSegment)
{
    EXPECT_FALSE(hasCode(validateClock(clockEntry(u"a"_s, 3), {}, owners()), u"clock.size.invalid"_s));
    EXPECT_TRUE(hasCode(validateClock(clockEntry(u"a"_s, 0), {}, owners()), u"clock.size.invalid"_s));
}

// A §6 (§進度鐘): 0..segments filled.
TEST(ClockRules, ClockFillsFromZeroToItsSegments)
{
    EXPECT_TRUE(hasCode(validateClock(clockEntry(u"a"_s, 4, 5), {}, owners()), u"clock.filled.range"_s));
    EXPECT_TRUE(hasCode(validateClock(clockEntry(u"a"_s, 4, -1), {}, owners()), u"clock.filled.range"_s));
}

// A §6 (§進度鐘): a clock names the obstacle.
TEST(ClockRules, ClockNamesItsObstacle)
{
    ClockEntry e = clockEntry(u"a"_s);
    e.name.clear();
    EXPECT_TRUE(hasCode(validateClock(e, {e}, owners()), u"clock.name.missing"_s));
}

// A §6: links and rivals name clocks by id, so each clock has one, used once.
TEST(ClockRules, ClockIdIsPresentAndUnique)
{
    EXPECT_TRUE(hasCode(validateClock(clockEntry({}), {}, owners()), u"clock.id.missing"_s));
    const ClockEntry e = clockEntry(u"a"_s);
    EXPECT_TRUE(hasCode(validateClock(e, {e, e}, owners()), u"clock.id.duplicate"_s));
}

// B §7.6 (000 §派系鐘): a faction's (crew's, character's) clock names whose it is.
TEST(ClockRules, OwnedClockNamesItsOwner)
{
    ClockEntry e = clockEntry(u"a"_s);
    EXPECT_FALSE(hasCode(validateClock(e, {e}, owners()), u"clock.owner.missing"_s)); // the campaign's
    e.ownerKind = ClockOwnerKind::Faction;
    EXPECT_TRUE(hasCode(validateClock(e, {e}, owners()), u"clock.owner.missing"_s));
}

// B §7.6: the owner is one of the campaign's crews, characters or factions.
TEST(ClockRules, ClockOwnerExists)
{
    ClockEntry e = clockEntry(u"a"_s);
    e.ownerKind = ClockOwnerKind::Character;
    e.ownerId = u"tobin"_s;
    EXPECT_FALSE(hasCode(validateClock(e, {e}, owners()), u"clock.owner.unknown"_s));
    e.ownerId = u"lampblacks"_s; // a faction, not a character
    const auto v = validateClock(e, {e}, owners());
    ASSERT_TRUE(hasCode(v, u"clock.owner.unknown"_s));
    EXPECT_EQ(find(v, u"clock.owner.unknown"_s)->params.value(u"kind"_s).toString(), u"character"_s);
}

// A §6 (§連環鐘): the linked clock exists.
TEST(ClockRules, LinkedClockExists)
{
    ClockEntry e = clockEntry(u"a"_s);
    e.linkedTo = u"nowhere"_s;
    EXPECT_TRUE(hasCode(validateClock(e, {e}, owners()), u"clock.link.unknown"_s));
}

// A §6 (§連環鐘): a loop of links would never unlock.
TEST(ClockRules, LinkedClocksDoNotLoop)
{
    ClockEntry a = clockEntry(u"a"_s);
    ClockEntry b = clockEntry(u"b"_s);
    ClockEntry c = clockEntry(u"c"_s);
    a.linkedTo = u"b"_s;
    b.linkedTo = u"c"_s;
    EXPECT_FALSE(hasCode(validateClock(a, {a, b, c}, owners()), u"clock.link.cycle"_s));
    c.linkedTo = u"a"_s;
    EXPECT_TRUE(hasCode(validateClock(a, {a, b, c}, owners()), u"clock.link.cycle"_s));
    a.linkedTo = u"a"_s;
    EXPECT_TRUE(hasCode(validateClock(a, {a}, owners()), u"clock.link.cycle"_s));
}

// A §6 (§連環鐘): a linked clock is unlocked only when the clock before it fills.
TEST(ClockRules, LinkedClockWaitsForThePreviousOne)
{
    ClockEntry first = clockEntry(u"first"_s, 4, 3);
    first.linkedTo = u"second"_s;
    ClockEntry second = clockEntry(u"second"_s, 6, 1);
    const auto v = validateClock(second, {first, second}, owners());
    ASSERT_TRUE(hasCode(v, u"clock.link.locked"_s));
    EXPECT_EQ(find(v, u"clock.link.locked"_s)->params.value(u"id"_s).toString(), u"first"_s);
    first.clock.filled = 4;
    EXPECT_FALSE(hasCode(validateClock(second, {first, second}, owners()), u"clock.link.locked"_s));
}

// A §6 (§競賽鐘): a racing clock races another clock, not itself.
TEST(ClockRules, RacingClockHasARival)
{
    ClockEntry e = clockEntry(u"a"_s);
    e.racing = u"ghost"_s;
    EXPECT_TRUE(hasCode(validateClock(e, {e}, owners()), u"clock.racing.unknown"_s));
    e.racing = u"a"_s;
    EXPECT_TRUE(hasCode(validateClock(e, {e}, owners()), u"clock.racing.self"_s));
}

// A §6 (§競賽鐘): two opposed clocks: the rival races this one, not a third.
TEST(ClockRules, RacingClocksNameEachOther)
{
    ClockEntry a = clockEntry(u"a"_s);
    ClockEntry b = clockEntry(u"b"_s);
    ClockEntry c = clockEntry(u"c"_s);
    a.racing = u"b"_s;
    b.racing = u"a"_s;
    EXPECT_FALSE(hasCode(validateClock(a, {a, b, c}, owners()), u"clock.racing.mismatch"_s));
    b.racing = u"c"_s;
    EXPECT_TRUE(hasCode(validateClock(a, {a, b, c}, owners()), u"clock.racing.mismatch"_s));
}

// ---- Scores (C §1, B §7.3) ----

TEST(ScoreRules, LegalScoreHasNoViolations)
{
    const QList<Faction> factions = campaignFactions();
    EXPECT_TRUE(validateScore(finishedScore(), srd(), &factions).isEmpty())
        << listed(validateScore(finishedScore(), srd(), &factions)).toStdString();
    Score planning;
    planning.target = u"Somebody's warehouse"_s;
    planning.loads = {{u"mara"_s, QString()}};
    EXPECT_TRUE(validateScore(planning, srd()).isEmpty()) << listed(validateScore(planning, srd())).toStdString();
}

// C §1.2: the plan is one of the six.
TEST(ScoreRules, ScorePlanIsOneOfSix)
{
    Score s = finishedScore();
    s.plan = u"heist"_s;
    EXPECT_TRUE(hasCode(validateScore(s, srd()), u"score.plan.unknown"_s));
}

// C §1.2, §12.B V-PLAN: plan and detail are chosen before the engagement roll.
TEST(ScoreRules, EndedScoreHasPlanAndDetail)
{
    Score s = finishedScore();
    s.plan.clear();
    s.detail = u" "_s;
    const auto v = validateScore(s, srd());
    EXPECT_TRUE(hasCode(v, u"score.plan.missing"_s));
    EXPECT_TRUE(hasCode(v, u"score.detail.missing"_s));
}

// C §1, §1.7: a score succeeds, fails or is given up.
TEST(ScoreRules, ScoreOutcomeIsKnown)
{
    Score s = finishedScore();
    s.outcome = u"given_up"_s;
    EXPECT_FALSE(hasCode(validateScore(s, srd()), u"score.outcome.unknown"_s));
    s.outcome = u"draw"_s;
    EXPECT_TRUE(hasCode(validateScore(s, srd()), u"score.outcome.unknown"_s));
}

// B §7.1 (000 §層級): a target's tier runs 0..6.
TEST(ScoreRules, ScoreTargetTierRunsFromZeroToSix)
{
    Score s = finishedScore();
    s.targetTier = 7;
    EXPECT_TRUE(hasCode(validateScore(s, srd()), u"score.target_tier.range"_s));
    s.targetTier = -1;
    EXPECT_TRUE(hasCode(validateScore(s, srd()), u"score.target_tier.range"_s));
}

// C §1.3 (000 §整裝): a load is one of the pack's load levels.
TEST(ScoreRules, ScoreLoadIsALoadLevel)
{
    Score s = finishedScore();
    s.loads[u"tobin"_s] = u"bulky"_s;
    const auto v = validateScore(s, srd());
    ASSERT_TRUE(hasCode(v, u"score.load.unknown"_s));
    EXPECT_EQ(find(v, u"score.load.unknown"_s)->field, u"loads/tobin"_s);
}

// C §1.3, §12.B V-LOAD: each PC on the score chooses a load before the first roll.
TEST(ScoreRules, EndedScoreHasEveryLoadChosen)
{
    Score s = finishedScore();
    s.loads[u"tobin"_s].clear();
    EXPECT_TRUE(hasCode(validateScore(s, srd()), u"score.load.missing"_s));
}

// C §4.2: the coin payoff is one of the pack's bands.
TEST(ScoreRules, ScoreCoinBandIsThePacks)
{
    Score s = finishedScore();
    s.coinBand = u"jackpot"_s;
    EXPECT_TRUE(hasCode(validateScore(s, srd()), u"score.coin_band.unknown"_s));
}

// C §5.1: the heat profile is one of the pack's.
TEST(ScoreRules, ScoreHeatProfileIsThePacks)
{
    Score s = finishedScore();
    s.heatProfile = u"deafening"_s;
    EXPECT_TRUE(hasCode(validateScore(s, srd()), u"score.heat_profile.unknown"_s));
}

// B §7.3 (000 §派系地位變化): a score helps a faction +1 or hurts it −1 or −2.
TEST(ScoreRules, ScoreHelpsByOneOrHurtsByOneOrTwo)
{
    Score s = finishedScore();
    s.statusChanges[u"ash_choir"_s] = 2;
    auto v = validateScore(s, srd());
    ASSERT_TRUE(hasCode(v, u"score.status_change.range"_s));
    EXPECT_EQ(find(v, u"score.status_change.range"_s)->field, u"status_changes/ash_choir"_s);
    s.statusChanges[u"ash_choir"_s] = 0; // kept completely quiet
    s.statusChanges[u"lampblacks"_s] = -3;
    v = validateScore(s, srd());
    ASSERT_TRUE(hasCode(v, u"score.status_change.range"_s));
    EXPECT_EQ(find(v, u"score.status_change.range"_s)->field, u"status_changes/lampblacks"_s);
}

// B §7.1, §7.3: the target and the factions a score touches are the campaign's.
TEST(ScoreRules, ScoreFactionsAreCampaignFactions)
{
    const QList<Faction> factions = campaignFactions();
    Score s = finishedScore();
    s.targetFaction = u"bluecoats"_s;
    s.statusChanges[u"inspectors"_s] = -1;
    const auto v = validateScore(s, srd(), &factions);
    EXPECT_EQ(std::count_if(v.begin(), v.end(), [](const Violation &x) { return x.code == u"score.faction.unknown"_s; }), 2);
    EXPECT_FALSE(hasCode(validateScore(s, srd()), u"score.faction.unknown"_s)); // no list: not checked
}

// ---- Downtime (C §3, §8) ----

TEST(DowntimeRules, LegalDowntimeHasNoViolations)
{
    EXPECT_TRUE(validateDowntime(downtime(), crew(), srd()).isEmpty())
        << listed(validateDowntime(downtime(), crew(), srd())).toStdString();
}

// C §8.1: each PC gets 2 downtime activities.
TEST(DowntimeRules, EachPcHasTwoActivities)
{
    Downtime d = downtime();
    d.activities << act(u"tobin"_s, u"reduce_heat"_s);
    const auto v = validateDowntime(d, crew(), srd());
    ASSERT_TRUE(hasCode(v, u"downtime.budget.exceeded"_s));
    const Violation *x = find(v, u"downtime.budget.exceeded"_s);
    EXPECT_EQ(x->field, u"characters/tobin"_s);
    EXPECT_EQ(x->params.value(u"value"_s).toInt(), 3);
    EXPECT_EQ(x->params.value(u"max"_s).toInt(), 2);
}

// C §8.1, B §1.8: at war only 1 activity per PC; War dogs keeps 2.
TEST(DowntimeRules, AtWarEachPcHasOneActivity)
{
    Downtime d = downtime();
    const auto v = validateDowntime(d, crewAtWar(), srd());
    EXPECT_EQ(std::count_if(v.begin(), v.end(), [](const Violation &x) { return x.code == u"downtime.budget.exceeded"_s; }), 2);
    Crew dogs = crewAtWar();
    dogs.abilities = {u"war_dogs"_s};
    EXPECT_TRUE(validateDowntime(d, dogs, srd()).isEmpty()) << listed(validateDowntime(d, dogs, srd())).toStdString();
}

// C §8.1: each extra activity bought with 1 coin or 1 rep raises the allowance by one.
TEST(DowntimeRules, ExtraActivitiesRaiseTheAllowance)
{
    Downtime d = downtime();
    d.activities << act(u"tobin"_s, u"reduce_heat"_s);
    d.extraActivities[u"tobin"_s] = 1;
    EXPECT_FALSE(hasCode(validateDowntime(d, crew(), srd()), u"downtime.budget.exceeded"_s));
    d.extraActivities[u"mara"_s] = -1;
    EXPECT_TRUE(hasCode(validateDowntime(d, crew(), srd()), u"downtime.extra.negative"_s));
}

// C §8.1, §12.B V-DT-LIST: only listed activities (and craft, rituals …) are downtime activities.
TEST(DowntimeRules, OnlyListedActivitiesCount)
{
    Downtime d = downtime();
    d.activities << act(u"tobin"_s, u"gossip"_s);
    const auto v = validateDowntime(d, crew(), srd());
    EXPECT_TRUE(hasCode(v, u"downtime.activity.unknown"_s));
    EXPECT_FALSE(hasCode(v, u"downtime.budget.exceeded"_s));
    d.activities.last().activity = u"craft"_s; // spends an activity like the listed ones
    EXPECT_TRUE(hasCode(validateDowntime(d, crew(), srd()), u"downtime.budget.exceeded"_s));
}

// C §8.7, §12.B V-TRAIN-ONCE: each xp track is trained once per PC per downtime.
TEST(DowntimeRules, EachTrackIsTrainedOncePerDowntime)
{
    Downtime d = downtime();
    d.activities[1].track = u"prowess"_s;
    const auto v = validateDowntime(d, crew(), srd());
    ASSERT_TRUE(hasCode(v, u"downtime.train.twice"_s));
    EXPECT_EQ(find(v, u"downtime.train.twice"_s)->field, u"activities/1"_s);
    d = downtime();
    d.activities[2] = act(u"tobin"_s, u"train"_s, u"prowess"_s); // another PC, the same track
    EXPECT_TRUE(validateDowntime(d, crew(), srd()).isEmpty());
}

// C §8.7: training marks the playbook or an attribute's track.
TEST(DowntimeRules, TrainingNamesAnXpTrack)
{
    Downtime d = downtime();
    d.activities[0].track.clear();
    d.activities[1].track = u"skirmish"_s;
    const auto v = validateDowntime(d, crew(), srd());
    EXPECT_TRUE(hasCode(v, u"downtime.train.track_missing"_s));
    EXPECT_TRUE(hasCode(v, u"downtime.train.track_unknown"_s));
}

// C §8.1: coin spent on a downtime roll raises it; it is never negative.
TEST(DowntimeRules, DowntimeCoinIsNeverNegative)
{
    Downtime d = downtime();
    d.activities[2].coinSpent = -1;
    EXPECT_TRUE(hasCode(validateDowntime(d, crew(), srd()), u"downtime.coin.negative"_s));
}

// C §8.1: each PC has their own activities, so each activity names its PC.
TEST(DowntimeRules, ActivityBelongsToAPc)
{
    Downtime d = downtime();
    d.activities[3].character.clear();
    EXPECT_TRUE(hasCode(validateDowntime(d, crew(), srd()), u"downtime.character.missing"_s));
}

// C §3, §7: entanglements come from the pack's table.
TEST(DowntimeRules, EntanglementsComeFromThePack)
{
    Downtime d = downtime();
    d.entanglements << u"bad_weather"_s;
    const auto v = validateDowntime(d, crew(), srd());
    ASSERT_TRUE(hasCode(v, u"downtime.entanglement.unknown"_s));
    EXPECT_EQ(find(v, u"downtime.entanglement.unknown"_s)->field, u"entanglements/1"_s);
}
