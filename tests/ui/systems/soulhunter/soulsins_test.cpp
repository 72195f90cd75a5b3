// The GM's Sins in the 狩魂者 menu (spec §14, rule 38; seed L221 「每个罪孽都拥有1~3个执念标签」):
// typed and clicked in the dialog, each new Sin and each change one undo step; a Sin without a tag
// is refused with the reason.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/soulsinsdialog.h"

#include <QAction>
#include <QCheckBox>
#include <QMenu>
#include <QListWidget>
#include <QPushButton>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulSinsTest : public sw::test::SoulWindowTest
{
protected:
    sw::ui::SoulSinsDialog *openSins()
    {
        auto *action = soulUi()->findChild<QAction *>(u"soulhunterSins"_s);
        EXPECT_NE(action, nullptr);
        action->trigger();
        QTest::qWait(1);
        auto *dialog = window->findChild<sw::ui::SoulSinsDialog *>(u"soulSinsDialog"_s);
        EXPECT_NE(dialog, nullptr);
        EXPECT_TRUE(dialog->isVisible());
        return dialog;
    }
    QList<std::pair<qint64, Sin>> stored() const { return sins(window->session()->store()); }
};

TEST_F(SoulSinsTest, Rule38_ASinHasOneToThreeObsessionTagsTheCharactersMayKnow_L221_L222)
{
    auto *dialog = openSins();
    retype(find<QLineEdit>(dialog, u"soulSinName"_s), u"Greed"_s);
    retype(find<QLineEdit>(dialog, u"soulSinTag0"_s), u"Gold"_s);
    click(find<QCheckBox>(dialog, u"soulSinKnown0"_s));
    retype(find<QLineEdit>(dialog, u"soulSinTag1"_s), u"Debt"_s);
    click(find<QPushButton>(dialog, u"soulSinAdd"_s));
    ASSERT_EQ(stored().size(), 1);
    const Sin greed = stored().first().second;
    EXPECT_EQ(greed.name, u"Greed"_s);
    ASSERT_EQ(greed.obsessions.size(), 2);
    EXPECT_EQ(greed.obsessions.at(0), (ObsessionTag{u"Gold"_s, true}));
    EXPECT_EQ(greed.obsessions.at(1), (ObsessionTag{u"Debt"_s, false}));
    auto *list = find<QListWidget>(dialog, u"soulSinList"_s);
    ASSERT_EQ(list->count(), 1);
    EXPECT_EQ(list->item(0)->text(), u"Greed: Gold, Debt (unknown)"_s);

    // No tag: refused (L221), nothing stored.
    retype(find<QLineEdit>(dialog, u"soulSinName"_s), u"Sloth"_s);
    retype(find<QLineEdit>(dialog, u"soulSinTag0"_s), QString());
    retype(find<QLineEdit>(dialog, u"soulSinTag1"_s), QString());
    auto *add = find<QPushButton>(dialog, u"soulSinAdd"_s);
    click(add);
    EXPECT_EQ(stored().size(), 1);
    EXPECT_TRUE(add->property("refusal").toString().contains(u"A Sin has 1 to 3 obsession tags (it has 0; L221)."_s))
        << add->property("refusal").toString().toStdString();

    // The characters learn the second tag: one change, one undo step.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    EXPECT_EQ(find<QLineEdit>(dialog, u"soulSinTag1"_s)->text(), u"Debt"_s);
    click(find<QCheckBox>(dialog, u"soulSinKnown1"_s));
    click(find<QPushButton>(dialog, u"soulSinSave"_s));
    EXPECT_TRUE(stored().first().second.obsessions.at(1).known);
    undo();
    EXPECT_FALSE(stored().first().second.obsessions.at(1).known);
    undo();
    EXPECT_TRUE(stored().isEmpty());
    EXPECT_EQ(list->count(), 0);
}

// Rule 38's Sins are the GM's to drop as well: Delete on the list, the list's context menu or the
// button removes the chosen Sin, each one undo step that brings it back.
TEST_F(SoulSinsTest, Rule38_TheGmDeletesASinWithTheDeleteKeyOrTheMenuUndoBringsItBack_L221)
{
    for (const QString &name : {u"Greed"_s, u"Wrath"_s}) {
        Sin s;
        s.name = name;
        s.obsessions = {{name + u" tag"_s, true}};
        ASSERT_TRUE(editor()->push(u"add"_s, [&](sw::store::CampaignStore &st) { return addSin(st, s, u"add"_s); }));
    }
    auto *dialog = openSins();
    auto *list = find<QListWidget>(dialog, u"soulSinList"_s);
    ASSERT_EQ(list->count(), 2);
    auto *button = find<QPushButton>(dialog, u"soulSinDelete"_s);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    EXPECT_TRUE(button->isEnabled());
    QTest::keyClick(list, Qt::Key_Delete);
    ASSERT_EQ(stored().size(), 1);
    EXPECT_EQ(stored().first().second.name, u"Wrath"_s);
    EXPECT_EQ(list->count(), 1);
    EXPECT_EQ(window->session()->store().undoLabel(), u"Sin Greed deleted"_s);
    undo();
    ASSERT_EQ(stored().size(), 2);
    EXPECT_EQ(stored().first().second, (Sin{u"Greed"_s, {}, {{u"Greed tag"_s, true}}, {}}));
    EXPECT_EQ(list->count(), 2);
    redo();
    EXPECT_EQ(stored().size(), 1);
    undo();

    // The list's context menu holds the same action.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
    auto *action = dialog->findChild<QAction *>(u"soulSinDeleteAction"_s);
    ASSERT_NE(action, nullptr);
    EXPECT_EQ(list->contextMenuPolicy(), Qt::ActionsContextMenu);
    EXPECT_TRUE(list->actions().contains(action));
    EXPECT_EQ(action->shortcut(), QKeySequence(QKeySequence::Delete));
    action->trigger();
    ASSERT_EQ(stored().size(), 1);
    EXPECT_EQ(stored().first().second.name, u"Greed"_s);
    undo();

    // And the button.
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    click(button);
    ASSERT_EQ(stored().size(), 1);
    EXPECT_EQ(stored().first().second.name, u"Wrath"_s);
}

} // namespace
