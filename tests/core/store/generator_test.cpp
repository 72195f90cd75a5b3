// The large-campaign generator (support/campaigngenerator.h) makes real campaigns: the file opens
// for editing, passes integrity_check, every sheet passes its validator, the journal holds the
// entries asked for and undo works on it; the same seed gives the same campaign, across many
// transactions; the batch size changes nothing but the journal's times.
#include "support/campaigngenerator.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/rulepackloader.h"
#include "store/campaignstore.h"
#include "systems/blades/store/campaignsheets.h"

#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

namespace {

// Every row of the journal and of the sheet tables, in order, as text; without `times`, the
// columns that hold when a row was written are left out.
QStringList dump(const QString &path, bool times = true)
{
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(path, &error, sw::store::CampaignFile::Access::ReadOnly);
    if (!file)
        return {u"cannot open"_s};
    QStringList out;
    QSqlQuery q(file->database());
    const QString at = times ? u"at"_s : u"''"_s;
    const QString created = times ? u"created_at"_s : u"''"_s;
    for (const QString &sql : {u"SELECT %1, sheet_kind, sheet_id, command, label, batch, before, after, state FROM journal ORDER BY id"_s.arg(at),
                               u"SELECT kind, id, system, pack, pack_version, format, data, version, %1 FROM sheets ORDER BY kind, id"_s.arg(created)}) {
        q.exec(sql);
        while (q.next()) {
            QStringList row;
            for (int i = 0; i < 9 && q.value(i).isValid(); ++i)
                row.append(q.value(i).toString());
            out.append(row.join(u'|'));
        }
    }
    return out;
}

} // namespace

TEST(CampaignGenerator, MakesAValidCampaignTheStoreOpens)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"large.sheetwright"_s);
    const sw::test::CampaignScale scale = sw::test::CampaignScale::times(0.02);
    const sw::test::GeneratedCampaign g = sw::test::generateCampaign(path, scale);
    ASSERT_TRUE(g.ok) << g.error.toStdString();
    EXPECT_EQ(g.characters, scale.characters);
    EXPECT_EQ(g.crews, scale.crews);
    EXPECT_EQ(g.factions, scale.factions);
    EXPECT_EQ(g.clocks, scale.clocks);
    EXPECT_EQ(g.journalEntries, scale.journalEntries);

    sw::store::FileError error;
    auto file = sw::store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"PRAGMA integrity_check"_s) && q.next());
    EXPECT_EQ(q.value(0).toString(), u"ok"_s);
    ASSERT_TRUE(q.exec(u"SELECT count(*), count(DISTINCT batch) FROM journal"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), scale.journalEntries);
    EXPECT_EQ(q.value(1).toInt(), scale.journalEntries); // one undo step per entry

    sw::store::CampaignStore store(*file);
    EXPECT_EQ(store.list(u"character"_s).size(), scale.characters);
    EXPECT_EQ(store.list(u"crew"_s).size(), scale.crews);
    EXPECT_EQ(store.list(u"faction"_s).size(), scale.factions);
    EXPECT_EQ(store.list(u"clock"_s).size(), scale.clocks);
    const auto &pack = *sw::blades::builtInRulePack();
    for (const sw::store::SheetInfo &info : store.list(u"character"_s)) {
        const auto c = sw::blades::character(store, info.ref.id.toLongLong());
        ASSERT_TRUE(c.has_value());
        EXPECT_TRUE(sw::blades::blockingViolations(*c, pack).isEmpty()) << info.ref.id.toStdString();
        EXPECT_FALSE(info.crewId.isEmpty());
    }
    for (const sw::store::SheetInfo &info : store.list(u"crew"_s)) {
        const auto crew = sw::blades::crew(store, info.ref.id.toLongLong());
        ASSERT_TRUE(crew.has_value());
        EXPECT_TRUE(sw::blades::blockingCrewViolations(*crew, pack).isEmpty()) << info.ref.id.toStdString();
    }
    // The last entry is an ordinary undo step: undo puts its sheet back as it was before it.
    const auto last = store.history().last();
    ASSERT_TRUE(store.canUndo());
    ASSERT_TRUE(store.undo().ok);
    EXPECT_EQ(store.snapshot(last.sheet).value_or(QJsonObject()), last.before);
}

TEST(CampaignGenerator, SameSeedSameCampaign)
{
    QTemporaryDir dir;
    sw::test::CampaignScale scale = sw::test::CampaignScale::times(0.01);
    scale.batch = 64; // 500 entries: eight transactions, the last one short
    ASSERT_TRUE(sw::test::generateCampaign(dir.filePath(u"a.sheetwright"_s), scale, 7).ok);
    ASSERT_TRUE(sw::test::generateCampaign(dir.filePath(u"b.sheetwright"_s), scale, 7).ok);
    ASSERT_TRUE(sw::test::generateCampaign(dir.filePath(u"c.sheetwright"_s), scale, 8).ok);
    const QStringList a = dump(dir.filePath(u"a.sheetwright"_s));
    EXPECT_GT(a.size(), scale.journalEntries);
    EXPECT_EQ(a, dump(dir.filePath(u"b.sheetwright"_s)));
    EXPECT_NE(a, dump(dir.filePath(u"c.sheetwright"_s)));
}

// The bulk transactions (CampaignScale::batch) only group the writes: one batch of everything and
// batches of 64 give the same sheets and the same journal (entries, their undo steps, commands,
// labels, before and after), apart from the times each transaction stamps.
TEST(CampaignGenerator, TheBatchSizeChangesOnlyTheTimes)
{
    QTemporaryDir dir;
    sw::test::CampaignScale small = sw::test::CampaignScale::times(0.01);
    small.batch = 64;
    sw::test::CampaignScale whole = small;
    whole.batch = whole.journalEntries;
    ASSERT_TRUE(sw::test::generateCampaign(dir.filePath(u"small.sheetwright"_s), small, 7).ok);
    ASSERT_TRUE(sw::test::generateCampaign(dir.filePath(u"whole.sheetwright"_s), whole, 7).ok);
    const QStringList batched = dump(dir.filePath(u"small.sheetwright"_s), false);
    EXPECT_GT(batched.size(), small.journalEntries);
    EXPECT_EQ(batched, dump(dir.filePath(u"whole.sheetwright"_s), false));
    EXPECT_NE(dump(dir.filePath(u"small.sheetwright"_s)), dump(dir.filePath(u"whole.sheetwright"_s)));
}
