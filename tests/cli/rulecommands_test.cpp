// sheetwright-cli validate / roll / odds, run in-process on the hand-made sheets in
// tests/fixtures/sheets (legal ones, and ones broken the way players commonly break them).
#include "cli/clirun.h"
#include "systems/blades/dice/odds.h"

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

QString sheet(const char *name)
{
    return QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/sheets/") + QLatin1StringView(name);
}

CliRun validate(const char *name, const char *lang = "en")
{
    return cli({u"--lang"_s, QLatin1StringView(lang), u"validate"_s, sheet(name)});
}

} // namespace

TEST(CliValidate, LegalSheetsPass)
{
    for (const char *name : {"legal_cutter.json", "legal_new_cutter.json", "fourth_rating_with_mastery.json"}) {
        const CliRun r = validate(name);
        EXPECT_EQ(r.code, sw::cli::Ok) << name << r.out.toStdString() << r.err.toStdString();
        EXPECT_TRUE(r.codes().isEmpty()) << name;
    }
}

TEST(CliValidate, CommonMistakesGiveTheirCodes)
{
    const std::pair<const char *, QStringList> cases[] = {
        {"creation_third_dot.json", {u"creation.rating_above_cap"_s}},
        {"creation_two_abilities_friend_is_rival.json", {u"creation.ability_count"_s, u"creation.friend_is_rival"_s}},
        {"tenth_stress.json", {u"stress.out_of_range"_s}},
        {"over_load.json", {u"load.over_limit"_s}},
        {"trauma_without_condition.json", {u"trauma.conditions_mismatch"_s}},
        {"harm_row_overflow.json", {u"harm.row_full"_s}},
        {"coin_over_four.json", {u"load.over_limit"_s, u"coin.out_of_range"_s}},
        {"special_armor_without_ability.json", {u"armor.special_without_ability"_s}},
        {"fourth_rating_without_mastery.json", {u"action.rating_above_cap"_s}},
    };
    for (const auto &[name, expected] : cases) {
        const CliRun r = validate(name);
        EXPECT_EQ(r.code, sw::cli::Failure) << name;
        EXPECT_EQ(r.codes(), expected) << name << "\n" << r.out.toStdString();
    }
}

TEST(CliValidate, OverriddenViolationIsListedButAccepted)
{
    const CliRun r = validate("overridden_stress.json");
    EXPECT_EQ(r.code, sw::cli::Ok);
    EXPECT_EQ(r.codes(), QStringList{u"stress.out_of_range"_s});
    EXPECT_TRUE(r.out.contains(u"override"_s));
}

TEST(CliValidate, MessagesFollowTheLanguage)
{
    const CliRun en = validate("tenth_stress.json");
    const CliRun tw = validate("tenth_stress.json", "zh_TW");
    const CliRun cn = validate("tenth_stress.json", "zh_CN");
    EXPECT_TRUE(en.out.contains(u"Stress 10"_s)) << en.out.toStdString();
    EXPECT_TRUE(tw.out.contains(u"壓力"_s)) << tw.out.toStdString();
    EXPECT_TRUE(cn.out.contains(u"压力"_s)) << cn.out.toStdString();
    // Rule-pack names follow too.
    EXPECT_TRUE(validate("creation_third_dot.json", "zh_TW").out.contains(u"衝突"_s));
}

TEST(CliValidate, BrokenFilesAreExplainedNotCrashed)
{
    const CliRun syntax = validate("not_json.json");
    EXPECT_EQ(syntax.code, sw::cli::Failure);
    EXPECT_TRUE(syntax.err.contains(u"line 2"_s)) << syntax.err.toStdString();
    const CliRun types = validate("wrong_types.json");
    EXPECT_EQ(types.code, sw::cli::Failure);
    EXPECT_TRUE(types.err.contains(u"/character/stress"_s));
    EXPECT_TRUE(types.err.contains(u"/character/wings"_s));
    EXPECT_EQ(validate("no_such_file.json").code, sw::cli::Failure);
}

TEST(CliRoll, SameSeedSameDice)
{
    const CliRun a = cli({u"roll"_s, u"action"_s, u"--dice"_s, u"3"_s, u"--seed"_s, u"42"_s});
    const CliRun b = cli({u"roll"_s, u"action"_s, u"--dice"_s, u"3"_s, u"--seed"_s, u"42"_s});
    EXPECT_EQ(a.code, sw::cli::Ok) << a.err.toStdString();
    EXPECT_EQ(a.out, b.out);
    EXPECT_TRUE(a.out.contains(u"Seed: 42"_s));
    const QString dice = a.out.section(u'\n', 0, 0).section(u": "_s, 1);
    EXPECT_EQ(dice.split(u' ').size(), 3) << a.out.toStdString();
}

TEST(CliRoll, ZeroDiceRollsTwo)
{
    const CliRun r = cli({u"roll"_s, u"fortune"_s, u"--dice"_s, u"0"_s, u"--seed"_s, u"7"_s});
    EXPECT_EQ(r.out.section(u'\n', 0, 0).section(u": "_s, 1).split(u' ').size(), 2);
}

TEST(CliRoll, ResistanceShowsStressAndDowntimeShowsTicks)
{
    EXPECT_TRUE(cli({u"roll"_s, u"resistance"_s, u"--dice"_s, u"2"_s, u"--seed"_s, u"1"_s}).out.contains(u"Stress:"_s));
    EXPECT_TRUE(cli({u"roll"_s, u"downtime"_s, u"--dice"_s, u"2"_s, u"--seed"_s, u"1"_s}).out.contains(u"Clock ticks:"_s));
}

TEST(CliRoll, BadArgumentsAreUsageErrors)
{
    EXPECT_EQ(cli({u"roll"_s, u"action"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"roll"_s, u"juggle"_s, u"--dice"_s, u"2"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"roll"_s, u"action"_s, u"--dice"_s, u"two"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"roll"_s, u"action"_s, u"--dice"_s, u"2"_s, u"--seed"_s, u"-5"_s}).code, sw::cli::UsageError);
}

// A §5.1: the printed odds are the exact ones.
TEST(CliOdds, PrintsTheExactTable)
{
    const CliRun r = cli({u"odds"_s, u"5"_s});
    EXPECT_EQ(r.code, sw::cli::Ok);
    EXPECT_TRUE(r.out.contains(u"763/3888"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"1/32"_s));
    const CliRun all = cli({u"odds"_s});
    EXPECT_EQ(all.out.split(u'\n', Qt::SkipEmptyParts).size(), 8); // header + pools 0..6
    EXPECT_EQ(cli({u"odds"_s, u"11"_s}).code, sw::cli::UsageError);
}

TEST(CliRoll, EveryKindRollsAndRepeatsWithItsSeed)
{
    const QList<QStringList> rolls = {
        {u"gather"_s, u"--dice"_s, u"2"_s},
        {u"engagement"_s, u"--dice"_s, u"2"_s},
        {u"vice"_s, u"--dice"_s, u"1"_s, u"--stress"_s, u"3"_s},
        {u"entanglement"_s, u"--wanted"_s, u"1"_s, u"--heat"_s, u"5"_s},
        {u"incarceration"_s, u"--tier"_s, u"1"_s},
        {u"acquire"_s, u"--tier"_s, u"2"_s, u"--coin"_s, u"1"_s},
        {u"project"_s, u"--dice"_s, u"2"_s, u"--segments"_s, u"8"_s, u"--filled"_s, u"3"_s},
        {u"reduce-heat"_s, u"--dice"_s, u"2"_s, u"--heat"_s, u"4"_s},
    };
    for (const QStringList &args : rolls) {
        const QStringList full = QStringList{u"roll"_s} + args + QStringList{u"--seed"_s, u"11"_s};
        const CliRun a = cli(full);
        EXPECT_EQ(a.code, sw::cli::Ok) << args.join(u' ').toStdString() << a.err.toStdString();
        EXPECT_TRUE(a.out.startsWith(u"Dice: "_s)) << a.out.toStdString();
        EXPECT_EQ(cli(full).out, a.out);
    }
}

TEST(CliRoll, KindsAskForWhatTheyNeed)
{
    const CliRun r = cli({u"roll"_s, u"entanglement"_s, u"--wanted"_s, u"1"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"--heat"_s)) << r.err.toStdString();
    EXPECT_EQ(cli({u"roll"_s, u"vice"_s, u"--dice"_s, u"1"_s, u"--stress"_s, u"40"_s}).code, sw::cli::UsageError);
    EXPECT_EQ(cli({u"roll"_s, u"action"_s, u"--dice"_s, u"1"_s, u"--position"_s, u"sideways"_s}).code, sw::cli::UsageError);
}

// C §8.8 (002 §Overindulgence): the choices are named, in the reader's language.
TEST(CliRoll, OverindulgenceListsTheChoicesByName)
{
    // Seed 4 rolls a 4 for one die: clears more than the 2 stress marked.
    const CliRun r = cli({u"roll"_s, u"vice"_s, u"--dice"_s, u"1"_s, u"--stress"_s, u"2"_s, u"--seed"_s, u"4"_s});
    EXPECT_TRUE(r.out.contains(u"Attract Trouble"_s)) << r.out.toStdString();
}
