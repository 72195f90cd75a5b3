#pragma once

// The fixture of the shared-campaign command tests (issue #19): servercommands_test.cpp and
// servergmdata_test.cpp.
#include "cli/clirun.h"
#include "systems/blades/crew.h"
#include "core/systems/blades/fixtures.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "store/servercampaign.h"
#include "support/pgserver.h"
#include "systems/blades/store/campaignsheets.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace sw::test {

using namespace Qt::StringLiterals;

// A throwaway database (tests/support/pgserver.h), a campaign file with a crew and two
// characters, and the commands that make it a shared campaign and connect to it as one role.
class ServerFixture : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::test::PgServer &pg = sw::test::PgServer::instance();
        if (!pg.available())
            GTEST_SKIP() << pg.why().toStdString();
        m_address = pg.newDatabase(&m_database);
        ASSERT_FALSE(m_address.isEmpty());
        m_campaign = m_dir.filePath(u"a.sheetwright"_s);
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(m_campaign, &error);
        ASSERT_NE(file, nullptr);
        sw::store::CampaignStore store(*file);
        store.setName(u"Doskvol nights"_s);
        sw::blades::Crew crew = sw::blades::startCrew(u"assassins"_s, sw::test::srd());
        crew.name = u"The Knives"_s;
        crew.phase = sw::blades::CrewPhase::Play;
        crew.tier = 1;
        crew.reputation = u"subtle"_s;
        ASSERT_TRUE(sw::blades::addCrew(store, crew, u"crew"_s).ok);
        ASSERT_TRUE(sw::blades::addCharacter(store, sw::test::playingCutter(), 1, u"Mara"_s).ok);
        ASSERT_TRUE(sw::blades::addCharacter(store, sw::test::playingCutter(), 1, u"Tev"_s).ok);
    }

    CliRun run(const QStringList &args, int expected = sw::cli::Ok)
    {
        const CliRun r = cli(args);
        EXPECT_EQ(r.code, expected) << args.join(u' ').toStdString() << "\n" << r.out.toStdString() << r.err.toStdString();
        return r;
    }

    // Every row `sql` gives through `db` (a role's own connection), its columns joined by '|': what
    // that role's raw SQL reads.
    static QString rowsOf(const QSqlDatabase &db, const QString &sql)
    {
        QSqlQuery q(db);
        EXPECT_TRUE(q.exec(sql)) << sql.toStdString() << ": " << q.lastError().text().toStdString();
        QStringList out;
        while (q.next()) {
            for (int i = 0; i < q.record().count(); ++i)
                out << q.value(i).toString();
        }
        return out.join(u'|');
    }

    // server init with two players: role → password, as printed.
    QHash<QString, QString> init()
    {
        const CliRun r = run({u"server"_s, u"init"_s, m_address, u"--players"_s, u"alice,bob"_s});
        QHash<QString, QString> roles;
        for (const QString &line : r.out.split(u'\n', Qt::SkipEmptyParts)) {
            if (line.count(u'\t') == 1)
                roles.insert(line.section(u'\t', 0, 0), line.section(u'\t', 1));
        }
        return roles;
    }

    // A connection of one role, as a player's machine would make it.
    std::unique_ptr<sw::store::CampaignFile> connectAs(const QHash<QString, QString> &roles, const QString &who)
    {
        const QString role = m_database + u'_' + who;
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(sw::store::addressAs(m_address, role, roles.value(role)), &error);
        EXPECT_NE(file, nullptr) << error.detail.toStdString();
        return file;
    }

    void play()
    {
        run({u"faction"_s, u"add"_s, m_campaign, u"--example"_s, u"red_sashes"_s});
        run({u"score"_s, u"start"_s, m_campaign, u"--crew"_s, u"1"_s, u"--target"_s, u"A sword school"_s, u"--faction"_s,
             u"red_sashes"_s, u"--tier"_s, u"2"_s, u"--plan"_s, u"assault"_s, u"--detail"_s, u"the back gate"_s});
        run({u"score"_s, u"engage"_s, m_campaign, u"score-1"_s, u"--rolled"_s, u"5"_s});
        run({u"score"_s, u"end"_s, m_campaign, u"score-1"_s, u"--coin"_s, u"minor_job"_s, u"--heat"_s, u"contained"_s});
        run({u"clock"_s, u"add"_s, m_campaign, u"The ghost wakes"_s, u"--segments"_s, u"6"_s});
        run({u"undo"_s, m_campaign});
    }

    QTemporaryDir m_dir;
    QString m_campaign;
    QString m_address;
    QString m_database;
};

} // namespace sw::test
