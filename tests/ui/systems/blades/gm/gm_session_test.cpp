// The GM tools through the GUI (issue #6): clocks clicked, factions added, war on the ladder and
// the crew sheet, a score and a full downtime through the wizards, the timeline and the dice
// panel. Dice are scripted (all 4s: every roll is a 4/5), so every number is known.
#include "systems/blades/gm/clocksboard.h"
#include "systems/blades/gm/dicepanel.h"
#include "systems/blades/gm/downtimewizard.h"
#include "systems/blades/gm/factiondialog.h"
#include "systems/blades/gm/factionladder.h"
#include "systems/blades/gm/gmactions.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/scoreendingform.h"
#include "systems/blades/gm/scorewizard.h"
#include "systems/blades/gm/timelinepage.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "systems/blades/models/gmladdermodel.h"
#include "models/gmrolllogmodel.h"
#include "systems/blades/models/gmtimelinemodel.h"
#include "systems/blades/sheets/crewsheet.h"
#include "ui/systems/blades/sheetfixture.h"
#include "widgets/clockface.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/bladesui.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeView>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class GmWindowTest : public SheetWindowTest
{
protected:
    void SetUp() override
    {
        SheetWindowTest::SetUp();
        gm()->context()->setRandom(&dice);
    }
    void TearDown() override
    {
        gm()->context()->setRandom(nullptr);
        SheetWindowTest::TearDown();
    }

    ui::GmActions *gm() const { return sw::ui::BladesUi::of(window->systemUis())->gm(); }
    ui::GmContext *ctx() const { return gm()->context(); }

    QString addClock(const QString &name, int segments, rules::ClockKind kind, blades::ClockOwnerKind owner = blades::ClockOwnerKind::Campaign,
                     const QString &ownerId = {}, const QString &linkedTo = {})
    {
        blades::ClockEntry c;
        c.name = name;
        c.clock.segments = segments;
        c.clock.kind = kind;
        c.ownerKind = owner;
        c.ownerId = ownerId;
        c.linkedTo = linkedTo;
        const gm::GmResult r = ctx()->run(u"clock"_s, [&](gm::GmTable &t) { return t.saveClock(c); });
        EXPECT_TRUE(r.ok) << ctx()->explain(r.refused).toStdString();
        return r.id;
    }

    static void clickSegment(ui::ClockFace *face, int index) { clickBox(face, index); }

    template <typename W>
    static W *in(QWidget *root, const QString &name)
    {
        W *w = root->findChild<W *>(name);
        EXPECT_NE(w, nullptr) << name.toStdString();
        return w;
    }

    static void choose(QWidget *root, const QString &combo, const QVariant &data)
    {
        auto *box = in<QComboBox>(root, combo);
        ASSERT_NE(box, nullptr);
        const int i = box->findData(data);
        ASSERT_GE(i, 0) << combo.toStdString() << " " << data.toString().toStdString();
        box->setCurrentIndex(i);
    }

    void shotOf(QWidget *w, const QString &name)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        QTest::qWait(200);
        w->grab().save(folder + u'/' + name + u".png"_s);
    }

    rules::ScriptedRandom dice{std::vector<int>(400, 4)};
};

// A §6: a click fills a segment; undo takes it back.
TEST_F(GmWindowTest, ClickingAClockFillsASegmentAndUndoTakesItBack)
{
    const QString id = addClock(u"Alarm"_s, 6, rules::ClockKind::Mission);
    ui::ClocksBoard *board = gm()->showClocks();
    ASSERT_NE(board, nullptr);
    ui::ClockFace *face = board->face(id);
    ASSERT_NE(face, nullptr);
    clickSegment(face, 2);
    EXPECT_EQ(blades::clock(window->session()->store(), id)->clock.filled, 3);
    EXPECT_EQ(board->face(id)->value(), 3);
    undo();
    EXPECT_EQ(blades::clock(window->session()->store(), id)->clock.filled, 0);
    EXPECT_EQ(board->face(id)->value(), 0);
    redo();
    EXPECT_EQ(blades::clock(window->session()->store(), id)->clock.filled, 3);
}

// A §6: a danger clock is never emptied — the click is refused and explained; a tug-of-war clock empties.
TEST_F(GmWindowTest, ClearingADangerClockIsRefusedAndExplainedTugOfWarEmpties)
{
    const QString danger = addClock(u"Bluecoats close in"_s, 4, rules::ClockKind::Danger);
    const QString tug = addClock(u"Turf war"_s, 8, rules::ClockKind::TugOfWar);
    ui::ClocksBoard *board = gm()->showClocks();
    clickSegment(board->face(danger), 1);
    ASSERT_EQ(blades::clock(window->session()->store(), danger)->clock.filled, 2);
    const int steps = window->undoStack()->count();
    clickSegment(board->face(danger), 1); // the last filled one: asks for 1
    EXPECT_EQ(blades::clock(window->session()->store(), danger)->clock.filled, 2);
    EXPECT_EQ(window->undoStack()->count(), steps);
    EXPECT_FALSE(board->face(danger)->property("refusal").toString().isEmpty());
    EXPECT_TRUE(board->face(danger)->isFlashing());

    clickSegment(board->face(tug), 3);
    ASSERT_EQ(blades::clock(window->session()->store(), tug)->clock.filled, 4);
    clickSegment(board->face(tug), 3);
    EXPECT_EQ(blades::clock(window->session()->store(), tug)->clock.filled, 3);
}

// A §6: a linked clock stays locked until the one before it completes.
TEST_F(GmWindowTest, LinkedClockUnlocksWhenTheFirstCompletes)
{
    const QString second = addClock(u"Vault"_s, 4, rules::ClockKind::Linked);
    const QString first = addClock(u"Outer wall"_s, 4, rules::ClockKind::Linked, blades::ClockOwnerKind::Campaign, {}, second);
    ui::ClocksBoard *board = gm()->showClocks();
    EXPECT_FALSE(board->face(second)->isEnabled());
    clickSegment(board->face(first), 3);
    ASSERT_EQ(blades::clock(window->session()->store(), first)->clock.filled, 4);
    EXPECT_TRUE(board->face(second)->isEnabled());
    clickSegment(board->face(second), 0);
    EXPECT_EQ(blades::clock(window->session()->store(), second)->clock.filled, 1);
}

// The board filters by owner.
TEST_F(GmWindowTest, ClocksBoardFiltersByOwner)
{
    const qint64 crew = addCrew(u"shadows"_s, u"The Lampblacks"_s);
    addClock(u"Campaign clock"_s, 4, rules::ClockKind::Mission);
    const QString crewClock = addClock(u"Crew clock"_s, 6, rules::ClockKind::Mission, blades::ClockOwnerKind::Crew, QString::number(crew));
    ui::ClocksBoard *board = gm()->showClocks();
    EXPECT_EQ(board->model()->rowCount(), 2);
    board->showOwner(u"crew"_s, QString::number(crew));
    ASSERT_EQ(board->model()->rowCount(), 1);
    EXPECT_NE(board->face(crewClock), nullptr);
}

// B §7.1: factions from the pack's examples and made up; the ladder orders them.
TEST_F(GmWindowTest, FactionsFromExamplesAndByHandGoOnTheLadder)
{
    addCrew(u"shadows"_s, u"The Lampblacks"_s);
    ui::FactionLadder *ladder = gm()->showLadder();
    ladder->addFaction(u"red_sashes"_s);
    ladder->addFaction(u"bluecoats"_s);
    blades::Faction blank;
    ui::FactionDialog dialog(ctx(), blank, window.get());
    QTest::keyClicks(in<QLineEdit>(&dialog, u"factionName"_s), u"The Gray Hands"_s);
    in<QSpinBox>(&dialog, u"factionTier"_s)->setValue(2);
    choose(&dialog, u"factionCategory"_s, u"underworld"_s);
    const blades::Faction made = dialog.faction();
    ASSERT_TRUE(ctx()->run(u"faction"_s, [&](gm::GmTable &t) { return t.saveFaction(made); }).ok);
    EXPECT_EQ(blades::factions(window->session()->store()).size(), 3);
    // All three on the 0 rung, by tier: Bluecoats (III) first.
    const QModelIndex zero = ladder->model()->index(3, 0);
    ASSERT_EQ(zero.data(models::GmLadderModel::StatusRole).toInt(), 0);
    ASSERT_EQ(ladder->model()->rowCount(zero), 3);
    EXPECT_EQ(ladder->model()->index(0, 0, zero).data(models::GmModelBase::IdRole).toString(), u"bluecoats"_s);
    EXPECT_EQ(ladder->model()->index(1, 0, zero).data().toString(), u"The Gray Hands"_s);
}

// B §1.8: status −3 is war — the ladder and the crew sheet say so.
TEST_F(GmWindowTest, StatusMinusThreeShowsWarOnLadderAndCrewSheet)
{
    const qint64 crew = addCrew(u"shadows"_s, u"The Lampblacks"_s);
    ui::FactionLadder *ladder = gm()->showLadder();
    ladder->addFaction(u"bluecoats"_s);
    EXPECT_TRUE(ladder->warBanner()->isHidden());
    for (int i = 0; i < 3; ++i) {
        ladder->selectFaction(u"bluecoats"_s);
        QTest::mouseClick(in<QPushButton>(ladder, u"statusDown"_s), Qt::LeftButton);
    }
    EXPECT_EQ(this->crew(crew).factionStatus.value(u"bluecoats"_s), -3);
    EXPECT_FALSE(ladder->warBanner()->isHidden());
    EXPECT_TRUE(ladder->warBanner()->text().contains(u"At war"_s));
    EXPECT_TRUE(ladder->model()->indexOf(u"bluecoats"_s).data(models::GmLadderModel::AtWarRole).toBool());
    QWidget *sheet = open(u"crew"_s, crew);
    ASSERT_NE(sheet, nullptr);
    bool tierShowsWar = false;
    for (QLabel *label : sheet->findChildren<QLabel *>())
        tierShowsWar = tierShowsWar || label->text().contains(u"Tier 0, weak hold (at war)"_s); // B §1.8
    EXPECT_TRUE(tierShowsWar);
}

// A §5: the dice panel shows the odds, rolls, and logs the roll in the campaign.
TEST_F(GmWindowTest, DicePanelRollsAndLogs)
{
    gm()->action(u"gmDice"_s)->trigger();
    ui::DicePanel *panel = gm()->dicePanel();
    ASSERT_TRUE(gm()->diceDock()->isVisible());
    in<QSpinBox>(panel, u"rollPool"_s)->setValue(3);
    EXPECT_TRUE(in<QLabel>(panel, u"rollOdds"_s)->text().contains(u"45.4%"_s)); // 4/5 with 3d: (5/6)³ − (1/2)³ = 98/216
    QTest::mouseClick(in<QPushButton>(panel, u"rollDice"_s), Qt::LeftButton);
    EXPECT_TRUE(in<QLabel>(panel, u"rollResult"_s)->text().contains(u"4 4 4"_s));
    ASSERT_EQ(panel->log()->rowCount(), 1);
    EXPECT_EQ(panel->log()->index(0, 0).data(models::GmRollLogModel::ResultRole).toString(), u"mixed"_s);
    EXPECT_EQ(window->session()->store().rolls().size(), 1);
}

class GmSessionTest : public GmWindowTest, public ::testing::WithParamInterface<Language>
{
};

// The judged session: a score against a tier-II faction with a kill and a war on, then a full
// downtime, all through the dialogs; the numbers on the sheets checked; screenshots on request.
TEST_P(GmSessionTest, ScoreAndDowntimeThroughTheGui)
{
    const Language lang = GetParam();
    const QString tag = languageCode(lang);
    languages.setLanguage(lang);
    const qint64 crewId = addCrew(u"shadows"_s, u"The Lampblacks"_s);
    blades::Character mara = playingCutter();
    mara.stress = 5;
    const qint64 maraId = addCharacter(mara, crewId);
    blades::Character vex = playingCutter();
    vex.name = u"Vex"_s;
    vex.harm = {blades::Harm{1, u"Bruised"_s}};
    const qint64 vexId = addCharacter(vex, crewId);
    const int coinBefore = crew(crewId).coin;

    // The ladder: the target (Red Sashes, tier II) and the war (Bluecoats at −3).
    ui::FactionLadder *ladder = gm()->showLadder();
    ladder->addFaction(u"red_sashes"_s);
    ladder->addFaction(u"bluecoats"_s);
    for (int i = 0; i < 3; ++i) {
        ladder->selectFaction(u"bluecoats"_s);
        QTest::mouseClick(in<QPushButton>(ladder, u"statusDown"_s), Qt::LeftButton);
    }
    ASSERT_TRUE(blades::atWar(crew(crewId)));
    const QString goal = addClock(u"Expand into Crow's Foot"_s, 6, rules::ClockKind::Faction, blades::ClockOwnerKind::Faction, u"red_sashes"_s);
    const QString project = addClock(u"Map the sewers"_s, 8, rules::ClockKind::LongTermProject, blades::ClockOwnerKind::Crew, QString::number(crewId));
    ladder->selectFaction(u"red_sashes"_s);
    shotOf(window.get(), tag + u"-ladder"_s);
    gm()->showClocks();
    shotOf(window.get(), tag + u"-clocks"_s);

    // The score.
    ui::ScoreWizard *score = gm()->startScore(crewId);
    ASSERT_NE(score, nullptr);
    QTest::keyClicks(in<QLineEdit>(score, u"scoreTarget"_s), u"The Sashes' counting house"_s);
    choose(score, u"scoreFaction"_s, u"red_sashes"_s);
    EXPECT_EQ(in<QSpinBox>(score, u"scoreTier"_s)->value(), 2);
    choose(score, u"scorePlan"_s, u"assault"_s);
    QTest::keyClicks(in<QLineEdit>(score, u"scoreDetail"_s), u"The back door"_s);
    choose(score, u"load_"_s + QString::number(maraId), u"heavy"_s);
    score->next();
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::EngagementPage);
    ASSERT_FALSE(score->scoreId().isEmpty());
    EXPECT_EQ(blades::score(window->session()->store(), score->scoreId())->loads.value(QString::number(maraId)), u"heavy"_s);
    auto *mods = in<QListWidget>(score, u"engagementModifiers"_s);
    for (int row = 0; row < mods->count(); ++row) {
        if (mods->item(row)->data(Qt::UserRole).toString() == u"bold_or_daring"_s)
            mods->item(row)->setCheckState(Qt::Checked);
    }
    EXPECT_FALSE(in<QLabel>(score, u"engagementOdds"_s)->text().isEmpty());
    EXPECT_TRUE(in<QLabel>(score, u"engagementOdds"_s)->text().contains(u"2"_s));
    QTest::mouseClick(in<QPushButton>(score, u"rollEngagement"_s), Qt::LeftButton);
    EXPECT_TRUE(in<QLabel>(score, u"engagementResult"_s)->text().contains(u"4 4"_s));
    EXPECT_EQ(blades::score(window->session()->store(), score->scoreId())->engagementDice, 2);
    score->next();
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::EndingPage);
    choose(score, u"endCoinBand"_s, u"standard_score"_s);
    choose(score, u"endHeatProfile"_s, u"contained"_s);
    in<QCheckBox>(score, u"endKilling"_s)->setChecked(true);
    // The lair holds 4 coin (B §1.9): the rest of the payoff goes to the scoundrels.
    const int handed = coinBefore + 6 - 4;
    in<QSpinBox>(score, u"coinTo_"_s + QString::number(maraId))->setValue(handed / 2);
    in<QSpinBox>(score, u"coinTo_"_s + QString::number(vexId))->setValue(handed - handed / 2);
    EXPECT_FALSE(in<QLabel>(score, u"endWar"_s)->isHidden());
    auto *form = score->findChild<ui::ScoreEndingForm *>();
    ASSERT_NE(form, nullptr);
    EXPECT_EQ(form->previewRep(), 4);  // 2 + 1 per tier the target is above the crew (C §4.1)
    EXPECT_EQ(form->previewCoin(), 6); // a standard score
    EXPECT_EQ(form->previewHeat(), 5); // contained 2 + killing 2 + war 1 (C §5.1, B §1.8)
    shotOf(score, tag + u"-score-payoff"_s);
    score->next();
    ASSERT_EQ(score->currentId(), ui::ScoreWizard::DonePage) << in<QLabel>(score, u"scoreEndingProblem"_s)->text().toStdString();
    score->close();
    EXPECT_EQ(crew(crewId).rep, 4);
    EXPECT_EQ(crew(crewId).heat, 5);
    EXPECT_EQ(crew(crewId).coin, 4);
    EXPECT_EQ(character(maraId).coin + character(vexId).coin, handed);
    EXPECT_EQ(crew(crewId).factionStatus.value(u"red_sashes"_s), -1);

    // The downtime.
    ui::DowntimeWizard *downtime = gm()->startDowntime(crewId);
    ASSERT_NE(downtime, nullptr);
    QTest::qWait(1);
    shotOf(downtime, tag + u"-downtime-1-payoff"_s);
    downtime->next();
    ASSERT_EQ(downtime->currentId(), ui::DowntimeWizard::EntanglementPage);
    ASSERT_FALSE(downtime->downtimeId().isEmpty());
    QTest::mouseClick(in<QPushButton>(downtime, u"rollEntanglement"_s), Qt::LeftButton);
    const blades::Downtime afterRoll = *blades::downtime(window->session()->store(), downtime->downtimeId());
    EXPECT_EQ(afterRoll.entanglementDice, (QList<int>{4, 4}));
    EXPECT_EQ(afterRoll.entanglementBand, u"heat_4_5"_s);
    EXPECT_FALSE(in<QLabel>(downtime, u"entanglementResult"_s)->text().isEmpty());
    shotOf(downtime, tag + u"-downtime-2-entanglement"_s);
    downtime->next();
    ASSERT_EQ(downtime->currentId(), ui::DowntimeWizard::ActivitiesPage);
    EXPECT_FALSE(blades::downtime(window->session()->store(), downtime->downtimeId())->entanglement.isEmpty());

    const auto perform = [&](qint64 pc, const QString &activity, const std::function<void()> &fill = {}) {
        choose(downtime, u"activityPc"_s, pc);
        choose(downtime, u"activity"_s, activity);
        if (fill)
            fill();
        QTest::mouseClick(in<QPushButton>(downtime, u"performActivity"_s), Qt::LeftButton);
    };
    const auto buy = [&](qint64 pc, const QString &button) {
        choose(downtime, u"activityPc"_s, pc);
        QTest::mouseClick(in<QPushButton>(downtime, button), Qt::LeftButton);
    };
    choose(downtime, u"activityPc"_s, maraId);
    EXPECT_TRUE(in<QLabel>(downtime, u"activitiesLeft"_s)->text().contains(u"1"_s)); // at war: one each
    perform(maraId, u"indulge_vice"_s);                  // 1 die (lowest attribute): 4 clears 4 of 5 stress
    buy(maraId, u"buyWithCrewCoin"_s);
    perform(maraId, u"train"_s, [&] { choose(downtime, u"activityTrack"_s, u"playbook"_s); });
    buy(maraId, u"buyWithRep"_s);
    perform(maraId, u"reduce_heat"_s, [&] { choose(downtime, u"activityAction"_s, u"skirmish"_s); }); // 4/5: −2 heat
    perform(vexId, u"acquire_asset"_s);
    buy(vexId, u"buyWithCrewCoin"_s);
    perform(vexId, u"long_term_project"_s, [&] {
        choose(downtime, u"activityAction"_s, u"wreck"_s);
        choose(downtime, u"activityClock"_s, project);
    });
    buy(vexId, u"buyWithRep"_s);
    perform(vexId, u"recover"_s, [&] { in<QSpinBox>(downtime, u"activityHealer"_s)->setValue(1); });
    shotOf(downtime, tag + u"-downtime-3-activities"_s);
    const blades::Downtime done = *blades::downtime(window->session()->store(), downtime->downtimeId());
    EXPECT_EQ(done.activities.size(), 6) << in<QLabel>(downtime, u"activityProblem"_s)->text().toStdString();
    EXPECT_EQ(character(maraId).stress, 1);
    EXPECT_EQ(character(maraId).playbookXp, 1);
    EXPECT_EQ(crew(crewId).heat, 3);
    EXPECT_EQ(crew(crewId).rep, 2);
    EXPECT_EQ(crew(crewId).coin, 4 - 2);
    EXPECT_EQ(blades::clock(window->session()->store(), project)->clock.filled, 2);
    downtime->next();
    ASSERT_EQ(downtime->currentId(), ui::DowntimeWizard::FinishPage);
    shotOf(downtime, tag + u"-downtime-4-finish"_s);
    downtime->next();
    ASSERT_EQ(downtime->currentId(), ui::DowntimeWizard::FactionTurnPage);
    EXPECT_TRUE(blades::downtime(window->session()->store(), downtime->downtimeId())->finished);
    QTest::mouseClick(in<QPushButton>(downtime, u"factionRoll_"_s + goal), Qt::LeftButton);
    EXPECT_EQ(blades::clock(window->session()->store(), goal)->clock.filled, 2); // tier II: 2 dice, 4/5 ticks 2 (C §9)
    shotOf(downtime, tag + u"-downtime-5-factions"_s);
    downtime->close();

    // The timeline has the story and opens the sheets it names.
    ui::TimelinePage *timeline = gm()->showTimeline();
    ASSERT_GT(timeline->model()->rowCount(), 10);
    shotOf(window.get(), tag + u"-timeline"_s);
    int scoreRow = -1;
    for (int row = 0; row < timeline->model()->rowCount(); ++row) {
        if (timeline->model()->index(row, 0).data(models::GmTimelineModel::CommandRole).toString() == u"score.end"_s)
            scoreRow = row;
    }
    ASSERT_GE(scoreRow, 0);
    timeline->openRow(scoreRow);
    EXPECT_NE(window->sheetTabs()->sheetWidget({u"crew"_s, QString::number(crewId)}), nullptr);
    EXPECT_EQ(window->sheetTabs()->currentWidget(), window->sheetTabs()->sheetWidget({u"crew"_s, QString::number(crewId)}));
}

INSTANTIATE_TEST_SUITE_P(Languages, GmSessionTest,
                         ::testing::Values(Language::English, Language::TraditionalChinese, Language::SimplifiedChinese),
                         [](const ::testing::TestParamInfo<Language> &param) {
                             return languageCode(param.param).remove(u'_').toStdString();
                         });

} // namespace
} // namespace sw::test
