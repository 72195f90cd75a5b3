// The GM's documents of the other game systems on a shared campaign's server (issue #19, "Rights
// enforced by the server"): 狩魂者's scene and Sins (a Sin's note the GM's alone to read), its
// rules and content packs, Meshal's content and rules profile and Fate's settings are written by
// the GM's role alone. Each system says so itself (its registerDocumentKinds: setGmRights); the
// server refuses a player's store and the player's raw SQL through the same connection.
#include "cli/serverfixture.h"
#include "systems/meshal/store/meshalsheets.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kSinNote = u"The Sin is the abbess herself"_s;

class ServerSystemRights : public sw::test::ServerFixture
{
protected:
    // The campaign shared, character 1 given to alice; the GM's role sets the scene and adds a Sin
    // with a note.
    void SetUp() override
    {
        ServerFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_roles = init();
        run({u"share"_s, m_campaign, m_address});
        run({u"server"_s, u"assign"_s, m_address, u"character:1"_s, u"alice"_s});
        m_gm = connectAs(m_roles, u"gm"_s);
        ASSERT_NE(m_gm, nullptr);
        m_gmStore = std::make_unique<sw::store::CampaignStore>(*m_gm);
        sw::soulhunter::Scene scene;
        scene.name = u"The convent"_s;
        scene.tags = {u"Dark"_s};
        scene.challenge = 12;
        ASSERT_TRUE(sw::soulhunter::saveScene(*m_gmStore, scene, u"Scene"_s).ok);
        sw::soulhunter::Sin sin;
        sin.name = u"Sin of thirst"_s;
        sin.note = kSinNote;
        sin.obsessions = {{u"Loneliness"_s, true}};
        ASSERT_TRUE(sw::soulhunter::addSin(*m_gmStore, sin, u"Sin"_s).ok);
        m_alice = connectAs(m_roles, u"alice"_s);
        ASSERT_NE(m_alice, nullptr);
    }

    // The GM gives alice the scene, the Sin and a sheet "mine" of every kind below, as a player is
    // given a sheet (sheet_owners): what refuses her then is that only the GM writes the kind.
    void giveAliceTheGmsDocuments()
    {
        sw::store::FileError error;
        auto owner = sw::store::CampaignFile::open(m_address, &error);
        ASSERT_NE(owner, nullptr) << error.detail.toStdString();
        QSqlQuery q(owner->database());
        const QString alice = m_database + u"_alice"_s;
        for (const QString &kind : kGmKinds) {
            for (const QString &id : {u"1"_s, u"mine"_s})
                ASSERT_TRUE(q.exec(u"INSERT INTO sheet_owners (sheet_kind, sheet_id, role_name) VALUES ('%1', '%2', '%3') ON CONFLICT DO NOTHING"_s.arg(kind, id, alice)))
                    << q.lastError().text().toStdString();
        }
    }

    const QStringList kGmKinds{u"soulhunter-scene"_s, u"soulhunter-sin"_s, u"soulhunter-campaign"_s, u"soulhunter-content"_s,
                               u"meshal-content"_s, u"meshal-profile"_s, u"fate-campaign"_s};

    QString rows(const QString &sql) { return rowsOf(m_alice->database(), sql); }

    QHash<QString, QString> m_roles;
    std::unique_ptr<sw::store::CampaignFile> m_gm;
    std::unique_ptr<sw::store::CampaignStore> m_gmStore;
    std::unique_ptr<sw::store::CampaignFile> m_alice;
};

} // namespace

// Through the store: a player's change of the scene or a Sin, even given to her, or a Sin of her
// own, is refused by the server; nothing changes.
TEST_F(ServerSystemRights, APlayersStoreCannotWriteTheSceneOrASin)
{
    giveAliceTheGmsDocuments();
    sw::store::CampaignStore alice(*m_alice);
    ASSERT_TRUE(sw::soulhunter::scene(alice).has_value()) << "the scene is read by the table";
    sw::soulhunter::Scene scene = *sw::soulhunter::scene(alice);
    scene.challenge = 0;
    const sw::store::Receipt sceneWrite = sw::soulhunter::saveScene(alice, scene, u"Scene"_s);
    EXPECT_FALSE(sceneWrite.ok);
    EXPECT_EQ(sceneWrite.problem, sw::store::StoreProblem::Denied) << sceneWrite.error.toStdString();
    sw::soulhunter::Sin sin = *sw::soulhunter::sin(alice, 1);
    sin.methodsUsed = {u"fire"_s};
    EXPECT_EQ(sw::soulhunter::saveSin(alice, 1, sin, u"soulhunter.sin.edit"_s, u"Sin"_s).problem, sw::store::StoreProblem::Denied);
    EXPECT_FALSE(sw::soulhunter::addSin(alice, sin, u"Sin"_s).ok);
    EXPECT_FALSE(alice.mayWrite({QString(sw::soulhunter::kSceneKind), u"1"_s})) << "the window greys it";
    EXPECT_EQ(sw::soulhunter::scene(*m_gmStore)->challenge, 12);
    EXPECT_TRUE(sw::soulhunter::sin(*m_gmStore, 1)->methodsUsed.isEmpty());
    EXPECT_EQ(sw::soulhunter::sins(*m_gmStore).size(), 1);
}

// A player's raw SQL on the same connection, for every kind only the GM writes of 狩魂者, Meshal
// and Fate, even given to her: no row changes, no row added, no journal entry.
TEST_F(ServerSystemRights, APlayersRawSqlCannotWriteTheGmsDocuments)
{
    giveAliceTheGmsDocuments();
    QSqlQuery q(m_alice->database());
    for (const QString &kind : kGmKinds) {
        EXPECT_TRUE(q.exec(u"UPDATE sheets SET data = '{}' WHERE kind = '%1'"_s.arg(kind)));
        EXPECT_EQ(q.numRowsAffected(), 0) << kind.toStdString();
        EXPECT_TRUE(q.exec(u"DELETE FROM sheets WHERE kind = '%1'"_s.arg(kind)));
        EXPECT_EQ(q.numRowsAffected(), 0) << kind.toStdString();
        EXPECT_FALSE(q.exec(u"INSERT INTO sheets (kind, id, system, data, created_at) VALUES ('%1', 'mine', 'x', '{}', 'now')"_s.arg(kind)))
            << kind.toStdString();
        EXPECT_TRUE(q.lastError().text().contains(u"row-level security"_s)) << q.lastError().text().toStdString();
        EXPECT_FALSE(q.exec(u"INSERT INTO journal (at, sheet_kind, sheet_id, command, batch) VALUES ('now', '%1', 'x', 'c', 1)"_s.arg(kind)))
            << kind.toStdString();
    }
    EXPECT_EQ(sw::soulhunter::scene(*m_gmStore)->name, u"The convent"_s);
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->name, u"Sin of thirst"_s);
    // The player's own sheet is still theirs to write.
    EXPECT_TRUE(q.exec(u"UPDATE sheets SET data = data WHERE kind = 'character' AND id = '1'"_s));
    EXPECT_EQ(q.numRowsAffected(), 1);
}

// A Sin's note is the GM's: the player's store and raw SQL read the Sin without it; the GM's
// store reads it whole.
TEST_F(ServerSystemRights, APlayerReadsASinWithoutItsNote)
{
    sw::store::CampaignStore alice(*m_alice);
    ASSERT_TRUE(sw::soulhunter::sin(alice, 1).has_value());
    EXPECT_EQ(sw::soulhunter::sin(alice, 1)->name, u"Sin of thirst"_s);
    EXPECT_EQ(sw::soulhunter::sin(alice, 1)->obsessions.size(), 1);
    EXPECT_EQ(sw::soulhunter::sin(alice, 1)->note, QString());
    const QString everything = rows(u"SELECT data::text FROM sheets"_s) + rows(u"SELECT before::text, after::text FROM journal"_s) +
                               rows(u"SELECT COUNT(*) FROM sheet_secrets"_s);
    EXPECT_TRUE(everything.contains(u"Sin of thirst"_s));
    EXPECT_FALSE(everything.contains(kSinNote));
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->note, kSinNote);
}

// A Meshal roll the host keeps secret (the dock's box, `meshal roll --secret`) is secret by
// RollRecord::secret alone: the host's store reads it, a player's store and raw SQL do not.
TEST_F(ServerSystemRights, APlayerCannotReadAMeshalSecretRoll)
{
    sw::store::RollRecord roll;
    roll.kind = u"meshal.point"_s;
    roll.label = u"Does the guard notice the thief?"_s;
    roll.pool = 3;
    roll.dice = {2, 6, 4};
    roll.result = u"2 success"_s;
    sw::store::RollRecord secret = roll;
    sw::meshal::markSecret(secret);
    roll.label = u"Climb the wall"_s;
    ASSERT_TRUE(m_gmStore->apply({}, u"meshal.roll"_s, u"Roll"_s, {}, {secret, roll}).ok);
    QStringList host;
    for (const sw::store::RollRecord &r : m_gmStore->rolls())
        host << r.label + (sw::meshal::isSecret(r) ? u" (secret)"_s : QString());
    EXPECT_TRUE(host.contains(u"Does the guard notice the thief? (secret)"_s)) << host.join(u", "_s).toStdString();
    sw::store::CampaignStore alice(*m_alice);
    QStringList seen;
    for (const sw::store::RollRecord &r : alice.rolls())
        seen << r.label;
    EXPECT_EQ(seen, QStringList{u"Climb the wall"_s});
    const QString everything = rows(u"SELECT label, kind, context, dice::text, result FROM rolls"_s);
    EXPECT_TRUE(everything.contains(u"Climb the wall"_s));
    EXPECT_FALSE(everything.contains(u"guard"_s)) << everything.toStdString();
    QSqlQuery q(m_alice->database());
    EXPECT_FALSE(q.exec(u"UPDATE rolls SET secret = false"_s)) << "only the GM edits a roll";
}
