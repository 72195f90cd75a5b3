// `sheetwright-cli server upgrade` (issue #19): a shared campaign's server made by an earlier build
// keeps the GM rules and rights it was made with until its owner brings it up to this build's. The
// old server is made here from a new one, as an earlier build left it: the Sins' rule missing from
// gm_rules (so a Sin's note and its unknown 执念 tags sit in what players read, and a player given
// a Sin may write it), a Sin still in format 1, an older read policy on rolls (a secret roll read
// by all). After the upgrade the server refuses and hides as the rules now say; a second run
// changes nothing.
#include "cli/serverfixture.h"
#include "systems/soulhunter/store/soulsheets.h"
#include "systems/blades/store/campaignsheets.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

const QString kNote = u"The Sin is the abbess herself"_s;
const QString kUnknown = u"Her drowned sister"_s;
const QString kSecretRoll = u"Does the abbess lie?"_s;

class ServerUpgrade : public sw::test::ServerFixture
{
protected:
    void SetUp() override
    {
        ServerFixture::SetUp();
        if (IsSkipped() || HasFatalFailure())
            return;
        m_roles = init();
        run({u"share"_s, m_campaign, m_address});
        auto gm = connectAs(m_roles, u"gm"_s);
        ASSERT_NE(gm, nullptr);
        sw::store::CampaignStore store(*gm);
        sw::soulhunter::Sin sin;
        sin.name = u"Sin of thirst"_s;
        sin.note = kNote;
        sin.obsessions = {{u"Loneliness"_s, true}, {kUnknown, false}};
        ASSERT_TRUE(sw::soulhunter::addSin(store, sin, u"Sin"_s).ok);
        sw::store::RollRecord roll;
        roll.kind = u"meshal.point"_s;
        roll.label = kSecretRoll;
        roll.pool = 2;
        roll.dice = {3, 5};
        roll.result = u"1 success"_s;
        roll.secret = true;
        ASSERT_TRUE(store.apply({}, u"meshal.roll"_s, u"Roll"_s, {}, {roll}).ok);
        sw::blades::Faction faction;
        faction.id = u"night_market"_s;
        faction.name = u"The Night Market"_s;
        faction.tier = 2;
        ASSERT_TRUE(sw::blades::saveFaction(store, faction, u"faction.add"_s, u"Faction"_s).ok);
    }

    // How many factions keep a sort key from before the ladder's order (store/factionorder.h).
    QString oldFactionKeys()
    {
        QString out;
        EXPECT_TRUE(sw::test::PgServer::instance().psql(
            m_database, u"SELECT count(*) FROM sheets WHERE kind = 'faction' AND sort_key < 't'"_s, &out));
        return out.trimmed();
    }

    // The server as an earlier build left it (as the superuser, through psql).
    void makeItOld()
    {
        const QString old = uR"({"name":"Sin of thirst","note":"%1","obsessions":[{"text":"Loneliness","known":true},{"text":"%2"}]})"_s
                                .arg(kNote, kUnknown);
        QString out;
        ASSERT_TRUE(sw::test::PgServer::instance().psql(
            m_database,
            u"BEGIN; DELETE FROM gm_rules WHERE kind = 'soulhunter-sin';"
            "UPDATE sheets SET data = '%1', format = 1 WHERE kind = 'soulhunter-sin';"
            "UPDATE journal SET after = '%1' WHERE sheet_kind = 'soulhunter-sin';"
            "DELETE FROM sheet_secrets WHERE kind = 'soulhunter-sin'; DELETE FROM journal_secrets;"
            "DROP POLICY rolls_read ON rolls; CREATE POLICY rolls_read ON rolls FOR SELECT USING (true);"
            "INSERT INTO sheet_owners VALUES ('soulhunter-sin', '1', '%2_alice');"
            "UPDATE sheets SET sort_key = '97' || id WHERE kind = 'faction'; COMMIT;"_s.arg(old, m_database),
            &out))
            << out.toStdString();
    }

    // What alice's own connection reads of the Sin, its journal, the secrets tables and the rolls.
    QString aliceReads()
    {
        auto alice = connectAs(m_roles, u"alice"_s);
        EXPECT_NE(alice, nullptr);
        if (!alice)
            return {};
        QStringList out;
        for (const QString &sql : {u"SELECT data::text FROM sheets"_s, u"SELECT before::text, after::text FROM journal"_s,
                                   u"SELECT data::text FROM sheet_secrets"_s, u"SELECT before::text, after::text FROM journal_secrets"_s,
                                   u"SELECT label FROM rolls"_s})
            out << rowsOf(alice->database(), sql);
        return out.join(u'|');
    }

    // alice's raw UPDATE of the Sin she was given: the rows it changed.
    int aliceWritesTheSin()
    {
        auto alice = connectAs(m_roles, u"alice"_s);
        if (!alice)
            return -1;
        QSqlQuery q(alice->database());
        if (!q.exec(u"UPDATE sheets SET data = data || '{\"name\": \"Mine\"}' WHERE kind = 'soulhunter-sin'"_s))
            return -1;
        return q.numRowsAffected();
    }

    // Everything the upgrade may touch, as text: rules, policies, functions, grants and the data.
    QString serverState()
    {
        QString out;
        EXPECT_TRUE(sw::test::PgServer::instance().psql(
            m_database,
            u"SELECT string_agg(x, E'\\n' ORDER BY x) FROM ("
            "SELECT format('rule %s %s %s %s', kind, gm_writes, gm_fields, hidden_flag) AS x FROM gm_rules "
            "UNION ALL SELECT format('policy %s %s %s %s %s %s', tablename, policyname, cmd, roles, qual, with_check) FROM pg_policies "
            "UNION ALL SELECT format('function %s %s', proname, prosrc) FROM pg_proc WHERE proname LIKE 'sheetwright%' "
            "UNION ALL SELECT format('trigger %s %s', tgname, tgrelid::regclass) FROM pg_trigger WHERE NOT tgisinternal "
            "UNION ALL SELECT format('grant %s %s %s', grantee, table_name, privilege_type) FROM information_schema.role_table_grants "
            "          WHERE table_schema = 'public' "
            "UNION ALL SELECT format('rls %s %s', relname, relrowsecurity) FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' "
            "UNION ALL SELECT format('sheet %s %s %s %s %s %s', kind, id, format, version, gm_only, data) FROM sheets "
            "UNION ALL SELECT format('secret %s %s %s', kind, id, data) FROM sheet_secrets "
            "UNION ALL SELECT format('entry %s %s %s %s %s %s', id, state, gm_only, role, before, after) FROM journal "
            "UNION ALL SELECT format('entry secret %s %s %s', id, before, after) FROM journal_secrets "
            "UNION ALL SELECT format('roll %s %s %s %s', id, label, context, secret) FROM rolls) s"_s,
            &out))
            << out.toStdString();
        return out;
    }

    QHash<QString, QString> m_roles;
};

} // namespace

// The old server lets alice read the Sin's note, its unknown tag and the secret roll, and write
// the Sin given her; `server upgrade` (the owner's) puts this build's rules: she reads none of
// them and writes nothing, the GM reads the Sin whole.
TEST_F(ServerUpgrade, AnOldServerRefusesAndHidesAsTheRulesNowSay)
{
    makeItOld();
    ASSERT_FALSE(HasFatalFailure());
    const QString before = aliceReads();
    ASSERT_TRUE(before.contains(kNote) && before.contains(kUnknown) && before.contains(kSecretRoll))
        << "the old server leaks: " << before.toStdString();

    ASSERT_EQ(oldFactionKeys(), u"1"_s);
    const sw::test::CliRun r = run({u"server"_s, u"upgrade"_s, m_address});
    EXPECT_TRUE(r.out.contains(u"Kinds whose GM rules changed: 1."_s)) << r.out.toStdString();
    EXPECT_EQ(oldFactionKeys(), u"0"_s) << "the faction's key made again in the ladder's order";

    const QString after = aliceReads();
    EXPECT_TRUE(after.contains(u"Loneliness"_s)) << after.toStdString();
    EXPECT_FALSE(after.contains(kNote)) << after.toStdString();
    EXPECT_FALSE(after.contains(kUnknown)) << after.toStdString();
    EXPECT_FALSE(after.contains(kSecretRoll)) << after.toStdString();
    EXPECT_EQ(aliceWritesTheSin(), 0) << "only the GM writes a Sin, even one given to a player";

    auto gm = connectAs(m_roles, u"gm"_s);
    ASSERT_NE(gm, nullptr);
    const sw::store::CampaignStore store(*gm);
    const std::optional<sw::soulhunter::Sin> sin = sw::soulhunter::sin(store, 1);
    ASSERT_TRUE(sin.has_value());
    EXPECT_EQ(sin->name, u"Sin of thirst"_s);
    EXPECT_EQ(sin->note, kNote);
    EXPECT_EQ(sin->obsessions, (QList<sw::soulhunter::ObsessionTag>{{u"Loneliness"_s, true}, {kUnknown, false}}));
}

// Run again (on the old server brought up to date, and on a new one), the upgrade changes no rule,
// policy, function, trigger, grant, document, journal entry or roll, and says so.
TEST_F(ServerUpgrade, RunningItAgainChangesNothing)
{
    const QString fresh = serverState();
    const sw::test::CliRun onNew = run({u"server"_s, u"upgrade"_s, m_address});
    EXPECT_TRUE(onNew.out.contains(u"Kinds whose GM rules changed: 0. Kept from the players again: 0 sheets, 0 journal entries."_s))
        << onNew.out.toStdString();
    EXPECT_EQ(serverState(), fresh) << "a server this build made is up to date already";

    makeItOld();
    ASSERT_FALSE(HasFatalFailure());
    run({u"server"_s, u"upgrade"_s, m_address});
    const QString once = serverState();
    const sw::test::CliRun again = run({u"server"_s, u"upgrade"_s, m_address});
    EXPECT_TRUE(again.out.contains(u"Kinds whose GM rules changed: 0. Kept from the players again: 0 sheets, 0 journal entries."_s))
        << again.out.toStdString();
    EXPECT_EQ(serverState(), once);
}

// Only the database's owner may change the tables' policies and triggers: the GM's role is
// refused, with the reason, and the server is left as it was.
TEST_F(ServerUpgrade, TheGmsRoleCannotUpgradeTheServer)
{
    makeItOld();
    ASSERT_FALSE(HasFatalFailure());
    const QString old = serverState();
    const QString role = m_database + u"_gm"_s;
    const sw::test::CliRun r =
        run({u"server"_s, u"upgrade"_s, sw::store::addressAs(m_address, role, m_roles.value(role))}, sw::cli::Failure);
    EXPECT_TRUE(r.err.contains(u"owner"_s)) << r.err.toStdString();
    EXPECT_EQ(serverState(), old);
}
