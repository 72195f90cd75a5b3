// `sheetwright-cli edit`: every pencil edit of the character and crew sheets (issue #15), each
// through the engine operation the sheet's widget runs, checked in the journal (command and label
// as the GUI writes them) and undone through it. Rules A = blades-A-character.md, B = blades-B-crew.md.
#include "systems/blades/crew.h"
#include "cli/clirun.h"
#include "core/systems/blades/fixtures.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"
#include "common/undolabel.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::blades;
using sw::test::cli;
using sw::test::CliRun;

namespace {

class EditCli : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_campaign = m_dir.filePath(u"edit.sheetwright"_s);
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(m_campaign, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        Crew crew = startCrew(u"assassins"_s, sw::test::srd());
        crew.name = u"The Knives"_s;
        crew.reputation = u"subtle"_s;
        crew.contacts.first().favorite = true;
        crew.phase = CrewPhase::Play;
        crew.tier = 1;
        ASSERT_TRUE(sw::blades::addCrew(store, crew, u"crew"_s).ok);
        Character mara = sw::test::playingCutter();
        mara.coin = 2;
        ASSERT_TRUE(sw::blades::addCharacter(store, mara, 1, u"Mara"_s).ok);
    }

    // Runs `edit CAMPAIGN SHEET VERB VALUES…`.
    CliRun edit(const QString &sheet, QStringList verb, int expected = sw::cli::Ok)
    {
        const CliRun r = cli(QStringList{u"edit"_s, m_campaign, sheet} + verb);
        EXPECT_EQ(r.code, expected) << verb.join(u' ').toStdString() << "\n" << r.out.toStdString() << r.err.toStdString();
        return r;
    }

    // The campaign as the file holds it now.
    template <typename F>
    void check(F &&f)
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(m_campaign, &error, sw::store::CampaignFile::Access::ReadOnly);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        f(store);
    }

    // The newest journal entry of a sheet: the GUI's command and label, in a CLI session.
    void expectJournal(const QString &kind, const QString &command, const QString &label)
    {
        check([&](sw::store::CampaignStore &store) {
            const auto history = store.history({kind, u"1"_s});
            ASSERT_FALSE(history.isEmpty());
            EXPECT_EQ(history.last().command, command);
            EXPECT_EQ(sw::undoLabelText(history.last().label), label);
            EXPECT_EQ(history.last().state, u"done"_s);
            EXPECT_GT(history.last().session, 0);
        });
    }

    Character pc()
    {
        Character c;
        check([&](sw::store::CampaignStore &store) { c = *sw::blades::character(store, 1); });
        return c;
    }
    Crew crew()
    {
        Crew c;
        check([&](sw::store::CampaignStore &store) { c = *sw::blades::crew(store, 1); });
        return c;
    }

    QTemporaryDir m_dir;
    QString m_campaign;
};

// A §2.1 (§壓力): stress is set on its track, or taken; the 9th box is refused, and undo takes it back.
TEST_F(EditCli, A2_1_Stress)
{
    edit(u"character:1"_s, {u"stress"_s, u"3"_s});
    EXPECT_EQ(pc().stress, 3);
    expectJournal(u"character"_s, u"character.set_stress"_s, u"Set stress to 3"_s);
    edit(u"character:1"_s, {u"take-stress"_s, u"2"_s});
    EXPECT_EQ(pc().stress, 5);
    expectJournal(u"character"_s, u"character.mark_stress"_s, u"Take 2 stress"_s);
    const CliRun refused = edit(u"character:1"_s, {u"stress"_s, u"10"_s}, sw::cli::Failure);
    EXPECT_TRUE(refused.err.startsWith(u"stress.out_of_range\t"_s)) << refused.err.toStdString();
    ASSERT_EQ(cli({u"undo"_s, m_campaign}).code, sw::cli::Ok);
    EXPECT_EQ(pc().stress, 3);
}

// A §2.4 (§傷害): harm added with its description, reworded, erased.
TEST_F(EditCli, A2_4_Harm)
{
    edit(u"character:1"_s, {u"harm-add"_s, u"2"_s, u"Cut arm"_s});
    ASSERT_EQ(pc().harm.size(), 1);
    EXPECT_EQ(pc().harm.first().level, 2);
    expectJournal(u"character"_s, u"character.add_harm"_s, u"Harm: Cut arm"_s);
    edit(u"character:1"_s, {u"harm-edit"_s, u"0"_s, u"Deep cut"_s});
    EXPECT_EQ(pc().harm.first().description, u"Deep cut"_s);
    expectJournal(u"character"_s, u"character.edit_harm"_s, u"Harm: Deep cut"_s);
    edit(u"character:1"_s, {u"harm-remove"_s, u"0"_s});
    EXPECT_TRUE(pc().harm.isEmpty());
    expectJournal(u"character"_s, u"character.remove_harm"_s, u"Erase harm"_s);
}

// A §2.4 (§治療): the healing clock ticks forward; a lower number rubs marks out.
TEST_F(EditCli, A2_4_Healing)
{
    edit(u"character:1"_s, {u"harm-add"_s, u"1"_s, u"Bruised"_s});
    edit(u"character:1"_s, {u"healing"_s, u"2"_s});
    EXPECT_EQ(pc().healing, 2);
    expectJournal(u"character"_s, u"character.tick_healing"_s, u"Healing clock to 2"_s);
    edit(u"character:1"_s, {u"healing"_s, u"1"_s});
    EXPECT_EQ(pc().healing, 1);
    expectJournal(u"character"_s, u"character.set_healing"_s, u"Healing clock to 1"_s);
}

// A §6 (§PC 成長): xp marked on a track; a full playbook track is an advance, taken as an ability;
// a full attribute track buys a dot in one of its actions.
TEST_F(EditCli, A6_XpAndAdvances)
{
    edit(u"character:1"_s, {u"xp"_s, u"playbook"_s, u"8"_s});
    EXPECT_EQ(pc().pendingPlaybookAdvances, 1);
    expectJournal(u"character"_s, u"character.mark_xp"_s, u"XP to 8"_s);
    edit(u"character:1"_s, {u"advance"_s, u"mule"_s});
    EXPECT_TRUE(pc().abilities.contains(u"mule"_s));
    EXPECT_EQ(pc().pendingPlaybookAdvances, 0);
    expectJournal(u"character"_s, u"character.take_advance"_s, u"Take an advance"_s);
    edit(u"character:1"_s, {u"xp"_s, u"insight"_s, u"6"_s});
    edit(u"character:1"_s, {u"advance"_s, u"insight:hunt"_s});
    EXPECT_EQ(pc().rating(u"hunt"_s), 2);
    // An advance that was not earned is refused.
    const CliRun refused = edit(u"character:1"_s, {u"advance"_s, u"leader"_s}, sw::cli::Failure);
    EXPECT_FALSE(refused.err.isEmpty());
}

// A §2.8 (§錢幣與私金): coin carried (at most 4), coin put in the stash and taken out (2 stash → 1 coin).
TEST_F(EditCli, A2_8_CoinAndStash)
{
    edit(u"character:1"_s, {u"coin"_s, u"4"_s});
    EXPECT_EQ(pc().coin, 4);
    expectJournal(u"character"_s, u"character.set_coin"_s, u"Coin to 4"_s);
    edit(u"character:1"_s, {u"coin"_s, u"5"_s}, sw::cli::Failure);
    edit(u"character:1"_s, {u"stash"_s, u"4"_s});
    EXPECT_EQ(pc().stash, 4);
    EXPECT_EQ(pc().coin, 0);
    expectJournal(u"character"_s, u"character.deposit_stash"_s, u"Put coin in the stash"_s);
    edit(u"character:1"_s, {u"stash"_s, u"2"_s});
    EXPECT_EQ(pc().stash, 2);
    EXPECT_EQ(pc().coin, 1);
    expectJournal(u"character"_s, u"character.withdraw_stash"_s, u"Take coin from the stash"_s);
}

// A §4 (§整裝): the load chosen for the score, and items carried within it.
TEST_F(EditCli, A4_LoadAndItems)
{
    edit(u"character:1"_s, {u"load"_s, u"light"_s});
    EXPECT_EQ(pc().loadLevel, u"light"_s);
    expectJournal(u"character"_s, u"character.set_load"_s, u"Load: Light (3)"_s); // the sheet's radio button: level and limit
    edit(u"character:1"_s, {u"item"_s, u"a_blade_or_two"_s});
    EXPECT_TRUE(pc().items.contains(u"a_blade_or_two"_s));
    expectJournal(u"character"_s, u"character.toggle_item"_s, u"Carry A blade or two"_s);
    edit(u"character:1"_s, {u"item"_s, u"a_blade_or_two"_s});
    EXPECT_FALSE(pc().items.contains(u"a_blade_or_two"_s));
    expectJournal(u"character"_s, u"character.toggle_item"_s, u"Put down A blade or two"_s);
}

// A §2.5 (§護甲): an armor box used and cleared; armor that is not carried is refused.
TEST_F(EditCli, A2_5_Armor)
{
    edit(u"character:1"_s, {u"armor-use"_s, u"standard"_s}, sw::cli::Failure);
    edit(u"character:1"_s, {u"load"_s, u"normal"_s});
    edit(u"character:1"_s, {u"item"_s, u"armor"_s});
    edit(u"character:1"_s, {u"armor-use"_s, u"standard"_s});
    EXPECT_TRUE(pc().armor.standard);
    expectJournal(u"character"_s, u"character.use_armor"_s, u"Use armor"_s);
    edit(u"character:1"_s, {u"armor-clear"_s, u"standard"_s});
    EXPECT_FALSE(pc().armor.standard);
    expectJournal(u"character"_s, u"character.clear_armor"_s, u"Clear armor"_s);
}

// B §1.3–§1.7 (§幫派層級, §凝聚): the hold set; a tier bought with crew coin when rep and hold allow
// it, refused otherwise; the tier is not pencilled in play.
TEST_F(EditCli, B1_TierAndHold)
{
    edit(u"crew:1"_s, {u"hold"_s, u"weak"_s});
    EXPECT_EQ(crew().hold, Hold::Weak);
    expectJournal(u"crew"_s, u"crew.set_hold"_s, u"Hold: Weak"_s); // the sheet's radio button
    const CliRun early = edit(u"crew:1"_s, {u"tier-up"_s}, sw::cli::Failure);
    EXPECT_TRUE(early.err.contains(u"crew.tierUp.preconditions"_s)) << early.err.toStdString();
    edit(u"crew:1"_s, {u"hold"_s, u"strong"_s});
    edit(u"crew:1"_s, {u"rep"_s, u"12"_s});
    edit(u"crew:1"_s, {u"coin"_s, u"16"_s}, sw::cli::Failure); // the lair holds 4 (B §1.9)
    EXPECT_TRUE(edit(u"crew:1"_s, {u"tier"_s, u"2"_s}, sw::cli::Failure).err.contains(u"crew.tier.byAdvance"_s));
    // With the GM's leave the coin goes in, and the tier is bought: 16 coin, hold weak again (B §1.6).
    edit(u"crew:1"_s, {u"coin"_s, u"16"_s, u"--override"_s, u"a windfall"_s});
    edit(u"crew:1"_s, {u"tier-up"_s});
    EXPECT_EQ(crew().tier, 2);
    EXPECT_EQ(crew().hold, Hold::Weak);
    expectJournal(u"crew"_s, u"crew.advance_tier"_s, u"Advance tier"_s);
}

// B §1.5, §1.8–§1.12: the crew's tracks as on its sheet: heat, wanted level, coin, xp and its advance.
TEST_F(EditCli, B1_CrewTracksAndAdvance)
{
    edit(u"crew:1"_s, {u"heat"_s, u"3"_s});
    EXPECT_EQ(crew().heat, 3);
    expectJournal(u"crew"_s, u"crew.set_heat"_s, u"Heat to 3"_s);
    edit(u"crew:1"_s, {u"wanted"_s, u"1"_s});
    EXPECT_EQ(crew().wantedLevel, 1);
    expectJournal(u"crew"_s, u"crew.set_wanted"_s, u"Wanted level to 1"_s);
    edit(u"crew:1"_s, {u"coin"_s, u"3"_s});
    expectJournal(u"crew"_s, u"crew.set_coin"_s, u"Crew coin to 3"_s);
    edit(u"crew:1"_s, {u"xp"_s, u"8"_s});
    EXPECT_EQ(crew().pendingAdvances, 1);
    expectJournal(u"crew"_s, u"crew.mark_xp"_s, u"Crew XP to 8"_s);
    edit(u"crew:1"_s, {u"advance"_s, u"ability:patron"_s});
    EXPECT_TRUE(crew().abilities.contains(u"patron"_s));
    expectJournal(u"crew"_s, u"crew.take_advance"_s, u"Take a crew advance"_s);
}

// Usage: a wrong verb or a sheet that is not a character or a crew.
TEST_F(EditCli, WrongVerbsAreUsageErrors)
{
    EXPECT_EQ(cli({u"edit"_s, m_campaign, u"character:1"_s, u"fly"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"edit"_s, m_campaign, u"faction:x"_s, u"stress"_s, u"1"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"edit"_s, m_campaign, u"character:1"_s, u"stress"_s, u"many"_s}).code, sw::cli::UsageError);
}

} // namespace
