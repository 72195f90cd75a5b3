// The one path every edit takes into the campaign file: a transaction and a journal entry;
// undo, redo, history and restore read the journal back (issue "campaign files"). Every test runs
// on both engines a campaign is kept on: a file (SQLite) and a shared campaign's server
// (PostgreSQL, a throwaway one: support/pgserver.h) — issue #19.
#include "core/systems/blades/fixtures.h"
#include "store/campaignstore.h"
#include "support/pgserver.h"
#include "systems/blades/store/campaignsheets.h"

#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::blades::Character;
using sw::store::CampaignFile;
using sw::store::CampaignStore;
using sw::store::SheetRef;

namespace {

enum class Engine { Sqlite, Postgres };

class CampaignStoreTest : public ::testing::TestWithParam<Engine>
{
protected:
    void SetUp() override
    {
        if (server()) {
            sw::test::PgServer &pg = sw::test::PgServer::instance();
            if (!pg.available())
                GTEST_SKIP() << pg.why().toStdString();
            location = pg.newDatabase();
            ASSERT_FALSE(location.isEmpty());
        } else {
            location = dir.filePath(u"store.sheetwright"_s);
        }
        sw::store::FileError error;
        file = CampaignFile::create(location, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        store = std::make_unique<CampaignStore>(*file);
        store->setClock([this] { return QDateTime(QDate(2026, 11, 23), QTime(20, 0)).addSecs(++tick); });
    }

    qint64 addCutter()
    {
        const auto receipt = sw::blades::addCharacter(*store, sw::test::playingCutter(), std::nullopt, u"New character"_s);
        EXPECT_TRUE(receipt.ok) << receipt.error.toStdString();
        return receipt.sheet.id.toLongLong();
    }

    void reopen()
    {
        store.reset();
        file.reset();
        sw::store::FileError error;
        file = CampaignFile::open(location, &error);
        ASSERT_NE(file, nullptr) << int(error.problem);
        store = std::make_unique<CampaignStore>(*file);
    }

    static bool server() { return GetParam() == Engine::Postgres; }

    QTemporaryDir dir;
    QString location; // the file's path or the server's address
    std::unique_ptr<CampaignFile> file;
    std::unique_ptr<CampaignStore> store;
    int tick = 0;
};

sw::blades::Crew assassins()
{
    sw::blades::Crew crew = sw::blades::startCrew(u"assassins"_s, sw::test::srd());
    crew.name = u"The Gray Knives"_s;
    crew.abilities = {u"deadly"_s};
    crew.upgrades[u"rigging"_s] = 1;
    crew.claims.insert(7, false);
    crew.cohorts.append({sw::blades::CohortKind::Gang, {u"thugs"_s}, {u"fearsome"_s}, {u"wild"_s}, 1});
    crew.factionStatus[u"bluecoats"_s] = -1;
    return crew;
}

} // namespace

TEST_P(CampaignStoreTest, ACharacterRoundTripsThroughTheRows)
{
    Character c = sw::test::playingCutter();
    c.harm = {{1, u"Battered"_s}, {2, u"Deep cut"_s}};
    c.traumaConditions = {u"cold"_s};
    c.trauma = 1;
    c.items = {u"armor"_s, u"a_blade_or_two"_s};
    c.attributeXp = {{u"insight"_s, 0}, {u"prowess"_s, 3}};
    c.pendingAttributeAdvances = {{u"resolve"_s, 1}};
    c.overrides = {{u"stress.out_of_range"_s, u"stress"_s, u"cursed"_s}};
    const auto receipt = sw::blades::addCharacter(*store, c, std::nullopt, u"New"_s);
    ASSERT_TRUE(receipt.ok) << receipt.error.toStdString();
    EXPECT_EQ(sw::blades::character(*store, receipt.sheet.id.toLongLong()), c);
}

TEST_P(CampaignStoreTest, ACrewRoundTripsAndCharactersJoinIt)
{
    const auto crewReceipt = sw::blades::addCrew(*store, assassins(), u"New crew"_s);
    ASSERT_TRUE(crewReceipt.ok) << crewReceipt.error.toStdString();
    const qint64 crewId = crewReceipt.sheet.id.toLongLong();
    EXPECT_EQ(sw::blades::crew(*store, crewId), assassins());
    const auto member = sw::blades::addCharacter(*store, sw::test::playingCutter(), crewId, u"New"_s);
    ASSERT_TRUE(member.ok);
    EXPECT_EQ(sw::blades::crewOf(*store, member.sheet.id.toLongLong()), crewId);
    EXPECT_EQ(store->list(u"character"_s).value(0).crewId, QString::number(crewId));
}

TEST_P(CampaignStoreTest, EveryEditIsJournaledWithBeforeAndAfter)
{
    const qint64 id = addCutter();
    Character c = *sw::blades::character(*store, id);
    c.stress = 4;
    ASSERT_TRUE(sw::blades::saveCharacter(*store, id, c, u"character.mark_stress"_s, u"Mark 4 stress"_s).ok);
    const auto history = store->history({u"character"_s, QString::number(id)});
    ASSERT_EQ(history.size(), 2);
    EXPECT_TRUE(history.at(0).before.isEmpty());
    EXPECT_EQ(history.at(1).command, u"character.mark_stress"_s);
    EXPECT_EQ(history.at(1).before[u"sheet"_s][u"character"_s][u"stress"_s].toInt(), 0);
    EXPECT_EQ(history.at(1).after[u"sheet"_s][u"character"_s][u"stress"_s].toInt(), 4);
}

TEST_P(CampaignStoreTest, UndoAndRedoSurviveARestart)
{
    const qint64 id = addCutter();
    Character c = *sw::blades::character(*store, id);
    c.coin = 3;
    ASSERT_TRUE(sw::blades::saveCharacter(*store, id, c, u"character.set_coin"_s, u"Coin 3"_s).ok);
    reopen();
    EXPECT_TRUE(store->canUndo());
    EXPECT_EQ(store->undoLabel(), u"Coin 3"_s);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(sw::blades::character(*store, id)->coin, 0);
    reopen();
    EXPECT_TRUE(store->canRedo());
    ASSERT_TRUE(store->redo().ok);
    EXPECT_EQ(sw::blades::character(*store, id)->coin, 3);
}

TEST_P(CampaignStoreTest, UndoOfACreationRemovesTheSheet)
{
    const qint64 id = addCutter();
    ASSERT_TRUE(store->undo().ok);
    EXPECT_FALSE(sw::blades::character(*store, id).has_value());
    ASSERT_TRUE(store->redo().ok);
    EXPECT_TRUE(sw::blades::character(*store, id).has_value());
}

TEST_P(CampaignStoreTest, ANewEditDropsTheRedoBranch)
{
    const qint64 id = addCutter();
    Character c = *sw::blades::character(*store, id);
    c.coin = 1;
    sw::blades::saveCharacter(*store, id, c, u"character.set_coin"_s, u"Coin 1"_s);
    store->undo();
    c.coin = 2;
    sw::blades::saveCharacter(*store, id, c, u"character.set_coin"_s, u"Coin 2"_s);
    EXPECT_FALSE(store->canRedo());
    EXPECT_EQ(store->history().last().label, u"Coin 2"_s);
    EXPECT_EQ(store->history().at(1).state, u"abandoned"_s);
}

TEST_P(CampaignStoreTest, AMultiSheetEditIsOneUndoStep)
{
    const qint64 a = addCutter();
    const qint64 b = addCutter();
    QJsonObject sa = *store->snapshot({u"character"_s, QString::number(a)});
    QJsonObject sb = *store->snapshot({u"character"_s, QString::number(b)});
    auto stash = [](QJsonObject s, int value) {
        QJsonObject sheet = s[u"sheet"_s].toObject();
        QJsonObject ch = sheet[u"character"_s].toObject();
        ch[u"stash"_s] = value;
        sheet[u"character"_s] = ch;
        s[u"sheet"_s] = sheet;
        return s;
    };
    ASSERT_TRUE(store->apply({{{u"character"_s, QString::number(a)}, stash(sa, 14)},
                              {{u"character"_s, QString::number(b)}, stash(sb, 14)}},
                             u"crew.payoff"_s, u"Crew advance: stash to every member"_s).ok);
    EXPECT_EQ(sw::blades::character(*store, a)->stash, 14);
    store->undo();
    EXPECT_EQ(sw::blades::character(*store, a)->stash, 0);
    EXPECT_EQ(sw::blades::character(*store, b)->stash, 0);
}

// A new sheet without an id, written with others in one step, takes its kind's next free number
// inside the transaction; two of one kind take two numbers; one undo takes every sheet back.
TEST_P(CampaignStoreTest, NewSheetsWithoutAnIdAreNumberedInsideOneStep)
{
    const qint64 a = addCutter();
    const QJsonObject cutter = *store->snapshot({u"character"_s, QString::number(a)});
    const auto r = store->apply({{{u"character"_s, QString()}, cutter, 0},
                                 {{u"character"_s, QString()}, cutter, 0}},
                                u"character.add"_s, u"Two new characters"_s);
    ASSERT_TRUE(r.ok) << r.error.toStdString();
    ASSERT_EQ(r.sheets.size(), 2);
    EXPECT_EQ(r.sheets.at(0).id, QString::number(a + 1));
    EXPECT_EQ(r.sheets.at(1).id, QString::number(a + 2));
    EXPECT_EQ(store->list(u"character"_s).size(), 3);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(store->list(u"character"_s).size(), 1);
}

TEST_P(CampaignStoreTest, AFailedWriteChangesNothing)
{
    const qint64 id = addCutter();
    Character c = *sw::blades::character(*store, id);
    c.stress = 99; // beyond any pack's track: the sheet schema refuses it before SQL is reached
    const auto before = store->history().size();
    const auto receipt = sw::blades::saveCharacter(*store, id, c, u"character.mark_stress"_s, u"Too much"_s);
    EXPECT_FALSE(receipt.ok);
    EXPECT_FALSE(receipt.error.isEmpty());
    EXPECT_EQ(sw::blades::character(*store, id)->stress, 0);
    EXPECT_EQ(store->history().size(), before);
}

TEST_P(CampaignStoreTest, ASheetAsItWasAtTheEndOfASession)
{
    const qint64 id = addCutter();
    const SheetRef ref{u"character"_s, QString::number(id)};
    store->startSession(u"Session 1"_s);
    Character c = *sw::blades::character(*store, id);
    c.stress = 2;
    sw::blades::saveCharacter(*store, id, c, u"character.mark_stress"_s, u"Stress 2"_s);
    store->endSession();
    const qint64 second = store->startSession(u"Session 2"_s);
    c.stress = 7;
    sw::blades::saveCharacter(*store, id, c, u"character.mark_stress"_s, u"Stress 7"_s);
    store->endSession();
    const auto firstSessionEnd = store->sheetAtEndOfSession(ref, second - 1);
    ASSERT_TRUE(firstSessionEnd);
    EXPECT_EQ((*firstSessionEnd)[u"sheet"_s][u"character"_s][u"stress"_s].toInt(), 2);
    EXPECT_EQ((*store->sheetAtEndOfSession(ref, second))[u"sheet"_s][u"character"_s][u"stress"_s].toInt(), 7);
}

TEST_P(CampaignStoreTest, RestoringOneSheetLeavesTheOthers)
{
    const qint64 a = addCutter();
    const qint64 b = addCutter();
    const SheetRef ref{u"character"_s, QString::number(a)};
    const qint64 early = store->history(ref).last().id;
    Character ca = *sw::blades::character(*store, a);
    Character cb = *sw::blades::character(*store, b);
    ca.coin = 4;
    cb.coin = 2;
    sw::blades::saveCharacter(*store, a, ca, u"character.set_coin"_s, u"Coin"_s);
    sw::blades::saveCharacter(*store, b, cb, u"character.set_coin"_s, u"Coin"_s);
    ASSERT_TRUE(store->restore(ref, early, u"Restore"_s).ok);
    EXPECT_EQ(sw::blades::character(*store, a)->coin, 0);
    EXPECT_EQ(sw::blades::character(*store, b)->coin, 2);
    store->undo(); // the restore is an edit like any other
    EXPECT_EQ(sw::blades::character(*store, a)->coin, 4);
}

TEST_P(CampaignStoreTest, AdvancesGoInTheLedger)
{
    const qint64 id = addCutter();
    Character c = *sw::blades::character(*store, id);
    c.pendingPlaybookAdvances = 1;
    sw::blades::saveCharacter(*store, id, c, u"character.mark_xp"_s, u"XP"_s, {{u"advance.pending"_s, {{u"track"_s, u"playbook"_s}}}, {u"harm.moved_up"_s, {}}});
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT event FROM advancement_ledger"_s));
    QStringList events;
    while (q.next())
        events << q.value(0).toString();
    EXPECT_EQ(events, QStringList{u"advance.pending"_s});
}

TEST_P(CampaignStoreTest, FactionsAndClocksAreSheetsToo)
{
    sw::blades::Faction f{u"bluecoats"_s, u"The Bluecoats"_s, u"institutions"_s, 2, u"strong"_s, {}, {u"red_sashes"_s}, false, u"Doskvol"_s, u"corrupt"_s};
    ASSERT_TRUE(sw::blades::saveFaction(*store, f, u"faction.add"_s, u"Add faction"_s).ok);
    EXPECT_EQ(sw::blades::faction(*store, u"bluecoats"_s), f);
    sw::blades::ClockEntry clock{u"war_clock"_s, u"Turf war"_s, {8, 3, sw::rules::ClockKind::TugOfWar},
                                 sw::blades::ClockOwnerKind::Faction, u"bluecoats"_s, {}, {}, true};
    ASSERT_TRUE(sw::blades::saveClock(*store, clock, u"clock.add"_s, u"Add clock"_s).ok);
    EXPECT_EQ(sw::blades::clock(*store, u"war_clock"_s), clock);
    EXPECT_EQ(store->list(u"clock"_s).size(), 1);
    store->undo();
    EXPECT_FALSE(sw::blades::clock(*store, u"war_clock"_s));
}

// The GM's boards read every faction and clock at once; each reads back as it does alone.
TEST_P(CampaignStoreTest, AllFactionsAndClocksReadAsEachDoesAlone)
{
    sw::blades::Faction a{u"bluecoats"_s, u"The Bluecoats"_s, u"institutions"_s, 3, u"strong"_s, {u"inspectors"_s}, {u"red_sashes"_s}, false, {}, u"n"_s};
    sw::blades::Faction b{u"red_sashes"_s, {}, u"underworld"_s, 2, u"weak"_s, {}, {u"bluecoats"_s, u"lampblacks"_s}, true, {}, {}};
    ASSERT_TRUE(sw::blades::saveFaction(*store, b, u"faction.add"_s, u"b"_s).ok);
    ASSERT_TRUE(sw::blades::saveFaction(*store, a, u"faction.add"_s, u"a"_s).ok);
    EXPECT_EQ(sw::blades::factions(*store), (QList<sw::blades::Faction>{a, b})); // ladder order: tier first
    sw::blades::ClockEntry c1{u"c1"_s, u"One"_s, {6, 2, sw::rules::ClockKind::Danger}, sw::blades::ClockOwnerKind::Faction, u"bluecoats"_s, {}, {}, false};
    sw::blades::ClockEntry c2{u"c2"_s, u"Two"_s, {4, 0, sw::rules::ClockKind::Racing}, sw::blades::ClockOwnerKind::Campaign, {}, {}, u"c1"_s, true};
    ASSERT_TRUE(sw::blades::saveClock(*store, c1, u"clock.add"_s, u"c1"_s).ok);
    ASSERT_TRUE(sw::blades::saveClock(*store, c2, u"clock.add"_s, u"c2"_s).ok);
    EXPECT_EQ(sw::blades::clocks(*store), (QList<sw::blades::ClockEntry>{*sw::blades::clock(*store, u"c2"_s), *sw::blades::clock(*store, u"c1"_s)}));
    EXPECT_EQ(sw::blades::clocks(*store).size(), store->list(u"clock"_s).size());
}

TEST_P(CampaignStoreTest, AReadOnlyCampaignRefusesWrites)
{
    const qint64 id = addCutter();
    sw::store::FileError error;
    auto reader = CampaignFile::open(location, &error, CampaignFile::Access::ReadOnly);
    ASSERT_NE(reader, nullptr);
    CampaignStore view(*reader);
    EXPECT_TRUE(sw::blades::character(view, id).has_value());
    EXPECT_FALSE(sw::blades::saveCharacter(view, id, *sw::blades::character(view, id), u"x"_s, u"x"_s).ok);
    EXPECT_FALSE(view.undo().ok);
}

// A full disk: SQLite refuses to grow the file (injected with max_page_count); the edit rolls
// back, says why, and the sheet and journal stay as they were.
TEST_P(CampaignStoreTest, AFullDiskRollsBackAndSaysSo)
{
    if (server())
        GTEST_SKIP() << "SQLite's max_page_count: a file's disk; a server's disk is its administrator's";
    const qint64 id = addCutter();
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"PRAGMA page_count"_s) && q.next());
    const int pages = q.value(0).toInt();
    ASSERT_TRUE(q.exec(u"PRAGMA max_page_count = %1"_s.arg(pages)));
    Character c = *sw::blades::character(*store, id);
    c.notes = QString(200000, u'x'); // needs many new pages
    const auto historyBefore = store->history().size();
    const auto receipt = sw::blades::saveCharacter(*store, id, c, u"character.notes"_s, u"Notes"_s);
    EXPECT_FALSE(receipt.ok);
    EXPECT_TRUE(receipt.error.contains(u"full"_s, Qt::CaseInsensitive)) << receipt.error.toStdString();
    EXPECT_TRUE(sw::blades::character(*store, id)->notes.isEmpty());
    EXPECT_EQ(store->history().size(), historyBefore);
    ASSERT_TRUE(q.exec(u"PRAGMA max_page_count = 1073741823"_s));
    EXPECT_TRUE(sw::blades::saveCharacter(*store, id, c, u"character.notes"_s, u"Notes"_s).ok);
}

// Schema v4: an edit is one write of the sheet's document (its version counter bumped) and one
// journal entry whose before and after are exactly the documents; undo writes the earlier one back.
TEST_P(CampaignStoreTest, AnEditIsOneDocumentWriteAndOneJournalEntry)
{
    if (server())
        GTEST_SKIP() << "counted with SQLite's total_changes(); ServerStoreTest.AnEditIsOneDocumentWriteAndOneJournalEntry counts on a server";
    Character c = sw::test::playingCutter();
    c.harm = {{1, u"Battered"_s}};
    c.items = {u"armor"_s};
    const qint64 id = sw::blades::addCharacter(*store, c, std::nullopt, u"New"_s).sheet.id.toLongLong();
    const SheetRef ref{u"character"_s, QString::number(id)};
    const auto changes = [this] {
        QSqlQuery q(file->database());
        q.exec(u"SELECT total_changes()"_s);
        return q.next() ? q.value(0).toLongLong() : -1;
    };
    const auto stored = [this, &ref] {
        QSqlQuery q(file->database());
        q.prepare(u"SELECT data FROM sheets WHERE kind = ? AND id = ?"_s);
        q.addBindValue(ref.kind);
        q.addBindValue(ref.id);
        q.exec();
        return q.next() ? q.value(0).toString() : QString();
    };
    EXPECT_EQ(store->version(ref), 1);
    const QString first = stored();

    c.stress = 4;
    const qint64 before = changes();
    ASSERT_TRUE(sw::blades::saveCharacter(*store, id, c, u"character.set_stress"_s, u"Stress"_s).ok);
    EXPECT_EQ(changes() - before, 2) << "one document row and one journal row";
    EXPECT_EQ(store->version(ref), 2);
    EXPECT_EQ(sw::blades::character(*store, id), c);
    const sw::store::JournalEntry entry = store->history(ref).constLast();
    EXPECT_EQ(QJsonDocument(entry.before).toJson(QJsonDocument::Compact), first.toUtf8());
    EXPECT_EQ(QJsonDocument(entry.after).toJson(QJsonDocument::Compact), stored().toUtf8());

    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(stored(), first);
    EXPECT_EQ(store->version(ref), 3) << "an undo is a write too";
    c.stress = sw::test::playingCutter().stress;
    EXPECT_EQ(sw::blades::character(*store, id), c);
}

// A journal side that does not parse as a sheet is a damaged journal: undo refuses and changes
// nothing, never taking it for "this sheet did not exist" (which would delete the sheet).
TEST_P(CampaignStoreTest, UndoRefusesADamagedJournalEntryAndKeepsTheSheet)
{
    const qint64 id = addCutter();
    Character c = *sw::blades::character(*store, id);
    c.stress = 2;
    ASSERT_TRUE(sw::blades::saveCharacter(*store, id, c, u"character.set_stress"_s, u"Stress"_s).ok);
    QSqlQuery q(file->database());
    // The journal's CHECK keeps text that is not JSON out; JSON of the wrong shape is what is left.
    ASSERT_TRUE(q.exec(u"UPDATE journal SET before = '[]' WHERE id = (SELECT MAX(id) FROM journal)"_s))
        << q.lastError().text().toStdString();
    const auto receipt = store->undo();
    EXPECT_FALSE(receipt.ok);
    EXPECT_TRUE(receipt.error.contains(u"damaged"_s)) << receipt.error.toStdString();
    ASSERT_TRUE(sw::blades::character(*store, id).has_value());
    EXPECT_EQ(sw::blades::character(*store, id)->stress, 2);
    EXPECT_TRUE(store->canUndo());
}

// No SQL CHECK names a sheet kind: a kind no game system registered is refused by the store
// itself, with its name, and nothing is written.
TEST_P(CampaignStoreTest, AKindNoSystemKeepsIsRefused)
{
    const auto before = store->history().size();
    const auto receipt =
        store->apply({{{u"starship"_s, u"1"_s}, QJsonObject{{u"name"_s, u"Nostromo"_s}}}}, u"x.add"_s, u"Ship"_s);
    EXPECT_FALSE(receipt.ok);
    EXPECT_TRUE(receipt.error.contains(u"starship"_s)) << receipt.error.toStdString();
    EXPECT_EQ(store->history().size(), before);
}

INSTANTIATE_TEST_SUITE_P(Engines, CampaignStoreTest, ::testing::Values(Engine::Sqlite, Engine::Postgres),
                         [](const ::testing::TestParamInfo<Engine> &engine) {
                             return engine.param == Engine::Sqlite ? std::string("Sqlite") : std::string("Postgres");
                         });
