// Charms (护符) owned by a scene or a Sin, in the GM's dialogs (spec §18; seed L29–L30: 进度符咒 → 护符,
// 画符 → 斩痕): added, slashes marked with their notes (button, Return, a click on the clock) and
// cleared, removed — each one undo step; refused in words while the kind's [base] size is unfilled
// and when a charm would hold more slashes than its capacity.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/soulscenedialog.h"
#include "systems/soulhunter/soulsinsdialog.h"
#include "widgets/clockface.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulCharmsTest : public sw::test::SoulWindowTest
{
protected:
    template <typename D>
    D *openDialog(const QString &action, const QString &name)
    {
        soulUi()->findChild<QAction *>(action)->trigger();
        QTest::qWait(1);
        auto *dialog = window->findChild<D *>(name);
        EXPECT_NE(dialog, nullptr);
        return dialog;
    }
    QList<Charm> sceneCharms() const { return scene(window->session()->store()).value_or(Scene{}).charms; }
    static void clickSegment(sw::ui::ClockFace *clock, int index)
    {
        QTest::mouseClick(clock, Qt::LeftButton, {}, clock->boxRect(index).center());
    }
};

TEST_F(SoulCharmsTest, Spec18_L29_L30_TheGmKeepsASceneCharmSlashBySlashOneUndoStepEach)
{
    auto *dialog = openDialog<sw::ui::SoulSceneDialog>(u"soulhunterScene"_s, u"soulSceneDialog"_s);
    retype(find<QLineEdit>(dialog, u"soulSceneName"_s), u"Rooftop"_s);
    auto *name = find<QLineEdit>(dialog, u"soulCharmName"_s);
    retype(name, u"Alarm"_s); // Return adds; a warning charm's size is not filled in yet
    EXPECT_TRUE(sceneCharms().isEmpty());
    EXPECT_TRUE(name->property("refusal").toString().contains(u"fill the setting charm_size_warning from your rulebook"_s))
        << name->property("refusal").toString().toStdString();

    setSetting(u"charm_size_warning"_s, 3);
    retype(name, u"Alarm"_s);
    ASSERT_EQ(sceneCharms().size(), 1);
    EXPECT_EQ(sceneCharms().first(), (Charm{u"Alarm"_s, u"warning"_s, std::nullopt, {}}));
    auto *clock = find<sw::ui::ClockFace>(dialog, u"soulCharmClock"_s);
    EXPECT_EQ(clock->segments(), 3) << "the kind's size";
    EXPECT_EQ(find<QLabel>(dialog, u"soulCharmCapacity"_s)->text(), u"Alarm: 0 of 3 slashes."_s);

    retype(find<QLineEdit>(dialog, u"soulCharmNote"_s), u"Footsteps"_s); // Return marks a slash with its note
    clickSegment(clock, 1);                                               // the clock: the next slash, no note
    find<QLineEdit>(dialog, u"soulCharmNote"_s)->insert(u"Door"_s);
    click(find<QPushButton>(dialog, u"soulCharmMark"_s));
    EXPECT_EQ(sceneCharms().first().notes, (QStringList{u"Footsteps"_s, QString(), u"Door"_s}));
    EXPECT_EQ(clock->value(), 3);
    EXPECT_EQ(find<QListWidget>(dialog, u"soulCharmNotes"_s)->item(0)->text(), u"Slash 1: Footsteps"_s);
    shot(u"charms_scene_en"_s, dialog);

    click(find<QPushButton>(dialog, u"soulCharmMark"_s)); // full: refused in words
    EXPECT_EQ(sceneCharms().first().slashes(), 3);
    EXPECT_TRUE(clock->property("refusal").toString().contains(u"The charm is full: it holds 3 slashes and would have 4"_s))
        << clock->property("refusal").toString().toStdString();

    clickSegment(clock, 2); // on the last slash: cleared
    EXPECT_EQ(sceneCharms().first().notes, (QStringList{u"Footsteps"_s, QString()}));
    undo();
    EXPECT_EQ(sceneCharms().first().slashes(), 3) << "one slash, one undo step";
    click(find<QPushButton>(dialog, u"soulCharmClear"_s));
    EXPECT_EQ(sceneCharms().first().slashes(), 2);
    click(find<QPushButton>(dialog, u"soulCharmRemove"_s));
    EXPECT_TRUE(sceneCharms().isEmpty());
    undo();
    ASSERT_EQ(sceneCharms().size(), 1);
    EXPECT_EQ(sceneCharms().first().notes, (QStringList{u"Footsteps"_s, QString()}));
    EXPECT_EQ(scene(window->session()->store())->name, u"Rooftop"_s) << "the charms belong to the scene";
}

TEST_F(SoulCharmsTest, Spec18_L29_L30_ASinsCharmWithItsOwnCapacityIsNeverOverfilled)
{
    auto *dialog = openDialog<sw::ui::SoulSinsDialog>(u"soulhunterSins"_s, u"soulSinsDialog"_s);
    retype(find<QLineEdit>(dialog, u"soulSinName"_s), u"Greed"_s);
    retype(find<QLineEdit>(dialog, u"soulSinTag0"_s), u"Gold"_s);
    click(find<QPushButton>(dialog, u"soulSinAdd"_s));
    const QList<std::pair<qint64, Sin>> held = sins(window->session()->store());
    ASSERT_EQ(held.size(), 1);
    auto *list = find<QListWidget>(dialog, u"soulSinList"_s);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    auto *kind = find<QComboBox>(dialog, u"soulCharmKind"_s);
    kind->setFocus();
    QTest::keyClick(kind, Qt::Key_Down); // warning → duel
    EXPECT_EQ(kind->currentData().toString(), u"duel"_s);
    typeInto(find<QSpinBox>(dialog, u"soulCharmOwnCapacity"_s), u"2"_s);
    retype(find<QLineEdit>(dialog, u"soulCharmName"_s), u"Showdown"_s);
    const auto charms = [&] { return sin(window->session()->store(), held.first().first)->charms; };
    ASSERT_EQ(charms().size(), 1);
    EXPECT_EQ(charms().first(), (Charm{u"Showdown"_s, u"duel"_s, 2, {}})) << "its own capacity: no setting needed";
    auto *clock = find<sw::ui::ClockFace>(dialog, u"soulCharmClock"_s);
    clickSegment(clock, 0);
    clickSegment(clock, 1);
    EXPECT_EQ(charms().first().slashes(), 2);
    click(find<QPushButton>(dialog, u"soulCharmMark"_s));
    EXPECT_EQ(charms().first().slashes(), 2) << "2 of 2: refused";
    // Saving the Sin's name and tags keeps its charms.
    retype(find<QLineEdit>(dialog, u"soulSinName"_s), u"Avarice"_s);
    click(find<QPushButton>(dialog, u"soulSinSave"_s));
    EXPECT_EQ(sin(window->session()->store(), held.first().first)->name, u"Avarice"_s);
    EXPECT_EQ(charms().size(), 1);
    shot(u"charms_sin_en"_s, dialog);
}

// For looking: the scene's charms in the three languages (SHEETWRIGHT_SHOTS).
TEST_F(SoulCharmsTest, Spec18_TheCharmsAreShownInEachLanguage)
{
    setSetting(u"charm_size_event"_s, 6);
    setSetting(u"charm_size_warning"_s, 4);
    Scene s{u"天台"_s, {u"暴雨"_s}, 12};
    s.charms = {Charm{u"仪式"_s, u"event"_s, std::nullopt, {u"蜡烛熄灭"_s, u"钟声"_s}}, Charm{u"警报"_s, u"warning"_s, std::nullopt, {}}};
    ASSERT_TRUE(editor()->push(u"scene"_s, [&](sw::store::CampaignStore &st) { return saveScene(st, s, u"scene"_s); }));
    ASSERT_TRUE(editor()->setSetting(u"charm_size_warning"_s, QJsonValue())) << "a size cleared later: the charm waits for it";
    auto *dialog = openDialog<sw::ui::SoulSceneDialog>(u"soulhunterScene"_s, u"soulSceneDialog"_s);
    for (const sw::Language l : sw::kAllLanguages) {
        languages.setLanguage(l);
        QTest::qWait(1);
        EXPECT_EQ(find<sw::ui::ClockFace>(dialog, u"soulCharmClock"_s)->segments(), 6);
        shot(u"charms_scene_"_s + sw::languageCode(l), dialog);
        auto *list = find<QListWidget>(dialog, u"soulCharmList"_s);
        list->setCurrentRow(1);
        EXPECT_FALSE(find<QLabel>(dialog, u"soulCharmCapacity"_s)->text().contains(u'6')) << "the warning size is unfilled";
        click(find<QPushButton>(dialog, u"soulCharmMark"_s));
        EXPECT_EQ(scene(window->session()->store())->charms.at(1).slashes(), 0) << "no slash without a capacity";
        shot(u"charms_scene_unfilled_"_s + sw::languageCode(l), dialog);
        list->setCurrentRow(0);
    }
}

} // namespace
