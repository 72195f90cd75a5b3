// Packs and profiles (issue "game systems as modules"): a house-rules profile extends the SRD pack
// and overrides numbers by setting and content by id; a campaign plays with its pack, and what the
// rules engine checks follows it, while a sheet on the built-in pack stays as it was.
#include "core/systems/blades/fixtures.h"
#include "support/profilefixture.h"
#include "models/campaignsession.h"
#include "store/campaignstore.h"
#include "systems/blades/charactervalidator.h"
#include "systems/blades/io/sheetjson.h"
#include "systems/blades/packregistry.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <QFile>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::blades::RulePack;

namespace {

const QString kProfile = QStringLiteral(SHEETWRIGHT_FIXTURES_DIR "/packs/house_rules_test");

std::shared_ptr<const RulePack> profile()
{
    const sw::blades::PackLoad load = sw::blades::loadRulePack(kProfile, sw::test::srd().id.isEmpty() ? nullptr : &sw::test::srd());
    EXPECT_TRUE(load.errors.isEmpty()) << (load.errors.isEmpty() ? std::string() : load.errors.first().toString().toStdString());
    return load.pack;
}

bool hasViolation(const QList<sw::rules::Violation> &violations, const QString &code)
{
    return std::any_of(violations.begin(), violations.end(), [&](const sw::rules::Violation &v) { return v.code == code; });
}

} // namespace

TEST(PackProfile, ItsNumbersAndNamesLieOverTheSrd)
{
    const auto pack = profile();
    ASSERT_NE(pack, nullptr);
    const RulePack &srd = sw::test::srd();
    EXPECT_EQ(pack->id, u"house_rules_test"_s);
    EXPECT_EQ(pack->numberOr(u"stress_max"_s, 0), 10);
    EXPECT_EQ(srd.numberOr(u"stress_max"_s, 0), 9);
    const auto hunt = [](const RulePack &p) {
        return *std::find_if(p.actions.begin(), p.actions.end(), [](const auto &a) { return a.id == u"hunt"_s; });
    };
    EXPECT_EQ(hunt(*pack).name.en, u"Track"_s);
    EXPECT_EQ(hunt(*pack).name.zhTW, u"追蹤"_s);
    EXPECT_EQ(hunt(*pack).name.zhCN, u"追踪"_s);
    EXPECT_EQ(hunt(*pack).summary.en, hunt(srd).summary.en) << "what the profile leaves out is the SRD's";
    // Everything else is the SRD's, entry for entry, in the same order.
    ASSERT_EQ(pack->actions.size(), srd.actions.size());
    for (qsizetype i = 0; i < srd.actions.size(); ++i)
        EXPECT_EQ(pack->actions.at(i).id, srd.actions.at(i).id);
    for (const QString &key : {u"trauma_max"_s, u"playbook_xp"_s, u"healing_clock"_s})
        EXPECT_EQ(pack->numberOr(key, -1), srd.numberOr(key, -2)) << key.toStdString();
    EXPECT_EQ(pack->documents.value(u"crew.json"_s), srd.documents.value(u"crew.json"_s));
    EXPECT_EQ(pack->documents.value(u"score.json"_s), srd.documents.value(u"score.json"_s));
}

// A §2.1: the stress track's length is the pack's number; the profile's tenth box is legal there.
TEST(PackProfile, ValidationFollowsTheProfilesStressTrack)
{
    const auto pack = profile();
    ASSERT_NE(pack, nullptr);
    sw::blades::Character c = sw::test::playingCutter();
    c.stress = 10;
    EXPECT_TRUE(hasViolation(sw::blades::validateCharacter(c, sw::test::srd(), {}), u"stress.out_of_range"_s));
    EXPECT_FALSE(hasViolation(sw::blades::validateCharacter(c, *pack, {}), u"stress.out_of_range"_s));
    c.stress = 11;
    EXPECT_TRUE(hasViolation(sw::blades::validateCharacter(c, *pack, {}), u"stress.out_of_range"_s));
}

TEST(PackProfile, AProfileMustNameThePackItExtends)
{
    QTemporaryDir dir;
    QFile manifest(dir.filePath(u"pack.json"_s));
    ASSERT_TRUE(manifest.open(QIODevice::WriteOnly));
    QFile source(kProfile + u"/pack.json"_s);
    ASSERT_TRUE(source.open(QIODevice::ReadOnly));
    manifest.write(source.readAll().replace("\"extends\": \"blades_srd\",", ""));
    manifest.close();
    QFile::copy(kProfile + u"/character.json"_s, dir.filePath(u"character.json"_s));
    const sw::blades::PackLoad load = sw::blades::loadRulePack(dir.path(), &sw::test::srd());
    EXPECT_EQ(load.pack, nullptr);
    ASSERT_FALSE(load.errors.isEmpty());
    EXPECT_EQ(load.errors.first().pointer, u"/profile"_s);
}

// A campaign set to the profile opens with it; one on the SRD (the default) still opens with the
// built-in pack, and an SRD sheet's document is the same byte for byte with the profile installed.
TEST(PackProfile, ACampaignPlaysWithItsPack)
{
    QTemporaryDir dir;
    sw::test::makeHouseRulesCampaign(dir.filePath(u"house.sheetwright"_s));
    sw::store::FileError error;
    auto session = sw::models::CampaignSession::open(dir.filePath(u"house.sheetwright"_s), false, &error);
    ASSERT_NE(session, nullptr);
    EXPECT_EQ(sw::blades::sessionPack(*session).id, u"house_rules_test"_s);
    EXPECT_EQ(sw::blades::sessionPack(*session).numberOr(u"stress_max"_s, 0), 10);
    session.reset();

    auto srdFile = sw::store::CampaignFile::create(dir.filePath(u"srd.sheetwright"_s), &error);
    ASSERT_NE(srdFile, nullptr);
    sw::store::CampaignStore srdStore(*srdFile);
    EXPECT_EQ(srdStore.packId(), u"blades_srd"_s) << "a new campaign plays with the SRD";
    EXPECT_EQ(sw::blades::campaignPack(srdStore)->id, u"blades_srd"_s);
    const QByteArray written = sw::io::writeCharacterSheet({sw::test::playingCutter(), {}});
    ASSERT_TRUE(sw::blades::addCharacter(srdStore, sw::test::playingCutter(), std::nullopt, u"New"_s).ok);
    EXPECT_EQ(sw::io::writeCharacterSheet({*sw::blades::character(srdStore, 1), {}}), written);
}

TEST(PackProfile, ACampaignNamingAPackThisMachineLacksFallsBackAndSaysWhich)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"lost.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file);
    ASSERT_TRUE(store.setPackId(u"someone_elses_hack"_s));
    QString missing;
    EXPECT_EQ(sw::blades::campaignPack(store, &missing)->id, u"blades_srd"_s);
    EXPECT_EQ(missing, u"someone_elses_hack"_s);
}
