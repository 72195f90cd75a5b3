// The clocks board a page at a time (issue #20): the first page of cards at open, the next when
// the board is scrolled to its end, a click on a card of a later page still a step; the owner
// filter lists every owner kind and the owners of the clocks shown, and filters by SQL. The
// faction ladder's rung 0 likewise, its next page when the rung's end scrolls into view.
#include "systems/blades/gm/clocksboard.h"
#include "systems/blades/gm/factionladder.h"
#include "systems/blades/gm/gmactions.h"
#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "systems/blades/models/gmladdermodel.h"
#include "ui/systems/blades/sheetfixture.h"
#include "widgets/clockface.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDir>
#include <QScrollArea>
#include <QScrollBar>
#include <QTreeView>

#include <functional>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

class ClocksPagingTest : public SheetWindowTest
{
protected:
    ui::GmActions *gm() const { return sw::ui::BladesUi::of(window->systemUis())->gm(); }

    QString addClock(const QString &name, blades::ClockOwnerKind owner = blades::ClockOwnerKind::Campaign,
                     const QString &ownerId = {})
    {
        blades::ClockEntry c;
        c.name = name;
        c.clock.segments = 4;
        c.clock.kind = rules::ClockKind::Mission;
        c.ownerKind = owner;
        c.ownerId = ownerId;
        const gm::GmResult r = gm()->context()->run(u"clock"_s, [&](gm::GmTable &t) { return t.saveClock(c); });
        EXPECT_TRUE(r.ok);
        return r.id;
    }

    // With SHEETWRIGHT_SHOTS=DIR, `shoot` in each language, given DIR/<language> to name its files.
    void inEachLanguage(const std::function<void(const QString &shot)> &shoot)
    {
        const QString folder = qEnvironmentVariable("SHEETWRIGHT_SHOTS");
        if (folder.isEmpty())
            return;
        QDir().mkpath(folder);
        for (Language lang : {Language::English, Language::TraditionalChinese, Language::SimplifiedChinese}) {
            languages.setLanguage(lang);
            shoot(folder + u"/"_s + languageCode(lang));
        }
    }
};

TEST_F(ClocksPagingTest, TheBoardShowsAPageOfClocksAndTheNextWhenScrolledToItsEnd)
{
    QStringList ids;
    for (int i = 1; i <= 40; ++i)
        ids << addClock(u"Clock %1"_s.arg(i, 2, 10, QChar(u'0')));
    ui::ClocksBoard *board = gm()->showClocks();
    board->model()->setPageSize(8);
    QCoreApplication::processEvents();
    const int first = board->model()->rowCount();
    EXPECT_LT(first, 40) << "a page (and those that fill the board), not every clock";
    EXPECT_EQ(first % 8, 0) << "whole pages";
    EXPECT_EQ(board->face(ids.constLast()), nullptr);

    QScrollBar *bar = board->findChild<QScrollArea *>()->verticalScrollBar();
    while (board->model()->canFetchMore({})) {
        const int before = board->model()->rowCount();
        // To the end, as the wheel or the bar's handle would (once the cards added last are laid out).
        ASSERT_TRUE(QTest::qWaitFor([&] {
            bar->setValue(bar->maximum());
            return board->model()->rowCount() > before;
        }, 3000)) << "scrolled to the end, the next page came";
    }
    EXPECT_EQ(board->model()->rowCount(), 40);
    ui::ClockFace *last = board->face(ids.constLast());
    ASSERT_NE(last, nullptr) << "a card for every clock read";

    // A click on a card of the last page is a step like any other.
    board->findChild<QScrollArea *>()->ensureWidgetVisible(last);
    QCoreApplication::processEvents();
    clickBox(board->face(ids.constLast()), 1);
    EXPECT_EQ(blades::clock(window->session()->store(), ids.constLast())->clock.filled, 2);
    EXPECT_EQ(board->model()->rowCount(), 40) << "the pages read stay";
}

TEST_F(ClocksPagingTest, TheOwnerFilterListsEveryOwnerKindAndTheOwnersShown)
{
    const qint64 crew = addCrew(u"shadows"_s, u"The Lampblacks"_s);
    addClock(u"Campaign clock"_s);
    const QString crewClock = addClock(u"Crew clock"_s, blades::ClockOwnerKind::Crew, QString::number(crew));
    ui::ClocksBoard *board = gm()->showClocks();
    auto *filter = board->findChild<QComboBox *>(u"ownerFilter"_s);
    ASSERT_NE(filter, nullptr);
    for (const QString &kind : {u"campaign:"_s, u"crew:"_s, u"character:"_s, u"faction:"_s})
        EXPECT_GE(filter->findData(kind), 0) << kind.toStdString();
    const int lampblacks = filter->findData(u"crew:%1"_s.arg(crew));
    ASSERT_GE(lampblacks, 0) << "the owner of a clock shown";
    EXPECT_EQ(filter->itemText(lampblacks), u"Crew: The Lampblacks"_s);

    // Chosen with the keyboard: every crew's clocks.
    filter->setFocus();
    const int crews = filter->findData(u"crew:"_s);
    for (int i = filter->currentIndex(); i < crews; ++i)
        QTest::keyClick(filter, Qt::Key_Down);
    ASSERT_EQ(board->model()->rowCount(), 1);
    EXPECT_NE(board->face(crewClock), nullptr);
    EXPECT_EQ(filter->currentData().toString(), u"crew:"_s);

    // SHEETWRIGHT_SHOTS=DIR: the filter's list open, in each language.
    inEachLanguage([&](const QString &shot) {
        filter->showPopup();
        QTest::qWait(200);
        window->grab().save(shot + u"-clocks-filter-board.png"_s);
        filter->view()->window()->grab().save(shot + u"-clocks-filter.png"_s);
        filter->hidePopup();
    });
}

TEST_F(ClocksPagingTest, TheLadderReadsRungZerosNextPageWhenItsEndScrollsIntoView)
{
    addCrew(u"shadows"_s, u"The Lampblacks"_s);
    for (int i = 1; i <= 60; ++i) {
        blades::Faction f;
        f.id = u"own_%1"_s.arg(i);
        f.name = u"Faction %1"_s.arg(i, 2, 10, QChar(u'0'));
        f.tier = 1;
        ASSERT_TRUE(gm()->context()->run(u"faction"_s, [&](gm::GmTable &t) { return t.saveFaction(f); }).ok);
    }
    ui::FactionLadder *ladder = gm()->showLadder();
    models::GmLadderModel *model = ladder->model();
    model->setPageSize(10);
    QCoreApplication::processEvents();
    const auto shown = [&] { return model->rowCount(model->neutralRung()); };
    EXPECT_LT(shown(), 60) << "pages that fill the view, not every faction";
    EXPECT_TRUE(model->hasMoreNeutral());

    // End, pressed in the ladder: the view scrolls to its last rung, past rung 0's end, and the
    // next page comes; again until every faction is shown.
    QTreeView *view = ladder->view();
    view->setFocus();
    while (model->hasMoreNeutral()) {
        const int before = shown();
        ASSERT_TRUE(QTest::qWaitFor([&] {
            QTest::keyClick(view, Qt::Key_Home);
            QTest::keyClick(view, Qt::Key_End);
            return shown() > before;
        }, 3000)) << "End brought rung 0's end into view and its next page";
    }
    ASSERT_EQ(shown(), 60);
    const QModelIndex zero = model->neutralRung();
    for (int i = 0; i < 60; ++i)
        EXPECT_EQ(model->index(i, 0, zero).data().toString(), u"Faction %1"_s.arg(i + 1, 2, 10, QChar(u'0')));

    // SHEETWRIGHT_SHOTS=DIR: the ladder scrolled to rung 0's last page, in each language.
    inEachLanguage([&](const QString &shot) {
        QTest::qWait(100);
        window->grab().save(shot + u"-ladder-paged.png"_s);
    });
}

} // namespace
} // namespace sw::test
