// Undo and redo that never lie, in the app: when the store refuses a step (a read-only file, a full
// disk, another program writing the campaign), Edit ▸ Undo / Redo and a click in the Edit History
// leave the undo stack where it was, the journal and the file byte for byte as they were, and the
// status bar and a message box say why, in the interface's language (issue 15).
#include "core/systems/blades/fixtures.h"
#include "languagemanager.h"
#include "mainwindow.h"
#include "models/campaignsession.h"
#include "problemtext.h"
#include "support/faults.h"
#include "systems/blades/store/campaignsheets.h"

#include <QAction>
#include <QCoreApplication>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QUndoView>

#include <gtest/gtest.h>

#include <memory>

using namespace Qt::StringLiterals;
using sw::Language;
using sw::store::StoreProblem;

namespace {

enum class Fault { ReadOnly, DiskFull, Busy };

struct Case
{
    Fault fault;
    bool undo;
};

std::string caseName(const ::testing::TestParamInfo<Case> &info)
{
    const char *fault[] = {"ReadOnlyFile", "FullDisk", "BusyDatabase"};
    return std::string(fault[int(info.param.fault)]) + (info.param.undo ? "Undo" : "Redo");
}

StoreProblem problemOf(Fault fault)
{
    switch (fault) {
    case Fault::ReadOnly:
        return StoreProblem::ReadOnly;
    case Fault::DiskFull:
        return StoreProblem::DiskFull;
    case Fault::Busy:
        return StoreProblem::Busy;
    }
    return StoreProblem::None;
}

class UndoFailureWindow : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        languages.setLanguage(Language::English);
        window = std::make_unique<sw::ui::MainWindow>(&languages);
        ASSERT_EQ(window->openCampaign(path, true).problem, sw::store::FileProblem::None);
        ASSERT_TRUE(window->edit(u"New scoundrel"_s, [](sw::store::CampaignStore &s) {
            return sw::blades::addCharacter(s, sw::test::playingCutter(), std::nullopt, u"New scoundrel"_s);
        }).ok);
    }
    void TearDown() override
    {
        holder.reset();
        window.reset();
        languages.setLanguage(Language::English);
    }

    void setNotes(const QString &notes)
    {
        ASSERT_TRUE(window->edit(u"Notes"_s, [notes](sw::store::CampaignStore &s) {
            auto c = sw::blades::character(s, 1);
            c->notes = notes;
            return sw::blades::saveCharacter(s, 1, *c, u"character.notes"_s, u"Notes"_s);
        }).ok);
    }

    QSqlDatabase db() const { return sw::test::campaignConnection(path); }

    void inject(Fault fault)
    {
        switch (fault) {
        case Fault::ReadOnly:
            ASSERT_TRUE(sw::test::makeReadOnly(db()));
            break;
        case Fault::DiskFull:
            ASSERT_TRUE(sw::test::fillTheDisk(db()));
            break;
        case Fault::Busy:
            ASSERT_TRUE(sw::test::waitForBusyAtMost(db(), 200));
            holder = std::make_unique<sw::test::WriteHolder>(path);
            ASSERT_TRUE(holder->held());
            break;
        }
    }

    void lift(Fault fault)
    {
        if (fault == Fault::ReadOnly) {
            ASSERT_TRUE(sw::test::makeReadOnly(db(), false));
        } else if (fault == Fault::DiskFull) {
            ASSERT_TRUE(sw::test::execSql(db(), u"PRAGMA max_page_count = 1073741823"_s));
        }
        holder.reset();
    }

    QStringList journal() const
    {
        QStringList out;
        for (const sw::store::JournalEntry &e : window->session()->store().history())
            out << u"%1/%2/%3"_s.arg(e.id).arg(e.batch).arg(e.state);
        return out;
    }

    // The message box a refusal opens (non-modal, so the test goes on); closed and returned.
    QString takeMessage()
    {
        const QList<QMessageBox *> boxes = window->findChildren<QMessageBox *>();
        if (boxes.isEmpty())
            return {};
        QMessageBox *box = boxes.last();
        const QString text = box->text() + u'\n' + box->informativeText();
        delete box;
        return text;
    }

    sw::ui::LanguageManager languages;
    QTemporaryDir dir;
    const QString path = dir.filePath(u"refusals.sheetwright"_s);
    std::unique_ptr<sw::ui::MainWindow> window;
    std::unique_ptr<sw::test::WriteHolder> holder;
};

class UndoFailureCase : public UndoFailureWindow, public ::testing::WithParamInterface<Case>
{
};

} // namespace

TEST_P(UndoFailureCase, TheStackTheJournalAndTheFileStayAndTheUserIsToldWhy)
{
    const Case c = GetParam();
    // A step whose undo (or redo) needs room in the file, for the full disk.
    setNotes(QString(40000, u'a'));
    if (c.undo) {
        setNotes(u"short"_s);
    } else {
        window->action(u"undo"_s)->trigger();
        ASSERT_EQ(sw::blades::character(window->session()->store(), 1)->notes.size(), 0);
    }
    QAction *action = window->action(c.undo ? u"undo"_s : u"redo"_s);
    ASSERT_TRUE(action->isEnabled());
    const int index = window->undoStack()->index();
    inject(c.fault);
    const QStringList before = journal();
    const QByteArray bytes = sw::test::campaignChecksum(path);
    const QString notes = sw::blades::character(window->session()->store(), 1)->notes;

    action->trigger();

    EXPECT_EQ(window->undoStack()->index(), index) << "the undo stack did not move";
    EXPECT_EQ(journal(), before);
    EXPECT_EQ(sw::test::campaignChecksum(path), bytes);
    EXPECT_EQ(sw::blades::character(window->session()->store(), 1)->notes, notes);
    const QString why = sw::l10n::ProblemText::store(problemOf(c.fault));
    ASSERT_FALSE(why.isEmpty());
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(why)) << window->statusBar()->currentMessage().toStdString();
    EXPECT_TRUE(takeMessage().contains(why));
    EXPECT_TRUE(action->isEnabled()) << "the step can be tried again";

    // The cause gone, the same step goes through.
    lift(c.fault);
    action->trigger();
    EXPECT_EQ(window->undoStack()->index(), c.undo ? index - 1 : index + 1);
    EXPECT_NE(journal(), before);
}

INSTANTIATE_TEST_SUITE_P(Faults, UndoFailureCase,
                         ::testing::Values(Case{Fault::ReadOnly, true}, Case{Fault::ReadOnly, false},
                                           Case{Fault::DiskFull, true}, Case{Fault::DiskFull, false},
                                           Case{Fault::Busy, true}, Case{Fault::Busy, false}),
                         caseName);

// A click in the Edit History moves only as far as the journal does.
TEST_F(UndoFailureWindow, AClickInTheEditHistoryStopsAtTheRefusal)
{
    setNotes(u"one"_s);
    setNotes(u"two"_s);
    auto *view = window->findChild<QUndoView *>();
    ASSERT_NE(view, nullptr);
    ASSERT_EQ(window->undoStack()->index(), 3);
    const QStringList before = journal();
    inject(Fault::ReadOnly);
    view->selectionModel()->setCurrentIndex(view->model()->index(1, 0), QItemSelectionModel::ClearAndSelect);
    EXPECT_EQ(window->undoStack()->index(), 3);
    EXPECT_EQ(journal(), before);
    EXPECT_EQ(view->selectionModel()->currentIndex().row(), 3) << "the history shows where the campaign is";
    EXPECT_FALSE(takeMessage().isEmpty());
    lift(Fault::ReadOnly);
    view->selectionModel()->setCurrentIndex(view->model()->index(1, 0), QItemSelectionModel::ClearAndSelect);
    EXPECT_EQ(window->undoStack()->index(), 1);
    EXPECT_TRUE(sw::blades::character(window->session()->store(), 1)->notes.isEmpty());
    view->selectionModel()->setCurrentIndex(view->model()->index(3, 0), QItemSelectionModel::ClearAndSelect);
    EXPECT_EQ(window->undoStack()->index(), 3);
    EXPECT_EQ(sw::blades::character(window->session()->store(), 1)->notes, u"two"_s);
}

// Code that moves the stack itself (not through Edit ▸ Undo) gets the same truth: the refused
// command puts the stack back where the journal is, and the user is told.
TEST_F(UndoFailureWindow, AStackMovedAroundJournalUndoIsPutBack)
{
    setNotes(u"one"_s);
    const int index = window->undoStack()->index();
    const QStringList before = journal();
    inject(Fault::ReadOnly);
    window->undoStack()->undo();
    QCoreApplication::processEvents();
    EXPECT_EQ(window->undoStack()->index(), index);
    EXPECT_EQ(journal(), before);
    EXPECT_TRUE(takeMessage().contains(sw::l10n::ProblemText::store(StoreProblem::ReadOnly)));
    lift(Fault::ReadOnly);
    window->undoStack()->undo(); // the store agrees: stack and journal move together
    QCoreApplication::processEvents();
    EXPECT_EQ(window->undoStack()->index(), index - 1);
    EXPECT_TRUE(sw::blades::character(window->session()->store(), 1)->notes.isEmpty());
    window->undoStack()->redo();
    EXPECT_EQ(sw::blades::character(window->session()->store(), 1)->notes, u"one"_s);
}

// A command undoes its own journal batch: when the journal's newest step is another (written
// around the undo stack), the undo is refused and nothing moves.
TEST_F(UndoFailureWindow, AnUndoOfAStepThatIsNoLongerTheNewestIsRefused)
{
    setNotes(u"one"_s);
    const int index = window->undoStack()->index();
    ASSERT_TRUE(window->session()->apply([](sw::store::CampaignStore &s) {
        auto c = sw::blades::character(s, 1);
        c->coin = 3;
        return sw::blades::saveCharacter(s, 1, *c, u"character.set_coin"_s, u"Coin (elsewhere)"_s);
    }).ok);
    const QStringList before = journal();
    window->action(u"undo"_s)->trigger();
    EXPECT_EQ(window->undoStack()->index(), index);
    EXPECT_EQ(journal(), before);
    EXPECT_EQ(sw::blades::character(window->session()->store(), 1)->notes, u"one"_s);
    EXPECT_TRUE(takeMessage().contains(sw::l10n::ProblemText::store(StoreProblem::OutOfStep)));
}

// The words follow the interface's language.
TEST_F(UndoFailureWindow, TheRefusalIsSaidInTheInterfacesLanguage)
{
    setNotes(u"one"_s);
    languages.setLanguage(Language::TraditionalChinese);
    inject(Fault::ReadOnly);
    window->action(u"undo"_s)->trigger();
    const QString why = sw::l10n::ProblemText::store(StoreProblem::ReadOnly);
    const QString english = u"The campaign file cannot be written"_s;
    EXPECT_FALSE(why.startsWith(english)) << why.toStdString();
    EXPECT_TRUE(takeMessage().contains(why));
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(why));
}

// A damaged file opens (header and schema sound), but its sheets cannot be read: the window says
// so instead of showing an empty campaign.
TEST_F(UndoFailureWindow, AnUnreadableCampaignIsSaidNotShownEmpty)
{
    window.reset();
    ASSERT_TRUE(sw::test::damageEveryTable(path));
    window = std::make_unique<sw::ui::MainWindow>(&languages);
    ASSERT_EQ(window->openCampaign(path).problem, sw::store::FileProblem::None);
    const QString why = sw::l10n::ProblemText::store(StoreProblem::Damaged);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(why)) << window->statusBar()->currentMessage().toStdString();
}

// The app's edits carry the play session it started.
TEST_F(UndoFailureWindow, EditsCarryThePlaySessionOfThisWindow)
{
    setNotes(u"one"_s);
    const auto history = window->session()->store().history();
    ASSERT_GE(history.size(), 2);
    EXPECT_GT(history.last().session, 0);
    EXPECT_EQ(history.last().session, history.first().session);
    EXPECT_EQ(history.last().session, window->session()->store().currentSession());
}
