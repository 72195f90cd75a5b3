// What one edit writes into a campaign file's `sheets` row (issue #20, "one edit and undo flat
// with the campaign"): SQLite rewrites an index entry for every column an UPDATE sets, changed
// or not, and each entry rewritten is a B-tree descent and a page in the write-ahead log. So an
// edit or an undo sets the indexed listing columns — the parent, the sort key and the name's
// three collation keys — only when they change. Watched with temporary triggers: an
// "UPDATE OF column" trigger fires exactly when the statement sets that column.
#include "core/systems/blades/fixtures.h"
#include "store/campaignstore.h"
#include "store/collationkey.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/store/factionorder.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <string>

using namespace Qt::StringLiterals;
using sw::Language;
using sw::store::CampaignFile;
using sw::store::CampaignStore;

namespace {

class SheetWriteTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        sw::store::FileError error;
        file = CampaignFile::create(dir.filePath(u"w.sheetwright"_s), &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        store = std::make_unique<CampaignStore>(*file);
        sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
        crew.name = u"The Lampblacks"_s;
        ASSERT_TRUE(sw::blades::addCrew(*store, crew, u"Crew"_s).ok);
        crew.name = u"Red Sashes"_s;
        ASSERT_TRUE(sw::blades::addCrew(*store, crew, u"Crew"_s).ok);
        sw::blades::Character c = sw::test::playingCutter();
        c.name = u"Lyssa"_s;
        ASSERT_TRUE(sw::blades::addCharacter(*store, c, 1, u"PC"_s).ok);
        // The columns each later statement sets, in this connection only (TEMP).
        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"CREATE TEMP TABLE written (col TEXT)"_s)) << q.lastError().text().toStdString();
        for (const QString &column : {u"data"_s, u"parent"_s, u"sort_key"_s, u"key_en"_s, u"key_zh_tw"_s, u"key_zh_cn"_s}) {
            ASSERT_TRUE(q.exec(u"CREATE TEMP TRIGGER written_%1 AFTER UPDATE OF %1 ON main.sheets "
                               "BEGIN INSERT INTO written VALUES ('%1'); END"_s.arg(column)))
                << q.lastError().text().toStdString();
        }
    }

    // The columns set since the last call, sorted, each once, joined by commas.
    std::string written()
    {
        QSqlQuery q(file->database());
        QStringList out;
        EXPECT_TRUE(q.exec(u"SELECT DISTINCT col FROM written ORDER BY col"_s));
        while (q.next())
            out << q.value(0).toString();
        EXPECT_TRUE(q.exec(u"DELETE FROM written"_s));
        return out.join(u',').toStdString();
    }

    QVariant column(const QString &name, const QString &kind, const QString &id)
    {
        QSqlQuery q(file->database());
        q.prepare(u"SELECT %1 FROM sheets WHERE kind = ? AND id = ?"_s.arg(name));
        q.addBindValue(kind);
        q.addBindValue(id);
        EXPECT_TRUE(q.exec() && q.next());
        return q.value(0);
    }

    QByteArray keyOf(const QString &id, Language language)
    {
        return column(sw::store::collationColumn(language), u"character"_s, id).toByteArray();
    }

    QTemporaryDir dir;
    std::unique_ptr<CampaignFile> file;
    std::unique_ptr<CampaignStore> store;
};

TEST_F(SheetWriteTest, AnEditThatKeepsNameCrewAndOrderSetsOnlyTheDocument)
{
    sw::blades::Character c = *sw::blades::character(*store, 1);
    c.stress = 3;
    ASSERT_TRUE(sw::blades::saveCharacter(*store, 1, c, u"character.set_stress"_s, u"Stress"_s).ok);
    EXPECT_EQ(written(), "data");
    EXPECT_EQ(sw::blades::character(*store, 1)->stress, 3);
    EXPECT_EQ(column(u"version"_s, u"character"_s, u"1"_s).toLongLong(), 2);
    // Its undo writes the stored document back, and nothing else either.
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(written(), "data");
    EXPECT_EQ(sw::blades::character(*store, 1)->stress, sw::test::playingCutter().stress);
    EXPECT_EQ(column(u"version"_s, u"character"_s, u"1"_s).toLongLong(), 3);
}

TEST_F(SheetWriteTest, ARenameMakesTheNamesKeysAgainAndItsUndoPutsThemBack)
{
    const QByteArray lyssa = keyOf(u"1"_s, Language::SimplifiedChinese);
    EXPECT_EQ(lyssa, sw::store::collationKey(u"Lyssa"_s, Language::SimplifiedChinese));
    sw::blades::Character c = *sw::blades::character(*store, 1);
    c.name = u"曾国藩"_s;
    ASSERT_TRUE(sw::blades::saveCharacter(*store, 1, c, u"character.rename"_s, u"Name"_s).ok);
    // The sort key of a character is made from its name (its order within the kind) too.
    EXPECT_EQ(written(), "data,key_en,key_zh_cn,key_zh_tw,sort_key");
    for (Language language : sw::kAllLanguages)
        EXPECT_EQ(keyOf(u"1"_s, language), sw::store::collationKey(u"曾国藩"_s, language));
    EXPECT_EQ(column(u"name"_s, u"character"_s, u"1"_s).toString(), u"曾国藩"_s);
    ASSERT_TRUE(store->undo().ok);
    EXPECT_EQ(written(), "data,key_en,key_zh_cn,key_zh_tw,sort_key");
    EXPECT_EQ(keyOf(u"1"_s, Language::SimplifiedChinese), lyssa);
    EXPECT_EQ(column(u"name"_s, u"character"_s, u"1"_s).toString(), u"Lyssa"_s);
    // The names' index followed both ways (its trigger fires on a changed name only).
    sw::store::ListingQuery search;
    search.text = u"Lyssa"_s;
    EXPECT_EQ(store->count(search), 1);
    search.text = u"曾国藩"_s;
    EXPECT_EQ(store->count(search), 0);
}

TEST_F(SheetWriteTest, ACharacterMovedToAnotherCrewGetsItsNewParentOnly)
{
    sw::blades::Character c = *sw::blades::character(*store, 1);
    ASSERT_TRUE(store->save({u"character"_s, u"1"_s}, sw::blades::characterJson(c, 2), u"character.move"_s, u"Crew"_s).ok);
    EXPECT_EQ(written(), "data,parent");
    EXPECT_EQ(column(u"parent"_s, u"character"_s, u"1"_s).toString(), u"2"_s);
    sw::store::ListingQuery characters;
    characters.kinds = {u"character"_s};
    const QList<sw::store::ListingRow> rows = store->page(characters, 0, 10);
    ASSERT_EQ(rows.size(), 1);
    EXPECT_EQ(rows.first().parentName, u"Red Sashes"_s);
}

TEST_F(SheetWriteTest, AFactionsNewTierMovesItOnTheLadderWithoutNewNameKeys)
{
    sw::blades::Faction f;
    f.id = u"bluecoats"_s;
    f.name = u"Bluecoats"_s;
    f.category = u"underworld"_s;
    f.tier = 2;
    ASSERT_TRUE(sw::blades::saveFaction(*store, f, u"faction.add"_s, u"Faction"_s).ok);
    written();
    f.tier = 3;
    ASSERT_TRUE(sw::blades::saveFaction(*store, f, u"faction.tier"_s, u"Tier"_s).ok);
    EXPECT_EQ(written(), "data,sort_key");
    EXPECT_EQ(column(u"sort_key"_s, u"faction"_s, u"bluecoats"_s).toString(), sw::blades::factionOrder(3, u"Bluecoats"_s, u"bluecoats"_s));
    EXPECT_TRUE(column(u"sort_key"_s, u"faction"_s, u"bluecoats"_s).toString().startsWith(u"t96bluecoats\x01"_s));
}

} // namespace
