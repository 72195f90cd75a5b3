// Spec §18 (seed L29–L30: 进度符咒 renamed 护符, 画符 renamed 斩痕): charms as a general clock model,
// owned by a scene or a Sin — {name, kind, capacity, slashes, a note per slash}; the capacity is the
// kind's [base] setting (charm_size_<kind>, never guessed) or the charm's own; slashes ≤ capacity.
#include "core/systems/soulhunter/fixtures.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"
#include "systems/gamesystem.h"
#include "systems/soulhunter/charm.h"
#include "systems/soulhunter/scene.h"
#include "systems/soulhunter/sin.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QTemporaryDir>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;
using sw::soulhunter::test::filled;
using sw::soulhunter::test::unfilled;

namespace {

QStringList codes(const QList<sw::rules::Violation> &vs)
{
    QStringList out;
    for (const sw::rules::Violation &v : vs)
        out << v.code;
    return out;
}

const Charm kAlarm{u"警报"_s, u"warning"_s, std::nullopt, {u"脚步声"_s, u"门被推开"_s}};

} // namespace

TEST(SoulhunterCharm, Spec18_L29_L30_ACharmIsANamedTrackWithNotedSlashesStoredByItsOwner)
{
    EXPECT_EQ(kAlarm.slashes(), 2);
    Scene scene{u"天台"_s, {}, std::nullopt};
    scene.charms = {kAlarm, Charm{u"仪式"_s, u"event"_s, 5, {}}};
    const QJsonObject sceneJson = toJson(scene);
    EXPECT_EQ(sceneFromJson(sceneJson), scene);
    EXPECT_EQ(checkSceneDocument(sceneJson), QString());
    EXPECT_FALSE(sceneJson[u"charms"_s][0].toObject().contains(u"capacity"_s)) << "the kind's size: none stored";
    EXPECT_EQ(sceneJson[u"charms"_s][1][u"capacity"_s].toInt(), 5);
    Sin sin{u"贪婪"_s, {}, {{u"金币"_s, false}}, {}};
    sin.charms = {Charm{u"斗法"_s, u"duel"_s, std::nullopt, {u"第一击"_s}}};
    EXPECT_EQ(sinFromJson(toJson(sin)), sin);
    EXPECT_EQ(checkSinDocument(toJson(sin)), QString());
    EXPECT_FALSE(toJson(Scene{u"x"_s, {}, std::nullopt}).contains(u"charms"_s)) << "no charms: none stored";
}

TEST(SoulhunterCharm, Spec18_L29_L30_TheKindsSizeIsABaseSettingNeverGuessed)
{
    for (const QString &kind : charmKinds()) {
        const Setting *s = unfilled().pack().setting(charmSizeSetting(kind));
        ASSERT_NE(s, nullptr) << kind.toStdString();
        EXPECT_EQ(s->tag, u"base"_s);
        EXPECT_TRUE(s->required);
        EXPECT_FALSE(s->filled()) << "the rulebook's size is not guessed";
        EXPECT_TRUE(unfilled().missingSettings().contains(charmSizeSetting(kind)));
    }
    EXPECT_EQ(charmCapacity(kAlarm, unfilled()), std::nullopt);
    EXPECT_EQ(charmCapacity(kAlarm, filled()), 4) << "the campaign's charm_size_warning";
    Charm own = kAlarm;
    own.capacity = 7;
    EXPECT_EQ(charmCapacity(own, unfilled()), 7) << "an explicit capacity needs no setting";
    const QList<sw::rules::Violation> unset = checkCharms({kAlarm}, unfilled());
    ASSERT_EQ(codes(unset), QStringList{u"soulhunter.charm.capacity_unset"_s});
    EXPECT_EQ(unset.first().params.value(u"setting"_s).toString(), u"charm_size_warning"_s);
    EXPECT_EQ(unset.first().field, u"charms/0/capacity"_s);
    EXPECT_TRUE(checkCharms({own}, unfilled()).isEmpty());
    EXPECT_TRUE(checkCharms({kAlarm}, filled()).isEmpty());
    // A charm kept while its kind's size was cleared: a slash cleared is allowed, one marked is not.
    Charm fewer = kAlarm;
    fewer.notes.removeLast();
    Charm more = kAlarm;
    more.notes << u"x"_s;
    EXPECT_TRUE(newlyBrokenCharms({kAlarm}, {fewer}, unfilled()).isEmpty());
    EXPECT_TRUE(newlyBrokenCharms({kAlarm}, {kAlarm}, unfilled()).isEmpty());
    EXPECT_EQ(codes(newlyBrokenCharms({kAlarm}, {more}, unfilled())), QStringList{u"soulhunter.charm.capacity_unset"_s});
}

TEST(SoulhunterCharm, Spec18_L29_L30_SlashesNeverExceedTheCapacity)
{
    Charm full = kAlarm;
    full.notes = {u"1"_s, u"2"_s, u"3"_s, u"4"_s};
    EXPECT_TRUE(checkCharms({full}, filled()).isEmpty()) << "4 of 4";
    full.notes << u"5"_s;
    const QList<sw::rules::Violation> over = checkCharms({full}, filled());
    ASSERT_EQ(codes(over), QStringList{u"soulhunter.charm.slashes_over"_s});
    EXPECT_EQ(over.first().params.value(u"slashes"_s).toInt(), 5);
    EXPECT_EQ(over.first().params.value(u"capacity"_s).toInt(), 4);
    Charm own{u"仪式"_s, u"event"_s, 2, {u"a"_s, u"b"_s, u"c"_s}};
    EXPECT_EQ(codes(checkCharmsAlone({own})), QStringList{u"soulhunter.charm.slashes_over"_s}) << "an explicit capacity is the document's own check";
    EXPECT_TRUE(checkCharmsAlone({full}).isEmpty()) << "the kind's size is the campaign's: not known to the document alone";
}

TEST(SoulhunterCharm, Spec18_ACharmHasANameAKnownKindAndAPositiveCapacity)
{
    EXPECT_EQ(codes(checkCharms({Charm{u" "_s, u"task"_s, 3, {}}}, unfilled())), QStringList{u"soulhunter.charm.name_empty"_s});
    EXPECT_EQ(codes(checkCharms({Charm{u"x"_s, u"doom"_s, 3, {}}}, unfilled())), QStringList{u"soulhunter.charm.kind_unknown"_s});
    EXPECT_EQ(codes(checkCharms({Charm{u"x"_s, u"task"_s, 0, {}}}, unfilled())), QStringList{u"soulhunter.charm.capacity_range"_s});
    Scene scene{u"s"_s, {}, std::nullopt};
    scene.charms = {Charm{u"x"_s, u"doom"_s, 3, {}}};
    EXPECT_FALSE(checkSceneDocument(toJson(scene)).isEmpty()) << "the schema names the four kinds";
}

TEST(SoulhunterCharm, Spec18_L29_L30_CharmsGoThroughTheStoreOneUndoStepEachAndAreRefusedInWords)
{
    QTemporaryDir dir;
    sw::store::FileError error;
    auto file = sw::store::CampaignFile::create(dir.filePath(u"soul.sheetwright"_s), &error);
    ASSERT_NE(file, nullptr);
    sw::store::CampaignStore store(*file, sw::systems::builtInSystems().documentKinds());
    Scene current{u"天台"_s, {}, std::nullopt};
    ASSERT_TRUE(saveScene(store, current, u"Scene"_s).ok);
    current.charms = {Charm{u"警报"_s, u"warning"_s, std::nullopt, {}}};
    const sw::store::Receipt unset = saveScene(store, current, u"Charm added"_s);
    EXPECT_FALSE(unset.ok);
    EXPECT_TRUE(unset.error.contains(u"soulhunter.charm.capacity_unset"_s)) << unset.error.toStdString();
    ASSERT_TRUE(setCampaignSetting(store, u"charm_size_warning"_s, 2).ok);
    ASSERT_TRUE(saveScene(store, current, u"Charm added"_s).ok);
    current.charms[0].notes << u"脚步声"_s;
    ASSERT_TRUE(saveScene(store, current, u"Slash"_s).ok);
    current.charms[0].notes << u"门被推开"_s;
    ASSERT_TRUE(saveScene(store, current, u"Slash"_s).ok);
    Scene over = current;
    over.charms[0].notes << u"第三下"_s;
    const sw::store::Receipt full = saveScene(store, over, u"Slash"_s);
    EXPECT_FALSE(full.ok);
    EXPECT_TRUE(full.error.contains(u"soulhunter.charm.slashes_over"_s)) << full.error.toStdString();
    EXPECT_EQ(sw::soulhunter::scene(store)->charms.first().notes, (QStringList{u"脚步声"_s, u"门被推开"_s}));
    ASSERT_TRUE(store.undo().ok);
    EXPECT_EQ(sw::soulhunter::scene(store)->charms.first().slashes(), 1) << "one slash, one undo step";

    ASSERT_TRUE(addSin(store, Sin{u"贪婪"_s, {}, {{u"金币"_s, false}}, {}}, u"Sin"_s).ok);
    const qint64 id = sins(store).first().first;
    Sin sin = *sw::soulhunter::sin(store, id);
    sin.charms = {Charm{u"斗法"_s, u"duel"_s, std::nullopt, {}}};
    EXPECT_TRUE(saveSin(store, id, sin, u"soulhunter.sin"_s, u"Charm"_s).error.contains(u"soulhunter.charm.capacity_unset"_s));
    sin.charms.first().capacity = 1;
    sin.charms.first().notes = {u"a"_s, u"b"_s};
    EXPECT_TRUE(saveSin(store, id, sin, u"soulhunter.sin"_s, u"Charm"_s).error.contains(u"soulhunter.charm.slashes_over"_s));
    sin.charms.first().notes = {u"a"_s};
    ASSERT_TRUE(saveSin(store, id, sin, u"soulhunter.sin"_s, u"Charm"_s).ok);
    EXPECT_EQ(sw::soulhunter::sin(store, id)->charms, sin.charms);
}
