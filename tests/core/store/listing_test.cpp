// The campaign browser's listing read a page at a time (issue #20): the stored collation keys put
// names in the order QCollator puts them for each language, SQL pages, counts and searches the
// listing (FTS5 for three characters or more, LIKE for fewer), and a schema v5 file gets its keys
// and its names' index when it is migrated.
#include "store/campaignstore.h"
#include "store/collationkey.h"
#include "store/schema.h"
#include "support/pgserver.h"
#include "core/systems/blades/fixtures.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCollator>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <algorithm>

using namespace Qt::StringLiterals;
using sw::Language;
using sw::store::CampaignFile;
using sw::store::CampaignStore;
using sw::store::ListingQuery;

namespace {

// Names as tables write them: Blades NPCs and crews (numbers, case, accents, apostrophes) and
// Chinese names in both scripts, with surnames whose pinyin and stroke orders disagree (曾 zeng/12
// strokes, 丁 ding/2, 單 shan/12, 區 ou/11), polyphones and numbers in Chinese text.
const QStringList kNames{
    u"Bazso Baz"_s, u"Lyssa"_s, u"lyssa's crew"_s, u"Mylera Klev"_s, u"Ulf Ironborn"_s, u"Roslyn Kellis"_s,
    u"Émile Dunvil"_s, u"Emile Dunvil"_s, u"Crew 2"_s, u"Crew 10"_s, u"Crew 1"_s, u"the Lampblacks"_s,
    u"Nyryx"_s, u"Setarra"_s, u"Quellyn"_s, u"Marlane"_s, u"Lord Strangford"_s, u"O'Brien"_s,
    u"张三"_s, u"李四"_s, u"安娜"_s, u"王五"_s, u"赵六"_s, u"周安娜"_s, u"马六"_s, u"丁三"_s, u"曾国藩"_s,
    u"陈七"_s, u"林黛玉"_s, u"贾宝玉"_s, u"薛宝钗"_s, u"单雄信"_s, u"区大伟"_s,
    u"張三"_s, u"陳七"_s, u"賈寶玉"_s, u"薛寶釵"_s, u"單雄信"_s, u"區大偉"_s, u"趙六"_s, u"馬六"_s,
    u"第2組"_s, u"第10組"_s, u"燈芯幫"_s, u"灯芯帮"_s, u"乌鸦"_s, u"烏鴉"_s, u"鴉群"_s,
};

QCollator collatorFor(Language language)
{
    QCollator c(sw::localeFor(language));
    c.setNumericMode(true);
    c.setCaseSensitivity(Qt::CaseInsensitive);
    return c;
}

int sign(int v)
{
    return (v > 0) - (v < 0);
}

// Every pair of names compares the same way by stored key as by QCollator (ties included).
TEST(CollationKey, KeysOrderNamesAsQCollatorDoesInEachLanguage)
{
    for (Language language : sw::kAllLanguages) {
        const QCollator collator = collatorFor(language);
        for (const QString &a : kNames) {
            const QByteArray ka = sw::store::collationKey(a, language);
            for (const QString &b : kNames) {
                const QByteArray kb = sw::store::collationKey(b, language);
                EXPECT_EQ(sign(ka.compare(kb)), sign(collator.compare(a, b)))
                    << sw::languageCode(language).toStdString() << ": " << a.toStdString() << " / " << b.toStdString();
            }
        }
    }
}

// The orders differ where the languages do: pinyin puts 丁 (ding) before 曾 (zeng), and so does
// stroke order (2 strokes, 12); pinyin puts 安 (an) first, strokes put 丁 (2) before 安 (6).
TEST(CollationKey, PinyinAndStrokeOrderDiffer)
{
    const auto before = [](const QString &a, const QString &b, Language l) {
        return sw::store::collationKey(a, l) < sw::store::collationKey(b, l);
    };
    EXPECT_TRUE(before(u"安娜"_s, u"丁三"_s, Language::SimplifiedChinese));
    EXPECT_TRUE(before(u"丁三"_s, u"安娜"_s, Language::TraditionalChinese));
    EXPECT_TRUE(before(u"Crew 2"_s, u"Crew 10"_s, Language::English));
    EXPECT_TRUE(before(u"crew 3"_s, u"Crew 10"_s, Language::English));
}

// Each listing test runs on a campaign file (SQLite) and on a shared campaign (PostgreSQL, when a
// throwaway server can be started: support/pgserver.h).
class ListingTest : public ::testing::TestWithParam<bool>
{
protected:
    void SetUp() override
    {
        QString location = dir.filePath(u"l.sheetwright"_s);
        if (server()) {
            sw::test::PgServer &pg = sw::test::PgServer::instance();
            if (!pg.available())
                GTEST_SKIP() << pg.why().toStdString();
            location = pg.newDatabase();
            ASSERT_FALSE(location.isEmpty());
        }
        sw::store::FileError error;
        file = CampaignFile::create(location, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        store = std::make_unique<CampaignStore>(*file);
    }

    bool server() const { return GetParam(); }

    void addCharacters(const QStringList &names)
    {
        for (const QString &name : names) {
            sw::blades::Character c = sw::test::playingCutter();
            c.name = name;
            ASSERT_TRUE(sw::blades::addCharacter(*store, c, std::nullopt, u"PC"_s).ok) << name.toStdString();
        }
    }

    QStringList namesOf(const QList<sw::store::ListingRow> &rows) const
    {
        QStringList out;
        for (const sw::store::ListingRow &row : rows)
            out << row.info.name;
        return out;
    }

    // The whole listing, read in pages of `size`.
    QStringList paged(const ListingQuery &query, int size) const
    {
        QStringList out;
        for (qint64 offset = 0;; offset += size) {
            const QStringList page = namesOf(store->page(query, offset, size));
            out << page;
            if (page.size() < size)
                return out;
        }
    }

    QStringList search(const QString &text) const
    {
        ListingQuery q;
        q.text = text;
        QStringList found = namesOf(store->page(q, 0, 100));
        found.sort();
        return found;
    }

    QTemporaryDir dir;
    std::unique_ptr<CampaignFile> file;
    std::unique_ptr<CampaignStore> store;
};

// A name's place comes from SQL: pages of 7 put together are the names in QCollator's order.
TEST_P(ListingTest, PagesListTheNamesInTheLanguagesOrder)
{
    // Names QCollator ranks equal (Lyssa / lyssa) would leave the order to the ids: kept apart.
    QStringList names = kNames;
    names.removeAll(u"Emile Dunvil"_s);
    addCharacters(names);
    for (Language language : sw::kAllLanguages) {
        QStringList want = names;
        const QCollator collator = collatorFor(language);
        std::sort(want.begin(), want.end(), [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
        ListingQuery q;
        q.language = language;
        EXPECT_EQ(paged(q, 7), want) << sw::languageCode(language).toStdString();
        q.descending = true;
        std::reverse(want.begin(), want.end());
        EXPECT_EQ(paged(q, 7), want) << sw::languageCode(language).toStdString();
    }
}

TEST_P(ListingTest, CountsComeFromSql)
{
    addCharacters({u"Lyssa"_s, u"张三"_s, u"李四"_s});
    sw::blades::Crew crew = sw::blades::startCrew(u"shadows"_s, sw::test::srd());
    crew.name = u"Lampwick's Own"_s;
    ASSERT_TRUE(sw::blades::addCrew(*store, crew, u"Crew"_s).ok);
    EXPECT_EQ(store->count({}), 4);
    ListingQuery characters;
    characters.kinds = {u"character"_s};
    EXPECT_EQ(store->count(characters), 3);
    characters.text = u"李"_s;
    EXPECT_EQ(store->count(characters), 1);
    ListingQuery crews;
    crews.kinds = {u"crew"_s};
    EXPECT_EQ(store->count(crews), 1);
    EXPECT_EQ(store->readError().problem, sw::store::StoreProblem::None);
}

// One or two characters are a LIKE (FTS5's trigrams need three), three or more the names' index;
// the same names are found either way, in English (any case) and in Chinese.
TEST_P(ListingTest, SearchFindsNamesOfAnyLengthInEnglishAndChinese)
{
    addCharacters({u"林黛玉"_s, u"林冲"_s, u"贾宝玉"_s, u"Lyssa"_s, u"Ulf Ironborn"_s, u"Bazso Baz"_s, u"100% Ulf"_s});
    EXPECT_EQ(search(u"林"_s), (QStringList{u"林冲"_s, u"林黛玉"_s}));
    EXPECT_EQ(search(u"宝玉"_s), QStringList{u"贾宝玉"_s});
    EXPECT_EQ(search(u"林黛玉"_s), QStringList{u"林黛玉"_s});
    EXPECT_EQ(search(u"黛玉"_s), QStringList{u"林黛玉"_s});
    EXPECT_TRUE(search(u"林宝玉"_s).isEmpty());
    EXPECT_EQ(search(u"z"_s), QStringList{u"Bazso Baz"_s});
    EXPECT_EQ(search(u"UL"_s), (QStringList{u"100% Ulf"_s, u"Ulf Ironborn"_s}));
    EXPECT_EQ(search(u"ironb"_s), QStringList{u"Ulf Ironborn"_s});
    EXPECT_EQ(search(u"BAZSO"_s), QStringList{u"Bazso Baz"_s});
    EXPECT_EQ(search(u"0% u"_s), QStringList{u"100% Ulf"_s});
    EXPECT_TRUE(search(u"%%%"_s).isEmpty());
    EXPECT_TRUE(search(u"\"ul"_s).isEmpty());
}

// A renamed sheet is found by its new name only, and a removed one not at all (the names' index
// follows the sheets through its triggers).
TEST_P(ListingTest, TheNamesIndexFollowsRenamesAndRemovals)
{
    addCharacters({u"林黛玉"_s, u"Lyssa"_s});
    sw::blades::Character renamed = *sw::blades::character(*store, 1);
    renamed.name = u"薛宝钗"_s;
    ASSERT_TRUE(sw::blades::saveCharacter(*store, 1, renamed, u"character.rename"_s, u"Name"_s).ok);
    EXPECT_TRUE(search(u"林黛玉"_s).isEmpty());
    EXPECT_EQ(search(u"薛宝钗"_s), QStringList{u"薛宝钗"_s});
    ASSERT_TRUE(store->remove({u"character"_s, u"2"_s}, u"Remove"_s).ok);
    EXPECT_TRUE(search(u"lyssa"_s).isEmpty());
    EXPECT_EQ(store->count({}), 1);
    if (server())
        return; // no names' index there: a search is a LIKE
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT count(*) FROM sheet_names"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), 1);
}

INSTANTIATE_TEST_SUITE_P(Engines, ListingTest, ::testing::Values(false, true),
                         [](const ::testing::TestParamInfo<bool> &engine) { return engine.param ? "PostgreSQL" : "SQLite"; });

// A shared campaign's database of schema v5 is brought to v6 when opened: the key columns added
// and made, the list in each language's order.
TEST(ListingMigration, AVersion5ServerCampaignGetsItsKeys)
{
    sw::test::PgServer &pg = sw::test::PgServer::instance();
    if (!pg.available())
        GTEST_SKIP() << pg.why().toStdString();
    const QString address = pg.newDatabase();
    const QStringList names{u"张三"_s, u"安娜"_s, u"丁三"_s, u"Lyssa"_s, u"曾国藩"_s};
    sw::store::FileError error;
    {
        auto file = CampaignFile::create(address, &error);
        ASSERT_NE(file, nullptr) << error.detail.toStdString();
        CampaignStore store(*file);
        for (const QString &name : names) {
            sw::blades::Character c = sw::test::playingCutter();
            c.name = name;
            ASSERT_TRUE(sw::blades::addCharacter(store, c, std::nullopt, u"PC"_s).ok);
        }
        QSqlQuery q(file->database());
        for (const QString &sql : {u"ALTER TABLE sheets DROP COLUMN key_en"_s, u"ALTER TABLE sheets DROP COLUMN key_zh_tw"_s,
                                   u"ALTER TABLE sheets DROP COLUMN key_zh_cn"_s, u"ALTER TABLE campaign DROP COLUMN collation_version"_s,
                                   u"UPDATE sheetwright SET schema_version = 5"_s})
            ASSERT_TRUE(q.exec(sql)) << sql.toStdString();
    }
    auto file = CampaignFile::open(address, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    CampaignStore store(*file);
    for (Language language : sw::kAllLanguages) {
        QStringList want = names;
        const QCollator collator = collatorFor(language);
        std::sort(want.begin(), want.end(), [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
        ListingQuery query;
        query.language = language;
        QStringList got;
        for (const sw::store::ListingRow &row : store.page(query, 0, 10))
            got << row.info.name;
        EXPECT_EQ(got, want) << sw::languageCode(language).toStdString();
    }
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT schema_version FROM sheetwright"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), sw::store::kSchemaVersion);
}

// A file of schema v5 (no keys, no names' index) is migrated: every sheet gets its keys and its
// name in the index, and the list comes in each language's order.
TEST(ListingMigration, AVersion5FileGetsItsKeysAndNamesIndex)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"v5.sheetwright"_s);
    const QStringList names{u"张三"_s, u"安娜"_s, u"丁三"_s, u"Lyssa"_s, u"曾国藩"_s};
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"v5"_s);
        db.setDatabaseName(path);
        ASSERT_TRUE(db.open());
        QSqlQuery q(db);
        ASSERT_TRUE(q.exec(u"PRAGMA application_id = %1"_s.arg(qint32(sw::store::kApplicationId))));
        for (const sw::store::SchemaStep &step : sw::store::schemaSteps()) {
            if (step.version > 5)
                break;
            for (const QString &sql : step.statements)
                ASSERT_TRUE(q.exec(sql)) << sql.toStdString();
        }
        ASSERT_TRUE(q.exec(u"PRAGMA user_version = 5"_s));
        // Sheets as a v5 release wrote them: a character's document, listing columns beside it.
        sw::store::FileError error;
        QTemporaryDir other;
        auto donor = CampaignFile::create(other.filePath(u"d.sheetwright"_s), &error);
        ASSERT_NE(donor, nullptr);
        CampaignStore donorStore(*donor);
        sw::blades::Character c = sw::test::playingCutter();
        ASSERT_TRUE(sw::blades::addCharacter(donorStore, c, std::nullopt, u"PC"_s).ok);
        const QJsonObject document = *donorStore.snapshot({u"character"_s, u"1"_s});
        for (qsizetype i = 0; i < names.size(); ++i) {
            QJsonObject doc = document;
            QJsonObject sheet = doc[u"sheet"_s].toObject();
            QJsonObject character = sheet[u"character"_s].toObject();
            character[u"name"_s] = names.at(i);
            sheet[u"character"_s] = character;
            doc[u"sheet"_s] = sheet;
            q.prepare(u"INSERT INTO sheets (kind, id, system, data, name, sort_key, created_at) VALUES ('character', ?, 'blades', ?, ?, ?, '2026-11-26')"_s);
            q.addBindValue(QString::number(i + 1));
            q.addBindValue(QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact)));
            q.addBindValue(names.at(i));
            q.addBindValue(names.at(i));
            ASSERT_TRUE(q.exec()) << q.lastError().text().toStdString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(u"v5"_s);

    sw::store::FileError error;
    auto file = CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr) << error.detail.toStdString();
    EXPECT_EQ(file->schemaVersion(), sw::store::kSchemaVersion);
    CampaignStore store(*file);
    for (Language language : sw::kAllLanguages) {
        QStringList want = names;
        const QCollator collator = collatorFor(language);
        std::sort(want.begin(), want.end(), [&](const QString &a, const QString &b) { return collator.compare(a, b) < 0; });
        ListingQuery query;
        query.language = language;
        QStringList got;
        for (const sw::store::ListingRow &row : store.page(query, 0, 10))
            got << row.info.name;
        EXPECT_EQ(got, want) << sw::languageCode(language).toStdString();
    }
    ListingQuery search;
    search.text = u"曾国藩"_s;
    EXPECT_EQ(store.count(search), 1);
    EXPECT_EQ(store.count({}), names.size());
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT count(*) FROM sheet_names"_s) && q.next());
    EXPECT_EQ(q.value(0).toInt(), names.size());
    ASSERT_TRUE(q.exec(u"SELECT collation_version FROM campaign"_s) && q.next());
    EXPECT_EQ(q.value(0).toString(), sw::store::collationVersion());
}

} // namespace

namespace {

// Keys made by another ICU collation version are made again when the file is opened for editing.
TEST(ListingKeys, KeysOfAnotherCollationVersionAreMadeAgainAtOpen)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"k.sheetwright"_s);
    sw::store::FileError error;
    {
        auto file = CampaignFile::create(path, &error);
        ASSERT_NE(file, nullptr);
        CampaignStore store(*file);
        sw::blades::Character c = sw::test::playingCutter();
        c.name = u"曾国藩"_s;
        ASSERT_TRUE(sw::blades::addCharacter(store, c, std::nullopt, u"PC"_s).ok);
        QSqlQuery q(file->database());
        ASSERT_TRUE(q.exec(u"UPDATE sheets SET key_en = x'', key_zh_tw = x'', key_zh_cn = x''"_s));
        ASSERT_TRUE(q.exec(u"UPDATE campaign SET collation_version = 'an older ICU'"_s));
    }
    auto file = CampaignFile::open(path, &error);
    ASSERT_NE(file, nullptr);
    QSqlQuery q(file->database());
    ASSERT_TRUE(q.exec(u"SELECT key_zh_cn, collation_version FROM sheets, campaign"_s) && q.next());
    EXPECT_EQ(q.value(0).toByteArray(), sw::store::collationKey(u"曾国藩"_s, Language::SimplifiedChinese));
    EXPECT_EQ(q.value(1).toString(), sw::store::collationVersion());
}

} // namespace
