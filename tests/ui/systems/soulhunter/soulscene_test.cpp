// The GM's scene in the 狩魂者 menu (spec §5.1, §15; seed L63 挑战值, L233 场景标签, L42): tags
// typed and removed with keys, the challenge value set — each one undo step — and the check dock
// starting from the scene's challenge value and activating a scene tag for level +1.
#include "ui/systems/soulhunter/soulfixture.h"
#include "systems/soulhunter/odds.h"
#include "systems/soulhunter/soulcheckpanel.h"
#include "systems/soulhunter/soulscenedialog.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;
using namespace sw::soulhunter;

namespace {

class SoulSceneTest : public sw::test::SoulWindowTest
{
protected:
    sw::ui::SoulSceneDialog *openScene()
    {
        auto *action = soulUi()->findChild<QAction *>(u"soulhunterScene"_s);
        EXPECT_NE(action, nullptr);
        action->trigger();
        QTest::qWait(1);
        auto *dialog = window->findChild<sw::ui::SoulSceneDialog *>(u"soulSceneDialog"_s);
        EXPECT_NE(dialog, nullptr);
        EXPECT_TRUE(dialog->isVisible());
        return dialog;
    }
    std::optional<Scene> current() const { return scene(window->session()->store()); }
};

TEST_F(SoulSceneTest, TheGmSetsSceneTagsAndAChallengeTheCheckDockStartsFrom_L42_L63_L233)
{
    addNew(u"Lin"_s);
    soulUi()->checkDock()->toggleViewAction()->trigger();
    QWidget *panel = soulUi()->checks();
    auto *challenge = find<QSpinBox>(panel, u"soulCheckChallenge"_s);
    EXPECT_EQ(challenge->value(), 10) << "no scene: 10";
    EXPECT_FALSE(find<QLabel>(panel, u"soulCheckScene"_s)->isVisible());

    auto *dialog = openScene();
    retype(find<QLineEdit>(dialog, u"soulSceneName"_s), u"Rooftop"_s);
    auto *newTag = find<QLineEdit>(dialog, u"soulSceneNewTag"_s);
    retype(newTag, u"Rain"_s); // Return adds it
    retype(newTag, u"Dark"_s);
    click(find<QPushButton>(dialog, u"soulSceneAddTag"_s)); // empty: refused
    EXPECT_TRUE(newTag->property("refusal").toString().contains(u"A scene tag has words."_s)) << status().toStdString();
    retype(newTag, u"Rain"_s);
    EXPECT_TRUE(newTag->property("refusal").toString().contains(u"The scene already has the tag Rain."_s))
        << newTag->property("refusal").toString().toStdString();
    ASSERT_TRUE(current());
    EXPECT_EQ(*current(), (Scene{u"Rooftop"_s, {u"Rain"_s, u"Dark"_s}, std::nullopt}));
    EXPECT_EQ(find<QListWidget>(dialog, u"soulSceneTags"_s)->count(), 2);

    tick(find<QCheckBox>(dialog, u"soulSceneHasChallenge"_s));
    EXPECT_EQ(current()->challenge, 10) << "set: the value shown";
    typeInto(find<QSpinBox>(dialog, u"soulSceneChallenge"_s), u"14"_s);
    EXPECT_EQ(current()->challenge, 14);
    EXPECT_EQ(challenge->value(), 14) << "the dock starts from the scene's challenge value";
    EXPECT_TRUE(find<QLabel>(panel, u"soulCheckOdds"_s)->text().startsWith(u"Modifiers 0, against 14."_s));
    EXPECT_EQ(find<QLabel>(panel, u"soulCheckScene"_s)->text(), u"Scene Rooftop: Rain, Dark; challenge value 14"_s);

    // The scene's tag activated on the check: level +1 (L42), the odds with one d4.
    auto *tags = find<QListWidget>(panel, u"soulCheckTags"_s);
    QListWidgetItem *rain = nullptr;
    for (int i = 0; i < tags->count(); ++i) {
        if (tags->item(i)->text() == u"Scene: Rain (level +1)"_s)
            rain = tags->item(i);
    }
    ASSERT_NE(rain, nullptr);
    rain->setCheckState(Qt::Checked);
    OddsSpec withTag;
    withTag.level = 1;
    withTag.gap = 14;
    EXPECT_TRUE(find<QLabel>(panel, u"soulCheckOdds"_s)->text().endsWith(
        u"Success (CAT 1 or more): "_s + QString::fromStdString(successChance(withTag, editor()->rules()).toString())
        + u" ("_s + QString::number(successChance(withTag, editor()->rules()).toDouble() * 100.0, 'f', 1) + u"%)"_s))
        << find<QLabel>(panel, u"soulCheckOdds"_s)->text().toStdString();

    // Delete removes the chosen tag; each change is one undo step.
    auto *list = find<QListWidget>(dialog, u"soulSceneTags"_s);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
    QTest::keyClick(list, Qt::Key_Delete);
    EXPECT_EQ(current()->tags, QStringList{u"Rain"_s});
    undo();
    EXPECT_EQ(current()->tags, (QStringList{u"Rain"_s, u"Dark"_s}));
    undo();
    EXPECT_EQ(current()->challenge, 10);
    EXPECT_EQ(challenge->value(), 10);
    undo();
    EXPECT_EQ(current()->challenge, std::nullopt);
    EXPECT_EQ(challenge->value(), 10) << "no challenge value: back to 10";
    EXPECT_FALSE(find<QCheckBox>(dialog, u"soulSceneHasChallenge"_s)->isChecked());
    redo();
    EXPECT_EQ(current()->challenge, 10);
    redo();
    EXPECT_EQ(current()->challenge, 14);
    EXPECT_EQ(challenge->value(), 14) << "taken again each time the GM changes it";
    shot(u"soul-scene-en"_s);
    for (const auto &[language, title] : {std::pair{sw::Language::SimplifiedChinese, u"场景标签与挑战值"_s}, {sw::Language::TraditionalChinese, u"場景標籤與挑戰值"_s}}) {
        languages.setLanguage(language);
        QCoreApplication::processEvents();
        EXPECT_EQ(dialog->windowTitle(), title);
        shot(u"soul-scene-"_s + sw::languageCode(language));
        shot(u"soul-scene-dialog-"_s + sw::languageCode(language), dialog);
    }
}

} // namespace
