// Issue #16's judged journey at 1366×768, in en, zh_TW and zh_CN, by clicks and keys on the real
// widgets: the first screen → a crew (its wizard) → a scoundrel (its wizard) → a roll from the
// sheet with a push → a score → its payoff (no load refusal) → a restart → every field of both
// sheets shows the value read back from the campaign file. SHEETWRIGHT_SHOTS=DIR saves each stage.
#include "sheetfixture.h"
#include "startpanel.h"
#include "wizarddriver.h"
#include "systems/blades/bladesui.h"
#include "systems/blades/gm/gmactions.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scoreendingform.h"
#include "systems/blades/gm/scorewizard.h"
#include "systems/blades/huntinggrounds.h"
#include "systems/blades/store/campaignsheets.h"
#include "widgets/boxtrack.h"
#include "widgets/dotrating.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTabBar>
#include <QTimer>
#include <QToolButton>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class TableJourneyTest : public SheetWindowTest, public ::testing::WithParamInterface<Language>
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        languages.setLanguage(GetParam());
        window = std::make_unique<ui::MainWindow>(&languages);
        window->resize(1366, 768);
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }
    void TearDown() override
    {
        if (window) {
            if (auto *ui = ui::BladesUi::of(window->systemUis())) {
                ui->editor()->setRandom(nullptr);
                ui->gm()->context()->setRandom(nullptr);
            }
        }
        SheetWindowTest::TearDown();
    }
    ui::BladesUi *blades() const { return ui::BladesUi::of(window->systemUis()); }
    QString tag() const { return languageCode(GetParam()); }
    void stage(const QString &name) { shot(u"table_"_s + tag() + u'_' + name); }
    static void shotOf(QWidget *w, const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(200);
        w->grab().save(folder + u'/' + name + u".png"_s);
    }

    // Runs `drive` on the modal dialog that `trigger` (an input event) opens.
    template <typename Dialog>
    void withModal(const std::function<void()> &trigger, const std::function<void(Dialog &)> &drive)
    {
        bool driven = false;
        QTimer::singleShot(150, [&] {
            auto *dialog = qobject_cast<Dialog *>(QApplication::activeModalWidget());
            if (!dialog) {
                ADD_FAILURE() << "no dialog";
                if (QWidget *other = QApplication::activeModalWidget())
                    other->close();
                return;
            }
            drive(*dialog);
            driven = true;
        });
        trigger();
        QTest::qWait(50);
        EXPECT_TRUE(driven);
    }
    static void click(QWidget *w) { QTest::mouseClick(w, Qt::LeftButton); }
    // A drop-down set by keys: focus, then Down until its data is `id`.
    static void pickByKeys(QComboBox *box, const QVariant &id)
    {
        ASSERT_NE(box, nullptr);
        const int target = box->findData(id);
        QStringList offered;
        for (int i = 0; i < box->count(); ++i)
            offered.append(box->itemData(i).toString());
        ASSERT_GE(target, 0) << id.toString().toStdString() << " not in " << offered.join(u' ').toStdString();
        box->setFocus();
        QTest::keyClick(box, Qt::Key_Home);
        for (int i = 0; i < target; ++i)
            QTest::keyClick(box, Qt::Key_Down);
        ASSERT_EQ(box->currentIndex(), target);
    }
    static void typeNumber(QSpinBox *spin, int value)
    {
        ASSERT_NE(spin, nullptr);
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QString::number(value));
        QTest::keyClick(spin, Qt::Key_Tab);
        ASSERT_EQ(spin->value(), value);
    }
    // The open tab for `ref`, brought forward by a click on the tab bar.
    QWidget *showTab(const store::SheetRef &ref)
    {
        QWidget *sheet = window->sheetTabs()->sheetWidget(ref);
        EXPECT_NE(sheet, nullptr) << "an open tab for " << ref.kind.toStdString();
        auto *bar = window->sheetTabs()->findChild<QTabBar *>();
        if (!sheet || !bar)
            return nullptr;
        QTest::mouseClick(bar, Qt::LeftButton, {}, bar->tabRect(window->sheetTabs()->indexOf(sheet)).center());
        QTest::qWait(1);
        EXPECT_EQ(window->sheetTabs()->currentWidget(), sheet);
        return sheet;
    }
    qint64 idOf(const QString &kind, const QString &name) const
    {
        for (const store::SheetInfo &info : window->session()->store().list(kind)) {
            if (info.name == name)
                return info.ref.id.toLongLong();
        }
        return 0;
    }

    std::unique_ptr<rules::ScriptedRandom> rollDice;
    rules::ScriptedRandom scoreDice{std::vector<int>(40, 4)};
};

TEST_P(TableJourneyTest, FirstScreenCrewScoundrelRollScorePayoffRestart)
{
    // The first screen, on an empty campaign.
    const QString path = dir.filePath(u"table.sheetwright"_s);
    ASSERT_EQ(window->openCampaign(path, true).problem, store::FileProblem::None);
    ui::StartPanel *start = window->startPanel();
    ASSERT_TRUE(start->isVisible());
    stage(u"1_first_screen"_s);

    // A crew, from the first screen's button; the wizard's pages are filled through wizarddriver.h.
    withModal<ui::CrewWizard>([&] { click(start->findChild<QToolButton *>(u"start_newCrew"_s)); }, [](ui::CrewWizard &w) {
        wizard::makeShadows(w, u"The Gray Knives"_s);
        click(w.button(QWizard::FinishButton));
    });
    const qint64 crewId = idOf(u"crew"_s, u"The Gray Knives"_s);
    ASSERT_NE(crewId, 0);
    EXPECT_FALSE(start->isVisible()) << "a campaign with a sheet shows its list";
    stage(u"2_crew"_s);

    // A scoundrel, by the New Character shortcut.
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    withModal<ui::CharacterWizard>([&] { QTest::keyClick(window.get(), Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier); },
                                   [](ui::CharacterWizard &w) {
                                       wizard::makeCutter(w, u"Mara Kell"_s);
                                       click(w.button(QWizard::FinishButton));
                                   });
    const qint64 mara = idOf(u"character"_s, u"Mara Kell"_s);
    ASSERT_NE(mara, 0);
    EXPECT_EQ(blades::crewOf(window->session()->store(), mara), crewId);
    QWidget *sheet = window->sheetTabs()->sheetWidget({u"character"_s, QString::number(mara)});
    ASSERT_NE(sheet, nullptr) << "the new scoundrel's sheet opens";
    ASSERT_EQ(window->sheetTabs()->currentWidget(), sheet);
    stage(u"3_scoundrel"_s);

    // A roll from the sheet: Wreck (2 dots), risky, pushed for +1d (2 stress), scripted 3 dice.
    const int stressBefore = character(mara).stress;
    rollDice = std::make_unique<rules::ScriptedRandom>(std::vector<int>{6, 2, 3});
    blades()->editor()->setRandom(rollDice.get());
    auto *wreck = find<QLabel>(sheet, u"roll_wreck"_s);
    ASSERT_NE(wreck, nullptr);
    withModal<QDialog>([&] { QTest::mouseClick(wreck, Qt::LeftButton, {}, QPoint(4, wreck->height() / 2)); }, [&](QDialog &dialog) {
        EXPECT_EQ(dialog.objectName(), u"rollDialog"_s);
        auto *push = dialog.findChild<QCheckBox *>(u"rollPushDie"_s);
        QTest::mouseClick(push, Qt::LeftButton, {}, QPoint(6, push->height() / 2));
        EXPECT_TRUE(push->isChecked());
        shotOf(&dialog, u"table_"_s + tag() + u"_4_roll_before"_s);
        click(dialog.findChild<QPushButton *>(u"rollDice"_s));
        EXPECT_TRUE(dialog.findChild<QLabel *>(u"rollResult"_s)->text().contains(u"6 2 3"_s));
        shotOf(&dialog, u"table_"_s + tag() + u"_4_roll_after"_s);
        click(dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close));
    });
    EXPECT_EQ(character(mara).stress, stressBefore + 2) << "the push costs 2 stress (A §5.2)";
    ASSERT_EQ(window->session()->store().rolls().size(), 1);
    EXPECT_EQ(window->session()->store().rolls().first().pool, 3);
    stage(u"5_after_roll"_s);

    // The score, by its shortcut, with every die a 4.
    blades()->gm()->context()->setRandom(&scoreDice);
    const int crewCoinBefore = crew(crewId).coin;
    const int maraCoinBefore = character(mara).coin + character(mara).stash;
    window->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(window.get()));
    ASSERT_TRUE(blades()->gm()->action(u"gmScore"_s)->isEnabled());
    QTest::keyClick(window.get(), Qt::Key_S, Qt::ControlModifier | Qt::AltModifier);
    QTest::qWait(50);
    auto *score = window->findChild<ui::ScoreWizard *>();
    ASSERT_NE(score, nullptr) << "Ctrl+Alt+S starts a score; focus on " << (QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className() : "none");
    const auto next = [&] { click(score->button(QWizard::NextButton)); };
    auto *target = score->findChild<QLineEdit *>(u"scoreTarget"_s);
    target->setFocus();
    QTest::keyClicks(target, u"The Sashes' counting house"_s);
    // The target's faction is one the crew wizard named (B §2: the contact's enemy, the Red Sashes,
    // tier II): picked from the list, its tier becomes the target's.
    pickByKeys(score->findChild<QComboBox *>(u"scoreFaction"_s), u"red_sashes"_s);
    EXPECT_EQ(score->findChild<QSpinBox *>(u"scoreTier"_s)->value(), 2);
    pickByKeys(score->findChild<QComboBox *>(u"scorePlan"_s), u"assault"_s);
    auto *detail = score->findChild<QLineEdit *>(u"scoreDetail"_s);
    detail->setFocus();
    QTest::keyClicks(detail, u"The back door"_s);
    pickByKeys(score->findChild<QComboBox *>(u"load_"_s + QString::number(mara)), u"normal"_s);
    shotOf(score, u"table_"_s + tag() + u"_6_score_plan"_s);
    next();
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::EngagementPage);
    click(score->findChild<QPushButton *>(u"rollEngagement"_s));
    EXPECT_FALSE(score->findChild<QLabel *>(u"engagementResult"_s)->text().isEmpty());
    next();
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::EndingPage);

    // The payoff: a standard score; the lair keeps 4 coin (B §1.9), Mara takes the rest.
    pickByKeys(score->findChild<QComboBox *>(u"endCoinBand"_s), u"standard_score"_s);
    pickByKeys(score->findChild<QComboBox *>(u"endHeatProfile"_s), u"contained"_s);
    auto *form = score->findChild<ui::ScoreEndingForm *>();
    ASSERT_NE(form, nullptr);
    const int payoff = form->previewCoin();
    EXPECT_EQ(payoff, 6); // a standard score (C §4.2)
    const int toMara = std::max(0, crewCoinBefore + payoff - 4);
    typeNumber(score->findChild<QSpinBox *>(u"coinTo_"_s + QString::number(mara)), toMara);
    shotOf(score, u"table_"_s + tag() + u"_7_payoff"_s);
    next();
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::DonePage)
        << "refused: " << score->findChild<QLabel *>(u"scoreEndingProblem"_s)->text().toStdString();
    shotOf(score, u"table_"_s + tag() + u"_8_score_done"_s);
    click(score->button(QWizard::FinishButton));
    QTest::qWait(10);
    EXPECT_EQ(window->findChild<ui::ScoreWizard *>(), nullptr) << "Finish closes the wizard";
    EXPECT_EQ(crew(crewId).coin, crewCoinBefore + payoff - toMara);
    EXPECT_EQ(character(mara).coin + character(mara).stash, maraCoinBefore + toMara);
    EXPECT_GT(crew(crewId).rep, 0);
    EXPECT_GT(crew(crewId).heat, 0);
    ASSERT_NE(showTab({u"crew"_s, QString::number(crewId)}), nullptr);
    stage(u"9_crew_after_score"_s);

    // The restart: the window is closed (close(): under Xvfb there is no window manager whose
    // title-bar button a click could reach), and a new window opens the last campaign.
    ASSERT_TRUE(window->close());
    window.reset();
    window = std::make_unique<ui::MainWindow>(&languages);
    window->openInitialCampaign();
    ASSERT_EQ(window->campaignPath(), QFileInfo(path).absoluteFilePath());
    window->resize(1366, 768);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));

    // Every field shows the value read back from the file, on the tabs the restart restored.
    const blades::Character c = character(mara);
    sheet = showTab({u"character"_s, QString::number(mara)});
    ASSERT_NE(sheet, nullptr);
    for (const auto &[name, text] : {std::pair{u"name"_s, c.name}, {u"alias"_s, c.alias}, {u"look"_s, c.look},
                                     {u"heritageDetail"_s, c.heritageDetail}, {u"backgroundDetail"_s, c.backgroundDetail},
                                     {u"purveyor"_s, c.purveyor}})
        EXPECT_EQ(find<QLineEdit>(sheet, name)->text(), text) << name.toStdString();
    for (const auto &[name, id] : {std::pair{u"playbook"_s, c.playbook}, {u"heritage"_s, c.heritage}, {u"background"_s, c.background},
                                   {u"vice"_s, c.vice}, {u"friend"_s, c.friendNpc}, {u"rival"_s, c.rivalNpc}})
        EXPECT_EQ(find<QComboBox>(sheet, name)->currentData().toString(), id) << name.toStdString();
    for (const auto &[name, value] : {std::pair{u"stress"_s, c.stress}, {u"trauma"_s, c.trauma}, {u"coin"_s, c.coin},
                                      {u"stash"_s, c.stash}, {u"xp_playbook"_s, c.playbookXp}})
        EXPECT_EQ(find<ui::BoxTrack>(sheet, name)->value(), value) << name.toStdString();
    for (auto it = c.attributeXp.begin(); it != c.attributeXp.end(); ++it)
        EXPECT_EQ(find<ui::BoxTrack>(sheet, u"xp_"_s + it.key())->value(), it.value()) << it.key().toStdString();
    for (auto it = c.actions.begin(); it != c.actions.end(); ++it)
        EXPECT_EQ(find<ui::DotRating>(sheet, u"action_"_s + it.key())->value(), it.value()) << it.key().toStdString();
    EXPECT_EQ(c.stress, stressBefore + 2);
    EXPECT_EQ(c.coin + c.stash, maraCoinBefore + toMara);
    stage(u"10_restart_character"_s);

    const blades::Crew k = crew(crewId);
    QWidget *crewSheet = showTab({u"crew"_s, QString::number(crewId)});
    ASSERT_NE(crewSheet, nullptr);
    for (const auto &[name, text] : {std::pair{u"crewName"_s, k.name}, {u"lair"_s, k.lair}, {u"lairDistrict"_s, k.lairDistrict},
                                     {u"huntingDistrict"_s, k.huntingGrounds.district},
                                     {u"huntingOperation"_s, blades::huntingOperationName(k.huntingGrounds.operation, k.crewType, srd()).in(GetParam())}})
        EXPECT_EQ(find<QLineEdit>(crewSheet, name)->text(), text) << name.toStdString();
    EXPECT_EQ(k.huntingGrounds.operation, u"burglary"_s) << "B §2 step 3: kept by the pack's id, shown in the UI's language";
    EXPECT_EQ(find<QComboBox>(crewSheet, u"crewType"_s)->currentData().toString(), k.crewType);
    EXPECT_EQ(find<QComboBox>(crewSheet, u"reputation"_s)->currentData().toString(), k.reputation);
    for (const auto &[name, value] : {std::pair{u"rep"_s, k.rep}, {u"heat"_s, k.heat}, {u"wanted"_s, k.wantedLevel},
                                      {u"crewCoin"_s, k.coin}, {u"crewXp"_s, k.xp}})
        EXPECT_EQ(find<ui::BoxTrack>(crewSheet, name)->value(), value) << name.toStdString();
    EXPECT_EQ(k.coin, crewCoinBefore + payoff - toMara);
    stage(u"11_restart_crew"_s);
}

INSTANTIATE_TEST_SUITE_P(Languages, TableJourneyTest,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese),
                         [](const ::testing::TestParamInfo<Language> &param) {
                             return languageCode(param.param).remove(u'_').toStdString();
                         });

} // namespace
} // namespace sw::test
