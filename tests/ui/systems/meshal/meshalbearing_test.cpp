// The Meshal dice dock and rules 45 and 62 (issue #18, spec §6), by clicks and keys: a weapon attack
// is made with one weapon of the attacker's sheet, equipped or natural (rule 45); a character takes
// up another, one at a time and no larger than itself, its speeds halved and both rolling with 3
// disadvantages (rule 62).
#include "ui/systems/meshal/meshalfixture.h"
#include "core/systems/meshal/fixtures.h"
#include "systems/meshal/meshaldicepanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace {

using sw::meshal::Attribute;

class MeshalBearingTest : public sw::test::MeshalWindowTest
{
protected:
    sw::ui::MeshalDicePanel *dock()
    {
        meshalUi()->diceDock()->toggleViewAction()->trigger();
        return meshalUi()->dice();
    }
    qint64 add(const sw::meshal::Character &c)
    {
        qint64 id = 0;
        const auto receipt = window->session()->apply([&](sw::store::CampaignStore &s) { return sw::meshal::addCharacter(s, c, c.name); });
        EXPECT_TRUE(receipt.ok) << receipt.error.toStdString();
        for (const auto &[key, sheet] : sw::meshal::characters(window->session()->store())) {
            if (sheet.name == c.name)
                id = key;
        }
        return id;
    }
    static sw::meshal::Character sized(const QString &name, sw::meshal::Size size)
    {
        sw::meshal::Character c = sw::meshal::newCharacter(sw::meshal::test::pack(), name);
        c.size = size;
        return c;
    }
    // Chooses an entry the way a player does: the arrow keys on the focused box.
    static void choose(QComboBox *box, const QString &text)
    {
        box->setFocus();
        const int target = box->findText(text);
        ASSERT_GE(target, 0) << text.toStdString();
        while (box->currentIndex() != target)
            QTest::keyClick(box, box->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
    }
};

// Rule 62 (spec §6, §2.10; L772 「背负者每次只能背负一个体型与自己相同或更小的生物」, L775 「你的移速减半,
// 且你与被背负者在任何投骰时都有3劣势」).
TEST_F(MeshalBearingTest, Rule62_TakingUpOneCreatureNoLargerHalvesSpeedsAndBothRollWithThreeDisadvantages)
{
    add(sw::meshal::test::human(u"甲"_s));
    add(sized(u"乙"_s, sw::meshal::Size::Small));
    add(sized(u"丙"_s, sw::meshal::Size::Large));
    add(sw::meshal::test::human(u"丁"_s));
    sw::ui::MeshalDicePanel *dice = dock();
    auto *bearing = find<QCheckBox>(dice, u"meshalBearing"_s);
    auto *info = find<QLabel>(dice, u"meshalBearingInfo"_s);
    auto *borne = find<QComboBox>(dice, u"meshalBorne"_s);
    choose(find<QComboBox>(dice, u"meshalRoller"_s), u"甲"_s);
    retype(find<QLineEdit>(dice, u"meshalPool"_s), u"5"_s);
    EXPECT_FALSE(bearing->isChecked());

    choose(borne, u"丙"_s); // large: too heavy for a medium bearer
    click(find<QPushButton>(dice, u"meshalTakeUp"_s));
    EXPECT_TRUE(status().contains(u"too large to bear"_s)) << status().toStdString();
    EXPECT_FALSE(bearing->isChecked());

    choose(borne, u"乙"_s);
    click(find<QPushButton>(dice, u"meshalTakeUp"_s));
    EXPECT_EQ(info->text(), u"甲 bears 乙: speeds Walk 3 → 1, Climb 1 → 0; both roll with 3 disadvantages."_s);
    EXPECT_TRUE(bearing->isChecked());
    EXPECT_TRUE(find<QLabel>(dice, u"meshalOdds"_s)->text().startsWith(u"2 dice"_s)); // 5 less 3
    shot(u"meshal-bearing-taken-up"_s, meshalUi()->diceDock());

    choose(borne, u"丁"_s); // a second creature
    click(find<QPushButton>(dice, u"meshalTakeUp"_s));
    EXPECT_TRUE(status().contains(u"only one other creature at a time (rule 62)"_s)) << status().toStdString();

    choose(find<QComboBox>(dice, u"meshalRoller"_s), u"乙"_s); // the one borne rolls with 3 disadvantages too
    EXPECT_EQ(info->text(), u"乙 is borne by 甲: 3 disadvantages on every roll."_s);
    EXPECT_TRUE(bearing->isChecked());
    choose(find<QComboBox>(dice, u"meshalRoller"_s), u"丙"_s); // not part of it
    EXPECT_FALSE(bearing->isChecked());
    EXPECT_TRUE(find<QLabel>(dice, u"meshalOdds"_s)->text().startsWith(u"5 dice"_s));

    choose(find<QComboBox>(dice, u"meshalRoller"_s), u"甲"_s);
    click(find<QPushButton>(dice, u"meshalPutDown"_s));
    EXPECT_FALSE(bearing->isChecked());
    EXPECT_TRUE(info->isHidden());
    shot(u"meshal-bearing"_s);
}

// Rule 45 (spec §6, §2.7; L952 「即使你装备了多件武器,每次也仅能选择其中一件进行一次武器攻击」): the
// attacker's weapons are listed one attack each; one not equipped is refused, the axe (L985) hits.
TEST_F(MeshalBearingTest, Rule45_AnAttackIsMadeWithOneEquippedWeaponOfTheAttackersSheet)
{
    sw::meshal::Character attacker = sw::meshal::test::human(u"甲"_s);
    sw::meshal::Item axe = *sw::meshal::test::examples().findItem(u"battle_axe"_s);
    axe.key = u"axe"_s;
    axe.equipped = true;
    sw::meshal::Item bow = *sw::meshal::test::examples().findItem(u"longbow"_s);
    bow.key = u"bow"_s;
    attacker.items = {axe, bow};
    add(attacker);
    const qint64 target = add(sw::meshal::test::human(u"乙"_s));
    sw::ui::MeshalDicePanel *dice = dock();
    choose(find<QComboBox>(dice, u"meshalRoller"_s), u"乙"_s); // who takes the attack
    choose(find<QComboBox>(dice, u"meshalAttacker"_s), u"甲"_s);
    auto *weapon = find<QComboBox>(dice, u"meshalWeapon"_s);
    ASSERT_EQ(weapon->count(), 3); // (written below), 战斧, 长弓 (not equipped)
    EXPECT_EQ(weapon->itemText(1), u"战斧"_s);
    EXPECT_EQ(weapon->itemText(2), u"长弓 (not equipped)"_s);

    choose(weapon, u"长弓 (not equipped)"_s);
    typeInto(find<QSpinBox>(dice, u"meshalAttackRoll"_s), u"3"_s);
    click(find<QPushButton>(dice, u"meshalApplyDamage"_s));
    EXPECT_TRUE(status().contains(u"长弓 is not equipped: only an equipped or natural weapon attacks (rule 45)."_s)) << status().toStdString();
    EXPECT_EQ(stored(target).currentDice(Attribute::Might), 3);

    choose(weapon, u"战斧"_s);
    EXPECT_EQ(find<QLineEdit>(dice, u"meshalAttack"_s)->text(), u"对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"_s);
    click(find<QPushButton>(dice, u"meshalApplyDamage"_s));
    // 3 points, protection 0 (穿透2 cannot take it below 0): Might 3 → 0, unconscious (rule 8).
    EXPECT_EQ(stored(target).currentDice(Attribute::Might), 0);
    const QString outcome = find<QLabel>(dice, u"meshalOutcome"_s)->text();
    EXPECT_TRUE(outcome.contains(u"3 dice removed"_s)) << outcome.toStdString();
    EXPECT_TRUE(outcome.contains(u"falls unconscious"_s)) << outcome.toStdString();
    undo();
    EXPECT_EQ(stored(target).currentDice(Attribute::Might), 3);
}

// Issue #18: an attack written out that the rulebook's notation cannot read is refused in the
// user's language (meshal.attack.syntax.type, said by MeshalViolationText), and nothing is written.
TEST_F(MeshalBearingTest, AnUnreadableAttackIsRefusedInTheUsersLanguage)
{
    const qint64 target = add(sw::meshal::test::human(u"乙"_s));
    sw::ui::MeshalDicePanel *dice = dock();
    choose(find<QComboBox>(dice, u"meshalRoller"_s), u"乙"_s);
    // Pasted (QTest types ASCII only): select all, paste over it.
    auto *attack = find<QLineEdit>(dice, u"meshalAttack"_s);
    QApplication::clipboard()->setText(u"对强壮造成3🎲火焰攻击"_s);
    attack->setFocus();
    QTest::keyClick(attack, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClick(attack, Qt::Key_V, Qt::ControlModifier);
    ASSERT_EQ(attack->text(), u"对强壮造成3🎲火焰攻击"_s);
    typeInto(find<QSpinBox>(dice, u"meshalAttackRoll"_s), u"3"_s);
    click(find<QPushButton>(dice, u"meshalApplyDamage"_s));
    EXPECT_TRUE(status().contains(u"\"火焰\" is not an attack type"_s)) << status().toStdString();
    languages.setLanguage(sw::Language::SimplifiedChinese);
    click(find<QPushButton>(dice, u"meshalApplyDamage"_s));
    EXPECT_TRUE(status().contains(u"“火焰”不是攻击类型"_s)) << status().toStdString();
    EXPECT_EQ(stored(target).currentDice(Attribute::Might), 3);
}

} // namespace
