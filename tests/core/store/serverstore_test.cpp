// A shared campaign on a PostgreSQL server (issue #19): the same store as on a file, several
// machines writing at once. Each write locks the sheet's row, checks the version the edit was made
// on and bumps it: a stale edit is refused with a clear message, never written over. Runs against
// a throwaway server (support/pgserver.h).
#include "core/systems/blades/fixtures.h"
#include "store/campaignlistener.h"
#include "store/campaignstore.h"
#include "store/servercampaign.h"
#include "support/pgserver.h"
#include "systems/blades/store/campaignsheets.h"

#include <QSignalSpy>
#include <QSqlQuery>

#include <gtest/gtest.h>

#include <atomic>
#include <iostream>
#include <thread>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::CampaignStore;
using sw::store::SheetRef;
using sw::store::StoreProblem;

namespace {

class ServerStoreTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::test::PgServer &pg = sw::test::PgServer::instance();
        if (!pg.available())
            GTEST_SKIP() << pg.why().toStdString();
        address = pg.newDatabase();
        ASSERT_FALSE(address.isEmpty());
        sw::store::FileError error;
        fileA = CampaignFile::create(address, &error);
        ASSERT_NE(fileA, nullptr) << error.detail.toStdString();
        fileB = CampaignFile::open(address, &error);
        ASSERT_NE(fileB, nullptr) << error.detail.toStdString();
        a = std::make_unique<CampaignStore>(*fileA);
        b = std::make_unique<CampaignStore>(*fileB);
    }

    qint64 count(const QString &sql)
    {
        QSqlQuery q(fileA->database());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }

    QString address;
    std::unique_ptr<CampaignFile> fileA, fileB; // two machines at one table
    std::unique_ptr<CampaignStore> a, b;
};

} // namespace

TEST_F(ServerStoreTest, AnEditIsOneDocumentWriteAndOneJournalEntry)
{
    const qint64 id = sw::blades::addCharacter(*a, sw::test::playingCutter(), std::nullopt, u"New"_s).sheet.id.toLongLong();
    const SheetRef ref{u"character"_s, QString::number(id)};
    EXPECT_EQ(a->version(ref), 1);
    auto c = *sw::blades::character(*a, id);
    c.stress = 3;
    ASSERT_TRUE(sw::blades::saveCharacter(*a, id, c, u"character.set_stress"_s, u"Stress"_s).ok);
    EXPECT_EQ(a->version(ref), 2);
    EXPECT_EQ(count(u"SELECT COUNT(*) FROM sheets"_s), 1);
    EXPECT_EQ(count(u"SELECT COUNT(*) FROM journal"_s), 2);
    EXPECT_EQ(count(u"SELECT (data->'sheet'->'character'->>'stress')::int FROM sheets"_s), 3) << "kept as jsonb";
    EXPECT_EQ(sw::blades::character(*b, id), c) << "the other machine reads the edit";
}

// Both machines read the sheet; one writes; the other's edit, made on the old version, is refused
// and says why; the sheet keeps the first edit and the journal has it once.
TEST_F(ServerStoreTest, AStaleEditIsRefusedNeverWrittenOver)
{
    const qint64 id = sw::blades::addCharacter(*a, sw::test::playingCutter(), std::nullopt, u"New"_s).sheet.id.toLongLong();
    auto onA = *sw::blades::character(*a, id);
    auto onB = *sw::blades::character(*b, id);
    onA.stress = 2;
    ASSERT_TRUE(sw::blades::saveCharacter(*a, id, onA, u"character.set_stress"_s, u"Stress 2"_s).ok);
    onB.coin = 4;
    const auto refused = sw::blades::saveCharacter(*b, id, onB, u"character.set_coin"_s, u"Coin 4"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, StoreProblem::Stale);
    EXPECT_TRUE(refused.error.contains(u"changed by someone else"_s)) << refused.error.toStdString();
    EXPECT_EQ(sw::blades::character(*a, id)->stress, 2);
    EXPECT_EQ(sw::blades::character(*a, id)->coin, 0);
    EXPECT_EQ(count(u"SELECT COUNT(*) FROM journal"_s), 2);
    // Read again, the edit goes in on the current sheet.
    auto again = *sw::blades::character(*b, id);
    again.coin = 4;
    ASSERT_TRUE(sw::blades::saveCharacter(*b, id, again, u"character.set_coin"_s, u"Coin 4"_s).ok);
    EXPECT_EQ(sw::blades::character(*a, id)->stress, 2);
    EXPECT_EQ(sw::blades::character(*a, id)->coin, 4);
}

// An explicit base version is checked the same way (0: the sheet must not exist yet), so two
// machines adding a sheet under one number never overwrite each other.
TEST_F(ServerStoreTest, AnExplicitBaseVersionIsChecked)
{
    const QJsonObject doc = *[&] {
        const qint64 id = sw::blades::addCharacter(*a, sw::test::playingCutter(), std::nullopt, u"New"_s).sheet.id.toLongLong();
        return a->snapshot({u"character"_s, QString::number(id)});
    }();
    const auto taken = b->apply({{{u"character"_s, u"1"_s}, doc, 0}}, u"character.add"_s, u"Again"_s);
    EXPECT_FALSE(taken.ok);
    EXPECT_EQ(taken.problem, StoreProblem::Stale);
    EXPECT_TRUE(b->apply({{{u"character"_s, u"1"_s}, doc, 1}}, u"character.touch"_s, u"Touch"_s).ok);
    EXPECT_EQ(a->version({u"character"_s, u"1"_s}), 2);
}

// The journal's order is the server's commit order: ids rise with every write from either
// machine, and each batch is the id of its first entry.
TEST_F(ServerStoreTest, TheJournalIsInTheServersOrder)
{
    const qint64 one = sw::blades::addCharacter(*a, sw::test::playingCutter(), std::nullopt, u"A"_s).sheet.id.toLongLong();
    const qint64 two = sw::blades::addCharacter(*b, sw::test::playingCutter(), std::nullopt, u"B"_s).sheet.id.toLongLong();
    EXPECT_NE(one, two);
    const auto history = a->history();
    ASSERT_EQ(history.size(), 2);
    EXPECT_LT(history.at(0).id, history.at(1).id);
    EXPECT_EQ(history.at(0).batch, history.at(0).id);
    EXPECT_EQ(history.at(1).label, u"B"_s);
    ASSERT_TRUE(a->undo().ok) << "undo takes back the newest step, whoever made it";
    EXPECT_FALSE(sw::blades::character(*b, two).has_value());
}

TEST_F(ServerStoreTest, AWrongPasswordSaysSo)
{
    sw::store::FileError error;
    const QString wrong = sw::store::addressAs(address, u"postgres"_s, u"not-the-password"_s);
    EXPECT_EQ(CampaignFile::open(wrong, &error), nullptr);
    EXPECT_EQ(error.problem, sw::store::FileProblem::ServerUnreachable);
    EXPECT_TRUE(error.detail.contains(u"password authentication failed"_s)) << error.detail.toStdString();
    EXPECT_FALSE(sw::store::shownAddress(wrong).contains(u"not-the-password"_s));
}

TEST_F(ServerStoreTest, ADatabaseWithoutACampaignIsNotOne)
{
    sw::store::FileError error;
    const QString empty = sw::test::PgServer::instance().newDatabase();
    EXPECT_EQ(CampaignFile::open(empty, &error), nullptr);
    EXPECT_EQ(error.problem, sw::store::FileProblem::Missing);
    EXPECT_EQ(CampaignFile::create(address, &error), nullptr) << "one campaign per database";
    EXPECT_EQ(error.problem, sw::store::FileProblem::AlreadyExists);
}

// Live: a write on one machine is announced to every listener, naming the sheet, at commit; undo
// and redo are announced too; a write refused is not.
TEST_F(ServerStoreTest, EveryWriteIsAnnouncedNamingTheSheet)
{
    sw::store::CampaignListener listener(*fileB);
    ASSERT_TRUE(listener.listening()) << listener.error().toStdString();
    QSignalSpy spy(&listener, &sw::store::CampaignListener::sheetChanged);
    const qint64 id = sw::blades::addCharacter(*a, sw::test::playingCutter(), std::nullopt, u"New"_s).sheet.id.toLongLong();
    ASSERT_TRUE(spy.wait(5000));
    ASSERT_EQ(spy.size(), 1);
    EXPECT_EQ(spy.at(0).at(0).value<SheetRef>(), (SheetRef{u"character"_s, QString::number(id)}));
    EXPECT_EQ(spy.at(0).at(1).toLongLong(), a->history().constLast().id);
    ASSERT_TRUE(a->undo().ok);
    ASSERT_TRUE(spy.wait(5000));
    EXPECT_EQ(spy.constLast().at(0).value<SheetRef>().id, QString::number(id));
    const auto refused = a->apply({{{u"character"_s, QString::number(id)}, QJsonObject{}, 7}}, u"x"_s, u"x"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_FALSE(spy.wait(300)) << "a refused write is not announced";
    EXPECT_EQ(spy.size(), 2);
}

// Two machines editing one sheet at once, each re-reading when its edit is refused as stale:
// every edit is in the sheet once, none lost or doubled, and the journal is one unbroken chain
// (each entry's before is the entry before's after).
TEST_F(ServerStoreTest, TwoMachinesAtOnceLoseNoEdit)
{
    const qint64 id = sw::blades::addCharacter(*a, sw::test::playingCutter(), std::nullopt, u"New"_s).sheet.id.toLongLong();
    const SheetRef ref{u"character"_s, QString::number(id)};
    constexpr int kEdits = 25;
    const auto machine = [&](QChar mark, std::atomic<int> *stale) {
        sw::store::FileError error;
        auto file = CampaignFile::open(address, &error);
        ASSERT_NE(file, nullptr);
        CampaignStore store(*file);
        for (int done = 0; done < kEdits;) {
            QJsonObject doc = *store.snapshot(ref);
            QJsonObject sheet = doc[u"sheet"_s].toObject();
            QJsonObject character = sheet[u"character"_s].toObject();
            character[u"notes"_s] = QString(character[u"notes"_s].toString() + mark);
            sheet[u"character"_s] = character;
            doc[u"sheet"_s] = sheet;
            const auto receipt = store.save(ref, doc, u"character.notes"_s, u"Notes"_s);
            if (receipt.ok)
                ++done;
            else if (receipt.problem == StoreProblem::Stale)
                ++*stale;
            else
                FAIL() << receipt.error.toStdString();
        }
        store.endSession();
    };
    std::atomic<int> stale{0};
    std::thread first(machine, u'a', &stale);
    std::thread second(machine, u'b', &stale);
    first.join();
    second.join();
    const QString notes = sw::blades::character(*a, id)->notes;
    EXPECT_EQ(notes.size(), 2 * kEdits);
    EXPECT_EQ(notes.count(u'a'), kEdits);
    EXPECT_EQ(notes.count(u'b'), kEdits);
    const auto history = a->history(ref);
    ASSERT_EQ(history.size(), 1 + 2 * kEdits);
    for (qsizetype i = 1; i < history.size(); ++i) {
        EXPECT_LT(history.at(i - 1).id, history.at(i).id);
        EXPECT_EQ(history.at(i).before, history.at(i - 1).after) << "entry " << history.at(i).id;
    }
    EXPECT_EQ(a->version(ref), 1 + 2 * kEdits);
    std::cout << "stale edits refused and made again: " << stale.load() << std::endl;
}

// The server restarted under a machine's feet: its next write fails and says so (nothing half
// written), what was committed is all there, and the campaign opened again takes edits.
TEST_F(ServerStoreTest, AServerRestartLosesNothingCommitted)
{
    const qint64 id = sw::blades::addCharacter(*a, sw::test::playingCutter(), std::nullopt, u"New"_s).sheet.id.toLongLong();
    auto c = *sw::blades::character(*a, id);
    c.stress = 1;
    ASSERT_TRUE(sw::blades::saveCharacter(*a, id, c, u"character.set_stress"_s, u"Stress 1"_s).ok);
    ASSERT_TRUE(sw::test::PgServer::instance().restart());
    c.stress = 2;
    const auto lost = sw::blades::saveCharacter(*a, id, c, u"character.set_stress"_s, u"Stress 2"_s);
    EXPECT_FALSE(lost.ok);
    EXPECT_FALSE(lost.error.isEmpty());
    std::cout << "the write after the restart: " << lost.error.toStdString() << std::endl;
    b.reset();
    fileB.reset();
    sw::store::FileError error;
    fileB = CampaignFile::open(address, &error);
    ASSERT_NE(fileB, nullptr) << error.detail.toStdString();
    b = std::make_unique<CampaignStore>(*fileB);
    EXPECT_EQ(sw::blades::character(*b, id)->stress, 1);
    EXPECT_EQ(b->history().size(), 2);
    auto again = *sw::blades::character(*b, id);
    again.stress = 2;
    EXPECT_TRUE(sw::blades::saveCharacter(*b, id, again, u"character.set_stress"_s, u"Stress 2"_s).ok);
}

// A network that goes silent is noticed (docs/shared-campaigns.md, "Faults"): every connection
// asks for TCP keepalives and a TCP user timeout unless the address sets its own, and libpq takes
// them (an option it did not know would refuse the connection).
TEST_F(ServerStoreTest, ConnectionsAskForKeepalivesUnlessTheAddressSetsThem)
{
    const QStringList options = sw::store::connectOptions({u"sslmode=disable"_s, u"keepalives_idle=7"_s});
    EXPECT_TRUE(options.contains(u"keepalives=1"_s));
    EXPECT_TRUE(options.contains(u"keepalives_idle=7"_s));
    EXPECT_FALSE(options.contains(u"keepalives_idle=10"_s)) << "the address's own value kept";
    EXPECT_TRUE(options.contains(u"keepalives_interval=5"_s));
    EXPECT_TRUE(options.contains(u"keepalives_count=3"_s));
    EXPECT_TRUE(options.contains(u"tcp_user_timeout=30000"_s));
    EXPECT_TRUE(options.contains(u"connect_timeout=10"_s));
    EXPECT_TRUE(options.contains(u"sslmode=disable"_s));
    sw::store::FileError error;
    const auto file = CampaignFile::open(address + (address.contains(u'?') ? u"&"_s : u"?"_s) + u"keepalives_idle=7"_s, &error);
    EXPECT_NE(file, nullptr) << error.detail.toStdString();
}
