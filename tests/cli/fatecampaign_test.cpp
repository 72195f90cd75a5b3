// sheetwright-cli fate pack|session-start|end-scene (issue #17): the campaign chooses its Fate pack
// or profile (a user profile from the Fate pack folder; one undo step), and the GM's table-wide
// steps — Start of Session (rule 21) and End of Scene (rules 24, 27, 29, spec §7.5–§7.6) — each
// written as one journal entry, as the GUI writes them; an extreme consequence (spec §7.5) by CLI.
#include "cli/clirun.h"
#include "core/systems/fate/diamondprofile.h"

#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/fate/characterjson.h"
#include "systems/fate/scene.h"
#include "systems/fate/store/fatesheets.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;
using namespace sw::fate;

namespace {

struct Opened
{
    std::unique_ptr<sw::store::CampaignFile> file;
    std::unique_ptr<sw::store::CampaignStore> store;
};

Opened open(const QString &path, bool create = false)
{
    sw::store::FileError error;
    Opened o;
    o.file = create ? sw::store::CampaignFile::create(path, &error)
                    : sw::store::CampaignFile::open(path, &error, sw::store::CampaignFile::Access::Edit);
    EXPECT_NE(o.file, nullptr);
    if (o.file)
        o.store = std::make_unique<sw::store::CampaignStore>(*o.file);
    return o;
}

CliRun ok(const QStringList &args)
{
    const CliRun r = cli(args);
    EXPECT_EQ(r.code, sw::cli::Ok) << args.join(u' ').toStdString() << "\n" << r.err.toStdString();
    return r;
}

} // namespace

TEST(CliFateCampaign, ACampaignPlaysWithTheDiamondProfile)
{
    ASSERT_FALSE(test::writeDiamondProfile().isEmpty());
    QTemporaryDir dir;
    const QString c = dir.filePath(u"diamond.sheetwright"_s);
    open(c, true);
    const CliRun listed = ok({u"fate"_s, u"pack"_s, c});
    EXPECT_TRUE(listed.out.contains(u"* fate_condensed\t"_s)) << listed.out.toStdString();
    EXPECT_TRUE(listed.out.contains(u"  diamond\t1.0.0\tDiamond Profile\n"_s)) << listed.out.toStdString();
    EXPECT_EQ(cli({u"fate"_s, u"pack"_s, c, u"nowhere"_s}).code, sw::cli::Failure);

    const CliRun chosen = ok({u"fate"_s, u"pack"_s, c, u"diamond"_s});
    EXPECT_TRUE(chosen.out.contains(u"* diamond\t"_s)) << chosen.out.toStdString();
    {
        Opened o = open(c);
        EXPECT_EQ(campaignFatePackId(*o.store), u"diamond"_s);
        EXPECT_EQ(o.store->undoLabel(), u"Play with the Fate pack Diamond Profile"_s);
        // The store accepts a diamond sheet in this campaign; `fate hit` reads the campaign's pack.
        ASSERT_TRUE(addCharacter(*o.store, test::diamondCharles(), u"Charles"_s).ok);
    }
    ok({u"fate"_s, u"hit"_s, c, u"1"_s, u"--shifts"_s, u"2"_s, u"--boxes"_s, u"1,2"_s});

    // `validate` checks a sheet file with the pack it names: the diamond pattern is legal there.
    const QString sheet = dir.filePath(u"charles.json"_s);
    QFile file(sheet);
    ASSERT_TRUE(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(toJson(test::diamondCharles())).toJson());
    file.close();
    const CliRun valid = ok({u"validate"_s, sheet});
    EXPECT_TRUE(valid.out.contains(u"the sheet follows the rules"_s)) << valid.out.toStdString();
}

// Rule 21 for the whole table, one undo step.
TEST(CliFateCampaign, Rule21_SessionStartRaisesEveryonesFatePointsToRefresh)
{
    QTemporaryDir dir;
    const QString c = dir.filePath(u"session.sheetwright"_s);
    {
        Opened o = open(c, true);
        Character low = test::charles();
        low.fatePoints = 1; // refresh 3
        Character high = test::charles();
        high.name = u"Ethan"_s;
        high.fatePoints = 5;
        ASSERT_TRUE(addCharacter(*o.store, low, u"Charles"_s).ok);
        ASSERT_TRUE(addCharacter(*o.store, high, u"Ethan"_s).ok);
    }
    const CliRun r = ok({u"fate"_s, u"session-start"_s, c});
    EXPECT_EQ(r.out, u"Charles: fate points 3\nEthan: fate points 5\n"_s);
    Opened o = open(c);
    EXPECT_EQ(character(*o.store, 1)->fatePoints, 3);
    EXPECT_EQ(character(*o.store, 2)->fatePoints, 5);
    EXPECT_EQ(o.store->undoLabel(), u"Start of Session"_s);
    ASSERT_TRUE(o.store->undo().ok);
    EXPECT_EQ(character(*o.store, 1)->fatePoints, 1);
    EXPECT_EQ(o.store->undoLabel(), u"Ethan"_s);
}

// End of scene (rules 24, 27, 29): stress and boosts clear, the owed fate points are paid, a
// recovering mild consequence goes, the situation aspects go — one undo step.
TEST(CliFateCampaign, EndSceneClearsTheSceneInOneStep)
{
    QTemporaryDir dir;
    const QString c = dir.filePath(u"scene.sheetwright"_s);
    {
        Opened o = open(c, true);
        Character hurt = test::charles();
        hurt.physicalStress = {true, true, false, false};
        hurt.boosts = {u"Off Balance"_s};
        hurt.fatePoints = 1;
        hurt.fatePointsOwed = 2;
        hurt.consequences = {{u"mild"_s, u"Bruised"_s, true, {}, {}}, {u"moderate"_s, u"Cracked Rib"_s, true, {}, {}}};
        ASSERT_TRUE(addCharacter(*o.store, hurt, u"Charles"_s).ok);
        ASSERT_TRUE(o.store->apply({sceneChange({{{u"On Fire"_s, {{u"Ethan"_s, 1}}}}})}, u"fate.scene.aspect"_s, u"On Fire"_s).ok);
    }
    const CliRun r = ok({u"fate"_s, u"end-scene"_s, c});
    EXPECT_EQ(r.out, u"Charles: fate points 3, boosts 0\n"_s);
    Opened o = open(c);
    const Character after = *character(*o.store, 1);
    EXPECT_EQ(after.physicalStress, QList<bool>(4, false));
    EXPECT_TRUE(after.boosts.isEmpty());
    EXPECT_EQ(after.fatePoints, 3);
    EXPECT_EQ(after.fatePointsOwed, 0);
    ASSERT_EQ(after.consequences.size(), 1);
    EXPECT_EQ(after.consequences.first().slot, u"moderate"_s); // clears after a session, not a scene
    EXPECT_TRUE(scene(*o.store).aspects.isEmpty());
    EXPECT_EQ(o.store->undoLabel(), u"End of Scene"_s);
    ASSERT_TRUE(o.store->undo().ok);
    EXPECT_EQ(scene(*o.store).aspects.size(), 1);
    EXPECT_EQ(character(*o.store, 1)->fatePointsOwed, 2);
}

// Spec §7.5 by CLI: an extreme consequence names the aspect it replaces, and only once between
// major milestones.
TEST(CliFateCampaign, Spec7_5_AnExtremeConsequenceReplacesTheAspectNamed)
{
    QTemporaryDir dir;
    const QString c = dir.filePath(u"extreme.sheetwright"_s);
    {
        Opened o = open(c, true);
        ASSERT_TRUE(addCharacter(*o.store, test::charles(), u"Charles"_s).ok);
    }
    const QStringList hit{u"fate"_s, u"hit"_s, c, u"1"_s, u"--shifts"_s, u"8"_s, u"--consequence"_s, u"extreme=Haunted"_s};
    const CliRun refused = cli(hit + QStringList{u"--replaces"_s, u"1"_s}); // the high concept
    EXPECT_EQ(refused.code, sw::cli::Failure);
    EXPECT_TRUE(refused.err.contains(u"fate.consequence.extreme_replaces\t"_s)) << refused.err.toStdString();
    ok(hit + QStringList{u"--replaces"_s, u"4"_s});
    Opened o = open(c);
    const Character after = *character(*o.store, 1);
    EXPECT_EQ(after.aspects.at(3).text, u"Haunted"_s);
    EXPECT_TRUE(after.extremeTaken);
}
