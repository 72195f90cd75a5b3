// The character sheet as a player uses it: clicks on boxes and dots do what a pencil does;
// illegal ones are refused with the rule in words; undo, redo and a restart keep everything.
#include "systems/blades/sheets/charactersheet.h"
#include "systems/blades/sheets/sheetfields.h"
#include "sheetfixture.h"
#include "widgets/boxtrack.h"
#include "widgets/clockface.h"
#include "widgets/dotrating.h"
#include "systems/blades/bladesui.h"

#include <QComboBox>
#include <QLineEdit>
#include <QAbstractItemView>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollBar>
#include <QTimer>

using namespace Qt::StringLiterals;
using sw::ui::BoxTrack;
using sw::ui::DotRating;

namespace {

class CharacterSheetTest : public sw::test::SheetWindowTest
{
};

} // namespace

TEST_F(CharacterSheetTest, ClickingAStressBoxMarksItAndUndoRedoFollow)
{
    const qint64 id = addCharacter(sw::test::playingCutter());
    QWidget *sheet = open(u"character"_s, id);
    ASSERT_NE(sheet, nullptr);
    auto *stress = find<BoxTrack>(sheet, u"stress"_s);
    clickBox(stress, 2);
    EXPECT_EQ(character(id).stress, 3);
    EXPECT_EQ(stress->value(), 3);
    clickBox(stress, 2); // the last mark, clicked again, is rubbed out
    EXPECT_EQ(character(id).stress, 2);
    undo();
    EXPECT_EQ(character(id).stress, 3);
    EXPECT_EQ(stress->value(), 3);
    redo();
    EXPECT_EQ(stress->value(), 2);
}

// A §2.1: nine stress boxes; a tenth is refused with the reason, unless the GM overrides.
TEST_F(CharacterSheetTest, ATenthStressBoxIsRefusedUnlessOverridden)
{
    sw::blades::Character c = sw::test::playingCutter();
    c.stress = 9;
    const qint64 id = addCharacter(c);
    QWidget *sheet = open(u"character"_s, id);
    auto *stress = find<BoxTrack>(sheet, u"stress"_s);
    ASSERT_TRUE(stress->hasOverflowBox());
    clickBox(stress, 9);
    EXPECT_EQ(character(id).stress, 9);
    EXPECT_TRUE(status().contains(u"9"_s)) << status().toStdString();
    EXPECT_FALSE(stress->property("refusal").toString().isEmpty());

    sw::ui::BladesUi::of(window->systemUis())->editor()->setOverride(true, u"house rule"_s);
    clickBox(stress, 9);
    EXPECT_EQ(character(id).stress, 10);
    ASSERT_FALSE(character(id).overrides.isEmpty());
    EXPECT_EQ(character(id).overrides.first().reason, u"house rule"_s);
    EXPECT_TRUE(sheet->findChild<QLabel *>(u"overrides"_s)->isVisibleTo(sheet));
}

// A §3 (§分配行動點): no action above 2 dots during creation.
TEST_F(CharacterSheetTest, AThirdDotAtCreationIsRefused)
{
    const qint64 id = addCharacter(sw::test::creatingCutter());
    QWidget *sheet = open(u"character"_s, id);
    auto *skirmish = find<DotRating>(sheet, u"action_skirmish"_s);
    ASSERT_EQ(skirmish->value(), 2);
    clickBox(skirmish, 2);
    EXPECT_EQ(character(id).rating(u"skirmish"_s), 2);
    EXPECT_EQ(skirmish->value(), 2);
    EXPECT_FALSE(status().isEmpty());
}

// A §2.5: the items carried stay within the load chosen.
TEST_F(CharacterSheetTest, LoadAboveTheLimitIsRefused)
{
    const qint64 id = addCharacter(sw::test::playingCutter());
    QWidget *sheet = open(u"character"_s, id);
    find<QRadioButton>(sheet, u"load_light"_s)->click();
    ASSERT_EQ(character(id).loadLevel, u"light"_s);
    auto *items = find<QAbstractItemView>(sheet, u"items"_s);
    int carried = 0;
    bool refused = false;
    for (int row = 0; row < items->model()->rowCount() && !refused; ++row) {
        const QModelIndex index = items->model()->index(row, 0);
        if (index.data(Qt::UserRole + 16).toInt() == 0)
            continue; // items of no load never fill it
        items->setCurrentIndex(index);
        QTest::keyClick(items, Qt::Key_Space);
        refused = character(id).items.size() == carried;
        carried = int(character(id).items.size());
    }
    EXPECT_TRUE(refused);
    EXPECT_LE(sw::blades::carriedLoad(character(id), sw::test::srd()), 3);
    EXPECT_FALSE(status().isEmpty());
}

TEST_F(CharacterSheetTest, HarmWrittenInABoxShowsItsPenalty)
{
    const qint64 id = addCharacter(sw::test::playingCutter());
    QWidget *sheet = open(u"character"_s, id);
    auto *box = find<QLineEdit>(sheet, u"harm_1_0"_s); // moderate harm, first box
    box->setFocus();
    QTest::keyClicks(box, u"Cracked ribs"_s);
    QTest::keyClick(box, Qt::Key_Return);
    ASSERT_EQ(character(id).harm.size(), 1);
    EXPECT_EQ(character(id).harm.first().level, 2);
    EXPECT_EQ(character(id).harm.first().description, u"Cracked ribs"_s);
}

TEST_F(CharacterSheetTest, XpFillingTheTrackOffersAnAdvance)
{
    sw::blades::Character c = sw::test::playingCutter();
    c.playbookXp = 7;
    const qint64 id = addCharacter(c);
    QWidget *sheet = open(u"character"_s, id);
    auto *xp = find<BoxTrack>(sheet, u"xp_playbook"_s);
    // The dialog opens at once; close it unanswered to leave the advance for later.
    QTimer::singleShot(0, [] {
        if (QWidget *dialog = QApplication::activeModalWidget())
            dialog->close();
    });
    clickBox(xp, 7);
    EXPECT_EQ(character(id).playbookXp, 0);
    EXPECT_EQ(character(id).pendingPlaybookAdvances, 1);
    EXPECT_TRUE(find<QPushButton>(sheet, u"takeAdvance"_s)->isVisibleTo(sheet));
}

TEST_F(CharacterSheetTest, SwitchingLanguageRelabelsTheSheetContentIncluded)
{
    const qint64 id = addCharacter(sw::test::playingCutter());
    QWidget *sheet = open(u"character"_s, id);
    auto *playbook = find<QComboBox>(sheet, u"playbook"_s);
    EXPECT_EQ(playbook->currentText(), u"Cutter"_s);
    shot(u"character_en"_s);
    languages.setLanguage(sw::Language::TraditionalChinese);
    EXPECT_EQ(playbook->currentText(), u"利刃"_s);
    shot(u"character_zh_TW"_s);
    languages.setLanguage(sw::Language::SimplifiedChinese);
    EXPECT_EQ(playbook->currentText(), sw::test::srd().playbook(u"cutter"_s)->name.zhCN);
    shot(u"character_zh_CN"_s);
}

TEST_F(CharacterSheetTest, EveryControlHasAnAccessibleNameAndTakesTheKeyboard)
{
    const qint64 id = addCharacter(sw::test::playingCutter());
    QWidget *sheet = open(u"character"_s, id);
    for (QWidget *w : sheet->findChildren<QWidget *>()) {
        if (!w->isVisibleTo(sheet) || w->focusPolicy() == Qt::NoFocus || qobject_cast<QScrollBar *>(w))
            continue;
        if (qobject_cast<sw::ui::SheetControl *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractItemView *>(w)) {
            EXPECT_FALSE(w->accessibleName().isEmpty()) << w->objectName().toStdString();
        }
    }
    auto *stress = find<BoxTrack>(sheet, u"stress"_s);
    stress->setFocus();
    QTest::keyClick(stress, Qt::Key_Plus);
    EXPECT_EQ(character(id).stress, sw::test::playingCutter().stress + 1);
}

TEST(SheetFields, PlainDropsTheMnemonicInEveryLanguage)
{
    EXPECT_EQ(sw::ui::fields::plain(u"&Stress"_s), u"Stress"_s);
    EXPECT_EQ(sw::ui::fields::plain(u"壓力(&S)"_s), u"壓力"_s);
    EXPECT_EQ(sw::ui::fields::plain(u"Crew &coin"_s), u"Crew coin"_s);
}

// Issue #16: an edit's undo label names its field and the pack's words in the language read now,
// not the one it was written in: the alias typed and the load chosen while the sheet speaks
// zh_TW read "Edit Alias" and "Load: Normal" after a live switch to English.
TEST_F(CharacterSheetTest, FieldAndPackNamesInUndoLabelsFollowTheLanguage)
{
    const qint64 id = addCharacter(sw::test::playingCutter());
    QWidget *sheet = open(u"character"_s, id);
    languages.setLanguage(sw::Language::TraditionalChinese);
    QTest::qWait(1);
    auto *alias = find<QLineEdit>(sheet, u"alias"_s);
    alias->setFocus();
    alias->selectAll();
    QTest::keyClicks(alias, u"Whisper"_s);
    QTest::keyClick(alias, Qt::Key_Return);
    ASSERT_EQ(character(id).alias, u"Whisper"_s);
    const QString undoZh = window->action(u"undo"_s)->text();
    EXPECT_TRUE(undoZh.contains(u"化名"_s)) << undoZh.toStdString();
    languages.setLanguage(sw::Language::English);
    QTest::qWait(1);
    EXPECT_EQ(window->action(u"undo"_s)->text(), u"&Undo Edit Alias"_s);

    languages.setLanguage(sw::Language::SimplifiedChinese);
    QTest::qWait(1);
    auto *normal = find<QRadioButton>(sheet, u"load_normal"_s);
    ASSERT_TRUE(normal);
    QTest::mouseClick(normal, Qt::LeftButton, {}, QPoint(6, normal->height() / 2));
    ASSERT_EQ(character(id).loadLevel, u"normal"_s);
    languages.setLanguage(sw::Language::English);
    QTest::qWait(1);
    EXPECT_EQ(window->action(u"undo"_s)->text(), u"&Undo Load: Normal"_s);
}
