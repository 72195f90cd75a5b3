// The Meshal UI's journey (issue #18), by clicks and keys: New Meshal Character; species, gender;
// Talent spent at creation with the cost shown (rules 24–26); finished; a raise refused in play
// (rule 24); an attack from the dice dock takes Might to 0 dice (unconscious and prone, rule 8);
// an hour of rest and a full rest bring the dice back (rules 9–10); Talent spent and an ability
// renounced during the rest (rules 23, 32); undo and redo; the campaign reopened from its list.
#include "ui/systems/meshal/meshalfixture.h"
#include "campaignbrowser.h"
#include "systems/meshal/ledger.h"
#include "systems/meshal/meshaldicepanel.h"

#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace {

class MeshalJourneyTest : public sw::test::MeshalWindowTest
{
protected:
    qint64 createByAction(const QString &name)
    {
        withModal<QInputDialog>([&] { window->action(u"newMeshalCharacter"_s)->trigger(); }, [&](QInputDialog &d) {
            QTest::keyClicks(d.findChild<QLineEdit *>(), name);
            QTest::keyClick(d.findChild<QLineEdit *>(), Qt::Key_Return);
        });
        const auto all = sw::meshal::characters(window->session()->store());
        return all.isEmpty() ? 0 : all.last().first;
    }
    static void choose(QComboBox *box, int downs = 1)
    {
        box->setFocus();
        for (int i = 0; i < downs; ++i)
            QTest::keyClick(box, Qt::Key_Down);
    }
    QString strength(QWidget *sheet) { return find<QLabel>(sheet, u"meshalStrength"_s)->text(); }
};

TEST_F(MeshalJourneyTest, CreateSpendFightRestUndoAndReopen)
{
    const qint64 id = createByAction(u"Adan"_s);
    ASSERT_GT(id, 0);
    auto *sheet = qobject_cast<QWidget *>(window->sheetTabs()->currentWidget());
    ASSERT_NE(sheet, nullptr);
    ASSERT_EQ(sheet->objectName(), u"meshalSheet"_s);
    EXPECT_TRUE(stored(id).creation);
    EXPECT_TRUE(strength(sheet).contains(u"0/36"_s)) << strength(sheet).toStdString(); // rule 20: 36 to start

    // Species from the campaign's content, then the gender it allows (rules 46–47).
    choose(find<QComboBox>(sheet, u"meshalSpecies"_s));
    EXPECT_EQ(stored(id).species.id, u"human"_s);
    EXPECT_EQ(stored(id).size, sw::meshal::Size::Medium);
    EXPECT_EQ(stored(id).form, u"人形"_s);
    choose(find<QComboBox>(sheet, u"meshalGender"_s));
    EXPECT_EQ(stored(id).gender, u"女性"_s);

    // Rule 25: a raise costs the trained score ×3 — 9 for 3 → 4, shown on the button.
    auto *raiseMight = find<QPushButton>(sheet, u"meshalRaise_might"_s);
    EXPECT_EQ(raiseMight->text(), u"Raise (9)"_s);
    click(raiseMight);
    EXPECT_EQ(stored(id).trainedScore(sw::meshal::Attribute::Might), 4);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTrained_might"_s)->text(), u"4"_s);
    EXPECT_EQ(raiseMight->text(), u"Raise (12)"_s);
    EXPECT_TRUE(strength(sheet).contains(u"9/27"_s)) << strength(sheet).toStdString();

    // Rule 26: an ability costs its level ×3; 快步 from the example content.
    choose(find<QComboBox>(sheet, u"meshalAbilityContent"_s));
    EXPECT_EQ(find<QLineEdit>(sheet, u"meshalAbilityName"_s)->text(), u"Quick Step"_s);
    EXPECT_TRUE(find<QLabel>(sheet, u"meshalAbilityCost"_s)->text().startsWith(u"Costs 3 Talent"_s));
    click(find<QPushButton>(sheet, u"meshalBuyAbility"_s));
    ASSERT_EQ(stored(id).abilities.size(), 1);
    EXPECT_TRUE(strength(sheet).contains(u"12/24"_s)) << strength(sheet).toStdString();
    shot(u"meshal-sheet-creation"_s);

    click(find<QPushButton>(sheet, u"meshalFinishCreation"_s));
    EXPECT_FALSE(stored(id).creation);

    // Rule 24: in play, no Talent is spent; the refusal says why.
    click(find<QPushButton>(sheet, u"meshalRaise_energy"_s));
    EXPECT_EQ(stored(id).trainedScore(sw::meshal::Attribute::Energy), 3);
    EXPECT_TRUE(status().contains(u"rule 24"_s)) << status().toStdString();

    // The battle axe (L985) rolls 4 against protection 0: Might loses 4 dice (spec §4.10).
    meshalUi()->diceDock()->toggleViewAction()->trigger();
    sw::ui::MeshalDicePanel *dice = meshalUi()->dice();
    ASSERT_TRUE(meshalUi()->diceDock()->isVisible());
    choose(find<QComboBox>(dice, u"meshalRoller"_s));
    typeInto(find<QSpinBox>(dice, u"meshalAttackRoll"_s), u"4"_s);
    click(find<QPushButton>(dice, u"meshalApplyDamage"_s));
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 0);
    EXPECT_TRUE(stored(id).conditions.unconscious); // rule 8
    EXPECT_TRUE(stored(id).conditions.prone);
    EXPECT_EQ(find<QLabel>(sheet, u"meshalConditions"_s)->text(), u"Unconscious, Prone"_s);
    EXPECT_TRUE(find<QLabel>(dice, u"meshalOutcome"_s)->text().contains(u"4 dice removed"_s));
    shot(u"meshal-damage"_s);

    // Rule 10: an hour's rest rolls at least one die for Might (a 2: 2 points back).
    sw::rules::ScriptedRandom scripted({2});
    dice->setRandom(&scripted);
    click(find<QPushButton>(dice, u"meshalRestHour"_s));
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 2);
    EXPECT_FALSE(stored(id).conditions.unconscious); // rule 9
    EXPECT_TRUE(editor()->resting(id));
    click(find<QPushButton>(dice, u"meshalFullRest"_s));
    EXPECT_EQ(stored(id).currentDice(sw::meshal::Attribute::Might), 4);
    dice->setRandom(nullptr);

    // During the rest: Talent spent, then 快步 renounced — 实力 falls, nothing refunded (rule 32).
    click(find<QPushButton>(sheet, u"meshalRaise_energy"_s));
    EXPECT_EQ(stored(id).trainedScore(sw::meshal::Attribute::Energy), 4);
    EXPECT_TRUE(strength(sheet).contains(u"21/15"_s)) << strength(sheet).toStdString();
    auto *abilities = find<QTreeWidget>(sheet, u"meshalAbilityList"_s);
    QTest::mouseClick(abilities->viewport(), Qt::LeftButton, {}, abilities->visualItemRect(abilities->topLevelItem(0)).center());
    click(find<QPushButton>(sheet, u"meshalRenounceAbility"_s));
    EXPECT_TRUE(stored(id).abilities.isEmpty());
    EXPECT_TRUE(strength(sheet).contains(u"18/15"_s)) << strength(sheet).toStdString();
    EXPECT_EQ(find<QTreeWidget>(sheet, u"meshalLedger"_s)->topLevelItemCount(), 4);
    shot(u"meshal-sheet-rest"_s);

    undo();
    EXPECT_EQ(stored(id).abilities.size(), 1);
    EXPECT_TRUE(strength(sheet).contains(u"21/15"_s)) << strength(sheet).toStdString();
    redo();
    EXPECT_TRUE(stored(id).abilities.isEmpty());
    EXPECT_TRUE(strength(sheet).contains(u"18/15"_s)) << strength(sheet).toStdString();

    // The sheet's history: every step one journal entry, in order (the undone one marked).
    QStringList commands;
    for (const sw::store::JournalEntry &e : window->session()->store().history(sw::meshal::characterRef(id)))
        commands << e.command;
    EXPECT_EQ(commands, (QStringList{u"meshal.character.create"_s, u"meshal.species"_s, u"meshal.gender"_s, u"meshal.talent.raise"_s,
                                     u"meshal.talent.ability"_s, u"meshal.finish"_s, u"meshal.damage"_s, u"meshal.rest.hour"_s,
                                     u"meshal.rest.full"_s, u"meshal.talent.raise"_s, u"meshal.talent.renounce"_s}))
        << commands.join(u", "_s).toStdString();
    EXPECT_EQ(window->undoStack()->undoText(), u"Renounce Quick Step"_s);

    // Reopened: the sheet comes from the campaign list, as it was; the journal still undoes.
    window.reset();
    openWindow(false);
    QTreeView *list = window->browser()->view();
    const QModelIndexList hits = list->model()->match(list->model()->index(0, 0), Qt::DisplayRole, u"Adan"_s, 1,
                                                      Qt::MatchRecursive | Qt::MatchExactly);
    ASSERT_EQ(hits.size(), 1);
    list->scrollTo(hits.first());
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(hits.first()).center());
    QTest::keyClick(list->viewport(), Qt::Key_Return);
    QTest::qWait(1);
    sheet = window->sheetTabs()->currentWidget();
    ASSERT_NE(sheet, nullptr);
    ASSERT_EQ(sheet->objectName(), u"meshalSheet"_s);
    EXPECT_TRUE(strength(sheet).contains(u"18/15"_s)) << strength(sheet).toStdString();
    EXPECT_EQ(find<QLabel>(sheet, u"meshalTrained_energy"_s)->text(), u"4"_s);
    undo();
    EXPECT_EQ(stored(id).abilities.size(), 1);
}

// Edit ▸ Duplicate Sheet on the campaign list: a copy named "… (copy)", one undo step.
TEST_F(MeshalJourneyTest, DuplicateMakesANamedCopy)
{
    const qint64 id = createByAction(u"Adan"_s);
    ASSERT_GT(id, 0);
    window->sheetTabs()->setCurrentIndex(0);
    QTreeView *list = window->browser()->view();
    const QModelIndexList hits = list->model()->match(list->model()->index(0, 0), Qt::DisplayRole, u"Adan"_s, 1,
                                                      Qt::MatchRecursive | Qt::MatchExactly);
    ASSERT_EQ(hits.size(), 1);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualRect(hits.first()).center());
    auto *duplicate = window->findChild<QAction *>(u"duplicateSheet"_s);
    ASSERT_NE(duplicate, nullptr);
    duplicate->trigger();
    const auto all = sw::meshal::characters(window->session()->store());
    ASSERT_EQ(all.size(), 2);
    EXPECT_EQ(all.last().second.name, u"Adan (copy)"_s);
    EXPECT_EQ(window->undoStack()->undoText(), u"Duplicate Adan"_s);
    undo();
    EXPECT_EQ(sw::meshal::characters(window->session()->store()).size(), 1);
}

} // namespace

// Issue #16: an item taken or dropped is named in the undo label in the language read now, not
// the one it was done in (the content's name is kept in all three languages, labelWords).
TEST_F(MeshalJourneyTest, ItemNamesInUndoLabelsFollowTheLanguage)
{
    const qint64 id = createByAction(u"Adan"_s);
    ASSERT_GT(id, 0);
    QWidget *sheet = window->sheetTabs()->currentWidget();
    ASSERT_NE(sheet, nullptr);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    QTest::qWait(1);
    auto *content = find<QComboBox>(sheet, u"meshalItemContent"_s);
    choose(content);
    const QString itemId = content->currentData().toString();
    ASSERT_FALSE(itemId.isEmpty());
    const sw::meshal::Text names = editor()->content().names.value(itemId);
    ASSERT_NE(names.in(sw::Language::English), names.in(sw::Language::SimplifiedChinese));
    click(find<QPushButton>(sheet, u"meshalAddItem"_s));
    ASSERT_EQ(stored(id).items.size(), 1);
    EXPECT_TRUE(window->undoStack()->undoText().contains(names.in(sw::Language::SimplifiedChinese)))
        << window->undoStack()->undoText().toStdString();
    languages.setLanguage(sw::Language::English);
    QTest::qWait(1);
    EXPECT_EQ(window->undoStack()->undoText(), u"Take "_s + names.in(sw::Language::English));

    languages.setLanguage(sw::Language::TraditionalChinese);
    QTest::qWait(1);
    auto *items = find<QTreeWidget>(sheet, u"meshalItemList"_s);
    ASSERT_EQ(items->topLevelItemCount(), 1);
    QTest::mouseClick(items->viewport(), Qt::LeftButton, {}, items->visualItemRect(items->topLevelItem(0)).center());
    click(find<QPushButton>(sheet, u"meshalRemoveItem"_s));
    EXPECT_TRUE(stored(id).items.isEmpty());
    languages.setLanguage(sw::Language::English);
    QTest::qWait(1);
    EXPECT_EQ(window->undoStack()->undoText(), u"Drop "_s + names.in(sw::Language::English));
}
