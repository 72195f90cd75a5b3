// A 狩魂者 Sin's 执念 tags on a shared campaign's server (issue #19, "Rights enforced by the
// server"): the tags the characters do not know yet are the GM's, kept in the Sin document's own
// top-level field (format 2's hiddenObsessions, systems/soulhunter/sin.h) that the kind gives the GM
// alone; a player's store and a player's raw SQL through her own connection read the known tags
// only, the GM's store reads every tag in its place; a GM's edit keeps the hidden ones, and a Sin
// written in format 1 (an older build's file) is kept apart all the same once shared.
#include "cli/serverfixture.h"
#include "systems/meshal/store/meshalsheets.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kKnown = u"Gold hoarded"_s;
const QString kUnknown = u"His drowned mother"_s;
const QString kKnownToo = u"Debts unpaid"_s;

QStringList tagsOf(const sw::soulhunter::Sin &sin)
{
    QStringList out;
    for (const sw::soulhunter::ObsessionTag &t : sin.obsessions)
        out << t.text + (t.known ? u" (known)"_s : u" (unknown)"_s);
    return out;
}

class ServerSinTags : public sw::test::ServerFixture
{
protected:
    void SetUp() override
    {
        ServerFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_roles = init();
    }

    void connectBoth()
    {
        m_gm = connectAs(m_roles, u"gm"_s);
        ASSERT_NE(m_gm, nullptr);
        m_gmStore = std::make_unique<sw::store::CampaignStore>(*m_gm);
        m_alice = connectAs(m_roles, u"alice"_s);
        ASSERT_NE(m_alice, nullptr);
    }

    // Everything alice's role reads of the documents, the journal, the secrets tables and the rolls.
    QString everythingAliceReads()
    {
        QStringList out;
        for (const QString &sql : {u"SELECT data::text FROM sheets"_s, u"SELECT before::text, after::text FROM journal"_s,
                                   u"SELECT data::text FROM sheet_secrets"_s, u"SELECT before::text, after::text FROM journal_secrets"_s,
                                   u"SELECT label, context FROM rolls"_s})
            out << rowsOf(m_alice->database(), sql);
        return out.join(u'|');
    }

    QHash<QString, QString> m_roles;
    std::unique_ptr<sw::store::CampaignFile> m_gm;
    std::unique_ptr<sw::store::CampaignStore> m_gmStore;
    std::unique_ptr<sw::store::CampaignFile> m_alice;
};

sw::soulhunter::Sin greed()
{
    sw::soulhunter::Sin sin;
    sin.name = u"Sin of greed"_s;
    sin.obsessions = {{kKnown, true}, {kUnknown, false}, {kKnownToo, true}};
    return sin;
}

} // namespace

// The GM adds a Sin with a known, an unknown and a known tag: alice's store reads the two known
// ones, her raw SQL over every table finds them and never the unknown one; the GM reads all three
// in their places.
TEST_F(ServerSinTags, APlayersRoleReadsOnlyTheTagsTheCharactersKnow)
{
    run({u"share"_s, m_campaign, m_address});
    connectBoth();
    ASSERT_TRUE(sw::soulhunter::addSin(*m_gmStore, greed(), u"Sin"_s).ok);
    sw::store::CampaignStore alice(*m_alice);
    ASSERT_TRUE(sw::soulhunter::sin(alice, 1).has_value());
    EXPECT_EQ(tagsOf(*sw::soulhunter::sin(alice, 1)), (QStringList{kKnown + u" (known)"_s, kKnownToo + u" (known)"_s}));
    const QString seen = everythingAliceReads();
    EXPECT_TRUE(seen.contains(kKnown)) << seen.toStdString();
    EXPECT_TRUE(seen.contains(kKnownToo));
    EXPECT_FALSE(seen.contains(kUnknown)) << seen.toStdString();
    EXPECT_EQ(tagsOf(*sw::soulhunter::sin(*m_gmStore, 1)),
              (QStringList{kKnown + u" (known)"_s, kUnknown + u" (unknown)"_s, kKnownToo + u" (known)"_s}));
}

// The GM's read-modify-write (a way used against the Sin) keeps the hidden tag hidden and whole;
// once the GM marks it known, alice reads it, and the GM reads it once (nothing stale kept apart).
TEST_F(ServerSinTags, TheGmsEditsKeepTheHiddenTagUntilItIsKnown)
{
    run({u"share"_s, m_campaign, m_address});
    connectBoth();
    ASSERT_TRUE(sw::soulhunter::addSin(*m_gmStore, greed(), u"Sin"_s).ok);
    sw::soulhunter::Sin sin = *sw::soulhunter::sin(*m_gmStore, 1);
    sin.methodsUsed << u"fire"_s;
    ASSERT_TRUE(sw::soulhunter::saveSin(*m_gmStore, 1, sin, u"soulhunter.sin.edit"_s, u"Sin"_s).ok);
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->obsessions, greed().obsessions);
    EXPECT_FALSE(everythingAliceReads().contains(kUnknown));

    sin = *sw::soulhunter::sin(*m_gmStore, 1);
    sin.obsessions[1].known = true;
    ASSERT_TRUE(sw::soulhunter::saveSin(*m_gmStore, 1, sin, u"soulhunter.sin.edit"_s, u"Sin"_s).ok);
    sw::store::CampaignStore alice(*m_alice);
    EXPECT_EQ(tagsOf(*sw::soulhunter::sin(alice, 1)),
              (QStringList{kKnown + u" (known)"_s, kUnknown + u" (known)"_s, kKnownToo + u" (known)"_s}));
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->obsessions, sin.obsessions);
    // Undone, the tag is hidden again, from alice and her SQL alike.
    ASSERT_TRUE(m_gmStore->undo().ok);
    EXPECT_EQ(tagsOf(*sw::soulhunter::sin(alice, 1)), (QStringList{kKnown + u" (known)"_s, kKnownToo + u" (known)"_s}));
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->obsessions, greed().obsessions);
}

// A campaign file from an older build: a Sin in format 1 (every tag in `obsessions`, the unknown
// one without `known`), in the sheet and its journal entry, and a Meshal roll still secret by its
// old context mark. Shared (the file read as it is), the server keeps the unknown tag and the roll
// from alice all the same: the systems' row repairs run in the import's transaction.
TEST_F(ServerSinTags, AnOldFilesSinAndSecretRollAreKeptApartOnceShared)
{
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(m_campaign, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        ASSERT_TRUE(sw::soulhunter::addSin(store, greed(), u"Sin"_s).ok);
        const QString old = uR"({"name":"Sin of greed","obsessions":[{"text":"%1","known":true},{"text":"%2"},{"text":"%3","known":true}]})"_s
                                .arg(kKnown, kUnknown, kKnownToo);
        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"UPDATE sheets SET data = '%1', format = 1 WHERE kind = 'soulhunter-sin'"_s.arg(old)));
        ASSERT_TRUE(q.exec(u"UPDATE journal SET after = '%1' WHERE sheet_kind = 'soulhunter-sin'"_s.arg(old)));
        ASSERT_TRUE(q.exec(u"INSERT INTO rolls (at, kind, label, pool, dice, result, context) "
                           "VALUES ('2026-11-20T20:00:00Z', 'meshal.point', 'Does the abbess lie?', 2, '[3,5]', '1 success', 'meshal.secret')"_s))
            << q.lastError().text().toStdString();
    }
    QFile::setPermissions(m_campaign, QFile::ReadOwner | QFile::ReadGroup); // shared as it is: read, never repaired
    run({u"share"_s, m_campaign, m_address});
    connectBoth();
    const QString seen = everythingAliceReads();
    EXPECT_TRUE(seen.contains(kKnown)) << seen.toStdString();
    EXPECT_FALSE(seen.contains(kUnknown)) << seen.toStdString();
    EXPECT_FALSE(seen.contains(u"abbess"_s)) << seen.toStdString();
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->obsessions, greed().obsessions);
    bool secret = false;
    for (const sw::store::RollRecord &r : m_gmStore->rolls())
        secret = secret || (r.label == u"Does the abbess lie?"_s && sw::meshal::isSecret(r));
    EXPECT_TRUE(secret) << "the GM reads the roll, secret";
}

// A Sin's note the GM clears stays cleared, for the GM too: the document always carries its
// hiddenObsessions (even empty), so the GM's write replaces all the server keeps apart of it.
TEST_F(ServerSinTags, ANoteTheGmClearsStaysCleared)
{
    run({u"share"_s, m_campaign, m_address});
    connectBoth();
    sw::soulhunter::Sin sin = greed();
    sin.note = u"The Sin is the abbess herself"_s;
    sin.obsessions = {{kKnown, true}};
    ASSERT_TRUE(sw::soulhunter::addSin(*m_gmStore, sin, u"Sin"_s).ok);
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->note, sin.note);
    sin.note.clear();
    ASSERT_TRUE(sw::soulhunter::saveSin(*m_gmStore, 1, sin, u"soulhunter.sin.edit"_s, u"Sin"_s).ok);
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->note, QString());
    EXPECT_EQ(sw::soulhunter::sin(*m_gmStore, 1)->obsessions, sin.obsessions);
}
