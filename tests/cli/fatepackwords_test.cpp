// sheetwright-cli fate odds, fate roll and the conflict commands' rule sentences speak with the
// pack or profile the user names (--pack) or the one the campaign plays with — as `fate hit`,
// `fate pack` and `validate` read it — not always with the built-in pack (issue #17: a profile's
// ladder words are data, spec §2 and §7.2; rule 30).
#include "cli/clirun.h"
#include "core/systems/fate/diamondprofile.h"

#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/fate/store/fatesheets.h"

#include <QJsonArray>
#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using sw::test::cli;
using sw::test::CliRun;
using namespace sw::fate;

namespace {

// The diamond profile, with the later revisions' 普通 for +1 (spec §2, §10) and its own English
// name for the mild consequence slot.
bool writeWordsProfile()
{
    const QString folder = test::writeDiamondProfile();
    return !folder.isEmpty() && test::editPackFile(folder + u"/ladder.json"_s, [](QJsonObject &o) {
        QJsonArray ladder = o[u"ladder"_s].toArray();
        for (qsizetype i = 0; i < ladder.size(); ++i) {
            QJsonObject rung = ladder.at(i).toObject();
            if (rung[u"value"_s].toInt() == 1) {
                QJsonObject name = rung[u"name"_s].toObject();
                name[u"zh_TW"_s] = u"普通"_s;
                rung[u"name"_s] = name;
                ladder[i] = rung;
            }
        }
        o[u"ladder"_s] = ladder;
    }) && test::editPackFile(folder + u"/harm.json"_s, [](QJsonObject &o) {
        QJsonArray slots = o[u"consequences"_s].toArray();
        QJsonObject mild = slots.at(0).toObject();
        QJsonObject name = mild[u"name"_s].toObject();
        name[u"en"_s] = u"Graze"_s;
        mild[u"name"_s] = name;
        slots[0] = mild;
        o[u"consequences"_s] = slots;
    });
}

CliRun ok(const QStringList &args)
{
    const CliRun r = cli(args);
    EXPECT_EQ(r.code, sw::cli::Ok) << args.join(u' ').toStdString() << "\n" << r.err.toStdString();
    return r;
}

// A campaign that plays with the profile, with the diamond Charles as character 1.
QString profileCampaign(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(u"words.sheetwright"_s);
    {
        sw::store::FileError error;
        const auto file = sw::store::CampaignFile::create(path, &error);
        EXPECT_NE(file, nullptr);
    }
    ok({u"fate"_s, u"pack"_s, path, test::kDiamond});
    sw::store::FileError error;
    const auto file = sw::store::CampaignFile::open(path, &error, sw::store::CampaignFile::Access::Edit);
    EXPECT_NE(file, nullptr);
    if (file) {
        sw::store::CampaignStore store(*file);
        EXPECT_TRUE(addCharacter(store, test::diamondCharles(), u"Charles"_s).ok);
    }
    return path;
}

} // namespace

// Rule 30 by `fate odds` and `fate roll` with --pack: the named profile's ladder words.
TEST(CliFatePackWords, Rule30_OddsAndRollSpeakWithTheNamedProfile)
{
    ASSERT_TRUE(writeWordsProfile());
    const QStringList odds{u"--lang"_s, u"zh_TW"_s, u"fate"_s, u"odds"_s, u"--skill"_s, u"1"_s, u"--difficulty"_s, u"1"_s};
    const CliRun builtIn = ok(odds);
    EXPECT_TRUE(builtIn.out.contains(u"一般（+1）"_s)) << builtIn.out.toStdString();
    const CliRun named = ok(odds + QStringList{u"--pack"_s, test::kDiamond});
    EXPECT_TRUE(named.out.contains(u"普通（+1）\t"_s)) << named.out.toStdString();
    EXPECT_FALSE(named.out.contains(u"一般"_s)) << named.out.toStdString();
    // The odds themselves do not depend on words: the same fractions.
    EXPECT_EQ(named.out.section(u'\n', 1, 1).section(u'\t', 1), builtIn.out.section(u'\n', 1, 1).section(u'\t', 1));

    const QStringList roll{u"--lang"_s, u"zh_TW"_s, u"fate"_s, u"roll"_s, u"--skill"_s, u"1"_s, u"--faces"_s, u"0000"_s,
                           u"--difficulty"_s, u"1"_s};
    EXPECT_TRUE(ok(roll).out.contains(u"一般（+1）"_s));
    const CliRun rolled = ok(roll + QStringList{u"--pack"_s, test::kDiamond});
    EXPECT_TRUE(rolled.out.contains(u"普通（+1）"_s)) << rolled.out.toStdString();
    EXPECT_FALSE(rolled.out.contains(u"一般"_s)) << rolled.out.toStdString();

    const CliRun unknown = cli({u"fate"_s, u"odds"_s, u"--pack"_s, u"nowhere"_s});
    EXPECT_EQ(unknown.code, sw::cli::Failure);
    EXPECT_TRUE(unknown.err.contains(u"No Fate pack \"nowhere\""_s)) << unknown.err.toStdString();
    EXPECT_TRUE(unknown.out.isEmpty());
}

// Rule 30 with a campaign: without --pack, the campaign's profile; a different --pack is refused.
TEST(CliFatePackWords, Rule30_TheCampaignsProfileWithoutPack)
{
    ASSERT_TRUE(writeWordsProfile());
    QTemporaryDir dir;
    const QString c = profileCampaign(dir);
    const CliRun odds = ok({u"--lang"_s, u"zh_TW"_s, u"fate"_s, u"odds"_s, u"--difficulty"_s, u"1"_s, u"--campaign"_s, c});
    EXPECT_TRUE(odds.out.contains(u"普通（+1）\t"_s)) << odds.out.toStdString();
    const QStringList roll{u"--lang"_s, u"zh_TW"_s, u"fate"_s, u"roll"_s, u"--skill"_s, u"1"_s, u"--faces"_s, u"0000"_s,
                           u"--log"_s, c, u"--for"_s, u"1"_s};
    const CliRun logged = ok(roll);
    EXPECT_TRUE(logged.out.contains(u"普通（+1）"_s)) << logged.out.toStdString();
    ok(roll + QStringList{u"--pack"_s, test::kDiamond}); // the campaign's own: fine
    const CliRun other = cli(roll + QStringList{u"--pack"_s, u"fate_condensed"_s});
    EXPECT_EQ(other.code, sw::cli::Failure);
    EXPECT_TRUE(other.err.contains(u"--pack"_s)) << other.err.toStdString();
    EXPECT_TRUE(other.out.isEmpty()) << other.out.toStdString(); // nothing rolled, nothing logged
}

// Rule 23's refusal by `fate hit`, said with the campaign's profile's slot name.
TEST(CliFatePackWords, Rule23_ARefusedHitIsSaidInTheProfilesWords)
{
    ASSERT_TRUE(writeWordsProfile());
    QTemporaryDir dir;
    const QString c = profileCampaign(dir);
    const CliRun refused = cli({u"fate"_s, u"hit"_s, c, u"1"_s, u"--shifts"_s, u"4"_s, u"--consequence"_s, u"mild=Cut"_s,
                                u"--consequence"_s, u"mild=Bruised"_s});
    EXPECT_EQ(refused.code, sw::cli::Failure);
    EXPECT_TRUE(refused.err.contains(u"fate.absorb.slot_unavailable\tThe Graze consequence slot"_s)) << refused.err.toStdString();
}
