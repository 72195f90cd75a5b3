// The app's own campaign export: round trips, all-or-nothing import, rules checked on import.
#include "core/systems/blades/fixtures.h"
#include "systems/blades/io/campaignjson.h"
#include "systems/blades/store/campaignsheets.h"

#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::store::CampaignFile;
using sw::store::CampaignStore;

namespace {

struct Campaign
{
    explicit Campaign(const QString &path)
    {
        sw::store::FileError error;
        file = CampaignFile::create(path, &error);
        store = std::make_unique<CampaignStore>(*file);
    }
    std::unique_ptr<CampaignFile> file;
    std::unique_ptr<CampaignStore> store;
};

void fill(CampaignStore &store)
{
    sw::blades::saveFaction(store, {u"bluecoats"_s, u"The Bluecoats"_s, u"institutions"_s, 2, u"strong"_s, {}, {u"red_sashes"_s}, false, {}, u"corrupt"_s},
                      u"faction.add"_s, u"Faction"_s);
    sw::blades::saveFaction(store, {u"red_sashes"_s, {}, u"underworld"_s, 2, u"weak"_s, {}, {}, true, {}, {}}, u"faction.add"_s, u"Faction"_s);
    sw::blades::Crew crew = sw::blades::startCrew(u"assassins"_s, sw::test::srd());
    crew.name = u"The Gray Knives"_s;
    crew.reputation = u"subtle"_s;
    crew.abilities = {u"deadly"_s};
    crew.upgrades[u"rigging"_s] = 1;
    crew.upgrades[u"hidden_lair"_s] = 1;
    crew.contacts.first().favorite = true;
    crew.huntingGrounds = {u"crows_foot"_s, u"the docks"_s, u"Murder"_s, u"red_sashes"_s, u"pay_off"_s};
    crew.phase = sw::blades::CrewPhase::Play;
    crew.factionStatus[u"bluecoats"_s] = -2;
    const qint64 crewId = sw::blades::addCrew(store, crew, u"Crew"_s).sheet.id.toLongLong();
    sw::blades::addCharacter(store, sw::test::playingCutter(), crewId, u"PC"_s);
    sw::blades::Character whisper = sw::test::playingCutter();
    whisper.name = u"林霜"_s;
    whisper.stress = 3;
    sw::blades::addCharacter(store, whisper, crewId, u"PC"_s);
    sw::blades::addCharacter(store, sw::test::creatingCutter(), std::nullopt, u"Loner"_s);
    sw::blades::saveClock(store, {u"heat_rises"_s, u"The Bluecoats close in"_s, {6, 2, sw::rules::ClockKind::Danger},
                     sw::blades::ClockOwnerKind::Faction, u"bluecoats"_s, {}, {}, false},
                    u"clock.add"_s, u"Clock"_s);
    store.setName(u"Doskvol nights"_s);
}

} // namespace

TEST(CampaignJson, ExportImportExportIsIdentical)
{
    QTemporaryDir dir;
    Campaign first(dir.filePath(u"a.sheetwright"_s));
    fill(*first.store);
    const QByteArray exported = sw::io::writeCampaign(*first.store, first.store->name());
    Campaign second(dir.filePath(u"b.sheetwright"_s));
    const auto result = sw::io::importCampaign(*second.store, exported, sw::test::srd(), false);
    QStringList problems;
    for (const auto &p : result.problems)
        problems << p.sheet.id + u':' + p.violation.code + u'@' + p.violation.field;
    ASSERT_TRUE(result.ok) << result.errors.join(u"; "_s).toStdString() << problems.join(u' ').toStdString();
    EXPECT_EQ(result.sheets, 7);
    EXPECT_EQ(second.store->name(), u"Doskvol nights"_s);
    EXPECT_EQ(sw::io::writeCampaign(*second.store, second.store->name()), exported);
}

// Version 2 carries the history: the import writes it back as it was, so undo takes back the
// campaign's own last step (here: the clock), not the import.
TEST(CampaignJson, ImportCarriesTheHistoryAndUndoGoesOn)
{
    QTemporaryDir dir;
    Campaign first(dir.filePath(u"a.sheetwright"_s));
    fill(*first.store);
    Campaign second(dir.filePath(u"b.sheetwright"_s));
    ASSERT_TRUE(sw::io::importCampaign(*second.store, sw::io::writeCampaign(*first.store, u"x"_s), sw::test::srd(), false).ok);
    const auto before = first.store->history();
    const auto after = second.store->history();
    ASSERT_EQ(after.size(), before.size());
    for (qsizetype i = 0; i < after.size(); ++i) {
        EXPECT_EQ(after.at(i).id, before.at(i).id);
        EXPECT_EQ(after.at(i).batch, before.at(i).batch);
        EXPECT_EQ(after.at(i).command, before.at(i).command);
        EXPECT_EQ(after.at(i).after, before.at(i).after);
    }
    ASSERT_TRUE(second.store->undo().ok);
    EXPECT_FALSE(sw::blades::clock(*second.store, u"heat_rises"_s).has_value());
    EXPECT_EQ(second.store->list(u"character"_s).size(), 3);
}

// A version 1 file has no history: its import is one undo step.
TEST(CampaignJson, AVersionOneImportIsOneUndoStep)
{
    QTemporaryDir dir;
    Campaign first(dir.filePath(u"a.sheetwright"_s));
    fill(*first.store);
    QJsonObject v1 = sw::io::exportCampaign(*first.store, u"x"_s);
    v1[u"version"_s] = 1;
    for (const char *key : {"scores", "downtimes", "sessions", "history", "rolls"})
        v1.remove(QLatin1StringView(key));
    Campaign second(dir.filePath(u"b.sheetwright"_s));
    ASSERT_TRUE(sw::io::importCampaign(*second.store, QJsonDocument(v1).toJson(), sw::test::srd(), false).ok);
    ASSERT_TRUE(second.store->undo().ok);
    EXPECT_TRUE(second.store->list().isEmpty());
}

TEST(CampaignJson, HostileInputWritesNothing)
{
    QTemporaryDir dir;
    Campaign target(dir.filePath(u"t.sheetwright"_s));
    QJsonObject bad = QJsonDocument::fromJson(R"({"format":"sheetwright-campaign","version":1,
        "campaign":{"name":"x","rule_pack":{"id":"blades_srd","version":"1"}},
        "crews":[],"factions":[],"clocks":[],
        "characters":[{"id":1,"crew_id":99,"sheet":{"format":"sheetwright-sheet","version":1,"kind":"character",
          "rule_pack":{"id":"blades_srd","version":"1"},"character":{"name":"A","playbook":"","phase":"creation"}}}]})").object();
    const QByteArray inputs[] = {"", "{", "[]", "{\"format\":\"sheetwright-campaign\"}", QByteArray(100000, '['),
                                 QJsonDocument(bad).toJson()};
    for (const QByteArray &input : inputs) {
        const auto result = sw::io::importCampaign(*target.store, input, sw::test::srd(), true);
        EXPECT_FALSE(result.ok);
        EXPECT_FALSE(result.errors.isEmpty());
        EXPECT_TRUE(target.store->list().isEmpty());
        EXPECT_TRUE(target.store->history().isEmpty());
    }
}

TEST(CampaignJson, SheetsThatBreakRulesStopTheImportUnlessAllowed)
{
    QTemporaryDir dir;
    Campaign first(dir.filePath(u"a.sheetwright"_s));
    sw::blades::Character broken = sw::test::playingCutter();
    broken.coin = 7;
    sw::blades::addCharacter(*first.store, broken, std::nullopt, u"PC"_s);
    const QByteArray exported = sw::io::writeCampaign(*first.store, u"x"_s);
    Campaign second(dir.filePath(u"b.sheetwright"_s));
    const auto refused = sw::io::importCampaign(*second.store, exported, sw::test::srd(), false);
    EXPECT_FALSE(refused.ok);
    ASSERT_FALSE(refused.problems.isEmpty());
    EXPECT_TRUE(second.store->list().isEmpty());
    const auto allowed = sw::io::importCampaign(*second.store, exported, sw::test::srd(), true);
    EXPECT_TRUE(allowed.ok);
    EXPECT_EQ(second.store->list().size(), 1);
}

TEST(CampaignJson, ImportNeedsAnEmptyCampaign)
{
    QTemporaryDir dir;
    Campaign first(dir.filePath(u"a.sheetwright"_s));
    fill(*first.store);
    const auto result = sw::io::importCampaign(*first.store, sw::io::writeCampaign(*first.store, u"x"_s), sw::test::srd(), false);
    EXPECT_FALSE(result.ok);
}
