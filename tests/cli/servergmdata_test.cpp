// What a shared campaign's server keeps from the players (issue #19, "Rights enforced by the
// server"): the GM's own data — a hidden clock, a faction's notes (the GM's notes), a secret roll —
// is invisible to a player's role, read through the store or by the player's raw SQL on the same
// connection; only the GM writes factions, clocks, scores and downtime, even a sheet given to a
// player; a player cannot write another's sheet or make itself the GM. The server refuses, not the
// app. The kinds and fields are Blades' (core/systems/blades/documents.cpp: setGmRights).
#include "cli/serverfixture.h"
#include "systems/blades/gm.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/store/factionorder.h"

#include "store/campaignlistener.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlRecord>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kNotes = u"The Sashes' master is our informer"_s;
const QString kHidden = u"Lyssa's betrayal"_s;
const QString kSecretRoll = u"Does the Bluecoat patrol pass by?"_s;

class ServerGmData : public sw::test::ServerFixture
{
protected:
    // The campaign shared, characters 1 and 2 given to alice and bob; the GM's role then makes a
    // faction with notes, a hidden clock, an open clock and a secret and an open roll.
    void SetUp() override
    {
        ServerFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_roles = init();
        run({u"share"_s, m_campaign, m_address});
        run({u"server"_s, u"assign"_s, m_address, u"character:1"_s, u"alice"_s});
        run({u"server"_s, u"assign"_s, m_address, u"character:2"_s, u"bob"_s});
        m_gm = connectAs(m_roles, u"gm"_s);
        ASSERT_NE(m_gm, nullptr);
        m_gmStore = std::make_unique<sw::store::CampaignStore>(*m_gm);
        sw::blades::Faction sashes;
        sashes.id = u"red_sashes"_s;
        sashes.name = u"Red Sashes"_s;
        sashes.category = u"institutions"_s;
        sashes.tier = 2;
        sashes.notes = kNotes;
        ASSERT_TRUE(sw::blades::saveFaction(*m_gmStore, sashes, u"faction.add"_s, u"Faction"_s).ok);
        sw::blades::ClockEntry hidden;
        hidden.id = u"clock-1"_s;
        hidden.name = kHidden;
        hidden.hidden = true;
        ASSERT_TRUE(sw::blades::saveClock(*m_gmStore, hidden, u"clock.add"_s, u"Clock"_s).ok);
        sw::blades::ClockEntry open;
        open.id = u"clock-2"_s;
        open.name = u"The ghost wakes"_s;
        ASSERT_TRUE(sw::blades::saveClock(*m_gmStore, open, u"clock.add"_s, u"Clock"_s).ok);
        sw::store::RollRecord secret;
        secret.kind = u"fortune"_s;
        secret.label = kSecretRoll;
        secret.pool = 2;
        secret.dice = {3, 5};
        secret.result = u"mixed"_s;
        secret.secret = true;
        sw::store::RollRecord shown = secret;
        shown.label = u"Engagement"_s;
        shown.secret = false;
        auto faction = *sw::blades::faction(*m_gmStore, u"red_sashes"_s);
        faction.tier = 3;
        ASSERT_TRUE(sw::blades::apply(*m_gmStore, {{{u"faction"_s, u"red_sashes"_s}, sw::io::factionToJson(faction)}},
                                      u"faction.tier"_s, u"Tier"_s, {}, {secret, shown}).ok);
        m_alice = connectAs(m_roles, u"alice"_s);
        ASSERT_NE(m_alice, nullptr);
    }

    // Every row a query gives, its columns joined: what the player's raw SQL reads.
    QString rows(const QString &sql) { return rowsOf(m_alice->database(), sql); }

    QHash<QString, QString> m_roles;
    std::unique_ptr<sw::store::CampaignFile> m_gm;
    std::unique_ptr<sw::store::CampaignStore> m_gmStore;
    std::unique_ptr<sw::store::CampaignFile> m_alice;
};

} // namespace

// The GM reads all of it back, through the store (the server keeps the GM's fields apart and the
// store puts them back for the GM's role) and in the journal (undo gives the notes back).
TEST_F(ServerGmData, TheGmReadsTheGmsDataWhole)
{
    EXPECT_EQ(sw::blades::faction(*m_gmStore, u"red_sashes"_s)->notes, kNotes);
    EXPECT_EQ(sw::blades::faction(*m_gmStore, u"red_sashes"_s)->tier, 3);
    ASSERT_TRUE(sw::blades::clock(*m_gmStore, u"clock-1"_s).has_value());
    EXPECT_TRUE(sw::blades::clock(*m_gmStore, u"clock-1"_s)->hidden);
    int secret = 0;
    for (const sw::store::RollRecord &r : m_gmStore->rolls())
        secret += r.secret && r.label == kSecretRoll;
    EXPECT_EQ(secret, 1);
    // Notes changed then undone: the undo restores them from the journal's GM side.
    auto sashes = *sw::blades::faction(*m_gmStore, u"red_sashes"_s);
    sashes.notes = u"changed"_s;
    ASSERT_TRUE(sw::blades::saveFaction(*m_gmStore, sashes, u"faction.notes"_s, u"Notes"_s).ok);
    ASSERT_TRUE(m_gmStore->undo().ok);
    EXPECT_EQ(sw::blades::faction(*m_gmStore, u"red_sashes"_s)->notes, kNotes);
}

// Through the store, a player reads no hidden clock, no faction notes, no secret roll.
TEST_F(ServerGmData, APlayersStoreReadsNoneOfTheGmsData)
{
    sw::store::CampaignStore alice(*m_alice);
    ASSERT_TRUE(sw::blades::faction(alice, u"red_sashes"_s).has_value());
    EXPECT_EQ(sw::blades::faction(alice, u"red_sashes"_s)->notes, QString());
    EXPECT_EQ(sw::blades::faction(alice, u"red_sashes"_s)->tier, 3) << "the rest of the faction is shared";
    EXPECT_FALSE(sw::blades::clock(alice, u"clock-1"_s).has_value());
    EXPECT_TRUE(sw::blades::clock(alice, u"clock-2"_s).has_value());
    EXPECT_EQ(sw::blades::clocks(alice).size(), 1);
    QStringList labels;
    for (const sw::store::RollRecord &r : alice.rolls())
        labels << r.label;
    EXPECT_EQ(labels, QStringList{u"Engagement"_s});
    for (const sw::store::JournalEntry &e : alice.history({u"clock"_s, u"clock-1"_s}))
        ADD_FAILURE() << "a journal entry of the hidden clock: " << e.id;
}

// The faction ladder's reads on a server (issue #20): the factions read apart by id, rung 0's page
// in the ladder's order and the goal clocks by one range per faction keep the GM's data the GM's.
TEST_F(ServerGmData, TheLaddersPagedReadsKeepTheGmsData)
{
    sw::blades::ClockEntry goal;
    goal.id = u"clock-3"_s;
    goal.name = u"Own the docks"_s;
    goal.ownerKind = sw::blades::ClockOwnerKind::Faction;
    goal.ownerId = u"red_sashes"_s;
    sw::blades::ClockEntry scheme = goal;
    scheme.id = u"clock-4"_s;
    scheme.name = kHidden;
    scheme.hidden = true;
    ASSERT_TRUE(sw::blades::saveClock(*m_gmStore, goal, u"clock.add"_s, u"Clock"_s).ok);
    ASSERT_TRUE(sw::blades::saveClock(*m_gmStore, scheme, u"clock.add"_s, u"Clock"_s).ok);
    const QStringList ids{u"red_sashes"_s, u"bluecoats"_s};
    const QList<sw::blades::Faction> gmFactions = sw::blades::factionsWithIds(*m_gmStore, ids);
    ASSERT_EQ(gmFactions.size(), 1);
    EXPECT_EQ(gmFactions.first().notes, kNotes);
    EXPECT_EQ(m_gmStore->documentPage(u"faction"_s, sw::blades::factionOrderPrefix(), 0, 10).size(), 1);
    EXPECT_EQ(sw::blades::clocksOfOwners(*m_gmStore, sw::blades::ClockOwnerKind::Faction, ids).size(), 2);

    sw::store::CampaignStore alice(*m_alice);
    const QList<sw::blades::Faction> aliceFactions = sw::blades::factionsWithIds(alice, ids);
    ASSERT_EQ(aliceFactions.size(), 1);
    EXPECT_EQ(aliceFactions.first().notes, QString());
    EXPECT_EQ(aliceFactions.first().tier, 3);
    const QList<sw::blades::ClockEntry> aliceClocks = sw::blades::clocksOfOwners(alice, sw::blades::ClockOwnerKind::Faction, ids);
    ASSERT_EQ(aliceClocks.size(), 1);
    EXPECT_EQ(aliceClocks.first().name, u"Own the docks"_s);
}

// A player's raw SQL through the same connection: every table, every column, read whole.
TEST_F(ServerGmData, APlayersRawSqlCannotReadTheGmsData)
{
    const QString everything = rows(u"SELECT kind, id, data::text, name FROM sheets"_s) +
                               rows(u"SELECT sheet_id, label, before::text, after::text FROM journal"_s) +
                               rows(u"SELECT label, kind, context FROM rolls"_s);
    EXPECT_TRUE(everything.contains(u"Red Sashes"_s)) << "shared rows are read";
    EXPECT_TRUE(everything.contains(u"The ghost wakes"_s));
    for (const QString &secret : {kNotes, kHidden, kSecretRoll})
        EXPECT_FALSE(everything.contains(secret)) << secret.toStdString();
    EXPECT_EQ(rows(u"SELECT COUNT(*) FROM sheets WHERE gm_only"_s), u"0"_s);
    EXPECT_EQ(rows(u"SELECT COUNT(*) FROM journal WHERE gm_only"_s), u"0"_s);
    EXPECT_EQ(rows(u"SELECT COUNT(*) FROM rolls WHERE secret"_s), u"0"_s);
    EXPECT_EQ(rows(u"SELECT COUNT(*) FROM sheet_secrets"_s), u"0"_s);
    EXPECT_EQ(rows(u"SELECT COUNT(*) FROM journal_secrets"_s), u"0"_s);
    // Nor by going around the rules: the policies are the tables' owner's to drop, the GM's role
    // is not the player's to take, and the check of who is the GM is not theirs to replace.
    QSqlQuery q(m_alice->database());
    EXPECT_FALSE(q.exec(u"ALTER TABLE sheets DISABLE ROW LEVEL SECURITY"_s));
    EXPECT_FALSE(q.exec(u"DROP POLICY shared_read ON sheets"_s));
    EXPECT_FALSE(q.exec(u"SET ROLE %1_gm"_s.arg(m_database)));
    EXPECT_TRUE(q.lastError().text().contains(u"permission denied"_s)) << q.lastError().text().toStdString();
    EXPECT_FALSE(q.exec(u"CREATE OR REPLACE FUNCTION sheetwright_is_gm() RETURNS BOOLEAN LANGUAGE sql AS $$ SELECT true $$"_s));
    EXPECT_FALSE(q.exec(u"CREATE FUNCTION pg_temp.sheetwright_is_gm() RETURNS BOOLEAN LANGUAGE sql AS $$ SELECT true $$"_s) &&
                 rows(u"SELECT COUNT(*) FROM sheet_secrets"_s) != u"0"_s);
    EXPECT_EQ(rows(u"SELECT COUNT(*) FROM sheet_secrets"_s), u"0"_s);
}

// Only the GM writes factions, clocks, scores and downtime: a player's store is refused, and so
// is the player's raw SQL, even on such a sheet the GM gave them.
TEST_F(ServerGmData, APlayerCannotWriteFactionsClocksScoresOrDowntime)
{
    run({u"server"_s, u"assign"_s, m_address, u"clock:clock-2"_s, u"alice"_s});
    run({u"server"_s, u"assign"_s, m_address, u"faction:red_sashes"_s, u"alice"_s});
    sw::store::CampaignStore alice(*m_alice);
    auto sashes = *sw::blades::faction(alice, u"red_sashes"_s);
    sashes.tier = 4;
    const auto faction = sw::blades::saveFaction(alice, sashes, u"faction.tier"_s, u"Tier"_s);
    EXPECT_EQ(faction.problem, sw::store::StoreProblem::Denied) << faction.error.toStdString();
    auto ghost = *sw::blades::clock(alice, u"clock-2"_s);
    ghost.clock.filled = 3;
    const auto clock = sw::blades::saveClock(alice, ghost, u"clock.tick"_s, u"Tick"_s);
    EXPECT_EQ(clock.problem, sw::store::StoreProblem::Denied) << clock.error.toStdString();

    QSqlQuery q(m_alice->database());
    for (const QString &kind : {u"faction"_s, u"clock"_s, u"score"_s, u"downtime"_s}) {
        EXPECT_TRUE(q.exec(u"UPDATE sheets SET data = data WHERE kind = '%1'"_s.arg(kind)));
        EXPECT_EQ(q.numRowsAffected(), 0) << kind.toStdString();
        EXPECT_FALSE(q.exec(u"INSERT INTO sheets (kind, id, system, data, created_at) VALUES ('%1', 'mine', 'blades', '{}', 'now')"_s.arg(kind)))
            << kind.toStdString();
        EXPECT_TRUE(q.lastError().text().contains(u"row-level security"_s)) << q.lastError().text().toStdString();
        EXPECT_FALSE(q.exec(u"INSERT INTO journal (at, sheet_kind, sheet_id, command, batch) VALUES ('now', '%1', 'x', 'c', 1)"_s.arg(kind)));
    }
    EXPECT_TRUE(q.exec(u"DELETE FROM sheets WHERE kind IN ('faction', 'clock')"_s));
    EXPECT_EQ(q.numRowsAffected(), 0);
    EXPECT_FALSE(q.exec(u"UPDATE rolls SET secret = false"_s));
    EXPECT_EQ(sw::blades::faction(*m_gmStore, u"red_sashes"_s)->tier, 3);
    EXPECT_EQ(sw::blades::clock(*m_gmStore, u"clock-2"_s)->clock.filled, 0);
}

// A player writes their own sheet, never another player's, and cannot make themselves the GM or
// give themselves a sheet.
TEST_F(ServerGmData, APlayerCannotWriteAnothersSheetOrChangeTheirRole)
{
    QSqlQuery q(m_alice->database());
    EXPECT_TRUE(q.exec(u"UPDATE sheets SET data = data WHERE kind = 'character' AND id = '1'"_s));
    EXPECT_EQ(q.numRowsAffected(), 1) << "alice's own sheet";
    EXPECT_TRUE(q.exec(u"UPDATE sheets SET data = '{}' WHERE kind = 'character' AND id = '2'"_s));
    EXPECT_EQ(q.numRowsAffected(), 0) << "bob's";
    const QString gm = m_database + u"_gm"_s;
    const QString alice = m_database + u"_alice"_s;
    EXPECT_FALSE(q.exec(u"GRANT %1 TO %2"_s.arg(gm, alice)));
    EXPECT_FALSE(q.exec(u"ALTER ROLE %1 SUPERUSER"_s.arg(alice)));
    EXPECT_FALSE(q.exec(u"ALTER ROLE %1 NOINHERIT"_s.arg(alice)));
    EXPECT_FALSE(q.exec(u"REVOKE %1_players FROM %2"_s.arg(m_database, alice)));
    EXPECT_FALSE(q.exec(u"UPDATE sheet_owners SET role_name = '%1' WHERE sheet_id = '2'"_s.arg(alice)));
    EXPECT_FALSE(q.exec(u"INSERT INTO sheet_owners VALUES ('character', '2', '%1')"_s.arg(alice)));
    EXPECT_EQ(rows(u"SELECT sheetwright_is_gm()"_s), u"false"_s);
}

// The live announcements: any role may LISTEN, so a hidden clock's edit is announced without its
// sheet; the GM's listener learns which sheet from the journal, a player's learns nothing, and a
// raw LISTEN on the player's connection reads no name of it.
TEST_F(ServerGmData, APlayerHearsNothingOfAHiddenClock)
{
    sw::store::CampaignListener alice(*m_alice);
    sw::store::CampaignListener gm(*m_gm);
    QList<sw::store::SheetRef> heard, gmHeard;
    QObject::connect(&alice, &sw::store::CampaignListener::sheetChanged, [&](const sw::store::SheetRef &s, qint64) { heard << s; });
    QObject::connect(&gm, &sw::store::CampaignListener::sheetChanged, [&](const sw::store::SheetRef &s, qint64) { gmHeard << s; });
    QStringList payloads;
    QObject::connect(m_alice->database().driver(), &QSqlDriver::notification,
                     [&](const QString &, QSqlDriver::NotificationSource, const QVariant &p) { payloads << p.toString(); });
    ASSERT_TRUE(m_alice->database().driver()->subscribeToNotification(u"sheetwright"_s));
    auto hidden = *sw::blades::clock(*m_gmStore, u"clock-1"_s);
    hidden.clock.filled = 2;
    ASSERT_TRUE(sw::blades::saveClock(*m_gmStore, hidden, u"clock.tick"_s, u"Tick"_s).ok);
    auto open = *sw::blades::clock(*m_gmStore, u"clock-2"_s);
    open.clock.filled = 1;
    ASSERT_TRUE(sw::blades::saveClock(*m_gmStore, open, u"clock.tick"_s, u"Tick"_s).ok);
    QElapsedTimer waited;
    waited.start();
    while ((gmHeard.size() < 2 || heard.isEmpty() || payloads.size() < 2) && waited.elapsed() < 5000)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    EXPECT_EQ(gmHeard, (QList<sw::store::SheetRef>{{u"clock"_s, u"clock-1"_s}, {u"clock"_s, u"clock-2"_s}}));
    EXPECT_EQ(heard, (QList<sw::store::SheetRef>{{u"clock"_s, u"clock-2"_s}}));
    ASSERT_EQ(payloads.size(), 2);
    EXPECT_FALSE(payloads.join(u' ').contains(u"clock-1"_s)) << payloads.join(u' ').toStdString();
}

// pull keeps a secret roll secret: the pulled file (the GM's, one machine's) keeps the flag and
// exports it; shared again to another server, the roll is still kept from the players there.
TEST_F(ServerGmData, APulledCampaignKeepsItsSecretRollSecret)
{
    const QString pulled = m_dir.filePath(u"pulled.sheetwright"_s);
    run({u"pull"_s, m_address, pulled});
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(pulled, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        sw::store::CampaignStore store(*file);
        QHash<QString, bool> secret;
        for (const sw::store::RollRecord &r : store.rolls())
            secret.insert(r.label, r.secret);
        EXPECT_EQ(secret.value(kSecretRoll, false), true);
        ASSERT_TRUE(secret.contains(u"Engagement"_s));
        EXPECT_FALSE(secret.value(u"Engagement"_s));
        int marked = 0;
        for (const QJsonValue &roll : store.story().value(u"rolls"_s).toArray())
            marked += roll[u"secret"_s].toBool() ? (roll[u"label"_s].toString() == kSecretRoll ? 1 : 100) : 0;
        EXPECT_EQ(marked, 1) << "the export marks the secret roll, and it alone";
    }
    // Shared again, to a second server database: alice's role there reads no secret roll.
    QString database;
    const QString address = sw::test::PgServer::instance().newDatabase(&database);
    ASSERT_FALSE(address.isEmpty());
    const auto made = run({u"server"_s, u"init"_s, address, u"--players"_s, u"alice"_s});
    QString password;
    for (const QString &line : made.out.split(u'\n', Qt::SkipEmptyParts)) {
        if (line.section(u'\t', 0, 0) == database + u"_alice"_s)
            password = line.section(u'\t', 1);
    }
    ASSERT_FALSE(password.isEmpty()) << made.out.toStdString();
    run({u"share"_s, pulled, address});
    sw::store::FileError error;
    auto alice = sw::store::CampaignFile::open(sw::store::addressAs(address, database + u"_alice"_s, password), &error);
    ASSERT_NE(alice, nullptr) << error.detail.toStdString();
    sw::store::CampaignStore store(*alice);
    QStringList labels;
    for (const sw::store::RollRecord &r : store.rolls())
        labels << r.label;
    EXPECT_TRUE(labels.contains(u"Engagement"_s));
    EXPECT_FALSE(labels.contains(kSecretRoll));
}
