// The 狩魂者 sheet (spec /rules/house-rules-004.md §19): a sheet on an unfilled base setting names
// it; the settings are filled through the campaign (undoable, kept); the derived values are shown,
// never typed; illegal edits are refused with the rule in words; damage, the charms and the
// interlude go through the rules (§8, §20.1).
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/soulsettingsdialog.h"
#include "widgets/clockface.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

class SoulSheetTest : public sw::test::SoulWindowTest
{
};

// Issue #21: a sheet on an unfilled [base] setting says which setting it waits for, never a number.
TEST_F(SoulSheetTest, ASheetOnAnUnfilledBaseSettingNamesTheSetting)
{
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    auto *missing = find<QLabel>(sheet, u"soulMissingSettings"_s);
    EXPECT_TRUE(missing->isVisible());
    EXPECT_TRUE(missing->text().startsWith(u"To be filled from your rulebook: Base skill points, "_s)) << missing->text().toStdString();
    EXPECT_TRUE(missing->text().contains(u", Base MP maximum, "_s));
    EXPECT_EQ(find<QLabel>(sheet, u"soulMax_mp"_s)->text(), u"waits for: Base MP maximum"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"soulSkillBudget"_s)->text(),
              u"Skill points: waits for: Base skill points, Skill points per Wisdom point (1-9), Skill points per skill level"_s);
    // D10 needs no base value: ⌊(体魄 + 智慧)/2⌋ = 0.
    EXPECT_EQ(find<QLabel>(sheet, u"soulMax_fp"_s)->text(), u"max 0 (D10)"_s);
}

// The base settings are filled in the settings dialog: one undo step each, kept in the campaign.
TEST_F(SoulSheetTest, FillingABaseSettingIsOneUndoableStepKeptInTheCampaign)
{
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    find<QAction>(soulUi(), u"soulhunterSettings"_s)->trigger();
    auto *dialog = window->findChild<sw::ui::SoulSettingsDialog *>(u"soulSettingsDialog"_s);
    ASSERT_NE(dialog, nullptr);
    auto *mp = find<QSpinBox>(dialog, u"soulSetting_mp_base_max"_s);
    EXPECT_EQ(mp->text(), u"to be filled from your rulebook"_s);
    typeInto(mp, u"4"_s);
    EXPECT_EQ(editor()->rules().number(u"mp_base_max"_s), 4);
    // D3: max MP = base + ⌊心魂/2⌋ = 4 + 0.
    EXPECT_EQ(find<QLabel>(sheet, u"soulMax_mp"_s)->text(), u"max 4 (D3)"_s);
    EXPECT_FALSE(find<QLabel>(sheet, u"soulMissingSettings"_s)->text().contains(u"Base MP maximum"_s));
    undo();
    EXPECT_EQ(editor()->rules().number(u"mp_base_max"_s), std::nullopt);
    EXPECT_EQ(mp->text(), u"to be filled from your rulebook"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"soulMax_mp"_s)->text(), u"waits for: Base MP maximum"_s);
    redo();
    EXPECT_EQ(mp->value(), 4);
    openWindow(false); // the campaign keeps it
    EXPECT_EQ(editor()->rules().number(u"mp_base_max"_s), 4);
}

// Rule 1 (L43) and D1: at creation an attribute is 0-6; the grade label follows the value.
TEST_F(SoulSheetTest, Rule01_AnAttributeAbove6AtCreationIsRefusedInWords_L43)
{
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    auto *physique = find<QSpinBox>(sheet, u"soulAttribute_physique"_s);
    typeInto(physique, u"5"_s);
    EXPECT_EQ(stored(id).attribute(sw::soulhunter::Attribute::Physique), 5);
    EXPECT_EQ(find<QLabel>(sheet, u"soulGrade_physique"_s)->text(), u"B"_s);
    // D5: max HP = 2 + ⌊(5 + 0)/2⌋ = 4.
    EXPECT_EQ(find<QLabel>(sheet, u"soulDamage"_s)->text(), u"0 (max HP 4)"_s);
    typeInto(physique, u"7"_s);
    EXPECT_EQ(stored(id).attribute(sw::soulhunter::Attribute::Physique), 5);
    EXPECT_EQ(physique->value(), 5);
    EXPECT_EQ(status(), u"At creation an attribute is 0 to 6 (it is 7; L43)."_s);
    undo();
    EXPECT_EQ(physique->value(), 0);
    EXPECT_EQ(find<QLabel>(sheet, u"soulGrade_physique"_s)->text(), u"0"_s);
}

// Rule 7 (D6, L137-L144): raising 心魂 to 2 brings the mark it grants, named on the sheet.
TEST_F(SoulSheetTest, Rule07_SoulBringsItsMarkWhichIsNeverRemoved_L137_L144)
{
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    typeInto(find<QSpinBox>(sheet, u"soulAttribute_soul"_s), u"2"_s);
    ASSERT_EQ(stored(id).marks.size(), 1) << status().toStdString();
    EXPECT_TRUE(stored(id).marks.first().fromSoul);
    retype(find<QLineEdit>(sheet, u"soulMarksText"_s), u"刀"_s);
    click(find<QPushButton>(sheet, u"soulMarksAdd"_s));
    EXPECT_EQ(stored(id).marks.first().type, u"刀"_s);
    click(find<QPushButton>(sheet, u"soulMarksRemove"_s));
    EXPECT_EQ(stored(id).marks.size(), 1);
    EXPECT_EQ(status(), u"Soul grants 1 psychic marks; the sheet has 0 (L137-L141)."_s);
}

// Rule 8 (D8, L138): the soul weapon waits for its 灵识 threshold.
TEST_F(SoulSheetTest, Rule08_TheSoulWeaponIsGatedBySpiritAwareness_L138)
{
    const qint64 id = addNew(u"Lin"_s);
    setSetting(u"soul_weapon_lingshi"_s, 3);
    QWidget *sheet = open(id);
    EXPECT_EQ(find<QLabel>(sheet, u"soulUnlockNeeds0"_s)->text(), u"needs Spirit Awareness 3 (D8)"_s);
    retype(find<QLineEdit>(sheet, u"soulUnlock0"_s), u"影刃"_s);
    EXPECT_TRUE(stored(id).unlocks.isEmpty());
    EXPECT_EQ(status(), u"The soul weapon needs Spirit Awareness 3; the character has 0 (L138)."_s);
    typeInto(find<QSpinBox>(sheet, u"soulLingshi"_s), u"3"_s);
    retype(find<QLineEdit>(sheet, u"soulUnlock0"_s), u"影刃"_s);
    ASSERT_EQ(stored(id).unlocks.size(), 1);
    EXPECT_EQ(stored(id).unlocks.first().name, u"影刃"_s);
    typeInto(find<QSpinBox>(sheet, u"soulLingshi"_s), u"2"_s); // the weapon holds 灵识 at 3
    EXPECT_EQ(stored(id).lingshi, 3);
}

// Rules 31-33 (L147-L156): damage passes max HP; a lethal hit at max HP breaks: damage to 0, a
// 解体 slash (+1 when the hit exceeds max HP), each a grievous tag; the clock is not clicked back.
TEST_F(SoulSheetTest, Rule31_DamagePastMaxHpAndTwoDisintegrationSlashes_L147_L154)
{
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    auto *amount = find<QSpinBox>(sheet, u"soulDamageAmount"_s);
    typeInto(amount, u"1"_s);
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    typeInto(amount, u"5"_s);
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    EXPECT_EQ(stored(id).damage, 6); // max HP 2: damage may exceed it
    EXPECT_EQ(find<QLabel>(sheet, u"soulDamage"_s)->text(), u"6 (max HP 2)"_s);
    retype(find<QLineEdit>(sheet, u"soulDamageHow"_s), u"断臂"_s);
    typeInto(amount, u"3"_s);
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    EXPECT_EQ(stored(id).damage, 0);
    EXPECT_EQ(stored(id).jietiSlashes, 2);
    auto *jieti = find<sw::ui::ClockFace>(sheet, u"soulJieti"_s);
    EXPECT_EQ(jieti->value(), 2);
    EXPECT_EQ(find<QLabel>(sheet, u"soulGrievous"_s)->text(), u"Grievous tags: 断臂, 断臂"_s);
    QTest::mouseClick(jieti, Qt::LeftButton, {}, jieti->boxRect(1).center());
    EXPECT_EQ(stored(id).jietiSlashes, 2);
    EXPECT_EQ(status(), u"Disintegration slashes are removed at an interlude or with XP (L150, L157)."_s);
    undo();
    EXPECT_EQ(stored(id).damage, 6);
    EXPECT_EQ(jieti->value(), 0);
}

// D4-style resets (L48, L150): an interlude removes all damage and one 解体 slash with its tag;
// rule 10 (L218): once in play, trait tags are rewritten only in an interlude.
TEST_F(SoulSheetTest, Rule10_TraitTagsOnlyInAnInterludeWhichHealsAndRemovesASlash_L150_L218)
{
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    click(find<QPushButton>(sheet, u"soulFinishCreation"_s));
    EXPECT_EQ(stored(id).stage, u"play"_s);
    retype(find<QLineEdit>(sheet, u"soulTraitsText"_s), u"冷静"_s);
    EXPECT_TRUE(stored(id).traitTags.isEmpty());
    EXPECT_EQ(status(), u"Trait tags are rewritten only during an interlude (L218)."_s);
    auto *amount = find<QSpinBox>(sheet, u"soulDamageAmount"_s);
    typeInto(amount, u"2"_s);
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    EXPECT_EQ(stored(id).jietiSlashes, 1);
    // The interlude's MP needs the base MP maximum (D3, D4): it is named, nothing is guessed.
    click(find<QPushButton>(sheet, u"soulEnterInterlude"_s));
    EXPECT_FALSE(stored(id).interlude);
    EXPECT_EQ(status(), u"Waits for \"Base MP maximum\" (mp_base_max): to be filled from your rulebook."_s);
    setSetting(u"mp_base_max"_s, 3);
    setSetting(u"sp_initial_base"_s, 10);
    typeInto(amount, u"1"_s);
    click(find<QPushButton>(sheet, u"soulTakeDamage"_s));
    click(find<QPushButton>(sheet, u"soulEnterInterlude"_s));
    EXPECT_TRUE(stored(id).interlude) << status().toStdString();
    EXPECT_EQ(stored(id).damage, 0);
    EXPECT_EQ(stored(id).jietiSlashes, 0);
    EXPECT_EQ(find<QLabel>(sheet, u"soulStage"_s)->text(), u"In play · interlude"_s);
    retype(find<QLineEdit>(sheet, u"soulTraitsText"_s), u"冷静"_s);
    EXPECT_EQ(stored(id).traitTags, QStringList{u"冷静"_s});
    click(find<QPushButton>(sheet, u"soulEndInterlude"_s));
    EXPECT_FALSE(stored(id).interlude);
}

// Rule 29 (L167): anxiety typed up to 50 becomes a 失格 slash; the clock shows it.
TEST_F(SoulSheetTest, Rule29_AnxietyAt50IsADisqualificationSlash_L167)
{
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    typeInto(find<QSpinBox>(sheet, u"soul_anxiety"_s), u"53"_s);
    EXPECT_EQ(stored(id).anxiety, 3);
    EXPECT_EQ(stored(id).shigeSlashes, 1);
    EXPECT_EQ(find<sw::ui::ClockFace>(sheet, u"soulShige"_s)->value(), 1);
    EXPECT_EQ(find<QSpinBox>(sheet, u"soul_anxiety"_s)->value(), 3);
}

// Rules 24, 25, 27, 29 (L172, L188, L192, L167): a style action's cost is paid as SP and anxiety;
// anxiety crossing 50 is a 失格 slash; 天命所归 once per scene.
TEST_F(SoulSheetTest, Rule27_StyleActionsPaidWithSpAndAnxietyCrossing50_L172_L192)
{
    setSetting(u"sp_initial_base"_s, 10);
    const qint64 id = addNew(u"Lin"_s);
    QWidget *sheet = open(id);
    auto *action = find<QComboBox>(sheet, u"soulStyleAction"_s);
    action->setFocus();
    QTest::keyClick(action, Qt::Key_Down);
    QTest::keyClick(action, Qt::Key_Down); // 喝彩
    typeInto(find<QSpinBox>(sheet, u"soulStyleX"_s), u"3"_s);
    typeInto(find<QSpinBox>(sheet, u"soulStyleAnxiety"_s), u"5"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"soulStyleCost"_s)->text(), u"Costs 15: 10 SP and 5 anxiety (D20, L172)"_s);
    click(find<QPushButton>(sheet, u"soulUseStyle"_s));
    EXPECT_EQ(stored(id).spInitial, 0);
    EXPECT_EQ(stored(id).anxiety, 5);
    EXPECT_EQ(stored(id).cheerPending, 3); // rule 24: for the next action check
    typeInto(find<QSpinBox>(sheet, u"soul_anxiety"_s), u"45"_s);
    QTest::keyClick(action, Qt::Key_Down); // 天命所归: 10 + 1, all of it as anxiety
    typeInto(find<QSpinBox>(sheet, u"soulStyleX"_s), u"1"_s);
    typeInto(find<QSpinBox>(sheet, u"soulStyleAnxiety"_s), u"11"_s);
    click(find<QPushButton>(sheet, u"soulUseStyle"_s));
    EXPECT_EQ(stored(id).anxiety, 6); // 45 + 11 = 56: −50 and a slash
    EXPECT_EQ(stored(id).shigeSlashes, 1);
    click(find<QPushButton>(sheet, u"soulUseStyle"_s));
    EXPECT_EQ(status(), u"Destiny's Choice is used once per scene (L192)."_s);
    EXPECT_EQ(stored(id).anxiety, 6);
    undo();
    EXPECT_EQ(stored(id).anxiety, 45);
    EXPECT_EQ(stored(id).shigeSlashes, 0);
}

} // namespace
