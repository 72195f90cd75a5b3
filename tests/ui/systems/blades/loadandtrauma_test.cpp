// Issue #16 on the sheet and in the score wizard, driven by clicks and keys: the load of a score
// chosen per scoundrel and cleared when it ends (C §1.3, A §2.6), the load line that explains its
// numbers (A §2.6, B §3.3), and the trauma condition asked for at the last stress box (A §2.3).
#include "systems/blades/bladesui.h"
#include "systems/blades/gm/gmactions.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scorewizard.h"
#include "systems/blades/limits.h"
#include "systems/blades/sheets/traumadialog.h"
#include "systems/blades/l10n/loadtext.h"
#include "sheetfixture.h"
#include "widgets/boxtrack.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class LoadAndTraumaTest : public SheetWindowTest
{
protected:
    // A heavy load of four 2-load items (8 load), as ticked during a score.
    static blades::Character loaded(const QString &name)
    {
        blades::Character c = playingCutter();
        c.name = name;
        c.loadLevel = u"heavy"_s;
        c.items = {u"armor"_s, u"a_large_weapon"_s, u"climbing_gear"_s};
        return c;
    }

    // Picks `amount` from the Take stress menu, and answers the trauma dialog with `answer`
    // (called with the dialog when it opens; it must close it).
    void takeStress(QWidget *sheet, int amount, const std::function<void(QWidget *)> &answer)
    {
        auto *button = find<QToolButton>(sheet, u"takeStress"_s);
        bool asked = false;
        QTimer::singleShot(100, [&] {
            auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
            if (!menu) {
                ADD_FAILURE() << "no menu";
                return;
            }
            QAction *action = menu->actions().at(amount - 1);
            QTimer::singleShot(100, [&] {
                QWidget *dialog = QApplication::activeModalWidget();
                if (dialog && dialog->objectName() == u"traumaDialog"_s) {
                    asked = true;
                    answer(dialog);
                    if (dialog->isVisible()) { // never hang the suite on a dialog left open
                        ADD_FAILURE() << "the trauma dialog stayed open";
                        dialog->close();
                    }
                }
            });
            QTest::mouseClick(menu, Qt::LeftButton, {}, menu->actionGeometry(action).center());
        });
        QTest::mouseClick(button, Qt::LeftButton);
        QTest::qWait(250);
        m_asked = asked;
    }

    // A click on a radio button's mark, where a player clicks.
    static void clickRadio(QRadioButton *button)
    {
        QTest::mouseClick(button, Qt::LeftButton, {}, QPoint(6, button->height() / 2));
    }

    // Saves one window as the player sees it, when SHEETWRIGHT_SHOTS names a folder.
    static void shotOf(QWidget *w, const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(200);
        w->grab().save(folder + u'/' + name + u".png"_s);
    }

    bool m_asked = false;
};

// C §1.3, A §2.6: "Clear load" puts down every item and the level, one undo step.
TEST_F(LoadAndTraumaTest, ClearLoadPutsDownTheLoadInOneUndoStep)
{
    const qint64 id = addCharacter(loaded(u"Mara"_s));
    QWidget *sheet = open(u"character"_s, id);
    auto *clear = find<QPushButton>(sheet, u"clearLoad"_s);
    ASSERT_TRUE(clear->isEnabled());
    QTest::mouseClick(clear, Qt::LeftButton);
    EXPECT_TRUE(character(id).items.isEmpty());
    EXPECT_TRUE(character(id).loadLevel.isEmpty());
    EXPECT_FALSE(clear->isEnabled());
    EXPECT_FALSE(find<QRadioButton>(sheet, u"load_heavy"_s)->isChecked());
    undo();
    EXPECT_EQ(character(id).items.size(), 3);
    EXPECT_EQ(character(id).loadLevel, u"heavy"_s);
    EXPECT_TRUE(find<QRadioButton>(sheet, u"load_heavy"_s)->isChecked());
}

// A §2.6, B §3.3: the sheet shows what the load is made of — items, Rigging's free load, the
// level's limit — the same words in the tooltip (and on the printed page: print tests).
TEST_F(LoadAndTraumaTest, TheLoadLineShowsItemsFreeLoadAndLimit)
{
    const qint64 crewId = addCrew(u"assassins"_s, u"The Lampblacks"_s);
    blades::Crew crew = this->crew(crewId);
    crew.upgrades[u"rigging"_s] = 1;
    sw::ui::BladesUi::of(window->systemUis())->editor()->push(u"rigging"_s, [&](store::CampaignStore &s) { return blades::saveCrew(s, crewId, crew, u"crew"_s, u"rigging"_s); });
    blades::Character c = loaded(u"Mara"_s);
    c.items.append(u"demolition_tools"_s); // 8 load of items
    const qint64 id = addCharacter(c, crewId);
    QWidget *sheet = open(u"character"_s, id);
    auto *line = find<QLabel>(sheet, u"loadCount"_s);
    const QString expected = u"Load 6 of 6 (8 in items, 2 free from Rigging)"_s;
    EXPECT_EQ(line->text(), expected);
    EXPECT_TRUE(line->toolTip().startsWith(expected)) << line->toolTip().toStdString();
    const blades::LoadSummary load = blades::loadSummary(character(id), srd(), blades::crewBenefits(this->crew(crewId), srd()));
    EXPECT_EQ(l10n::LoadText::line(load, srd(), Language::English), expected);
    QTest::mouseClick(find<QPushButton>(sheet, u"clearLoad"_s), Qt::LeftButton); // nothing carried, only coin
    EXPECT_EQ(line->text(), u"Load 0 (0 in items)"_s);
    undo();
    EXPECT_EQ(line->text(), expected);
    shot(u"load_line_en"_s);
    languages.setLanguage(Language::TraditionalChinese);
    EXPECT_TRUE(line->text().contains(u"配備"_s)) << line->text().toStdString();
    shot(u"load_line_zh_TW"_s);
    languages.setLanguage(Language::SimplifiedChinese);
    EXPECT_TRUE(line->text().contains(u"随身配置"_s)) << line->text().toStdString();
    shot(u"load_line_zh_CN"_s);
}

// A §2.3, §8.4–8.5: the last stress box asks for the condition; stress, trauma and the condition
// change in one undo step.
TEST_F(LoadAndTraumaTest, TheLastStressBoxAsksForTheConditionOneUndoStep)
{
    blades::Character c = playingCutter();
    c.stress = 8;
    c.trauma = 1;
    c.traumaConditions = {u"cold"_s};
    const qint64 id = addCharacter(c);
    QWidget *sheet = open(u"character"_s, id);
    int offered = -1;
    bool coldOffered = true;
    takeStress(sheet, 2, [&](QWidget *dialog) {
        offered = int(dialog->findChildren<QRadioButton *>().size());
        coldOffered = dialog->findChild<QRadioButton *>(u"trauma_cold"_s) != nullptr;
        auto *take = dialog->findChild<QPushButton *>(u"takeTrauma"_s);
        EXPECT_FALSE(take->isEnabled()); // nothing chosen yet
        auto *haunted = dialog->findChild<QRadioButton *>(u"trauma_haunted"_s);
        clickRadio(haunted);
        QTest::mouseClick(take, Qt::LeftButton);
    });
    ASSERT_TRUE(m_asked);
    EXPECT_EQ(offered, int(srd().traumaConditions.size()) - 1);
    EXPECT_FALSE(coldOffered);
    EXPECT_EQ(character(id).stress, 0);
    EXPECT_EQ(character(id).trauma, 2);
    EXPECT_EQ(character(id).traumaConditions, (QStringList{u"cold"_s, u"haunted"_s}));
    EXPECT_EQ(find<ui::BoxTrack>(sheet, u"trauma"_s)->value(), 2);
    undo();
    EXPECT_EQ(character(id).stress, 8);
    EXPECT_EQ(character(id).trauma, 1);
    EXPECT_EQ(character(id).traumaConditions, QStringList{u"cold"_s});
}

// A §2.3: cancelling the question marks nothing and leaves no undo step; stress short of the
// last box asks nothing.
TEST_F(LoadAndTraumaTest, CancellingTheTraumaQuestionChangesNothing)
{
    blades::Character c = playingCutter();
    c.stress = 8;
    const qint64 id = addCharacter(c);
    QWidget *sheet = open(u"character"_s, id);
    const blades::Character before = character(id);
    const QString undoBefore = window->action(u"undo"_s)->text();
    takeStress(sheet, 1, [](QWidget *dialog) {
        QTest::mouseClick(dialog->findChild<QPushButton *>(u"cancelTrauma"_s), Qt::LeftButton);
    });
    ASSERT_TRUE(m_asked);
    EXPECT_EQ(character(id), before);
    EXPECT_EQ(window->action(u"undo"_s)->text(), undoBefore);

    const qint64 calm = addCharacter(playingCutter());
    QWidget *calmSheet = open(u"character"_s, calm);
    takeStress(calmSheet, 2, [](QWidget *dialog) { dialog->close(); });
    EXPECT_FALSE(m_asked);
    EXPECT_EQ(character(calm).stress, 2);
}

// A §2.3 in each language: the question, the pack's names of the open conditions, the button.
TEST_F(LoadAndTraumaTest, TheTraumaQuestionSpeaksEachLanguage)
{
    blades::Character c = playingCutter();
    c.trauma = 1;
    c.traumaConditions = {u"cold"_s};
    for (const Language lang : {Language::English, Language::TraditionalChinese, Language::SimplifiedChinese}) {
        languages.setLanguage(lang);
        ui::TraumaDialog dialog(c, srd(), lang, window.get());
        dialog.show();
        auto *haunted = dialog.findChild<QRadioButton *>(u"trauma_haunted"_s);
        ASSERT_NE(haunted, nullptr);
        EXPECT_EQ(haunted->text(), srd().traumaConditions.at(1).name.in(lang));
        auto *take = dialog.findChild<QPushButton *>(u"takeTrauma"_s);
        const QString trauma = lang == Language::English ? u"Take trauma"_s
                               : lang == Language::TraditionalChinese ? u"承受創傷"_s : u"承受创伤"_s;
        EXPECT_TRUE(take->text().contains(trauma)) << take->text().toStdString();
        clickRadio(haunted);
        EXPECT_TRUE(take->isEnabled());
        EXPECT_EQ(dialog.condition(), u"haunted"_s);
        shotOf(&dialog, u"trauma_dialog_"_s + languageCode(lang));
    }
}

// C §1.3: the score wizard starts each scoundrel's load from their sheet (or leaves them out),
// the GM picks the rest; C §4.2: ending the score clears the loads, so the payoff's coin is not
// refused for a load that is over.
TEST_F(LoadAndTraumaTest, TheScoreWizardKeepsEachSheetsLoadAndTheEndClearsIt)
{
    rules::ScriptedRandom dice{std::vector<int>(20, 4)};
    sw::ui::BladesUi::of(window->systemUis())->gm()->context()->setRandom(&dice);
    const qint64 crewId = addCrew(u"shadows"_s, u"The Lampblacks"_s);
    const qint64 mara = addCharacter(loaded(u"Mara"_s), crewId); // 6 of 6 on a heavy load
    blades::Character v = playingCutter();
    v.name = u"Vex"_s;
    const qint64 vex = addCharacter(v, crewId);
    ui::ScoreWizard *score = sw::ui::BladesUi::of(window->systemUis())->gm()->startScore(crewId);
    ASSERT_NE(score, nullptr);
    auto *maraLoad = find<QComboBox>(score, u"load_"_s + QString::number(mara));
    auto *vexLoad = find<QComboBox>(score, u"load_"_s + QString::number(vex));
    EXPECT_EQ(maraLoad->currentData().toString(), u"heavy"_s); // the sheet's choice, not Normal
    EXPECT_EQ(vexLoad->currentData().toString(), QString());   // no choice yet: not on the score
    vexLoad->setFocus();
    QTest::keyClick(vexLoad, Qt::Key_Down);
    EXPECT_EQ(vexLoad->currentData().toString(), u"light"_s);
    QTest::keyClicks(find<QLineEdit>(score, u"scoreTarget"_s), u"The counting house"_s);
    QTest::keyClicks(find<QLineEdit>(score, u"scoreDetail"_s), u"The roof"_s);
    for (const Language lang : {Language::TraditionalChinese, Language::SimplifiedChinese, Language::English}) {
        languages.setLanguage(lang);
        shotOf(score, u"score_plan_loads_"_s + languageCode(lang));
    }
    // A new language rebuilds the boxes; the choices stay.
    EXPECT_EQ(find<QComboBox>(score, u"load_"_s + QString::number(vex))->currentData().toString(), u"light"_s);
    QTest::mouseClick(score->button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::EngagementPage);
    EXPECT_EQ(character(mara).loadLevel, u"heavy"_s);
    EXPECT_EQ(character(vex).loadLevel, u"light"_s);
    QTest::mouseClick(find<QPushButton>(score, u"rollEngagement"_s), Qt::LeftButton);
    QTest::mouseClick(score->button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::EndingPage);
    auto *band = find<QComboBox>(score, u"endCoinBand"_s);
    band->setCurrentIndex(band->findData(u"minor_job"_s)); // 2 coin
    auto *coin = find<QSpinBox>(score, u"coinTo_"_s + QString::number(mara));
    coin->setFocus();
    QTest::keyClick(coin, Qt::Key_Up);
    QTest::keyClick(coin, Qt::Key_Up);
    QTest::mouseClick(score->button(QWizard::NextButton), Qt::LeftButton);
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::DonePage)
        << find<QLabel>(score, u"scoreEndingProblem"_s)->text().toStdString();
    score->close();
    EXPECT_EQ(character(mara).coin, 2);
    for (qint64 pc : {mara, vex}) {
        EXPECT_TRUE(character(pc).items.isEmpty());
        EXPECT_TRUE(character(pc).loadLevel.isEmpty());
    }
    undo(); // the end of the score, loads and coin with it
    EXPECT_EQ(character(mara).items.size(), 3);
    EXPECT_EQ(character(mara).coin, 0);
    sw::ui::BladesUi::of(window->systemUis())->gm()->context()->setRandom(nullptr);
}

} // namespace
} // namespace sw::test
