// Tags activated in the 狩魂者 check dock (rules 33-35; L53, L144, L155, L158): ticked with the
// keyboard, their modifiers are in the odds and the roll; a 重创 tag's first activation in a scene
// deals 1 damage and gives 1 XP on the sheet, with the roll, one undo step.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/soulcheckpanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulTagsTest : public sw::test::SoulWindowTest
{
protected:
    qint64 addTagged()
    {
        const qint64 id = addNew(u"Lin"_s);
        Character c = stored(id);
        c.stage = u"play"_s;
        c.attributes = {6, 4, 2}; // 心魂 2: one mark (D6)
        c.lingshi = 5; // 专精 cap 4 (rule 13, L75)
        c.power.flaws = {u"Loud"_s};
        c.jietiSlashes = 1; // each 解体 slash is a 重创 tag (rule 33)
        c.grievous = {{u"Broken arm"_s}};
        c.marks = {{u"Fire"_s, {}, true, false}};
        sw::store::Receipt r;
        editor()->push(u"edit"_s, [&](sw::store::CampaignStore &s) { return r = saveCharacter(s, id, c, u"t"_s, u"t"_s); });
        EXPECT_TRUE(r.ok) << r.error.toStdString();
        return id;
    }
    QWidget *dock()
    {
        soulUi()->checkDock()->toggleViewAction()->trigger();
        QTest::qWait(1);
        QWidget *panel = soulUi()->checks();
        auto *attribute = find<QComboBox>(panel, u"soulCheckAttribute"_s);
        attribute->setCurrentIndex(attribute->findData(u"physique"_s));
        return panel;
    }
    // Ticks row `row` of the tag list with the keyboard.
    static void tick(QListWidget *tags, int row)
    {
        tags->setFocus();
        tags->setCurrentRow(row);
        QTest::keyClick(tags, Qt::Key_Space);
    }
    static QString odds(QWidget *panel) { return find<QLabel>(panel, u"soulCheckOdds"_s)->text(); }
};

// Rules 34 and 35 (L53 「激活缺陷标签不再降低CAT，而是使检定受到4点减值」, L144 「被激活时会提供2点专精加值」): a flaw gives a penalty of 4, a mark +2 专精.
TEST_F(SoulTagsTest, Rule34_Rule35_AFlawCosts4AndAMarkGives2Specialty_L53_L144)
{
    addTagged();
    QWidget *panel = dock();
    auto *tags = find<QListWidget>(panel, u"soulCheckTags"_s);
    ASSERT_EQ(tags->count(), 3);
    EXPECT_EQ(tags->item(0)->text(), u"Mark: Fire (+2 specialty)"_s);
    EXPECT_EQ(tags->item(1)->text(), u"Flaw: Loud (penalty 4)"_s);
    EXPECT_TRUE(odds(panel).startsWith(u"Modifiers 6, against 10."_s)) << odds(panel).toStdString();
    tick(tags, 1);
    EXPECT_EQ(tags->item(1)->checkState(), Qt::Checked);
    EXPECT_TRUE(odds(panel).startsWith(u"Modifiers 2, against 10."_s)) << odds(panel).toStdString();
    tick(tags, 0);
    EXPECT_TRUE(odds(panel).startsWith(u"Modifiers 4, against 10."_s)) << odds(panel).toStdString();
}

// Rule 33 (L155 「在激活时使检定受到4点减值，若在当前场景首次激活，还会给予1点损伤」, L158): the roll deals the damage and
// the XP once in the scene; the tick is for one check; undo takes both back.
TEST_F(SoulTagsTest, Rule33_AGrievousTagGivesMinus4AndItsFirstActivationInASceneOneDamage_L155_L158)
{
    const qint64 id = addTagged();
    QWidget *panel = dock();
    auto *tags = find<QListWidget>(panel, u"soulCheckTags"_s);
    ASSERT_EQ(tags->count(), 3);
    EXPECT_EQ(tags->item(2)->text(), u"Grievous: Broken arm (penalty 4, 1 damage: first this scene)"_s);
    tick(tags, 2);
    EXPECT_TRUE(odds(panel).startsWith(u"Modifiers 2, against 10."_s)) << odds(panel).toStdString();
    const int damage = stored(id).damage, ledger = int(stored(id).ledger.size());
    click(find<QPushButton>(panel, u"soulCheckRoll"_s));
    EXPECT_EQ(stored(id).damage, damage + 1);
    EXPECT_EQ(stored(id).ledger.size(), ledger + 1);
    EXPECT_TRUE(stored(id).grievous.first().usedThisScene);
    ASSERT_EQ(tags->count(), 3);
    EXPECT_EQ(tags->item(2)->checkState(), Qt::Unchecked);
    EXPECT_EQ(tags->item(2)->text(), u"Grievous: Broken arm (penalty 4)"_s);
    tick(tags, 2); // again in the scene: the penalty, no damage
    click(find<QPushButton>(panel, u"soulCheckRoll"_s));
    EXPECT_EQ(stored(id).damage, damage + 1);
    undo();
    undo();
    EXPECT_EQ(stored(id).damage, damage);
    EXPECT_FALSE(stored(id).grievous.first().usedThisScene);
}

} // namespace
