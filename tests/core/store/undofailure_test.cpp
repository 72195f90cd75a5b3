// Undo and redo that never lie, in the store: a refused step (a read-only file, a full disk, a busy
// database, a step that is not the journal's next) leaves the journal and the file byte for byte as
// they were and says why with a stable code; a read that fails says so instead of coming back
// empty (issue 15).
#include "core/systems/blades/fixtures.h"
#include "store/campaignstore.h"
#include "support/faults.h"
#include "systems/blades/store/campaignsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::CampaignStore;
using sw::store::Receipt;
using sw::store::SheetRef;
using sw::store::StoreProblem;

namespace {

const SheetRef kPc{u"character"_s, u"1"_s};

// Every journal entry's id, batch and state: what a refused step must leave.
QStringList journalOf(const CampaignStore &store)
{
    QStringList out;
    for (const sw::store::JournalEntry &e : store.history())
        out << u"%1/%2/%3"_s.arg(e.id).arg(e.batch).arg(e.state);
    return out;
}

class UndoFailureTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        file = CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr);
        store = std::make_unique<CampaignStore>(*file);
        ASSERT_TRUE(sw::blades::addCharacter(*store, sw::test::playingCutter(), std::nullopt, u"PC"_s).ok);
    }

    void setNotes(const QString &notes)
    {
        auto c = sw::blades::character(*store, 1);
        ASSERT_TRUE(c.has_value());
        c->notes = notes;
        ASSERT_TRUE(sw::blades::saveCharacter(*store, 1, *c, u"character.notes"_s, u"Notes"_s).ok);
    }

    // A step whose undo needs room in the file: long notes made short (undo writes them back).
    void anUndoThatGrowsTheFile()
    {
        setNotes(QString(40000, u'a'));
        setNotes(u"short"_s);
    }

    // A step whose redo needs room: long notes written, then undone.
    void aRedoThatGrowsTheFile()
    {
        setNotes(QString(40000, u'b'));
        ASSERT_TRUE(store->undo().ok);
    }

    // The step is refused with `problem`, and the sheet, the journal and the file are as they were.
    void expectRefusedUntouched(bool undo, StoreProblem problem)
    {
        const QStringList journal = journalOf(*store);
        const auto sheet = store->snapshot(kPc);
        const QByteArray bytes = sw::test::campaignChecksum(path);
        const Receipt r = undo ? store->undo() : store->redo();
        EXPECT_FALSE(r.ok);
        EXPECT_EQ(r.problem, problem) << r.error.toStdString();
        EXPECT_FALSE(r.error.isEmpty());
        EXPECT_EQ(journalOf(*store), journal);
        EXPECT_EQ(store->snapshot(kPc), sheet);
        EXPECT_EQ(sw::test::campaignChecksum(path), bytes);
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(u"undo.sheetwright"_s);
    std::unique_ptr<CampaignFile> file;
    std::unique_ptr<CampaignStore> store;
};

} // namespace

TEST_F(UndoFailureTest, OnAReadOnlyFileUndoAndRedoAreRefused)
{
    setNotes(u"x"_s);
    ASSERT_TRUE(store->undo().ok);
    ASSERT_TRUE(sw::test::makeReadOnly(file->database()));
    expectRefusedUntouched(true, StoreProblem::ReadOnly);
    expectRefusedUntouched(false, StoreProblem::ReadOnly);
    ASSERT_TRUE(sw::test::makeReadOnly(file->database(), false));
    EXPECT_TRUE(store->redo().ok);

    // A campaign opened read-only (no lock: listing, showing) refuses them before SQLite is asked.
    store.reset();
    file.reset();
    sw::store::FileError error;
    file = CampaignFile::open(path, &error, CampaignFile::Access::ReadOnly);
    ASSERT_NE(file, nullptr);
    store = std::make_unique<CampaignStore>(*file);
    expectRefusedUntouched(true, StoreProblem::ReadOnly);
}

TEST_F(UndoFailureTest, OnAFullDiskUndoIsRefused)
{
    anUndoThatGrowsTheFile();
    ASSERT_TRUE(sw::test::fillTheDisk(file->database()));
    expectRefusedUntouched(true, StoreProblem::DiskFull);
    // Room again: the very same step goes through.
    ASSERT_TRUE(sw::test::execSql(file->database(), u"PRAGMA max_page_count = 1073741823"_s));
    EXPECT_TRUE(store->undo().ok);
    EXPECT_EQ(sw::blades::character(*store, 1)->notes.size(), 40000);
}

TEST_F(UndoFailureTest, OnAFullDiskRedoIsRefused)
{
    aRedoThatGrowsTheFile();
    ASSERT_TRUE(sw::test::fillTheDisk(file->database()));
    expectRefusedUntouched(false, StoreProblem::DiskFull);
    ASSERT_TRUE(sw::test::execSql(file->database(), u"PRAGMA max_page_count = 1073741823"_s));
    EXPECT_TRUE(store->redo().ok);
}

TEST_F(UndoFailureTest, WhileAnotherProgramWritesUndoAndRedoAreRefused)
{
    setNotes(u"one"_s);
    setNotes(u"two"_s);
    ASSERT_TRUE(store->undo().ok);
    ASSERT_TRUE(sw::test::waitForBusyAtMost(file->database(), 200));
    {
        sw::test::WriteHolder other(path);
        ASSERT_TRUE(other.held());
        expectRefusedUntouched(true, StoreProblem::Busy);
        expectRefusedUntouched(false, StoreProblem::Busy);
    }
    EXPECT_TRUE(store->undo().ok);
}

// A command knows its batch: undoing it when the journal's newest step is another is refused.
TEST_F(UndoFailureTest, UndoOrRedoOfAStepThatIsNotTheNextIsRefused)
{
    setNotes(u"one"_s);
    const qint64 first = store->history(kPc).last().batch;
    setNotes(u"two"_s);
    const qint64 second = store->history(kPc).last().batch;
    const QStringList journal = journalOf(*store);
    Receipt r = store->undo(first);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.problem, StoreProblem::OutOfStep);
    EXPECT_EQ(journalOf(*store), journal);
    r = store->undo(second);
    ASSERT_TRUE(r.ok);
    EXPECT_EQ(r.batch, second);
    ASSERT_TRUE(store->undo(first).ok);
    r = store->redo(second); // `first` comes back before it
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.problem, StoreProblem::OutOfStep);
    EXPECT_TRUE(store->redo(first).ok);
    EXPECT_TRUE(store->redo(second).ok);
    EXPECT_EQ(sw::blades::character(*store, 1)->notes, u"two"_s);
    r = store->redo();
    EXPECT_EQ(r.problem, StoreProblem::NothingToRedo);
}

TEST_F(UndoFailureTest, TheNextStepsAreNamed)
{
    setNotes(u"one"_s);
    const auto next = store->nextUndo();
    ASSERT_TRUE(next.has_value());
    EXPECT_EQ(next->label, u"Notes"_s);
    EXPECT_EQ(next->batch, store->history(kPc).last().batch);
    EXPECT_FALSE(store->nextRedo().has_value());
    EXPECT_FALSE(store->readError().failed());
}

// A damaged file opens (its header and schema are sound) but every table read fails: the store
// says so instead of answering "no sheets, no history".
TEST_F(UndoFailureTest, AFailedReadIsReportedNotTakenForAnEmptyCampaign)
{
    setNotes(u"one"_s);
    store.reset();
    file.reset();
    ASSERT_TRUE(sw::test::damageEveryTable(path));
    sw::store::FileError error;
    file = CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr) << int(error.problem);
    store = std::make_unique<CampaignStore>(*file);
    const auto expectFailed = [&](const char *what) {
        EXPECT_EQ(store->readError().problem, StoreProblem::Damaged) << what;
        EXPECT_FALSE(store->readError().detail.isEmpty()) << what;
        store->clearReadError();
    };
    EXPECT_TRUE(store->list().isEmpty());
    expectFailed("list");
    EXPECT_FALSE(store->info(kPc).has_value());
    expectFailed("info");
    EXPECT_FALSE(store->snapshot(kPc).has_value());
    expectFailed("snapshot");
    EXPECT_TRUE(store->history().isEmpty());
    expectFailed("history");
    EXPECT_TRUE(store->history(kPc).isEmpty());
    expectFailed("history of a sheet");
    EXPECT_TRUE(store->rolls().isEmpty());
    expectFailed("rolls");
    EXPECT_TRUE(store->timeline().isEmpty());
    expectFailed("timeline");
    EXPECT_FALSE(store->canUndo());
    expectFailed("canUndo");
    EXPECT_TRUE(store->undoLabel().isEmpty());
    expectFailed("undoLabel");
    EXPECT_FALSE(store->canRedo());
    expectFailed("canRedo");
    const Receipt r = store->undo();
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.problem, StoreProblem::Damaged) << r.error.toStdString();
}

// One check after many reads: a failure stays until it is cleared, whatever succeeded after it.
TEST_F(UndoFailureTest, AFailedReadStaysUntilCleared)
{
    ASSERT_TRUE(sw::test::execSql(file->database(), u"ALTER TABLE rolls RENAME TO rolls_gone"_s));
    EXPECT_TRUE(store->rolls().isEmpty());
    EXPECT_TRUE(store->readError().failed());
    EXPECT_EQ(store->list().size(), 1);
    EXPECT_TRUE(store->readError().failed());
    EXPECT_FALSE(store->readError().detail.isEmpty()) << "the failed read's words, kept";
    store->clearReadError();
    EXPECT_EQ(store->list().size(), 1);
    EXPECT_FALSE(store->readError().failed());
}

// Journal entries carry the play session that made them, and the session is written with the
// first edit (opening to look, or an edit that fails, leaves no empty session).
TEST_F(UndoFailureTest, EditsCarryTheirPlaySession)
{
    store->startSessionOnFirstWrite(u"sheetwright-cli"_s);
    EXPECT_EQ(store->currentSession(), 0);
    setNotes(u"one"_s);
    const qint64 session = store->currentSession();
    EXPECT_GT(session, 0);
    setNotes(u"two"_s);
    const auto history = store->history(kPc);
    EXPECT_EQ(history.at(history.size() - 1).session, session);
    EXPECT_EQ(history.at(history.size() - 2).session, session);
    EXPECT_EQ(history.first().session, 0) << "made before the session";
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT count(*), max(label) FROM sessions"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), 1);
    EXPECT_EQ(q.value(1).toString(), u"sheetwright-cli"_s);
}

TEST_F(UndoFailureTest, AFailedFirstEditLeavesNoSession)
{
    store->startSessionOnFirstWrite(u"sheetwright"_s);
    ASSERT_TRUE(sw::test::makeReadOnly(file->database()));
    auto c = sw::blades::character(*store, 1);
    const Receipt r = sw::blades::saveCharacter(*store, 1, *c, u"character.notes"_s, u"Notes"_s);
    EXPECT_FALSE(r.ok);
    EXPECT_EQ(r.problem, StoreProblem::ReadOnly);
    EXPECT_EQ(store->currentSession(), 0);
    ASSERT_TRUE(sw::test::makeReadOnly(file->database(), false));
    setNotes(u"one"_s);
    EXPECT_GT(store->currentSession(), 0);
    EXPECT_EQ(store->history(kPc).last().session, store->currentSession());
}

// The advancement ledger is read back with the history: each entry lists the advances, trauma,
// retirements and payoffs it recorded.
TEST_F(UndoFailureTest, TheHistoryShowsWhatTheLedgerRecorded)
{
    auto c = sw::blades::character(*store, 1);
    c->pendingPlaybookAdvances = 1;
    ASSERT_TRUE(sw::blades::saveCharacter(*store, 1, *c, u"character.mark_xp"_s, u"XP"_s,
                                     {{u"advance.pending"_s, {{u"track"_s, u"playbook"_s}}}, {u"harm.moved_up"_s, {}}})
                    .ok);
    const auto history = store->history(kPc);
    ASSERT_EQ(history.last().ledger.size(), 1);
    EXPECT_EQ(history.last().ledger.first().event, u"advance.pending"_s);
    EXPECT_EQ(history.last().ledger.first().detail.value(u"track"_s).toString(), u"playbook"_s);
    EXPECT_TRUE(history.first().ledger.isEmpty());
    EXPECT_EQ(store->history().last().ledger.size(), 1) << "the whole campaign's history too";
}
