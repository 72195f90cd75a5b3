// `sheetwright-cli undo` and `redo` that never lie: on a read-only file, a full disk or a campaign
// another program is writing, the step is refused, the message says why, and the journal and the
// file are byte for byte as they were. A campaign that cannot be read is said to be so, never
// listed as empty; the CLI's edits carry a play session; `history` shows the advancement ledger
// (issue 15).
#include "cli/clirun.h"
#include "core/systems/blades/fixtures.h"
#include "problemtext.h"
#include "store/campaignstore.h"
#include "support/diskfullvfs.h"
#include "support/faults.h"
#include "systems/blades/store/campaignsheets.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::StoreProblem;
using sw::test::cli;
using sw::test::CliRun;

namespace {

class CliUndoFailure : public ::testing::Test
{
protected:
    // A campaign whose last step, undone, needs room in the file (long notes made short).
    void SetUp() override
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        ASSERT_TRUE(sw::blades::addCharacter(store, sw::test::playingCutter(), std::nullopt, u"New scoundrel"_s).ok);
        for (const QString &notes : {QString(40000, u'a'), u"short"_s}) {
            auto c = sw::blades::character(store, 1);
            c->notes = notes;
            ASSERT_TRUE(sw::blades::saveCharacter(store, 1, *c, u"character.notes"_s, u"Notes"_s).ok);
        }
    }
    void TearDown() override { QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner); }

    // The journal as a reader sees it: every entry's id, batch and state.
    QStringList journal() const
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(path, &error, sw::store::CampaignFile::Access::ReadOnly);
        if (!file)
            return {u"unreadable"_s};
        sw::store::CampaignStore store(*file);
        QStringList out;
        for (const sw::store::JournalEntry &e : store.history())
            out << u"%1/%2/%3"_s.arg(e.id).arg(e.batch).arg(e.state);
        return out;
    }

    // `command` is refused with `why` in its message; the journal and the file are as they were.
    void expectRefused(const QString &command, const QString &why)
    {
        const QStringList before = journal();
        const QByteArray bytes = sw::test::campaignChecksum(path);
        const CliRun r = cli({command, path});
        EXPECT_EQ(r.code, sw::cli::Failure) << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(why)) << r.err.toStdString();
        EXPECT_EQ(sw::test::campaignChecksum(path), bytes);
        EXPECT_EQ(journal(), before);
    }

    QTemporaryDir dir;
    const QString path = dir.filePath(u"table.sheetwright"_s);
};

} // namespace

TEST_F(CliUndoFailure, OnAReadOnlyFileUndoAndRedoAreRefused)
{
    ASSERT_EQ(cli({u"undo"_s, path}).code, sw::cli::Ok); // something to redo
    QFile::setPermissions(path, QFile::ReadOwner | QFile::ReadGroup | QFile::ReadOther);
    const QString why = sw::l10n::ProblemText::campaignFile({sw::store::FileProblem::ReadOnly, {}});
    expectRefused(u"undo"_s, why);
    expectRefused(u"redo"_s, why);
}

TEST_F(CliUndoFailure, OnAFullDiskUndoAndRedoAreRefused)
{
    const QString why = sw::l10n::ProblemText::store(StoreProblem::DiskFull);
    {
        sw::test::DiskFullVfs full;
        expectRefused(u"undo"_s, why);
    }
    const CliRun undone = cli({u"undo"_s, path}); // room again
    ASSERT_EQ(undone.code, sw::cli::Ok) << undone.err.toStdString();
    EXPECT_TRUE(undone.out.contains(u"Notes"_s));
    sw::test::DiskFullVfs full;
    expectRefused(u"redo"_s, why);
}

// Another program holds the file's write lock: the CLI refuses (after SQLite's busy wait).
TEST_F(CliUndoFailure, WhileAnotherProgramWritesUndoIsRefused)
{
    sw::test::WriteHolder other(path);
    ASSERT_TRUE(other.held());
    expectRefused(u"undo"_s, sw::l10n::ProblemText::store(StoreProblem::Busy));
    other.release();
    EXPECT_EQ(cli({u"undo"_s, path}).code, sw::cli::Ok);
}

TEST_F(CliUndoFailure, AnUnreadableCampaignIsSaidNotListedEmpty)
{
    ASSERT_TRUE(sw::test::damageEveryTable(path));
    const QString why = sw::l10n::ProblemText::store(StoreProblem::Damaged);
    const QByteArray bytes = sw::test::fileChecksum(path);
    for (const QStringList &args : {QStringList{u"list"_s, path}, QStringList{u"history"_s, path},
                                    QStringList{u"history"_s, path, u"character:1"_s},
                                    QStringList{u"show"_s, path, u"character:1"_s}, QStringList{u"clock"_s, u"list"_s, path},
                                    QStringList{u"faction"_s, u"list"_s, path}, QStringList{u"undo"_s, path},
                                    QStringList{u"redo"_s, path}}) {
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, sw::cli::Failure) << args.join(u' ').toStdString();
        EXPECT_TRUE(r.out.isEmpty()) << args.join(u' ').toStdString() << ": " << r.out.toStdString();
        EXPECT_TRUE(r.err.contains(why)) << args.join(u' ').toStdString() << ": " << r.err.toStdString();
    }
    EXPECT_EQ(sw::test::fileChecksum(path), bytes);
}

// Each run of the CLI that edits is a play session, written with its first edit.
TEST_F(CliUndoFailure, EditsCarryThePlaySessionOfTheirRun)
{
    const QString sheet = QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/sheets/legal_cutter.json");
    ASSERT_EQ(cli({u"import"_s, path, sheet}).code, sw::cli::Ok);
    ASSERT_EQ(cli({u"import"_s, path, sheet}).code, sw::cli::Ok);
    ASSERT_EQ(cli({u"undo"_s, path}).code, sw::cli::Ok); // no journal entry: no session
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(path, &error, sw::store::CampaignFile::Access::ReadOnly);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file);
    const auto history = store.history();
    ASSERT_GE(history.size(), 2);
    const qint64 first = history.at(history.size() - 2).session;
    const qint64 second = history.last().session;
    EXPECT_GT(first, 0);
    EXPECT_GT(second, first);
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT count(*) FROM sessions WHERE label = 'sheetwright-cli' AND ended_at IS NOT NULL"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), 2) << "one per run that wrote, each ended";
}

// `history` shows what the advancement ledger recorded with each change.
TEST_F(CliUndoFailure, HistoryShowsTheAdvancementLedger)
{
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(path, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        auto c = sw::blades::character(store, 1);
        c->pendingPlaybookAdvances = 1;
        ASSERT_TRUE(sw::blades::saveCharacter(store, 1, *c, u"character.mark_xp"_s, u"Mark xp"_s,
                                        {{u"advance.pending"_s, {{u"track"_s, u"playbook"_s}, {u"discarded"_s, 0}}}})
                        .ok);
    }
    const CliRun r = cli({u"history"_s, path, u"character:1"_s});
    ASSERT_EQ(r.code, sw::cli::Ok) << r.err.toStdString();
    const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
    ASSERT_FALSE(lines.isEmpty());
    EXPECT_TRUE(lines.last().contains(u"Mark xp\tadvance.pending {"_s)) << lines.last().toStdString();
    EXPECT_TRUE(lines.last().contains(u"\"track\":\"playbook\""_s)) << lines.last().toStdString();
    EXPECT_EQ(lines.first().count(u'\t'), 5) << "a change that recorded nothing has no ledger column";
}
