// One test per rule of entanglements and incarceration (rules/blades-C-score-downtime.md §6–§7),
// named after the rule and citing its section; dice are scripted so every outcome is exact.
#include "systems/blades/procedures/score.h"
#include "core/systems/blades/fixtures.h"

#include <gtest/gtest.h>

#include <vector>

using namespace Qt::StringLiterals;
using sw::blades::HeatTrack;
using sw::rules::RollResult;
using sw::rules::ScriptedRandom;
using sw::rules::SeededRandom;
using sw::test::srd;

// C §6.1 (002 §Incarceration): a conviction tied to the crew lowers the wanted level by 1 and
// clears heat.
TEST(Incarceration, ConvictionLowersWantedAndClearsHeat)
{
    EXPECT_EQ(sw::blades::afterConviction(3, srd()), (HeatTrack{0, 2, -1, false}));
    EXPECT_EQ(sw::blades::afterConviction(0, srd()), (HeatTrack{0, 0, 0, false}));
}

// C §6.2 (002 §Incarceration): the sentence follows the wanted level; 4 is life or execution.
TEST(Incarceration, SentenceByWantedLevel)
{
    for (int wanted = 0; wanted <= 4; ++wanted) {
        const auto s = sw::blades::sentenceFor(wanted, false, srd());
        EXPECT_EQ(s.wantedLevel, wanted);
        EXPECT_EQ(s.wantedId, u"wanted_%1"_s.arg(wanted));
        EXPECT_FALSE(s.sentence.en.isEmpty());
        EXPECT_FALSE(s.sentence.zhTW.isEmpty());
    }
    EXPECT_TRUE(sw::blades::sentenceFor(4, false, srd()).sentence.en.contains(u"execution"_s, Qt::CaseInsensitive));
    EXPECT_EQ(sw::blades::sentenceFor(9, false, srd()).wantedLevel, 4);
}

// C §6.2 (002 §Incarceration): at wanted level 0 the constables may instead beat the
// character: level 3 harm, no resistance roll.
TEST(Incarceration, WantedZeroMayBeABeatingInstead)
{
    const auto s = sw::blades::sentenceFor(0, false, srd());
    ASSERT_TRUE(s.beatingHarm.has_value());
    EXPECT_EQ(*s.beatingHarm, 3);
    EXPECT_FALSE(s.beatingResistible);
    EXPECT_FALSE(sw::blades::sentenceFor(1, false, srd()).beatingHarm.has_value());
}

// C §6.5 (002 §Parole influence): the sentence is served as if the wanted level were 1 lower.
TEST(Incarceration, ParoleInfluenceServesOneLevelLower)
{
    EXPECT_EQ(sw::blades::sentenceFor(3, true, srd()).wantedId, u"wanted_2"_s);
    EXPECT_EQ(sw::blades::sentenceFor(0, true, srd()).wantedId, u"wanted_0"_s);
}

// C §6.3 (002 §INCARCERATION ROLL): critical → +3 rep, a prison claim, +1 status.
TEST(Incarceration, CriticalMakesANameInside)
{
    ScriptedRandom dice({6, 6});
    const auto r = sw::blades::incarcerationRoll(2, srd(), dice);
    EXPECT_EQ(r.roll.result, RollResult::Critical);
    EXPECT_EQ(r.rep, 3);
    EXPECT_EQ(r.prisonClaims, 1);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.trauma, 0);
}

// C §6.3 (002 §INCARCERATION ROLL): 6 → a prison claim and +1 status, no rep.
TEST(Incarceration, SixServesTimeWell)
{
    ScriptedRandom dice({6, 2});
    const auto r = sw::blades::incarcerationRoll(2, srd(), dice);
    EXPECT_EQ(r.rep, 0);
    EXPECT_EQ(r.prisonClaims, 1);
    EXPECT_EQ(r.status, 1);
    EXPECT_EQ(r.trauma, 0);
}

// C §6.3 (002 §INCARCERATION ROLL): 4/5 → time served quietly, no effect.
TEST(Incarceration, FourFiveServesQuietly)
{
    ScriptedRandom dice({5});
    const auto r = sw::blades::incarcerationRoll(1, srd(), dice);
    EXPECT_EQ(r, (sw::blades::IncarcerationRoll{r.roll, 0, 0, 0, 0}));
}

// C §6.3 (002 §INCARCERATION ROLL): 1-3 → the prisoner suffers a trauma.
TEST(Incarceration, OneToThreeIsHorrific)
{
    ScriptedRandom dice({3});
    EXPECT_EQ(sw::blades::incarcerationRoll(1, srd(), dice).trauma, 1);
}

// C §6.3 (§0 zero dice): a Tier 0 crew rolls two dice and keeps the lowest, so no critical.
TEST(Incarceration, TierZeroRollsTwoKeepsTheLowest)
{
    ScriptedRandom dice({6, 6});
    const auto r = sw::blades::incarcerationRoll(0, srd(), dice);
    EXPECT_EQ(r.roll.result, RollResult::Success);
    EXPECT_EQ(r.rep, 0);
    EXPECT_EQ(r.prisonClaims, 1);
}

// C §7.1 (002 §Entanglements): the dice are the wanted level.
TEST(Entanglements, DiceEqualTheWantedLevel)
{
    for (int wanted = 1; wanted <= 4; ++wanted) {
        ScriptedRandom dice(std::vector<int>(static_cast<std::size_t>(wanted), 2));
        EXPECT_EQ(sw::blades::entanglementRoll(wanted, 0, srd(), dice).roll.pool, wanted);
        EXPECT_EQ(dice.remaining(), 0u);
    }
}

// C §7.1 (002 §Entanglements): at wanted level 0, roll two dice and keep the lowest.
TEST(Entanglements, WantedZeroRollsTwoKeepsTheLowest)
{
    ScriptedRandom dice({6, 2});
    const auto r = sw::blades::entanglementRoll(0, 2, srd(), dice);
    EXPECT_EQ(r.roll.kept, 2);
    EXPECT_EQ(r.row, u"bad"_s);
    EXPECT_EQ(r.entanglements, (QStringList{u"gang_trouble"_s, u"usual_suspects"_s}));
}

// C §7.1, §14 A1 (002 §Entanglements): the column is the heat: 0-3, 4-5, and 6 (covering 6-8).
TEST(Entanglements, HeatPicksTheColumn)
{
    const std::pair<int, QString> cases[] = {
        {0, u"heat_0_3"_s}, {3, u"heat_0_3"_s}, {4, u"heat_4_5"_s}, {5, u"heat_4_5"_s},
        {6, u"heat_6_8"_s}, {8, u"heat_6_8"_s}, {12, u"heat_6_8"_s}, {-1, u"heat_0_3"_s},
    };
    for (const auto &[heat, band] : cases) {
        ScriptedRandom dice({4});
        EXPECT_EQ(sw::blades::entanglementRoll(1, heat, srd(), dice).band, band) << heat;
    }
}

// C §7.1 (002 §Entanglements table): the row is the result; each cell names one or two
// entanglements.
TEST(Entanglements, ResultPicksTheRow)
{
    ScriptedRandom bad({1, 3});
    EXPECT_EQ(sw::blades::entanglementRoll(2, 7, srd(), bad).entanglements,
              (QStringList{u"flipped"_s, u"interrogation"_s}));
    ScriptedRandom mixed({5, 4});
    EXPECT_EQ(sw::blades::entanglementRoll(2, 4, srd(), mixed).entanglements,
              (QStringList{u"reprisals"_s, u"unquiet_dead"_s}));
    ScriptedRandom good({6, 1});
    EXPECT_EQ(sw::blades::entanglementRoll(2, 1, srd(), good).entanglements, QStringList{u"cooperation"_s});
    ScriptedRandom arrest({6});
    EXPECT_EQ(sw::blades::entanglementRoll(1, 6, srd(), arrest).entanglements, QStringList{u"arrest"_s});
}

// C §7.1, §14 A16 [Interp.]: the table has no critical row; a critical reads as a 6.
TEST(Entanglements, CriticalReadsAsSix)
{
    ScriptedRandom dice({6, 6, 6});
    const auto r = sw::blades::entanglementRoll(3, 5, srd(), dice);
    EXPECT_EQ(r.roll.result, RollResult::Critical);
    EXPECT_EQ(r.row, u"good"_s);
    EXPECT_EQ(r.entanglements, QStringList{u"show_of_force"_s});
}

// Reproducibility: the same seed gives the same entanglement and incarceration rolls.
TEST(SeededScore, SameSeedSameRolls)
{
    for (std::uint64_t seed : {7ull, 99ull, 123456789ull}) {
        SeededRandom a(seed);
        SeededRandom b(seed);
        EXPECT_EQ(sw::blades::entanglementRoll(2, 5, srd(), a), sw::blades::entanglementRoll(2, 5, srd(), b));
        EXPECT_EQ(sw::blades::incarcerationRoll(1, srd(), a), sw::blades::incarcerationRoll(1, srd(), b));
        EXPECT_EQ(sw::blades::entanglementRoll(0, 8, srd(), a), sw::blades::entanglementRoll(0, 8, srd(), b));
    }
}
