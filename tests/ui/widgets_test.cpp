// The hand-drawn sheet controls: they show the value they are given, ask for changes by
// signal (never changing themselves), work from the keyboard, tell screen readers their value,
// grow with the font and paint legibly in both themes.
#include "theme.h"
#include "widgets/boxtrack.h"
#include "systems/blades/widgets/claimsmapview.h"
#include "widgets/clockface.h"
#include "widgets/dotrating.h"
#include "widgets/paperstyle.h"
#include "widgets/refusedflash.h"

#include <QAccessible>
#include <QAccessibleValueInterface>
#include <QApplication>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QImage>
#include <QSignalSpy>
#include <QTest>
#include <QToolTip>

#include <gtest/gtest.h>

#include <cmath>
#include <memory>

using namespace Qt::StringLiterals;
using sw::ui::BoxTrack;
using sw::ui::ClaimsMapView;
using sw::ui::ClockFace;
using sw::ui::DotRating;
using sw::ui::SheetControl;
using sw::ui::Theme;

namespace {

void click(QWidget *w, const QPoint &at)
{
    QTest::mouseClick(w, Qt::LeftButton, Qt::NoModifier, at);
}

// The values a control asked for, in order.
QList<int> requested(const QSignalSpy &spy)
{
    QList<int> values;
    for (const QList<QVariant> &args : spy)
        values.append(args.at(0).toInt());
    return values;
}

QImage render(QWidget *w)
{
    w->resize(w->sizeHint());
    QImage image(w->size(), QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    w->render(&image);
    return image;
}

// Distance between two colours, 0…441.
double distance(const QColor &a, const QColor &b)
{
    return std::hypot(a.red() - b.red(), a.green() - b.green(), a.blue() - b.blue());
}

QSize hintAtPointSize(QWidget *w, int points)
{
    QFont f = w->font();
    f.setPointSize(points);
    w->setFont(f);
    return w->sizeHint();
}

std::unique_ptr<BoxTrack> stressTrack(int value)
{
    auto track = std::make_unique<BoxTrack>();
    track->setCount(9);
    track->setValue(value);
    track->resize(track->sizeHint());
    return track;
}

} // namespace

// ---- BoxTrack ---------------------------------------------------------------------------

TEST(BoxTrack, ClickRequestsValueButDoesNotChangeIt)
{
    auto track = stressTrack(3);
    QSignalSpy values(track.get(), &BoxTrack::valueRequested);
    QSignalSpy boxes(track.get(), &BoxTrack::boxClicked);
    click(track.get(), track->boxRect(5).center());
    EXPECT_EQ(requested(values), QList<int>{6});
    EXPECT_EQ(requested(boxes), QList<int>{5});
    EXPECT_EQ(track->value(), 3) << "a view waits for its owner to call setValue";
    track->setValue(6);
    EXPECT_EQ(track->value(), 6);
}

TEST(BoxTrack, ClickingTheLastMarkErasesItLikeAPencil)
{
    auto track = stressTrack(3);
    QSignalSpy values(track.get(), &BoxTrack::valueRequested);
    click(track.get(), track->boxRect(2).center()); // the last filled box
    click(track.get(), track->boxRect(0).center()); // an earlier filled box
    EXPECT_EQ(requested(values), (QList<int>{2, 1}));
}

TEST(BoxTrack, ClicksBetweenOrOutsideBoxesAskNothing)
{
    auto track = stressTrack(3);
    QSignalSpy values(track.get(), &BoxTrack::valueRequested);
    click(track.get(), QPoint(track->width() - 1, track->height() / 2));
    EXPECT_EQ(track->hitTest(QPoint(track->boxRect(8).right() + 20, 5)), -1);
    EXPECT_TRUE(values.isEmpty());
}

TEST(BoxTrack, KeyboardMovesTheCursorAndRequestsValues)
{
    auto track = stressTrack(3);
    EXPECT_EQ(track->focusPolicy(), Qt::StrongFocus);
    QSignalSpy values(track.get(), &BoxTrack::valueRequested);
    track->setCursorIndex(0);
    QTest::keyClick(track.get(), Qt::Key_Left); // stays on the first box
    EXPECT_EQ(track->cursorIndex(), 0);
    QTest::keyClick(track.get(), Qt::Key_Right);
    QTest::keyClick(track.get(), Qt::Key_Right);
    EXPECT_EQ(track->cursorIndex(), 2);
    QTest::keyClick(track.get(), Qt::Key_Space);  // box 2 is the last mark: erase it
    QTest::keyClick(track.get(), Qt::Key_Right);
    QTest::keyClick(track.get(), Qt::Key_Return); // box 3: mark it
    QTest::keyClick(track.get(), Qt::Key_Plus);
    QTest::keyClick(track.get(), Qt::Key_Minus);
    QTest::keyClick(track.get(), Qt::Key_Home);
    QTest::keyClick(track.get(), Qt::Key_End);
    EXPECT_EQ(requested(values), (QList<int>{2, 4, 4, 2, 0, 9}));
    EXPECT_EQ(track->value(), 3);
    for (int i = 0; i < 20; ++i)
        QTest::keyClick(track.get(), Qt::Key_Right);
    EXPECT_EQ(track->cursorIndex(), 8);
}

TEST(BoxTrack, PlusStopsAtTheEndUnlessThereIsAnOverflowBox)
{
    auto track = stressTrack(9);
    QSignalSpy values(track.get(), &BoxTrack::valueRequested);
    QTest::keyClick(track.get(), Qt::Key_Plus);
    EXPECT_TRUE(values.isEmpty());
    track->setValue(0);
    QTest::keyClick(track.get(), Qt::Key_Minus);
    EXPECT_TRUE(values.isEmpty());

    track->setValue(9);
    track->setOverflowBox(true);
    track->resize(track->sizeHint());
    EXPECT_EQ(track->positionCount(), 10);
    QTest::keyClick(track.get(), Qt::Key_Plus);
    click(track.get(), track->boxRect(9).center()); // the dashed box past the end
    EXPECT_EQ(requested(values), (QList<int>{10, 10})) << "the owner explains why not";
    EXPECT_GT(track->boxRect(9).left() - track->boxRect(8).right(),
              track->boxRect(8).left() - track->boxRect(7).right());
}

TEST(BoxTrack, IndependentBoxesToggleOneByOne)
{
    BoxTrack items;
    items.setMode(BoxTrack::Independent);
    items.setCount(4);
    items.setMarkedBoxes({true, false, true});
    items.resize(items.sizeHint());
    EXPECT_EQ(items.markedBoxes(), (QList<bool>{true, false, true, false}));
    EXPECT_EQ(items.value(), 2);

    QSignalSpy toggles(&items, &BoxTrack::toggleRequested);
    QSignalSpy values(&items, &BoxTrack::valueRequested);
    click(&items, items.boxRect(1).center());
    click(&items, items.boxRect(2).center());
    QTest::keyClick(&items, Qt::Key_Plus);  // the first unmarked box
    QTest::keyClick(&items, Qt::Key_Minus); // the last marked box
    EXPECT_EQ(requested(toggles), (QList<int>{1, 2, 1, 2}));
    EXPECT_TRUE(values.isEmpty());
    EXPECT_EQ(items.markedBoxes(), (QList<bool>{true, false, true, false}));
}

TEST(BoxTrack, GroupsAndWideBoxes)
{
    BoxTrack track;
    track.setCount(6);
    track.setGroupSize(3);
    track.setWideBoxes({1, 2});
    track.resize(track.sizeHint());
    const QRect one = track.boxRect(0);
    const QRect two = track.boxRect(1);
    const int gap = two.left() - one.right();
    EXPECT_EQ(one.width(), one.height());
    EXPECT_EQ(two.width(), 2 * one.width() + gap - 1) << "a load-2 box spans two units and the gap";
    EXPECT_GT(track.boxRect(3).left() - track.boxRect(2).right(), gap) << "a gap after every 3";
    EXPECT_EQ(track.boxRect(4).left() - track.boxRect(3).right(), gap);
}

TEST(BoxTrack, TellsScreenReadersItsValue)
{
    auto track = stressTrack(3);
    track->setAccessibleName(u"Stress"_s);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(track.get());
    ASSERT_NE(iface, nullptr);
    EXPECT_EQ(iface->role(), QAccessible::Slider);
    EXPECT_EQ(iface->text(QAccessible::Name), u"Stress"_s);
    EXPECT_EQ(iface->text(QAccessible::Value), u"3 / 9"_s);
    QAccessibleValueInterface *value = iface->valueInterface();
    ASSERT_NE(value, nullptr);
    EXPECT_EQ(value->currentValue().toInt(), 3);
    EXPECT_EQ(value->minimumValue().toInt(), 0);
    EXPECT_EQ(value->maximumValue().toInt(), 9);

    // (The value-change event itself needs a live accessibility bridge, which the offscreen
    // platform lacks; the interface reads the shown value.)
    track->setValue(4);
    EXPECT_EQ(value->currentValue().toInt(), 4);
    EXPECT_EQ(iface->text(QAccessible::Value), u"4 / 9"_s);

    // A screen reader setting the value asks the owner, like a click.
    QSignalSpy values(track.get(), &BoxTrack::valueRequested);
    value->setCurrentValue(6);
    iface->actionInterface()->doAction(QAccessibleActionInterface::increaseAction());
    EXPECT_EQ(requested(values), (QList<int>{6, 5}));
    EXPECT_EQ(track->value(), 4);
}

TEST(BoxTrack, SizeGrowsWithTheFont)
{
    BoxTrack track;
    track.setCount(9);
    const QSize small = hintAtPointSize(&track, 9);
    const QSize large = hintAtPointSize(&track, 18);
    EXPECT_GT(large.width(), small.width() * 3 / 2);
    EXPECT_GT(large.height(), small.height() * 3 / 2);
    EXPECT_EQ(track.minimumSizeHint(), track.sizeHint());
}

TEST(BoxTrack, FilledAndEmptyBoxesLookDifferentInBothThemes)
{
    for (const Theme theme : {Theme::Light, Theme::Dark}) {
        auto track = stressTrack(4);
        track->setPalette(sw::ui::paletteFor(theme));
        const QImage image = render(track.get());
        const QColor filled = image.pixelColor(track->boxRect(1).center());
        const QColor empty = image.pixelColor(track->boxRect(7).center());
        const QPalette p = track->palette();
        EXPECT_LT(distance(filled, p.color(QPalette::WindowText)), 10) << int(theme);
        EXPECT_LT(distance(empty, p.color(QPalette::Base)), 10) << int(theme);
        // The outline is ink: the box's left edge, half-way down.
        const QRect box = track->boxRect(7);
        EXPECT_LT(distance(image.pixelColor(box.left(), box.center().y()), p.color(QPalette::WindowText)), 10);
    }
}

TEST(BoxTrack, RefusedFlashTintsRedThenFades)
{
    auto track = stressTrack(9);
    track->setPalette(sw::ui::paletteFor(Theme::Light));
    const QPoint corner(1, 1);
    const QColor before = render(track.get()).pixelColor(corner);
    track->flashRefused();
    EXPECT_TRUE(track->isFlashing());
    const QColor during = render(track.get()).pixelColor(corner);
    EXPECT_GT(during.red() - during.green(), before.red() - before.green() + 20);
    QTest::qWait(sw::ui::RefusedFlash::durationMs + 150);
    EXPECT_FALSE(track->isFlashing());
    EXPECT_EQ(render(track.get()).pixelColor(corner), before);
}

TEST(BoxTrack, EachBoxCanHaveItsOwnToolTip)
{
    auto track = stressTrack(0);
    track->setBoxToolTips({u"first"_s, u"second"_s});
    track->show();
    QHelpEvent help(QEvent::ToolTip, track->boxRect(1).center(), track->mapToGlobal(track->boxRect(1).center()));
    QApplication::sendEvent(track.get(), &help);
    EXPECT_EQ(QToolTip::text(), u"second"_s);
    QToolTip::hideText();

    // The screen reader's description follows the keyboard cursor.
    track->setCursorIndex(0);
    EXPECT_EQ(QAccessible::queryAccessibleInterface(track.get())->text(QAccessible::Description), u"first"_s);
}

TEST(BoxTrack, TabFocusPutsTheCursorOnTheNextBoxAndDrawsARing)
{
    auto track = stressTrack(3);
    track->setPalette(sw::ui::paletteFor(Theme::Light));
    track->show();
    track->activateWindow();
    ASSERT_TRUE(QTest::qWaitForWindowActive(track.get()));
    track->clearFocus(); // the window took focus when it was activated
    track->setFocus(Qt::TabFocusReason);
    ASSERT_TRUE(track->hasFocus());
    EXPECT_EQ(track->cursorIndex(), 3);
    const QImage image = render(track.get());
    const QRect box = track->boxRect(3);
    const QColor highlight = track->palette().color(QPalette::Highlight);
    EXPECT_LT(distance(image.pixelColor(box.left() - 2, box.center().y()), highlight), 10);
    EXPECT_GT(distance(image.pixelColor(track->boxRect(5).left() - 2, box.center().y()), highlight), 100)
        << "only the box under the cursor";
}

// ---- DotRating --------------------------------------------------------------------------

TEST(DotRating, ClickAndPencilRequestValues)
{
    DotRating dots;
    dots.setValue(2);
    dots.resize(dots.sizeHint());
    EXPECT_EQ(dots.maximum(), 4);
    QSignalSpy values(&dots, &DotRating::valueRequested);
    click(&dots, dots.boxRect(3).center());
    click(&dots, dots.boxRect(1).center()); // the last filled dot: erase it
    click(&dots, dots.boxRect(0).center());
    EXPECT_EQ(requested(values), (QList<int>{4, 1, 1}));
    EXPECT_EQ(dots.value(), 2);
    dots.setValue(1);
    values.clear();
    click(&dots, dots.boxRect(0).center());
    EXPECT_EQ(requested(values), QList<int>{0});
}

TEST(DotRating, TheDividerSeparatesTheFirstDot)
{
    DotRating dots;
    dots.resize(dots.sizeHint());
    const auto spaceAfter = [&](int i) { return dots.boxRect(i + 1).left() - dots.boxRect(i).right(); };
    EXPECT_GT(spaceAfter(0), spaceAfter(1));
    EXPECT_EQ(spaceAfter(1), spaceAfter(2));

    dots.setDividerAfter(2);
    EXPECT_EQ(spaceAfter(0), spaceAfter(2));
    EXPECT_GT(spaceAfter(1), spaceAfter(0));

    // The divider is drawn: an ink pixel half-way between dots 1 and 2.
    dots.setPalette(sw::ui::paletteFor(Theme::Light));
    const QImage image = render(&dots);
    const int x = (dots.boxRect(1).right() + 1 + dots.boxRect(2).left()) / 2;
    EXPECT_LT(distance(image.pixelColor(x, dots.boxRect(1).center().y()), dots.palette().color(QPalette::WindowText)),
              30);
}

TEST(DotRating, KeyboardAndScreenReader)
{
    DotRating dots;
    dots.setMaximum(4);
    dots.setValue(1);
    dots.resize(dots.sizeHint());
    QSignalSpy values(&dots, &DotRating::valueRequested);
    dots.setCursorIndex(0);
    QTest::keyClick(&dots, Qt::Key_Right);
    QTest::keyClick(&dots, Qt::Key_Right);
    QTest::keyClick(&dots, Qt::Key_Space);
    QTest::keyClick(&dots, Qt::Key_Plus);
    QTest::keyClick(&dots, Qt::Key_End);
    QTest::keyClick(&dots, Qt::Key_Home);
    EXPECT_EQ(requested(values), (QList<int>{3, 2, 4, 0}));
    EXPECT_EQ(QAccessible::queryAccessibleInterface(&dots)->text(QAccessible::Value), u"1 / 4"_s);
}

TEST(DotRating, PaintsFilledDotsInInk)
{
    for (const Theme theme : {Theme::Light, Theme::Dark}) {
        DotRating dots;
        dots.setValue(2);
        dots.setPalette(sw::ui::paletteFor(theme));
        const QImage image = render(&dots);
        const QPalette p = dots.palette();
        EXPECT_LT(distance(image.pixelColor(dots.boxRect(1).center()), p.color(QPalette::WindowText)), 10);
        EXPECT_LT(distance(image.pixelColor(dots.boxRect(2).center()), p.color(QPalette::Base)), 10);
    }
}

TEST(DotRating, SizeGrowsWithTheFont)
{
    DotRating dots;
    const QSize small = hintAtPointSize(&dots, 9);
    const QSize large = hintAtPointSize(&dots, 18);
    EXPECT_GT(large.width(), small.width() * 3 / 2);
    EXPECT_GT(large.height(), small.height() * 3 / 2);
}

// ---- ClockFace --------------------------------------------------------------------------

TEST(ClockFace, FindsTheSegmentByItsAngle)
{
    ClockFace clock;
    clock.setSegments(8);
    clock.resize(100, 100);
    const QPoint c(50, 50);
    EXPECT_EQ(clock.hitTest(c + QPoint(10, -30)), 0);  // just past 12 o'clock
    EXPECT_EQ(clock.hitTest(c + QPoint(30, -10)), 1);
    EXPECT_EQ(clock.hitTest(c + QPoint(30, 10)), 2);
    EXPECT_EQ(clock.hitTest(c + QPoint(10, 30)), 3);
    EXPECT_EQ(clock.hitTest(c + QPoint(-10, 30)), 4);
    EXPECT_EQ(clock.hitTest(c + QPoint(-10, -30)), 7); // just before 12 o'clock
    EXPECT_EQ(clock.hitTest(QPoint(1, 1)), -1) << "outside the circle";
    for (int segments : {4, 6, 8, 10, 12}) {
        clock.setSegments(segments);
        for (int i = 0; i < segments; ++i)
            EXPECT_EQ(clock.hitTest(clock.boxRect(i).center()), i) << segments;
    }
}

TEST(ClockFace, ClicksAndKeysRequestValues)
{
    ClockFace clock;
    clock.setSegments(6);
    clock.setValue(2);
    clock.resize(clock.sizeHint());
    QSignalSpy values(&clock, &ClockFace::valueRequested);
    click(&clock, clock.boxRect(4).center());
    click(&clock, clock.boxRect(1).center()); // the last filled segment
    clock.setCursorIndex(5);
    QTest::keyClick(&clock, Qt::Key_Right); // stays on the last segment
    QTest::keyClick(&clock, Qt::Key_Enter);
    QTest::keyClick(&clock, Qt::Key_Plus);
    QTest::keyClick(&clock, Qt::Key_End);
    EXPECT_EQ(requested(values), (QList<int>{5, 1, 6, 3, 6}));
    EXPECT_EQ(clock.value(), 2);
    EXPECT_EQ(QAccessible::queryAccessibleInterface(&clock)->text(QAccessible::Value), u"2 / 6"_s);
    clock.setSegments(4);
    EXPECT_EQ(QAccessible::queryAccessibleInterface(&clock)->valueInterface()->maximumValue().toInt(), 4);
}

TEST(ClockFace, FillsClockwiseFromTwelveInBothThemes)
{
    for (const Theme theme : {Theme::Light, Theme::Dark}) {
        ClockFace clock;
        clock.setSegments(4);
        clock.setValue(1);
        clock.setPalette(sw::ui::paletteFor(theme));
        const QImage image = render(&clock);
        const QPalette p = clock.palette();
        EXPECT_LT(distance(image.pixelColor(clock.boxRect(0).center()), p.color(QPalette::WindowText)), 10);
        for (int i = 1; i < 4; ++i)
            EXPECT_LT(distance(image.pixelColor(clock.boxRect(i).center()), p.color(QPalette::Base)), 10);
    }
}

TEST(ClockFace, SizeGrowsWithTheFont)
{
    ClockFace clock;
    const QSize small = hintAtPointSize(&clock, 9);
    const QSize large = hintAtPointSize(&clock, 18);
    EXPECT_GT(large.width(), small.width() * 3 / 2);
    EXPECT_EQ(large.width(), large.height());
    EXPECT_LT(clock.minimumSizeHint().width(), large.width());
}

// ---- ClaimsMapView ----------------------------------------------------------------------

namespace {

// A 3×5 map like the paper one: the lair in the middle, links along a few paths.
QList<ClaimsMapView::Cell> mapCells()
{
    const QStringList labels = {u"Turf"_s,       u"Informants"_s, u"Luxury Fence"_s, u"Turf"_s,       u"Cover Operation"_s,
                                u"賭場"_s,       u"Turf"_s,       u"Lair"_s,         u"Turf"_s,       u"妓院"_s,
                                u"Street Fence"_s, u"地盤"_s,     u"Infirmary"_s,    u"Warehouses"_s, u"Fighting Pits"_s};
    QList<ClaimsMapView::Cell> cells;
    for (int i = 0; i < labels.size(); ++i) {
        ClaimsMapView::Cell c;
        c.number = 100 + i;
        c.row = i / 5;
        c.col = i % 5;
        c.label = labels[i];
        c.toolTip = u"tip "_s + labels[i];
        c.lair = i == 7;
        c.held = i == 7 || i == 6;
        c.turf = labels[i] == u"Turf"_s;
        c.reachable = i != 0 && i != 14;
        cells.append(c);
    }
    return cells;
}

std::unique_ptr<ClaimsMapView> claimsMap()
{
    auto map = std::make_unique<ClaimsMapView>();
    map->setCells(mapCells());
    map->setLinks({{106, 107}, {107, 108}, {102, 107}, {107, 112}, {100, 101}});
    map->resize(map->sizeHint());
    return map;
}

} // namespace

TEST(ClaimsMap, HitTestFindsEveryCellOfTheGrid)
{
    auto map = claimsMap();
    EXPECT_EQ(map->rowCount(), 3);
    EXPECT_EQ(map->columnCount(), 5);
    for (const ClaimsMapView::Cell &c : mapCells()) {
        const QRect r = map->cellRect(c.number);
        EXPECT_EQ(map->hitTest(r.center()), c.number);
        EXPECT_EQ(map->hitTest(r.topLeft()), c.number);
        EXPECT_EQ(map->hitTest(r.bottomRight()), c.number);
    }
    // Between two cells (where a path is drawn) is no cell.
    const QRect lair = map->cellRect(107);
    EXPECT_EQ(map->hitTest(QPoint(lair.right() + 3, lair.center().y())), -1);
    EXPECT_LT(map->cellRect(106).right(), lair.left());
    EXPECT_LT(map->cellRect(102).bottom(), lair.top());
}

TEST(ClaimsMap, ClickAsksForTheCellWithoutTakingIt)
{
    auto map = claimsMap();
    QSignalSpy clicked(map.get(), &ClaimsMapView::cellClicked);
    click(map.get(), map->cellRect(108).center());
    click(map.get(), map->cellRect(100).center()); // unreachable cells can be asked for too
    EXPECT_EQ(requested(clicked), (QList<int>{108, 100}));
    EXPECT_FALSE(map->cells().at(8).held);
    EXPECT_EQ(map->currentCell(), 100) << "the keyboard cursor follows the mouse";
}

TEST(ClaimsMap, ArrowKeysMoveAndSpaceClicks)
{
    auto map = claimsMap();
    EXPECT_EQ(map->focusPolicy(), Qt::StrongFocus);
    QSignalSpy clicked(map.get(), &ClaimsMapView::cellClicked);
    map->setCurrentCell(107);
    QTest::keyClick(map.get(), Qt::Key_Up);
    EXPECT_EQ(map->currentCell(), 102);
    QTest::keyClick(map.get(), Qt::Key_Up); // top row: stays
    EXPECT_EQ(map->currentCell(), 102);
    QTest::keyClick(map.get(), Qt::Key_Right);
    QTest::keyClick(map.get(), Qt::Key_Right);
    EXPECT_EQ(map->currentCell(), 104);
    QTest::keyClick(map.get(), Qt::Key_Down);
    QTest::keyClick(map.get(), Qt::Key_Down);
    EXPECT_EQ(map->currentCell(), 114);
    QTest::keyClick(map.get(), Qt::Key_Space);
    QTest::keyClick(map.get(), Qt::Key_Left);
    QTest::keyClick(map.get(), Qt::Key_Return);
    QTest::keyClick(map.get(), Qt::Key_Home);
    EXPECT_EQ(map->currentCell(), 100);
    EXPECT_EQ(requested(clicked), (QList<int>{114, 113}));
}

TEST(ClaimsMap, ScreenReadersSeeEachCell)
{
    auto map = claimsMap();
    map->setAccessibleName(u"Claims"_s);
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(map.get());
    ASSERT_NE(iface, nullptr);
    ASSERT_EQ(iface->childCount(), 15);
    QAccessibleInterface *lair = iface->child(7);
    ASSERT_NE(lair, nullptr);
    EXPECT_EQ(lair->text(QAccessible::Name), u"Lair"_s);
    EXPECT_EQ(lair->text(QAccessible::Description), u"tip Lair"_s);
    EXPECT_EQ(lair->role(), QAccessible::CheckBox);
    EXPECT_TRUE(lair->state().checked);
    EXPECT_FALSE(iface->child(8)->state().checked);
    EXPECT_EQ(lair->parent(), iface);
    EXPECT_EQ(iface->indexOfChild(lair), 7);
    EXPECT_EQ(iface->child(7), lair) << "children are cached";

    map->setCurrentCell(106);
    EXPECT_EQ(iface->text(QAccessible::Description), u"Turf, held"_s);
    map->setCurrentCell(108);
    EXPECT_EQ(iface->text(QAccessible::Description), u"Turf, not held"_s);

    QSignalSpy clicked(map.get(), &ClaimsMapView::cellClicked);
    iface->child(8)->actionInterface()->doAction(QAccessibleActionInterface::toggleAction());
    EXPECT_EQ(requested(clicked), QList<int>{108});

    map->setCells(mapCells().mid(0, 5));
    EXPECT_EQ(iface->childCount(), 5);
    EXPECT_FALSE(lair->isValid()) << "a cell that is gone is no longer valid";
}

TEST(ClaimsMap, DrawsPathsHeldCellsAndMutedCells)
{
    for (const Theme theme : {Theme::Light, Theme::Dark}) {
        auto map = claimsMap();
        map->setPalette(sw::ui::paletteFor(theme));
        const QImage image = render(map.get());
        const QPalette p = map->palette();
        const auto between = [&](int a, int b) {
            const QRect ra = map->cellRect(a);
            const QRect rb = map->cellRect(b);
            return image.pixelColor((ra.center() + rb.center()) / 2);
        };
        EXPECT_LT(distance(between(107, 108), p.color(QPalette::WindowText)), 10) << "a path";
        EXPECT_LT(distance(between(102, 107), p.color(QPalette::WindowText)), 10) << "a path";
        EXPECT_LT(distance(between(108, 109), p.color(QPalette::Window)), 10) << "no path";
        // Held: the highlight colour; open: the page colour; unreachable: muted.
        const auto inside = [&](int n) {
            const QRect r = map->cellRect(n);
            return image.pixelColor(r.left() + 2, r.center().y()); // inside the border, left of the text
        };
        EXPECT_LT(distance(inside(106), p.color(QPalette::Highlight)), 10);
        EXPECT_LT(distance(inside(108), p.color(QPalette::Base)), 10);
        EXPECT_LT(distance(inside(114), p.color(QPalette::Window)), 10);
    }
}

TEST(ClaimsMap, LabelsShrinkToFitTheirCells)
{
    QFont cjk = QFontDatabase::systemFont(QFontDatabase::GeneralFont);
    cjk.setFamilies({u"Noto Sans CJK TC"_s});
    cjk.setPointSize(10);
    for (const QString &label : {u"賭場"_s, u"Fighting Pits 搏擊坑"_s, u"Cover Operation"_s,
                                  u"非常非常長的一個據點名稱"_s}) {
        const QSizeF box(80, 40);
        int flags = 0;
        const QFont fitted = sw::ui::paper::fitText(cjk, label, box, &flags);
        const QRectF used = QFontMetricsF(fitted).boundingRect(QRectF(QPointF(), box), flags, label);
        EXPECT_LE(used.width(), box.width() + 0.5) << label.toStdString();
        EXPECT_LE(used.height(), box.height() + 0.5) << label.toStdString();
        EXPECT_LE(fitted.pointSizeF(), 10.0);
    }
    int flags = 0;
    EXPECT_EQ(sw::ui::paper::fitText(cjk, u"賭場"_s, QSizeF(80, 40), &flags).pointSizeF(), 10.0)
        << "a short label keeps the widget's font";
}

TEST(ClaimsMap, EachCellShowsItsToolTip)
{
    auto map = claimsMap();
    map->show();
    const QPoint at = map->cellRect(112).center();
    QHelpEvent help(QEvent::ToolTip, at, map->mapToGlobal(at));
    QApplication::sendEvent(map.get(), &help);
    EXPECT_EQ(QToolTip::text(), u"tip Infirmary"_s);
    QToolTip::hideText();
}

TEST(ClaimsMap, SizeGrowsWithTheFontAndFlashes)
{
    auto map = claimsMap();
    const QSize small = hintAtPointSize(map.get(), 9);
    const QSize large = hintAtPointSize(map.get(), 18);
    EXPECT_GT(large.width(), small.width() * 3 / 2);
    EXPECT_GT(large.height(), small.height() * 3 / 2);
    map->flashRefused();
    EXPECT_TRUE(map->isFlashing());
}

// The stash as on paper: each group of ten on a line of its own, the clicks still find their box.
TEST(BoxTrack, WrappedGroupsStackInLines)
{
    sw::ui::BoxTrack track;
    track.setCount(40);
    track.setGroupSize(10);
    const int oneLine = track.sizeHint().height();
    track.setWrapGroups(true);
    track.resize(track.sizeHint());
    EXPECT_GT(track.sizeHint().height(), 3 * oneLine);
    EXPECT_EQ(track.boxRect(10).left(), track.boxRect(0).left());
    EXPECT_GT(track.boxRect(10).top(), track.boxRect(9).top());
    EXPECT_EQ(track.hitTest(track.boxRect(25).center()), 25);
}
