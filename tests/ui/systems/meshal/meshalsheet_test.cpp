// The Meshal sheet (spec §2): every layer of the attributes shown, each edit one undo step, and
// illegal edits refused with the rule in words (rules 6, 21, 27), in en, zh_TW and zh_CN.
#include "ui/systems/meshal/meshalfixture.h"
#include "systems/meshal/ledger.h"
#include "systems/meshal/meshaldicepanel.h"
#include "systems/meshal/l10n/meshalviolationtext.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/store/meshalprofile.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace {

class MeshalSheetTest : public sw::test::MeshalWindowTest
{
protected:
    qint64 add(const sw::meshal::Character &c)
    {
        sw::store::Receipt r;
        editor()->push(u"add"_s, [&](sw::store::CampaignStore &s) { return r = sw::meshal::addCharacter(s, c, u"add"_s); });
        return r.sheet.id.toLongLong();
    }
    qint64 addNew(const QString &name) { return add(sw::meshal::newCharacter(editor()->pack(), name)); }
    void buy(QWidget *sheet, const QString &name, int typeDowns, int level)
    {
        retype(find<QLineEdit>(sheet, u"meshalAbilityName"_s), name);
        auto *type = find<QComboBox>(sheet, u"meshalAbilityType"_s);
        type->setCurrentIndex(typeDowns);
        typeInto(find<QSpinBox>(sheet, u"meshalAbilityLevel"_s), QString::number(level));
        click(find<QPushButton>(sheet, u"meshalBuyAbility"_s));
    }
};

// Spec §2.2: the optional features show only when the campaign plays with 扩展更多特征; written
// there, each is one edit.
TEST_F(MeshalSheetTest, MoreFeaturesShowWithTheirModule)
{
    const qint64 id = addNew(u"Ada"_s);
    QWidget *sheet = open(id);
    ASSERT_NE(sheet, nullptr);
    EXPECT_TRUE(find<QWidget>(sheet, u"meshalMoreFeatures"_s)->isHidden());
    editor()->push(u"modules"_s, [](sw::store::CampaignStore &s) { return sw::meshal::saveProfile(s, {u"more_features"_s}, u"modules"_s); });
    ASSERT_TRUE(editor()->pack().moduleOn(u"more_features"_s));
    EXPECT_FALSE(find<QWidget>(sheet, u"meshalMoreFeatures"_s)->isHidden());
    retype(find<QLineEdit>(sheet, u"meshalFeature_height"_s), u"175cm"_s);
    EXPECT_EQ(stored(id).height, u"175cm"_s);
    retype(find<QLineEdit>(sheet, u"meshalFeature_aliases"_s), u"Bonebreaker, Handak"_s);
    EXPECT_EQ(stored(id).aliases, (QStringList{u"Bonebreaker"_s, u"Handak"_s}));
    typeInto(find<QSpinBox>(sheet, u"meshalFeature_age"_s), u"30"_s);
    EXPECT_EQ(stored(id).age, 30);
    undo();
    EXPECT_FALSE(stored(id).age.has_value());
}

// Rule 43 (W, L554): a unique item another character holds too is pointed out on the sheet.
TEST_F(MeshalSheetTest, Rule43_AUniqueItemHeldTwiceIsPointedOut)
{
    sw::meshal::Item crown;
    crown.key = u"crown"_s;
    crown.id = u"crown_of_ys"_s;
    crown.name = u"Crown of Ys"_s;
    crown.unique = true;
    crown.types = {u"accessory.headwear"_s};
    sw::meshal::Character a = sw::meshal::newCharacter(editor()->pack(), u"Ada"_s);
    a.items << crown;
    const qint64 first = add(a);
    ASSERT_GT(first, 0);
    QWidget *sheet = open(first);
    ASSERT_NE(sheet, nullptr);
    EXPECT_FALSE(find<QLabel>(sheet, u"meshalCarry"_s)->text().contains(u"rule 43"_s));
    sw::meshal::Character b = sw::meshal::newCharacter(editor()->pack(), u"Bo"_s);
    b.items << crown;
    ASSERT_GT(add(b), 0);
    // The sheet reads the campaign again with its next change: Ada counts her gold.
    typeInto(find<QSpinBox>(sheet, u"meshalMoney_gold"_s), u"3"_s);
    EXPECT_EQ(stored(first).money.gold, 3);
    const QString carry = find<QLabel>(sheet, u"meshalCarry"_s)->text();
    EXPECT_TRUE(carry.contains(u"Crown of Ys is unique, but Bo holds it too (rule 43)."_s)) << carry.toStdString();
}

// Rule 6: 0 ≤ dice ≤ total; the spin box goes back to the stored value.
TEST_F(MeshalSheetTest, Rule6_DiceAboveTheTotalAreRefused)
{
    const qint64 id = addNew(u"Trinity"_s);
    QWidget *sheet = open(id);
    auto *might = find<QSpinBox>(sheet, u"meshalDice_might"_s);
    typeInto(might, u"9"_s);
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 3);
    EXPECT_EQ(might->value(), 3);
    EXPECT_TRUE(status().contains(u"Might dice must be between 0 and the total 3; 9 is not (rule 6)."_s)) << status().toStdString();
    typeInto(might, u"1"_s);
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 1);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTotal_might"_s)->text(), u"3"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalBase_might"_s)->text(), u"3"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTemporary_might"_s)->text(), u"0"_s);
    undo();
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 3);
    EXPECT_EQ(might->value(), 3);
}

// GM override: the same entry goes through, the broken rule recorded with the reason and shown.
TEST_F(MeshalSheetTest, GmOverrideLetsTheRuleThroughAndRecordsIt)
{
    const qint64 id = addNew(u"Trinity"_s);
    QWidget *sheet = open(id);
    meshalUi()->setOverride(true, u"a blessing"_s);
    typeInto(find<QSpinBox>(sheet, u"meshalDice_might"_s), u"5"_s);
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 5);
    ASSERT_EQ(stored(id).overrides.size(), 1);
    EXPECT_EQ(stored(id).overrides.first().code, u"meshal.dice.out_of_range"_s);
    EXPECT_EQ(stored(id).overrides.first().reason, u"a blessing"_s);
    auto *shown = find<QLabel>(sheet, u"meshalOverrides"_s);
    EXPECT_TRUE(shown->isVisible());
    EXPECT_EQ(shown->text(), u"Rules overridden: meshal.dice.out_of_range (GM: a blessing)"_s);
    meshalUi()->setOverride(false, {});
    undo();
    EXPECT_TRUE(stored(id).overrides.isEmpty());
    EXPECT_FALSE(shown->isVisible());
}

// Rule 27: Σ levels of an attribute's abilities ≤ its base score (3 at the start).
TEST_F(MeshalSheetTest, Rule27_OccupancyAboveTheBaseScoreIsRefused)
{
    const qint64 id = addNew(u"Trinity"_s);
    QWidget *sheet = open(id);
    buy(sheet, u"Iron Grip"_s, 0, 4); // a Might ability, level 4 > base 3
    EXPECT_TRUE(stored(id).abilities.isEmpty());
    EXPECT_TRUE(status().contains(u"more than the base Might score 3 (rule 27)"_s)) << status().toStdString();
    buy(sheet, u"Iron Grip"_s, 0, 3);
    ASSERT_EQ(stored(id).abilities.size(), 1);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalOccupancy_might"_s)->text(), u"3 of 3"_s);
    EXPECT_EQ(sw::meshal::talentSummary(stored(id)).unspent, 27);
}

// Rule 21: never more than the unspent Talent (13 levels cost 39 of 36).
TEST_F(MeshalSheetTest, Rule21_SpendingMoreThanUnspentIsRefused)
{
    const qint64 id = addNew(u"Trinity"_s);
    QWidget *sheet = open(id);
    buy(sheet, u"Everything"_s, 3, 13);
    EXPECT_TRUE(stored(id).abilities.isEmpty());
    EXPECT_TRUE(status().contains(u"That costs 39 Talent; only 36 is unspent (rule 21)."_s)) << status().toStdString();
}

// Rules 36 and 7: items carried and equipped; one undo step each.
TEST_F(MeshalSheetTest, ItemsAreCarriedAndEquippedOneStepEach)
{
    const qint64 id = addNew(u"Trinity"_s);
    QWidget *sheet = open(id);
    const int steps = window->undoStack()->count();
    click(find<QPushButton>(sheet, u"meshalAddItem"_s)); // the first of the content: the battle axe
    ASSERT_EQ(stored(id).items.size(), 1);
    EXPECT_EQ(stored(id).items.first().id, u"battle_axe"_s);
    EXPECT_TRUE(find<QLabel>(sheet, u"meshalCarry"_s)->text().contains(u"light 1 of 9"_s));
    auto *list = find<QTreeWidget>(sheet, u"meshalItemList"_s);
    list->topLevelItem(0)->setCheckState(3, Qt::Checked);
    QTest::qWait(10);
    EXPECT_TRUE(stored(id).items.first().equipped);
    EXPECT_EQ(window->undoStack()->count(), steps + 2);
    typeInto(find<QSpinBox>(sheet, u"meshalMoney_silver"_s), u"3"_s);
    EXPECT_EQ(stored(id).money.silver, 3);
    EXPECT_TRUE(find<QLabel>(sheet, u"meshalWorth"_s)->text().contains(u"Worth 300 copper"_s));
    undo();
    undo();
    EXPECT_FALSE(stored(id).items.first().equipped);
}

// Rules 5, 7 and 34: an effect's changes are the temporary layer of the total; a same-name effect
// replaces the one in place; when it ends, dice above the new total go; a total never falls below 1.
TEST_F(MeshalSheetTest, Rules5_7_34_EffectsAreTheTemporaryLayer)
{
    const qint64 id = addNew(u"Trinity"_s);
    QWidget *sheet = open(id);
    const auto applyEffect = [&](const QString &name, const QString &might) {
        retype(find<QLineEdit>(sheet, u"meshalEffectName"_s), name);
        typeInto(find<QSpinBox>(sheet, u"meshalEffectChange_might"_s), might);
        click(find<QPushButton>(sheet, u"meshalApplyEffect"_s));
    };
    applyEffect(u"Bless"_s, u"2"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTemporary_might"_s)->text(), u"+2"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTotal_might"_s)->text(), u"5"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalBase_might"_s)->text(), u"3"_s);
    applyEffect(u"Bless"_s, u"1"_s); // rule 34: replaces, does not add
    EXPECT_EQ(stored(id).effects.size(), 1);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTotal_might"_s)->text(), u"4"_s);
    typeInto(find<QSpinBox>(sheet, u"meshalDice_might"_s), u"4"_s);
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 4);
    auto *list = find<QTreeWidget>(sheet, u"meshalEffectList"_s);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->topLevelItem(0)).center());
    click(find<QPushButton>(sheet, u"meshalEndEffect"_s));
    EXPECT_TRUE(stored(id).effects.isEmpty());
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 3); // rule 7
    applyEffect(u"Poison"_s, u"-5"_s);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTotal_might"_s)->text(), u"1"_s); // rule 5: at least 1
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 1);
    undo();
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 3);
}

// Rules 53–54: a stance towards another character; friendly is flagged until it is returned.
TEST_F(MeshalSheetTest, Rule54_FriendlyIsFlaggedUntilItIsMutual)
{
    const qint64 trinity = addNew(u"Trinity"_s);
    const qint64 adan = addNew(u"Adan"_s);
    QWidget *first = open(trinity);
    const auto befriend = [&](QWidget *sheet, const QString &name) {
        auto *target = find<QComboBox>(sheet, u"meshalRelationTarget"_s);
        QTest::mouseClick(target->lineEdit(), Qt::LeftButton);
        QTest::keyClicks(target->lineEdit(), name);
        click(find<QPushButton>(sheet, u"meshalAddRelation"_s));
    };
    befriend(first, u"Adan"_s);
    ASSERT_EQ(stored(trinity).relationships.size(), 1);
    EXPECT_EQ(stored(trinity).relationships.first().target, QString::number(adan));
    EXPECT_EQ(stored(trinity).relationships.first().stance, sw::meshal::Stance::Friendly);
    auto *list = find<QTreeWidget>(first, u"meshalRelationList"_s);
    EXPECT_EQ(list->topLevelItem(0)->text(0), u"Adan"_s);
    EXPECT_EQ(list->topLevelItem(0)->text(1), u"Friendly"_s);
    auto *warning = find<QLabel>(first, u"meshalRelationWarning"_s);
    EXPECT_EQ(warning->text(), u"Adan does not call this character friendly (rule 54)."_s);
    auto *scroll = first->findChild<QScrollArea *>();
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    shot(u"meshal-sheet-lower"_s);
    befriend(open(adan), u"Trinity"_s);
    EXPECT_TRUE(warning->text().isEmpty()) << warning->text().toStdString();
}

TEST_F(MeshalSheetTest, SwitchingLanguageRelabelsTheSheet)
{
    const qint64 id = addNew(u"崔妮蒂"_s);
    QWidget *sheet = open(id);
    languages.setLanguage(sw::Language::TraditionalChinese);
    QTest::qWait(1);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalAttribute_might"_s)->text(), u"強壯"_s);
    EXPECT_TRUE(find<QPushButton>(sheet, u"meshalRaise_might"_s)->text().contains(u"9"_s));
    EXPECT_TRUE(find<QLabel>(sheet, u"meshalSpeeds"_s)->text().contains(u"平移"_s));
    click(find<QPushButton>(sheet, u"meshalRaise_might"_s));
    shot(u"meshal-sheet-zh_TW"_s);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    QTest::qWait(1);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalAttribute_might"_s)->text(), u"强壮"_s);
    EXPECT_TRUE(find<QLabel>(sheet, u"meshalSpeeds"_s)->text().contains(u"平移"_s));
    typeInto(find<QSpinBox>(sheet, u"meshalDice_spirit"_s), u"9"_s);
    EXPECT_TRUE(status().contains(u"精神"_s)) << status().toStdString();
    EXPECT_FALSE(status().contains(u"must be"_s)) << status().toStdString();
    shot(u"meshal-sheet-zh_CN"_s);
    // The dice dock in the rulebook's language: an attack from the content's weapons.
    meshalUi()->diceDock()->toggleViewAction()->trigger();
    QWidget *dice = meshalUi()->dice();
    auto *roller = find<QComboBox>(dice, u"meshalRoller"_s);
    roller->setFocus();
    QTest::keyClick(roller, Qt::Key_Down);
    auto *weapon = find<QComboBox>(dice, u"meshalWeapon"_s);
    weapon->setFocus();
    QTest::keyClick(weapon, Qt::Key_Down); // 战斧: 穿透2防护 (L985)
    typeInto(find<QSpinBox>(dice, u"meshalAttackRoll"_s), u"2"_s);
    click(find<QPushButton>(dice, u"meshalApplyDamage"_s));
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 2);
    EXPECT_EQ(find<QLabel>(dice, u"meshalOutcome"_s)->text(), u"防护 0；失去 2 颗属性骰。"_s);
    shot(u"meshal-dice-zh_CN"_s);
    languages.setLanguage(sw::Language::TraditionalChinese);
    QTest::qWait(1);
    shot(u"meshal-dice-zh_TW"_s);
}

// Every code the engine emits has its own sentence (docs/violations.md, Meshal section).
TEST(MeshalViolationText, EveryEngineCodeHasASentence)
{
    const QStringList codes{
        u"meshal.attribute.trained_below_start"_s, u"meshal.attribute.trained_without_ledger"_s, u"meshal.talent.attribute_spent"_s,
        u"meshal.attribute.lowered"_s, u"meshal.dice.out_of_range"_s, u"meshal.condition.unconscious"_s, u"meshal.condition.prone"_s,
        u"meshal.condition.dead"_s, u"meshal.execution.out_of_range"_s, u"meshal.defaults.speed"_s, u"meshal.defaults.execution"_s,
        u"meshal.talent.starting"_s, u"meshal.talent.overspent"_s, u"meshal.talent.strength_mismatch"_s, u"meshal.ability.unpaid"_s,
        u"meshal.ability.paid_twice"_s, u"meshal.talent.renounce_mismatch"_s, u"meshal.talent.spent_outside_rest"_s,
        u"meshal.talent.raise_cost"_s, u"meshal.talent.award_not_positive"_s, u"meshal.ability.cost"_s, u"meshal.ability.innate_paid"_s,
        u"meshal.ability.innate_bought"_s, u"meshal.ability.occupancy"_s, u"meshal.ability.innate_without_feature"_s,
        u"meshal.ability.requirement"_s, u"meshal.ability.renounce_outside_rest"_s, u"meshal.ability.not_renounceable"_s,
        u"meshal.ability.uses"_s, u"meshal.ability.duplicate_key"_s, u"meshal.ability.level"_s, u"meshal.item.carry_heavy"_s,
        u"meshal.item.carry_light"_s, u"meshal.item.accessories"_s, u"meshal.item.accessory_type"_s, u"meshal.item.accessory_slot"_s,
        u"meshal.item.armour_slot"_s, u"meshal.item.part_missing"_s, u"meshal.item.part_taken"_s, u"meshal.item.size"_s,
        u"meshal.item.duplicate_key"_s, u"meshal.identity.missing"_s, u"meshal.identity.not_allowed"_s, u"meshal.money.negative"_s,
        u"meshal.relationship.not_mutual"_s, u"meshal.defence.not_listed"_s, u"meshal.defence.unconscious"_s,
        u"meshal.damage.split_target"_s, u"meshal.damage.split_sum"_s};
    for (const QString &code : codes)
        EXPECT_TRUE(sw::l10n::MeshalViolationText::knows(code)) << code.toStdString();
    // A sheet that breaks rules says so in the pack's words.
    sw::meshal::Character c = sw::meshal::newCharacter(*sw::meshal::builtInMeshalPack(), u"X"_s);
    c.dice[0] = 7;
    const QString text = sw::l10n::MeshalViolationText::explain(sw::meshal::blockingViolations(c, *sw::meshal::builtInMeshalPack()),
                                                                *sw::meshal::builtInMeshalPack(), sw::Language::English);
    EXPECT_EQ(text, u"Might dice must be between 0 and the total 3; 7 is not (rule 6)."_s);
}

} // namespace
