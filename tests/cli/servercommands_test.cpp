// Shared campaigns from the command line (issue #19): server init makes a PostgreSQL database a
// campaign with a role for the GM and each player; share copies a campaign file up whole and pull
// copies it back down — the same documents, journal and rolls; the rights are the server's: a
// player's role, connected straight to the database, is refused by the server itself.
#include "cli/serverfixture.h"

#include <QSqlError>
#include <QSqlQuery>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;

namespace {

class ServerCommands : public sw::test::ServerFixture
{
};

} // namespace

TEST_F(ServerCommands, InitPrintsARoleForTheGmAndEachPlayerOnce)
{
    const QHash<QString, QString> roles = init();
    EXPECT_EQ(roles.size(), 3);
    for (const QString &who : {u"gm"_s, u"alice"_s, u"bob"_s}) {
        EXPECT_EQ(roles.value(m_database + u'_' + who).size(), 20) << who.toStdString();
        EXPECT_NE(connectAs(roles, who), nullptr);
    }
    // A second init finds a campaign there and changes nothing.
    EXPECT_NE(cli({u"server"_s, u"init"_s, m_address}).code, sw::cli::Ok);
}

TEST_F(ServerCommands, InitReadsThePasswordsFromAFile)
{
    QFile file(m_dir.filePath(u"passwords"_s));
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write("# the table's passwords\ngm gm-secret-1\nalice alice's-secret\n");
    file.close();
    const CliRun r = run({u"server"_s, u"init"_s, m_address, u"--passwords"_s, file.fileName()});
    EXPECT_FALSE(r.out.contains(u"gm-secret-1"_s)) << "a password read from a file is not printed";
    sw::store::FileError error;
    EXPECT_NE(sw::store::CampaignFile::open(sw::store::addressAs(m_address, m_database + u"_alice"_s, u"alice's-secret"_s), &error), nullptr)
        << error.detail.toStdString();
}

// share, then pull: the pulled file exports byte for byte as the original (sheets, scores, rolls,
// sessions, every journal entry with its state), and the commands read the shared campaign as they
// read the file.
TEST_F(ServerCommands, ShareThenPullGivesTheSameCampaign)
{
    play();
    init();
    run({u"share"_s, m_campaign, m_address});
    EXPECT_EQ(run({u"history"_s, m_address}).out, run({u"history"_s, m_campaign}).out);
    EXPECT_EQ(run({u"list"_s, m_address}).out, run({u"list"_s, m_campaign}).out);
    const QString pulled = m_dir.filePath(u"b.sheetwright"_s);
    run({u"pull"_s, m_address, pulled});
    run({u"export"_s, m_campaign, m_dir.filePath(u"a.json"_s)});
    run({u"export"_s, pulled, m_dir.filePath(u"b.json"_s)});
    QFile a(m_dir.filePath(u"a.json"_s));
    QFile b(m_dir.filePath(u"b.json"_s));
    ASSERT_TRUE(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
    const QByteArray first = a.readAll();
    EXPECT_TRUE(first.contains("\"rolls\"") && first.contains("engagement"));
    EXPECT_EQ(b.readAll(), first);
    // Redo goes on on the server where the file left it.
    run({u"redo"_s, m_address});
    EXPECT_TRUE(run({u"list"_s, m_address, u"--kind"_s, u"clock"_s}).out.contains(u"The ghost wakes"_s));
    // Sharing twice is refused: the shared campaign is not empty any more.
    EXPECT_EQ(cli({u"share"_s, m_campaign, m_address}).code, sw::cli::Failure);
}

// The rights are the server's: alice, given character 1, writes it through the store; her raw SQL
// cannot change bob's sheet, add one, rename the campaign, give herself a sheet or make a role.
TEST_F(ServerCommands, APlayersRoleIsRefusedByTheServer)
{
    const QHash<QString, QString> roles = init();
    run({u"share"_s, m_campaign, m_address});
    run({u"server"_s, u"assign"_s, m_address, u"character:1"_s, u"alice"_s});
    run({u"server"_s, u"assign"_s, m_address, u"character:2"_s, u"bob"_s});
    auto alice = connectAs(roles, u"alice"_s);
    ASSERT_NE(alice, nullptr);
    sw::store::CampaignStore store(*alice);
    auto mine = *sw::blades::character(store, 1);
    mine.stress = 2;
    EXPECT_TRUE(sw::blades::saveCharacter(store, 1, mine, u"character.set_stress"_s, u"Stress"_s).ok);
    auto bobs = *sw::blades::character(store, 2);
    bobs.stress = 5;
    const auto refused = sw::blades::saveCharacter(store, 2, bobs, u"character.set_stress"_s, u"Stress"_s);
    EXPECT_FALSE(refused.ok);
    EXPECT_EQ(refused.problem, sw::store::StoreProblem::Denied) << refused.error.toStdString();

    QSqlQuery q(alice->database());
    ASSERT_TRUE(q.exec(u"UPDATE sheets SET data = '{}' WHERE kind = 'character' AND id = '2'"_s));
    EXPECT_EQ(q.numRowsAffected(), 0) << "bob's sheet is not alice's to change";
    EXPECT_FALSE(q.exec(u"INSERT INTO sheets (kind, id, system, data, created_at) VALUES ('character', '9', 'blades', '{}', 'now')"_s));
    EXPECT_TRUE(q.lastError().text().contains(u"row-level security"_s)) << q.lastError().text().toStdString();
    EXPECT_FALSE(q.exec(u"UPDATE campaign SET name = 'Mine now'"_s));
    EXPECT_TRUE(q.lastError().text().contains(u"permission denied"_s)) << q.lastError().text().toStdString();
    EXPECT_FALSE(q.exec(u"INSERT INTO sheet_owners VALUES ('character', '2', '%1_alice')"_s.arg(m_database)));
    EXPECT_FALSE(q.exec(u"ALTER ROLE %1_alice CREATEROLE"_s.arg(m_database)));
    EXPECT_FALSE(q.exec(u"UPDATE journal SET label = 'x' WHERE sheet_id = '2'"_s) && q.numRowsAffected() > 0);
    EXPECT_FALSE(q.exec(u"DELETE FROM sheets WHERE id = '2'"_s) && q.numRowsAffected() > 0);

    // The GM writes every sheet.
    auto gm = connectAs(roles, u"gm"_s);
    ASSERT_NE(gm, nullptr);
    sw::store::CampaignStore gmStore(*gm);
    auto asGm = *sw::blades::character(gmStore, 2);
    EXPECT_EQ(asGm.stress, sw::test::playingCutter().stress);
    asGm.stress = 5;
    EXPECT_TRUE(sw::blades::saveCharacter(gmStore, 2, asGm, u"character.set_stress"_s, u"Stress"_s).ok);
}
