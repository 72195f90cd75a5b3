// Issue #5's journey, through the main window as a new user takes it: found a crew and three
// scoundrels with the wizards, play a score's consequences on a sheet (stress, harm, coin, xp),
// take the advance, undo and redo, then restart the app and find everything as it was left.
#include "sheetfixture.h"
#include "theme.h"
#include "wizarddriver.h"
#include "widgets/boxtrack.h"
#include "systems/blades/wizards/advancementdialog.h"
#include "systems/blades/store/campaignsheets.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>
#include <QTreeWidget>

using namespace Qt::StringLiterals;
using sw::ui::BoxTrack;

namespace {

class JourneyTest : public sw::test::SheetWindowTest
{
protected:
    // Runs `drive` on the modal dialog `trigger` opens, once it is up.
    template <typename Dialog>
    void withModal(const std::function<void()> &trigger, const std::function<void(Dialog &)> &drive)
    {
        bool driven = false;
        QTimer::singleShot(0, [&] {
            auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
            ASSERT_NE(dialog, nullptr);
            drive(*dialog);
            driven = true;
        });
        trigger();
        EXPECT_TRUE(driven);
    }

    void newCharacter(const QString &name)
    {
        withModal<sw::ui::CharacterWizard>([this] { window->action(u"newCharacter"_s)->trigger(); },
                                           [&](sw::ui::CharacterWizard &w) {
                                               sw::test::wizard::makeCutter(w, name);
                                               w.button(QWizard::FinishButton)->click();
                                           });
    }

    qint64 idOf(const QString &kind, const QString &name) const
    {
        for (const sw::store::SheetInfo &info : window->session()->store().list(kind)) {
            if (info.name == name)
                return info.ref.id.toLongLong();
        }
        return 0;
    }
};

} // namespace

TEST_F(JourneyTest, ACrewThreeScoundrelsAScoreAnAdvanceUndoRedoAndARestart)
{
    withModal<sw::ui::CrewWizard>([this] { window->action(u"newCrew"_s)->trigger(); }, [](sw::ui::CrewWizard &w) {
        sw::test::wizard::makeShadows(w, u"The Gray Knives"_s);
        w.button(QWizard::FinishButton)->click();
    });
    const qint64 crewId = idOf(u"crew"_s, u"The Gray Knives"_s);
    ASSERT_NE(crewId, 0);
    EXPECT_NE(window->sheetTabs()->sheetWidget({u"crew"_s, QString::number(crewId)}), nullptr) << "the new crew's sheet opens";
    shot(u"journey_1_crew"_s);

    for (const QString &name : {u"Mara Kell"_s, u"Ilsa Roe"_s, u"Vey Tannen"_s})
        newCharacter(name);
    const qint64 mara = idOf(u"character"_s, u"Mara Kell"_s);
    ASSERT_NE(mara, 0);
    ASSERT_NE(idOf(u"character"_s, u"Vey Tannen"_s), 0);
    EXPECT_EQ(sw::blades::crewOf(window->session()->store(), mara), crewId) << "the only crew is joined";
    EXPECT_EQ(window->session()->store().list(u"character"_s).size(), 3);

    // The score's consequences on Mara's sheet.
    QWidget *sheet = open(u"character"_s, mara);
    clickBox(find<BoxTrack>(sheet, u"stress"_s), 2); // 3 stress
    auto *harm = find<QLineEdit>(sheet, u"harm_2_0"_s);  // lesser harm, first box
    harm->setFocus();
    QTest::keyClicks(harm, u"Bruised"_s);
    QTest::keyClick(harm, Qt::Key_Return);
    clickBox(find<BoxTrack>(sheet, u"coin"_s), 1);        // 2 coin
    clickBox(find<BoxTrack>(sheet, u"xp_playbook"_s), 6); // 7 xp
    // The 8th mark fills the track: the advancement dialog opens; take the first legal ability.
    QString taken;
    withModal<sw::ui::AdvancementDialog>([&] { clickBox(find<BoxTrack>(sheet, u"xp_playbook"_s), 7); },
                                         [&](sw::ui::AdvancementDialog &dialog) {
                                             QTreeWidget *choices = dialog.choices();
                                             for (QTreeWidgetItemIterator it(choices); *it; ++it) {
                                                 if (((*it)->flags() & Qt::ItemIsEnabled) && (*it)->childCount() == 0 &&
                                                     (*it)->flags() & Qt::ItemIsSelectable) {
                                                     choices->setCurrentItem(*it);
                                                     break;
                                                 }
                                             }
                                             taken = dialog.choice().id;
                                             dialog.accept();
                                         });
    shot(u"journey_2_after_score"_s);
    sw::blades::Character after = character(mara);
    EXPECT_EQ(after.stress, 3);
    ASSERT_EQ(after.harm.size(), 1);
    EXPECT_EQ(after.harm.first().level, 1);
    EXPECT_EQ(after.coin, 2);
    EXPECT_EQ(after.playbookXp, 0);
    EXPECT_EQ(after.pendingPlaybookAdvances, 0);
    ASSERT_FALSE(taken.isEmpty());
    EXPECT_TRUE(after.abilities.contains(taken));

    // Undo takes the advance back, then the xp; redo brings both again.
    undo();
    EXPECT_FALSE(character(mara).abilities.contains(taken));
    EXPECT_EQ(character(mara).pendingPlaybookAdvances, 1);
    undo();
    EXPECT_EQ(character(mara).playbookXp, 7);
    redo();
    redo();
    EXPECT_EQ(character(mara), after);

    // Restart: a new window opens the last campaign, and the sheet is as it was left.
    const QString path = window->campaignPath();
    window.reset();
    window = std::make_unique<sw::ui::MainWindow>(&languages);
    window->openInitialCampaign();
    ASSERT_EQ(window->campaignPath(), path);
    EXPECT_EQ(character(mara), after);
    EXPECT_EQ(window->session()->store().list(u"character"_s).size(), 3);
    window->resize(1400, 1000);
    window->show();
    sheet = open(u"character"_s, mara);
    EXPECT_EQ(find<BoxTrack>(sheet, u"stress"_s)->value(), 3);
    EXPECT_EQ(find<BoxTrack>(sheet, u"coin"_s)->value(), 2);
    // And undo still reaches the edits of the session before.
    undo();
    EXPECT_FALSE(character(mara).abilities.contains(taken));
    redo();

    for (const auto &[language, code] : {std::pair{sw::Language::English, u"en"_s},
                                         std::pair{sw::Language::TraditionalChinese, u"zh_TW"_s},
                                         std::pair{sw::Language::SimplifiedChinese, u"zh_CN"_s}}) {
        languages.setLanguage(language);
        window->sheetTabs()->setCurrentWidget(sheet);
        shot(u"journey_3_character_"_s + code);
        open(u"crew"_s, crewId);
        shot(u"journey_3_crew_"_s + code);
    }
    if (!qEnvironmentVariableIsEmpty("SHEETWRIGHT_SHOTS")) { // the dark palette, to look at
        sw::ui::applyTheme(sw::ui::Theme::Dark);
        shot(u"journey_4_crew_dark"_s);
        window->sheetTabs()->setCurrentWidget(sheet);
        shot(u"journey_4_character_dark"_s);
        sw::ui::applyTheme(sw::ui::Theme::Light);
    }
}
