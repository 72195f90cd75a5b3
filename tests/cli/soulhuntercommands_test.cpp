// sheetwright-cli soulhunter, run in-process (issue #21): exact odds as fractions, seeded rolls
// that repeat, and a scripted scene in a campaign — the group fills the base settings, a check
// with modifiers and a reroll, a parry, damage past max HP (two 解体 slashes), style actions paid
// with anxiety crossing 50 — every number asserted; undo; validate names unfilled settings.
#include "cli/clirun.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

void fillBaseSettings(const QString &campaign)
{
    for (const auto &[key, value] : {std::pair{"mp_base_max", "5"}, {"sp_initial_base", "10"}, {"kp_base_max", "3"},
                                     {"skill_points_base", "2"}, {"skill_points_per_wisdom", "1"}, {"skill_level_cost", "1"},
                                     {"skill_level_max", "5"}, {"lingshi_start", "10"}, {"soul_weapon_lingshi", "12"},
                                     {"ultimate1_lingshi", "14"}, {"ultimate2_lingshi", "18"}, {"marks_base", "1"},
                                     {"charm_size_warning", "4"}, {"charm_size_duel", "6"}, {"charm_size_task", "8"}, {"charm_size_event", "6"}}) {
        const CliRun r = cli({u"soulhunter"_s, u"setting"_s, campaign, QLatin1StringView(key), QLatin1StringView(value)});
        ASSERT_EQ(r.code, sw::cli::Ok) << key << r.err.toStdString();
    }
}

} // namespace

// 2D10 + 3 against 12 with tilt +1: 1,000 cases, P(CAT ≥ 1) = 423/500.
TEST(CliSoulhunter, OddsAreExactFractions)
{
    const CliRun r = cli({u"soulhunter"_s, u"odds"_s, u"--tilt"_s, u"1"_s, u"--challenge"_s, u"12"_s, u"--modifier"_s, u"3"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"0\t77/500 (15.4%)"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"3\t149/1000 (14.9%)"_s));
    EXPECT_TRUE(r.out.contains(u"423/500 (84.6%)"_s));
    EXPECT_TRUE(r.out.contains(u"Cases: 1000"_s));
}

TEST(CliSoulhunter, TheSameSeedGivesTheSameRoll)
{
    const QStringList args{u"soulhunter"_s, u"roll"_s, u"--seed"_s, u"7"_s, u"--tilt"_s, u"-1"_s, u"--level"_s, u"2"_s, u"--cheer"_s, u"4"_s};
    const CliRun a = cli(args), b = cli(args);
    ASSERT_EQ(a.code, sw::cli::Ok) << a.err.toStdString();
    EXPECT_EQ(a.out, b.out);
    EXPECT_TRUE(a.out.contains(u"Seed: 7"_s));
}

TEST(CliSoulhunter, AScriptedSceneInACampaign)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"scene.sheetwright"_s);
    CliRun r = cli({u"soulhunter"_s, u"new"_s, campaign, u"--name"_s, u"林澈"_s, u"--physique"_s, u"3"_s, u"--wisdom"_s, u"4"_s,
                    u"--soul"_s, u"5"_s, u"--mark"_s, u"锐利"_s, u"--mark"_s, u"迅捷"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"mp_base_max"_s)) << "the base values are still to be filled";
    r = cli({u"soulhunter"_s, u"validate"_s, campaign});
    EXPECT_TRUE(r.out.contains(u"soulhunter.setting.missing\tsettings/skill_points_base"_s)) << r.out.toStdString();
    fillBaseSettings(campaign);
    r = cli({u"soulhunter"_s, u"validate"_s, campaign});
    EXPECT_EQ(r.code, sw::cli::Ok) << r.out.toStdString();
    EXPECT_FALSE(r.out.contains(u"soulhunter.setting.missing"_s));

    // A check: 2D10 tilt +1 (3 4 9 → 13), 智慧 4, +2, against 14 → 19, CAT 2; the reroll takes the
    // first two dice again (8 10 → 8 10 9 → 19) → 25, CAT 3.
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"wisdom"_s, u"--modifier"_s, u"2"_s,
             u"--challenge"_s, u"14"_s, u"--tilt"_s, u"1"_s, u"--faces"_s, u"3,4,9,8,10"_s, u"--reroll"_s, u"0,1"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Check value: 19 against 14\nCAT 2: success"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"d10: 8 10 9\nDice value: 19"_s));
    EXPECT_TRUE(r.out.contains(u"Check value: 25 against 14\nCAT 3: success"_s));

    // A parry (10 + level 2 = 4 + 3 = 17) against an attack of 17: the tie gives the parry CAT 1.
    r = cli({u"soulhunter"_s, u"roll"_s, u"--fixed-dice"_s, u"10"_s, u"--level"_s, u"2"_s, u"--modifier"_s, u"3"_s, u"--challenge"_s, u"17"_s,
             u"--faces"_s, u""_s});
    EXPECT_TRUE(r.out.contains(u"Check value: 17 against 17"_s)) << r.out.toStdString() << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"defend"_s, u"--attack"_s, u"17"_s, u"--defence"_s, u"17"_s});
    EXPECT_TRUE(r.out.contains(u"Attacker's CAT: 0; defender's CAT: 1\nThe attack misses."_s)) << r.out.toStdString();

    // Damage: max HP 2 + ⌊(3+5)/2⌋ = 6; 6 reaches it; a lethal 7 then breaks: damage 0, 2 slashes (7 > 6).
    r = cli({u"soulhunter"_s, u"damage"_s, campaign, u"--amount"_s, u"6"_s});
    EXPECT_TRUE(r.out.contains(u"Damage: 6 (max HP 6)\nDisintegration: 0/3"_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"damage"_s, campaign, u"--amount"_s, u"7"_s, u"--how"_s, u"肋骨断裂"_s});
    EXPECT_TRUE(r.out.contains(u"Slashes marked: 2\nDamage: 0 (max HP 6)\nDisintegration: 2/3 (肋骨断裂, 肋骨断裂)"_s)) << r.out.toStdString();

    // Style: SP 10 (the base value filled after creation: the sheet has 0), paid in anxiety; a
    // flashback of 25 as anxiety, then cheer ×6 = 30 as anxiety: 55 → 5 and a 失格 slash.
    r = cli({u"soulhunter"_s, u"style"_s, campaign, u"--action"_s, u"flashback"_s, u"--cost"_s, u"25"_s, u"--anxiety"_s, u"25"_s});
    EXPECT_TRUE(r.out.contains(u"Cost: 25 (0 SP, 25 anxiety)"_s)) << r.out.toStdString() << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Anxiety: 25; Disqualification: 0/3"_s));
    r = cli({u"soulhunter"_s, u"style"_s, campaign, u"--action"_s, u"cheer"_s, u"--x"_s, u"6"_s, u"--anxiety"_s, u"30"_s});
    EXPECT_TRUE(r.out.contains(u"Cost: 30 (0 SP, 30 anxiety)\nSlashes marked: 1"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Anxiety: 5; Disqualification: 1/3"_s));
    r = cli({u"soulhunter"_s, u"style"_s, campaign, u"--action"_s, u"destiny"_s, u"--x"_s, u"2"_s});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"soulhunter.style.not_enough_sp"_s)) << r.err.toStdString();

    r = cli({u"soulhunter"_s, u"relieve"_s, campaign, u"--sp"_s, u"1"_s});
    EXPECT_TRUE(r.err.contains(u"soulhunter.style.not_enough_sp"_s)) << "no SP: " << r.err.toStdString();

    // The interlude: damage and a 解体 slash go, SP back to the initial 10, anxiety −max(1, ⌊5/2⌋) = 3.
    r = cli({u"soulhunter"_s, u"interlude"_s, campaign, u"--start"_s});
    EXPECT_TRUE(r.out.contains(u"Disintegration: 1/3 (肋骨断裂)"_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"interlude"_s, campaign, u"--end"_s});
    EXPECT_TRUE(r.out.contains(u"Anxiety: 3; Disqualification: 1/3\nSP: 10 initial + 0 extra"_s)) << r.out.toStdString();

    // Undo reaches back through the journal: the interlude's end is undone.
    r = cli({u"undo"_s, campaign});
    EXPECT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"validate"_s, campaign});
    EXPECT_EQ(r.code, sw::cli::Ok) << r.out.toStdString();

    // Tags on a check from the sheet: the 重创 tag −4 and 1 damage (first in the scene) and 1 XP
    // (L155, L158); a trait at −1: level −1 (one d4 penalty die) and 5 SP after (L216); 体魄 3.
    // The six 喝彩 bought before apply to this check, the 3 highest d6 kept (L188-L189).
    // 6 + 6 + 3 − 4 − 3 + (6 + 5 + 4) = 23 against 10: CAT 4.
    r = cli({u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--attribute"_s, u"physique"_s, u"--grievous"_s, u"0"_s,
             u"--trait"_s, u"-1"_s, u"--faces"_s, u"6,6,3,1,2,3,4,5,6"_s, u"--challenge"_s, u"10"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Level d4: 3 (-3)\nCheer d6: 1 2 3 4 5 6 (+15)\nTotal modifier: +11\nCheck value: 23 against 10\nCAT 4: success"_s)) << r.out.toStdString();
    EXPECT_TRUE(r.out.contains(u"Trait tags at -1: +5 SP.\nDamage: 1 (max HP 6)"_s));
    EXPECT_TRUE(r.out.contains(u"Anxiety: 5; Disqualification: 1/3\nSP: 0 initial + 5 extra\nFortune: 3; XP: 1"_s)) << r.out.toStdString();
}

TEST(CliSoulhunter, ValidateNamesTheRulesInChinese)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"c.sheetwright"_s);
    ASSERT_EQ(cli({u"soulhunter"_s, u"new"_s, campaign, u"--name"_s, u"甲"_s}).code, sw::cli::Ok);
    const CliRun cn = cli({u"--lang"_s, u"zh_CN"_s, u"soulhunter"_s, u"validate"_s, campaign});
    EXPECT_TRUE(cn.out.contains(u"基础技能点"_s)) << cn.out.toStdString();
    EXPECT_TRUE(cn.out.contains(u"依你的规则书填写"_s)) << cn.out.toStdString();
    const CliRun tw = cli({u"--lang"_s, u"zh_TW"_s, u"soulhunter"_s, u"validate"_s, campaign});
    EXPECT_TRUE(tw.out.contains(u"基礎技能點"_s)) << tw.out.toStdString();
}

// The GM's Sin: 1-3 obsession tags; known tags move CAT ±1 each before the roll; a way used once
// against the Sin does not work again (L221-L230).
TEST(CliSoulhunter, ObsessionTagsOfASin)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"gm.sheetwright"_s);
    CliRun r = cli({u"soulhunter"_s, u"sin"_s, campaign, u"--name"_s, u"饥渴之罪"_s, u"--tag"_s, u"孤独"_s, u"--tag"_s, u"愧疚"_s,
                    u"--tag"_s, u"秘密"_s, u"--known"_s, u"0,1"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"as 1."_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"obsession"_s, campaign, u"--sin"_s, u"1"_s, u"--cat"_s, u"1"_s, u"--up"_s, u"0,1"_s, u"--method"_s, u"唤起人性"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"CAT 1 → 3"_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"obsession"_s, campaign, u"--sin"_s, u"1"_s, u"--cat"_s, u"1"_s, u"--up"_s, u"0"_s, u"--method"_s, u"唤起人性"_s});
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"soulhunter.obsession.method_repeated"_s)) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"obsession"_s, campaign, u"--sin"_s, u"1"_s, u"--cat"_s, u"2"_s, u"--up"_s, u"2"_s});
    EXPECT_TRUE(r.err.contains(u"soulhunter.obsession.unknown"_s)) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"obsession"_s, campaign, u"--sin"_s, u"1"_s, u"--cat"_s, u"0"_s, u"--down"_s, u"1"_s});
    EXPECT_TRUE(r.out.contains(u"CAT 0 → 0"_s)) << r.out.toStdString();
    r = cli({u"soulhunter"_s, u"sin"_s, campaign, u"--name"_s, u"空"_s});
    EXPECT_TRUE(r.err.contains(u"soulhunter.sin.obsession_count"_s)) << r.err.toStdString();
}

// A group's content pack goes into the campaign (one journal step), lists and exports again.
TEST(CliSoulhunter, ContentPacksImportListAndExport)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"content.sheetwright"_s);
    const QString pack = QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/soulhunter/group-content.json");
    CliRun r = cli({u"soulhunter"_s, u"content"_s, campaign, u"--import"_s, pack});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"test_group\t1.0.0\tThe test group's techniques\t2 techniques, 2 enchantments, 0 marks"_s)) << r.out.toStdString();
    r = cli({u"--lang"_s, u"zh_TW"_s, u"soulhunter"_s, u"content"_s, campaign});
    EXPECT_TRUE(r.out.contains(u"測試團的技藝"_s)) << r.out.toStdString();
    const QString out = dir.filePath(u"out.json"_s);
    r = cli({u"soulhunter"_s, u"content"_s, campaign, u"--export"_s, u"test_group"_s, u"--out"_s, out});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"content"_s, dir.filePath(u"other.sheetwright"_s), u"--import"_s, out});
    EXPECT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = cli({u"undo"_s, campaign});
    EXPECT_EQ(r.code, sw::cli::Ok);
    r = cli({u"soulhunter"_s, u"content"_s, campaign});
    EXPECT_FALSE(r.out.contains(u"test_group"_s));
}

// Writing on a sheet: 灵识, skills within the budget, tags, a technique of a content pack learned
// and prepared within the Load budget (灵识 − 4, L267); a result that breaks a rule is refused.
TEST(CliSoulhunter, EditASheetWithinTheRules)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"edit.sheetwright"_s);
    fillBaseSettings(campaign);
    ASSERT_EQ(cli({u"soulhunter"_s, u"new"_s, campaign, u"--name"_s, u"林澈"_s, u"--physique"_s, u"3"_s, u"--wisdom"_s, u"4"_s,
                   u"--soul"_s, u"5"_s, u"--mark"_s, u"锐利"_s, u"--mark"_s, u"迅捷"_s}).code, sw::cli::Ok);
    ASSERT_EQ(cli({u"soulhunter"_s, u"content"_s, campaign, u"--import"_s, QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/soulhunter/group-content.json")}).code,
              sw::cli::Ok);
    CliRun r = cli({u"soulhunter"_s, u"edit"_s, campaign, u"--skill"_s, u"diaocha=2"_s, u"--power"_s, u"影缚"_s, u"--power-tag"_s, u"影"_s,
                    u"--trait"_s, u"前警察"_s, u"--learn"_s, u"test_group:bind"_s, u"--prepare"_s, u"缚咒"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"edit"_s, campaign, u"--skill"_s, u"zhijin=5"_s, u"--skill"_s, u"yunchou=5"_s}); // 12 > budget 8
    EXPECT_EQ(r.code, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"soulhunter.skill.budget"_s)) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"edit"_s, campaign, u"--lingshi"_s, u"6"_s}); // Load 3 > 6 − 4
    EXPECT_TRUE(r.err.contains(u"soulhunter.technique.load_budget"_s)) << r.err.toStdString();
    ASSERT_EQ(cli({u"soulhunter"_s, u"edit"_s, campaign, u"--play"_s}).code, sw::cli::Ok);
    r = cli({u"soulhunter"_s, u"edit"_s, campaign, u"--trait"_s, u"释然"_s}); // L218: only in an interlude
    EXPECT_TRUE(r.err.contains(u"soulhunter.trait.outside_interlude"_s)) << r.err.toStdString();
    r = cli({u"soulhunter"_s, u"validate"_s, campaign});
    EXPECT_EQ(r.code, sw::cli::Ok) << r.out.toStdString();
}

// §5.8 (L92-L93): a cooperative check — the helper's 智慧 6 suppresses the leader's 智慧 4 (rule
// 12): 5 + 6 = 11 dice, + 6 = 17 against 12 → CAT 2 (alone: 15, CAT 1); a helper is another character.
TEST(CliSoulhunter, Section58_ACooperativeCheckTakesTheHelpersBestBonus_L93)
{
    QTemporaryDir dir;
    const QString campaign = dir.filePath(u"coop.sheetwright"_s);
    for (const auto &[name, wisdom] : {std::pair{u"林澈"_s, u"4"_s}, std::pair{u"莫言"_s, u"6"_s}}) {
        const CliRun r = cli({u"soulhunter"_s, u"new"_s, campaign, u"--name"_s, name, u"--wisdom"_s, wisdom});
        ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    }
    const QStringList alone{u"soulhunter"_s, u"roll"_s, u"--campaign"_s, campaign, u"--sheet"_s, u"1"_s, u"--attribute"_s, u"wisdom"_s,
                            u"--challenge"_s, u"12"_s, u"--faces"_s, u"5,6"_s};
    CliRun r = cli(alone);
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Check value: 15 against 12\nCAT 1: success"_s)) << r.out.toStdString();
    r = cli(alone + QStringList{u"--helper"_s, u"2"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    EXPECT_TRUE(r.out.contains(u"Check value: 17 against 12\nCAT 2: success"_s)) << r.out.toStdString();
    r = cli(alone + QStringList{u"--helper"_s, u"1"_s});
    EXPECT_EQ(r.code, sw::cli::UsageError);
    EXPECT_TRUE(r.err.contains(u"No other character 1 in the campaign to help."_s)) << r.err.toStdString();
}
