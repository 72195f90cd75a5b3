// Meshal's secret rolls by RollRecord::secret alone (issue #19): a campaign file from before
// schema v5 kept no secret flag, so Meshal marked a secret roll by its context ("meshal.secret");
// migrated to v5, such a roll is secret by the flag (meshalsystem.cpp: the system's conversion),
// and nothing reads the old mark any more.
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/meshal/meshalsystem.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

sw::store::RollRecord pointRoll(const QString &label)
{
    sw::store::RollRecord r;
    r.kind = u"meshal.point"_s;
    r.label = label;
    r.pool = 2;
    r.dice = {3, 5};
    r.result = u"1 success"_s;
    return r;
}

} // namespace

// A secret roll is the flag: marked so, written so, read back so; its context is left alone.
TEST(MeshalSecretRolls, ASecretRollIsTheFlagAlone)
{
    sw::store::RollRecord r = pointRoll(u"Ambush"_s);
    sw::meshal::markSecret(r);
    EXPECT_TRUE(r.secret);
    EXPECT_TRUE(r.context.isEmpty());
    sw::store::RollRecord marked = pointRoll(u"Old"_s);
    marked.context = u"meshal.secret"_s; // the old mark, without the flag: not secret
    EXPECT_FALSE(sw::meshal::isSecret(marked));

    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"c.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    sw::store::CampaignStore store(*file);
    ASSERT_TRUE(store.apply({}, u"meshal.roll"_s, u"Roll"_s, {}, {r, pointRoll(u"Open"_s)}).ok);
    const QList<sw::store::RollRecord> rolls = store.rolls(10);
    ASSERT_EQ(rolls.size(), 2);
    EXPECT_FALSE(sw::meshal::isSecret(rolls[0]));
    EXPECT_TRUE(sw::meshal::isSecret(rolls[1]));
}

// A schema v4 file with a secret Meshal roll marked by its context: opened for editing (migrated
// to v5), the roll is secret by the flag and its context no longer carries the mark; an open roll
// stays open.
TEST(MeshalSecretRolls, AnOldSecretRollStaysSecretAfterTheMigration)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"old.sheetwright"_s);
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        // Back to v4 as that release wrote it: without v6's listing keys, names index and counts
        // (store/listingkeys.cpp), without v5's secret column, the mark in the context.
        QSqlQuery q(file->database());
        for (const QString &sql :
             {u"DROP TRIGGER sheet_names_add"_s, u"DROP TRIGGER sheet_names_rename"_s, u"DROP TRIGGER sheet_names_remove"_s,
              u"DROP TRIGGER sheet_counts_add"_s, u"DROP TRIGGER sheet_counts_remove"_s, u"DROP TABLE sheet_names"_s,
              u"DROP TABLE sheet_counts"_s, u"DROP INDEX sheets_key_en"_s, u"DROP INDEX sheets_key_zh_tw"_s,
              u"DROP INDEX sheets_key_zh_cn"_s, u"ALTER TABLE sheets DROP COLUMN key_en"_s,
              u"ALTER TABLE sheets DROP COLUMN key_zh_tw"_s, u"ALTER TABLE sheets DROP COLUMN key_zh_cn"_s,
              u"ALTER TABLE campaign DROP COLUMN collation_version"_s, u"ALTER TABLE rolls DROP COLUMN secret"_s})
            ASSERT_TRUE(q.exec(sql)) << sql.toStdString() << ": " << q.lastError().text().toStdString();
        for (const auto &[label, context] : {std::pair{u"Ambush"_s, u"meshal.secret"_s}, std::pair{u"Open"_s, QString()}}) {
            ASSERT_TRUE(q.exec(u"INSERT INTO rolls (at, kind, label, pool, dice, result, context) "
                               "VALUES ('2026-11-20T20:00:00Z', 'meshal.point', '%1', 2, '[3,5]', '1 success', '%2')"_s.arg(label, context)))
                << q.lastError().text().toStdString();
        }
        ASSERT_TRUE(q.exec(u"PRAGMA user_version = 4"_s));
    }
    ASSERT_EQ(sw::store::readHeader(path).userVersion, 4);
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    EXPECT_EQ(file->schemaVersion(), sw::store::kSchemaVersion);
    const sw::store::CampaignStore store(*file);
    const QList<sw::store::RollRecord> rolls = store.rolls(10);
    ASSERT_EQ(rolls.size(), 2);
    EXPECT_EQ(rolls[1].label, u"Ambush"_s);
    EXPECT_TRUE(sw::meshal::isSecret(rolls[1]));
    EXPECT_TRUE(rolls[1].context.isEmpty()) << rolls[1].context.toStdString();
    EXPECT_EQ(rolls[0].label, u"Open"_s);
    EXPECT_FALSE(sw::meshal::isSecret(rolls[0]));
}

// A file migrated to v5 by a build that had not the conversion yet (its secret rolls still marked
// by their context, the flag unset), now at the current schema version: opened for editing, the
// system's row repair makes such a roll secret by the flag; nothing is left for the probe, and an
// open roll stays open. Opened again, nothing changes.
TEST(MeshalSecretRolls, AFileMigratedBeforeTheConversionIsRepairedWhenOpenedForEditing)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"v6.sheetwright"_s);
    {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        QSqlQuery q(file->database());
        for (const auto &[label, context] : {std::pair{u"Ambush"_s, u"meshal.secret"_s}, std::pair{u"Open"_s, QString()}}) {
            ASSERT_TRUE(q.exec(u"INSERT INTO rolls (at, kind, label, pool, dice, result, context) "
                               "VALUES ('2026-11-20T20:00:00Z', 'meshal.point', '%1', 2, '[3,5]', '1 success', '%2')"_s.arg(label, context)))
                << q.lastError().text().toStdString();
        }
        QSqlDatabase db = file->database();
        EXPECT_TRUE(sw::meshal::hasContextMarkedSecretRolls(db));
    }
    ASSERT_EQ(sw::store::readHeader(path).userVersion, sw::store::kSchemaVersion) << "past the conversion's version";
    for (int open = 0; open < 2; ++open) {
        sw::store::FileError error;
        auto file = sw::store::CampaignFile::open(path, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        const sw::store::CampaignStore store(*file);
        const QList<sw::store::RollRecord> rolls = store.rolls(10);
        ASSERT_EQ(rolls.size(), 2);
        EXPECT_EQ(rolls[1].label, u"Ambush"_s);
        EXPECT_TRUE(sw::meshal::isSecret(rolls[1])) << "open " << open;
        EXPECT_TRUE(rolls[1].context.isEmpty());
        EXPECT_FALSE(sw::meshal::isSecret(rolls[0]));
        QSqlDatabase db = file->database();
        EXPECT_FALSE(sw::meshal::hasContextMarkedSecretRolls(db));
    }
}

// The probe runs at every open for editing: one search of rolls' (context, id) index, never a scan
// of the roll log, so that a campaign with nothing to repair pays nothing measurable.
TEST(MeshalSecretRolls, TheProbeAtEveryOpenIsOneSearchOfTheContextIndex)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"c.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.prepare(u"EXPLAIN QUERY PLAN "_s + sw::meshal::contextMarkedSecretRollsProbe()));
    q.addBindValue(u"meshal.secret"_s);
    ASSERT_TRUE(q.exec()) << q.lastError().text().toStdString();
    QStringList plan;
    while (q.next())
        plan << q.value(3).toString();
    ASSERT_EQ(plan.size(), 1) << plan.join(u"; "_s).toStdString();
    EXPECT_TRUE(plan.first().startsWith(u"SEARCH rolls USING COVERING INDEX rolls_context"_s)) << plan.first().toStdString();
}
