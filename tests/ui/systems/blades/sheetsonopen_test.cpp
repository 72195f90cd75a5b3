// Every field of every sheet shows its stored value when the sheet opens: after a restart, on a
// tab opened behind another, and in GM override mode. Each widget is compared with the document
// read back from the campaign file, not with what the test wrote.
#include "systems/blades/models/sheetmodelbase.h"
#include "sheetfixture.h"
#include "widgets/boxtrack.h"
#include "widgets/clockface.h"
#include "widgets/dotrating.h"
#include "widgets/wheelguard.h"
#include "systems/blades/bladesui.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QWheelEvent>

using namespace Qt::StringLiterals;
using sw::ui::BoxTrack;
using sw::ui::ClockFace;
using sw::ui::DotRating;

namespace {

class SheetsOnOpenTest : public sw::test::SheetWindowTest
{
protected:
    // Closes the window and opens the campaign again, as a restart does.
    void restart()
    {
        const QString path = dir.filePath(u"sheets.sheetwright"_s);
        window.reset();
        window = std::make_unique<sw::ui::MainWindow>(&languages);
        ASSERT_EQ(window->openCampaign(path).problem, sw::store::FileProblem::None);
        window->resize(1366, 768);
        window->show();
    }

    // The ids a check list shows ticked.
    static QStringList checkedIds(QAbstractItemView *view)
    {
        QStringList ids;
        const QAbstractItemModel *model = view->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex index = model->index(row, 0);
            if (index.data(Qt::CheckStateRole).value<Qt::CheckState>() == Qt::Checked)
                ids.append(index.data(sw::models::SnapshotModel::IdRole).toString());
        }
        ids.sort();
        return ids;
    }

    static QStringList sorted(QStringList list)
    {
        list.sort();
        return list;
    }

    // A scoundrel with every field of the sheet written: identity, every track part-filled, harm
    // at every level, armor, trauma conditions, items, abilities, xp, coin and stash.
    static sw::blades::Character everyField()
    {
        sw::blades::Character c = sw::test::playingCutter();
        c.alias = u"the Knife"_s;
        c.look = u"Scarred, patient"_s;
        c.heritageDetail = u"Born in a whaling town"_s;
        c.backgroundDetail = u"Deserted after Dunvil"_s;
        c.notes = u"Owes Marlane a favour."_s;
        c.stress = 4;
        c.trauma = 1;
        c.traumaConditions = {u"cold"_s};
        c.harm = {{1, u"Bruised"_s}, {1, u"Winded"_s}, {2, u"Cut arm"_s}, {2, u"Twisted knee"_s}, {3, u"Broken ribs"_s}};
        c.healing = 2;
        c.armor.standard = true;
        c.loadLevel = u"normal"_s;
        c.items = {u"a_blade_or_two"_s, u"throwing_knives"_s};
        c.coin = 2;
        c.stash = 13;
        c.playbookXp = 5;
        c.attributeXp = {{u"prowess"_s, 3}, {u"insight"_s, 1}};
        return c;
    }

    void expectCharacterShown(QWidget *sheet, const sw::blades::Character &c)
    {
        for (const auto &[name, text] : {std::pair{u"name"_s, c.name}, {u"alias"_s, c.alias}, {u"look"_s, c.look},
                                         {u"heritageDetail"_s, c.heritageDetail},
                                         {u"backgroundDetail"_s, c.backgroundDetail}, {u"purveyor"_s, c.purveyor}})
            EXPECT_EQ(find<QLineEdit>(sheet, name)->text(), text) << name.toStdString();
        for (const auto &[name, id] : {std::pair{u"playbook"_s, c.playbook}, {u"heritage"_s, c.heritage},
                                       {u"background"_s, c.background}, {u"vice"_s, c.vice},
                                       {u"friend"_s, c.friendNpc}, {u"rival"_s, c.rivalNpc}})
            EXPECT_EQ(find<QComboBox>(sheet, name)->currentData().toString(), id) << name.toStdString();
        EXPECT_EQ(find<QPlainTextEdit>(sheet, u"notes"_s)->toPlainText(), c.notes);
        EXPECT_EQ(find<BoxTrack>(sheet, u"stress"_s)->value(), c.stress);
        EXPECT_EQ(find<BoxTrack>(sheet, u"trauma"_s)->value(), c.trauma);
        EXPECT_EQ(find<ClockFace>(sheet, u"healing"_s)->value(), c.healing);
        EXPECT_EQ(find<BoxTrack>(sheet, u"armor_standard"_s)->markedBoxes(), QList<bool>{c.armor.standard});
        EXPECT_EQ(find<BoxTrack>(sheet, u"armor_heavy"_s)->markedBoxes(), QList<bool>{c.armor.heavy});
        EXPECT_EQ(find<BoxTrack>(sheet, u"coin"_s)->value(), c.coin);
        EXPECT_EQ(find<BoxTrack>(sheet, u"stash"_s)->value(), c.stash);
        EXPECT_EQ(find<BoxTrack>(sheet, u"xp_playbook"_s)->value(), c.playbookXp);
        for (auto it = c.attributeXp.begin(); it != c.attributeXp.end(); ++it)
            EXPECT_EQ(find<BoxTrack>(sheet, u"xp_"_s + it.key())->value(), it.value()) << it.key().toStdString();
        for (auto it = c.actions.begin(); it != c.actions.end(); ++it)
            EXPECT_EQ(find<DotRating>(sheet, u"action_"_s + it.key())->value(), it.value()) << it.key().toStdString();
        EXPECT_EQ(checkedIds(find<QAbstractItemView>(sheet, u"traumaConditions"_s)), sorted(c.traumaConditions));
        EXPECT_EQ(checkedIds(find<QAbstractItemView>(sheet, u"items"_s)), sorted(c.items));
        EXPECT_EQ(checkedIds(find<QAbstractItemView>(sheet, u"abilities"_s)), sorted(c.abilities));
        // Harm: each row of the table (most severe first) with its boxes, in the order written.
        QList<QStringList> shownHarm;
        for (int row = 0;; ++row) {
            auto *first = sheet->findChild<QLineEdit *>(u"harm_%1_0"_s.arg(row));
            if (!first || first->isHidden())
                break;
            QStringList texts;
            for (int slot = 0; slot < 2; ++slot) {
                auto *line = sheet->findChild<QLineEdit *>(u"harm_%1_%2"_s.arg(row).arg(slot));
                if (line && !line->isHidden() && !line->text().isEmpty())
                    texts.append(line->text());
            }
            shownHarm.append(texts);
        }
        QList<QStringList> storedHarm(shownHarm.size());
        for (const sw::blades::Harm &h : c.harm)
            storedHarm[shownHarm.size() - h.level].append(h.description);
        EXPECT_EQ(shownHarm, storedHarm);
    }
};

} // namespace

TEST_F(SheetsOnOpenTest, ACharacterShowsEveryStoredFieldAfterARestart)
{
    const qint64 id = addCharacter(everyField());
    restart();
    const sw::blades::Character stored = character(id);
    ASSERT_EQ(stored.harm.size(), 5);
    expectCharacterShown(open(u"character"_s, id), stored);
}

TEST_F(SheetsOnOpenTest, ACharacterOpenedBehindAnotherTabShowsItsHarm)
{
    const qint64 first = addCharacter(sw::test::playingCutter());
    const qint64 second = addCharacter(everyField());
    restart();
    open(u"character"_s, first);
    // The second sheet is built while the first one is on screen, then brought forward.
    QWidget *sheet = open(u"character"_s, second);
    expectCharacterShown(sheet, character(second));
}

TEST_F(SheetsOnOpenTest, ACharacterShowsEveryStoredFieldInOverrideMode)
{
    const qint64 id = addCharacter(everyField());
    restart();
    sw::ui::BladesUi::of(window->systemUis())->editor()->setOverride(true, u"testing"_s);
    expectCharacterShown(open(u"character"_s, id), character(id));
}

TEST_F(SheetsOnOpenTest, ACrewShowsEveryStoredFieldAfterARestart)
{
    sw::blades::Crew c = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    c.name = u"The Lampblacks' Bane"_s;
    c.reputation = u"daring"_s;
    c.lair = u"Old tannery"_s;
    c.lairDistrict = u"Coalridge"_s;
    c.huntingGrounds.district = u"Six Towers"_s;
    c.huntingGrounds.area = u"The Mews"_s;
    c.huntingGrounds.operation = u"Burglary"_s;
    c.phase = sw::blades::CrewPhase::Play;
    c.abilities = {u"second_story"_s};
    c.tier = 1;
    c.hold = sw::blades::Hold::Weak;
    c.rep = 5;
    c.heat = 3;
    c.wantedLevel = 1;
    c.coin = 4;
    c.xp = 6;
    sw::store::Receipt r;
    sw::ui::BladesUi::of(window->systemUis())->editor()->push(u"crew"_s, [&](sw::store::CampaignStore &s) { return r = sw::blades::addCrew(s, c, u"crew"_s); });
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    const qint64 id = r.sheet.id.toLongLong();
    restart();
    const sw::blades::Crew stored = crew(id);
    QWidget *sheet = open(u"crew"_s, id);
    for (const auto &[name, text] : {std::pair{u"crewName"_s, stored.name}, {u"lair"_s, stored.lair},
                                     {u"lairDistrict"_s, stored.lairDistrict},
                                     {u"huntingDistrict"_s, stored.huntingGrounds.district},
                                     {u"huntingArea"_s, stored.huntingGrounds.area},
                                     {u"huntingOperation"_s, stored.huntingGrounds.operation}})
        EXPECT_EQ(find<QLineEdit>(sheet, name)->text(), text) << name.toStdString();
    EXPECT_EQ(find<QComboBox>(sheet, u"crewType"_s)->currentData().toString(), stored.crewType);
    EXPECT_EQ(find<QComboBox>(sheet, u"reputation"_s)->currentData().toString(), stored.reputation);
    for (const auto &[name, value] : {std::pair{u"rep"_s, stored.rep}, {u"heat"_s, stored.heat},
                                      {u"wanted"_s, stored.wantedLevel}, {u"crewCoin"_s, stored.coin},
                                      {u"crewXp"_s, stored.xp}})
        EXPECT_EQ(find<BoxTrack>(sheet, name)->value(), value) << name.toStdString();
    EXPECT_EQ(find<QLabel>(sheet, u"tier"_s)->text(), u"Tier %1"_s.arg(stored.tier));
    EXPECT_TRUE(find<QRadioButton>(sheet, u"holdWeak"_s)->isChecked());
    EXPECT_FALSE(find<QRadioButton>(sheet, u"holdStrong"_s)->isChecked());
    EXPECT_EQ(checkedIds(find<QAbstractItemView>(sheet, u"crewAbilities"_s)), sorted(stored.abilities));
}

// The mouse wheel over a drop-down the player has not clicked scrolls the sheet and changes
// nothing; once the drop-down has the focus, the wheel turns its value as usual.
TEST_F(SheetsOnOpenTest, TheWheelOverAnUnfocusedDropDownScrollsTheSheetInstead)
{
    const qint64 id = addCharacter(sw::test::playingCutter());
    window->resize(1000, 400); // short enough for the sheet to scroll
    QWidget *sheet = open(u"character"_s, id);
    auto *vice = find<QComboBox>(sheet, u"vice"_s);
    auto *scroll = sheet->findChild<QScrollArea *>();
    ASSERT_NE(scroll, nullptr);
    ASSERT_GT(scroll->verticalScrollBar()->maximum(), 0);
    scroll->verticalScrollBar()->setValue(0);
    window->setFocus();
    ASSERT_FALSE(vice->hasFocus());
    EXPECT_EQ(vice->focusPolicy(), Qt::StrongFocus);
    const QString before = vice->currentData().toString();
    const QPointF at = QPointF(vice->rect().center());
    QWheelEvent down(at, vice->mapToGlobal(at), {}, QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(vice, &down);
    EXPECT_EQ(vice->currentData().toString(), before);
    EXPECT_EQ(character(id).vice, before);
    EXPECT_GT(scroll->verticalScrollBar()->value(), 0) << "the sheet scrolls instead";

    vice->setFocus();
    QApplication::processEvents();
    ASSERT_TRUE(vice->hasFocus());
    QWheelEvent again(at, vice->mapToGlobal(at), {}, QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(vice, &again);
    EXPECT_NE(vice->currentData().toString(), before) << "a focused drop-down still answers the wheel";
}
