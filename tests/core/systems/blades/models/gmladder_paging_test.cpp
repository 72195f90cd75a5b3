// The faction ladder's rung 0 read a page at a time (issue #20): SQL pages through the factions
// in the ladder's order (tier, then name without case, then id: store/factionorder.h), the pack's
// examples that keep the pack's name are placed among them by the name shown in the language, and
// every page shows a beginning of what a ladder reading every faction shows (B §7.2: within a
// rung by tier). Faction keys from before that order are repaired when a file is opened for
// editing; until then (read-only, a server not upgraded) the ladder reads every faction.
#include "core/systems/blades/models/gmmodels_testing.h"
#include "store/campaignfile.h"
#include "store/documentlookup.h"
#include "systems/blades/models/gmladdermodel.h"
#include "systems/blades/store/factionorder.h"

#include <QAbstractItemModelTester>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;
using namespace sw;

namespace {

constexpr auto kFatal = QAbstractItemModelTester::FailureReportingMode::Fatal;
constexpr int kWhole = 100000; // a page holding every faction: the ladder as a whole read shows it

class GmLadderPagingTest : public test::GmModelsFixture
{
protected:
    void SetUp() override
    {
        test::GmModelsFixture::SetUp();
        // Three of the pack's examples under the pack's names, and factions of the GM's own whose
        // names interleave with the examples' in English and not in Chinese.
        for (const QString &id : {u"bluecoats"_s, u"lampblacks"_s, u"red_sashes"_s})
            ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(example(id)); }).ok);
        const QStringList names{u"Ash Court"_s, u"brass ring"_s, u"Cinder Wives"_s, u"Mire Dogs"_s, u"Night Market"_s,
                                u"Quiet Ones"_s, u"Salt Choir"_s, u"Tallow Men"_s, u"Umbra"_s, u"Veiled"_s,
                                u"Wreckers"_s, u"Yellow Lamps"_s};
        for (int i = 0; i < names.size(); ++i) {
            blades::Faction f;
            f.id = u"own_%1"_s.arg(i);
            f.name = names.at(i);
            f.tier = i % 3 + 1;
            ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(f); }).ok);
        }
        ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setStatus(crewId, u"own_4"_s, 2); }).ok);
        ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setStatus(crewId, u"bluecoats"_s, -1); }).ok);
    }

    // Rung 0's factions, in the ladder's order.
    static QStringList neutral(const models::GmLadderModel &model)
    {
        QStringList ids;
        const QModelIndex rung = model.neutralRung();
        for (int i = 0; i < model.rowCount(rung); ++i)
            ids << model.index(i, 0, rung).data(models::GmModelBase::IdRole).toString();
        return ids;
    }

    QStringList wholeNeutral(Language language)
    {
        models::GmLadderModel whole;
        whole.setPageSize(kWhole);
        whole.setLanguage(language);
        whole.setSession(session.get());
        return neutral(whole);
    }

    // Pages of `size` read one after another: each shows a beginning of the whole rung.
    void expectPagesBeginTheWholeRung(Language language, int size)
    {
        SCOPED_TRACE(size);
        const QStringList whole = wholeNeutral(language);
        models::GmLadderModel model;
        QAbstractItemModelTester tester(&model, kFatal);
        model.setPageSize(size);
        model.setLanguage(language);
        model.setSession(session.get());
        int pages = 1;
        for (;;) {
            const QStringList shown = neutral(model);
            EXPECT_EQ(shown, whole.first(shown.size()));
            if (!model.hasMoreNeutral())
                break;
            model.readMoreNeutral();
            ++pages;
            ASSERT_LE(pages, 20);
        }
        EXPECT_EQ(neutral(model), whole);
        EXPECT_GT(pages, 1);
    }
};

TEST_F(GmLadderPagingTest, RungZeroReadsAPageAndOneFactionMore)
{
    models::GmLadderModel model;
    model.setPageSize(4);
    model.setSession(session.get());
    // The three examples by id (with the crew's two statuses), and a page of 4 + 1 of the order.
    EXPECT_EQ(model.rowsRead(), 4 + 5);
    EXPECT_TRUE(model.hasMoreNeutral());
    EXPECT_FALSE(model.canFetchMore(model.neutralRung())) << "views do not page the rung; the ladder does";
    EXPECT_LE(neutral(model).size(), 4 + 2);
}

TEST_F(GmLadderPagingTest, EveryPageBeginsWhatAWholeReadShowsInEachLanguage)
{
    for (Language language : {Language::English, Language::TraditionalChinese, Language::SimplifiedChinese}) {
        SCOPED_TRACE(int(language));
        for (int size : {1, 2, 3, 5})
            expectPagesBeginTheWholeRung(language, size);
    }
}

TEST_F(GmLadderPagingTest, WithinATierByNameWithoutCaseThenTheExamplesByTheNameShown)
{
    const QStringList whole = wholeNeutral(Language::English);
    // Tier III: own_2 Cinder Wives, own_5 Quiet Ones, own_8 Umbra, own_11 Yellow Lamps; the
    // examples keep their pack tiers (Lampblacks II, Red Sashes II) and are placed by name.
    const auto at = [&](const QString &id) { return whole.indexOf(id); };
    EXPECT_LT(at(u"own_2"_s), at(u"own_5"_s));
    EXPECT_LT(at(u"own_8"_s), at(u"own_11"_s));
    EXPECT_LT(at(u"own_1"_s), at(u"own_7"_s)) << "\"brass ring\" before \"Tallow Men\": case does not count";
    EXPECT_LT(at(u"lampblacks"_s), at(u"red_sashes"_s));
    EXPECT_FALSE(whole.contains(u"own_4"_s)) << "at +2, not on rung 0";
    EXPECT_FALSE(whole.contains(u"bluecoats"_s)) << "at -1";
}

TEST_F(GmLadderPagingTest, AStepReadsTheRowsShownAgain)
{
    models::GmLadderModel model;
    QAbstractItemModelTester tester(&model, kFatal);
    model.setPageSize(3);
    model.setSession(session.get());
    model.readMoreNeutral();
    const int shown = int(neutral(model).size());
    blades::Faction umbra = *blades::faction(session->store(), u"own_8"_s);
    umbra.name = u"Aardvarks"_s; // first of tier III now
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.saveFaction(umbra); }).ok);
    EXPECT_EQ(neutral(model), wholeNeutral(Language::English).first(neutral(model).size()));
    EXPECT_GE(neutral(model).size(), shown - 1);
    ASSERT_TRUE(run([&](gm::GmTable &t) { return t.setStatus(crewId, u"own_8"_s, 1); }).ok);
    EXPECT_FALSE(neutral(model).contains(u"own_8"_s));
    EXPECT_TRUE(model.indexOf(u"own_8"_s).isValid()) << "on rung +1";
    expectAsFresh(model, [&](models::GmLadderModel &m) { m.setPageSize(6); }); // the two pages read
}

// A faction's key from before the ladder's order: its tier's digits and its id.
void makeKeysOld(QSqlDatabase db)
{
    QSqlQuery q(db);
    ASSERT_TRUE(q.exec(u"UPDATE sheets SET sort_key = printf('%02d', 99 - json_extract(data, '$.tier')) || id "
                       "WHERE kind = 'faction'"_s))
        << q.lastError().text().toStdString();
}

TEST_F(GmLadderPagingTest, KeysFromBeforeTheOrderAreReadWholeThenRepairedAtTheNextOpen)
{
    const QStringList whole = wholeNeutral(Language::English);
    const QString path = session->path();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"old-keys"_s);
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        makeKeysOld(db);
        EXPECT_TRUE(blades::hasOldFactionOrder(db));
        db.close();
    }
    QSqlDatabase::removeDatabase(u"old-keys"_s);
    // Not repaired yet (a read-only file, a server not upgraded): every faction read, same ladder.
    models::GmLadderModel model;
    model.setPageSize(2);
    model.setSession(session.get());
    EXPECT_EQ(neutral(model), whole);
    EXPECT_FALSE(model.hasMoreNeutral());
    session.reset();

    store::FileError error;
    auto file = store::CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    QSqlDatabase db = file->database();
    EXPECT_FALSE(blades::hasOldFactionOrder(db)) << "repaired when opened for editing";
    QSqlQuery q(db);
    ASSERT_TRUE(q.exec(u"SELECT sort_key, json_extract(data, '$.tier'), json_extract(data, '$.name'), id FROM sheets "
                       "WHERE kind = 'faction'"_s));
    int rows = 0;
    while (q.next()) {
        ++rows;
        EXPECT_EQ(q.value(0).toString(), blades::factionOrder(q.value(1).toInt(), q.value(2).toString(), q.value(3).toString()));
    }
    EXPECT_EQ(rows, 15);
}

// Rung 0's goal clocks come from one range of the clock order per faction shown, the factions
// read apart by their primary key, and the probe at every open is a range of the kind's order:
// each reads through an index, none walks every sheet of the kind.
TEST_F(GmLadderPagingTest, TheReadsGoThroughTheOrderIndex)
{
    QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"plan"_s);
    db.setDatabaseName(session->path());
    ASSERT_TRUE(db.open());
    {
        QSqlQuery plan(db);
        const QString range = u"(kind = 'clock' AND sort_key >= '%1' AND sort_key < '%2')"_s;
        const QString order = store::lookup::foundOrder(false);
        ASSERT_TRUE(plan.exec(u"EXPLAIN QUERY PLAN SELECT data FROM sheets WHERE %1 OR %2 %3"_s.arg(
            range.arg(u"faction:a"_s, u"faction:b"_s), range.arg(u"faction:c"_s, u"faction:d"_s), order)));
        QString steps;
        while (plan.next())
            steps += plan.value(3).toString() + u'\n';
        EXPECT_TRUE(steps.contains(u"MULTI-INDEX OR"_s)) << steps.toStdString();
        EXPECT_FALSE(steps.contains(u"(kind=?)"_s)) << steps.toStdString();
        ASSERT_TRUE(plan.exec(u"EXPLAIN QUERY PLAN SELECT data FROM sheets WHERE kind = 'faction' AND id IN ('a', 'b') "_s + order));
        steps.clear();
        while (plan.next())
            steps += plan.value(3).toString() + u'\n';
        EXPECT_TRUE(steps.contains(u"(kind=? AND id=?)"_s)) << steps.toStdString();
        ASSERT_TRUE(plan.exec(u"EXPLAIN QUERY PLAN SELECT 1 FROM sheets WHERE kind = 'faction' AND sort_key < 't' LIMIT 1"_s));
        steps.clear();
        while (plan.next())
            steps += plan.value(3).toString() + u'\n';
        EXPECT_TRUE(steps.contains(u"SEARCH sheets USING COVERING INDEX sheets_order (kind=? AND sort_key<?)"_s)) << steps.toStdString();
    }
    db.close();
    db = {};
    QSqlDatabase::removeDatabase(u"plan"_s);
}

} // namespace
