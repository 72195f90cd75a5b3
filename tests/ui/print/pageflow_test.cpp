// The page flow: blocks go down the columns, over to new pages, never overlap or leave the page.
#include "print/pageflow.h"
#include "print/printstyle.h"

#include <QPainter>
#include <QPdfWriter>
#include <QTemporaryDir>

#include <gtest/gtest.h>

namespace sw::test {
namespace {

print::Block fixed(qreal height, bool keep = false)
{
    print::Block b;
    b.height = [height](qreal) { return height; };
    b.paint = [](QPainter &, const QRectF &) {};
    b.keepWithNext = keep;
    return b;
}

TEST(PageFlow, FillsColumnsThenPagesWithoutOverlap)
{
    QTemporaryDir dir;
    QPdfWriter writer(dir.filePath(QStringLiteral("flow.pdf")));
    writer.setPageSize(QPageSize(QPageSize::A4));
    QPainter painter(&writer);
    const print::PrintStyle style(Language::English, &writer);
    print::PageFlow flow(writer, painter, style);
    flow.beginSheet(3, {});
    const qreal tall = writer.height() * 0.4;
    for (int i = 0; i < 8; ++i)
        flow.add(fixed(tall));
    flow.flush();
    painter.end();
    // Two blocks a column, three columns a page: 8 blocks take two pages.
    EXPECT_EQ(flow.pageCount(), 2);
    const auto &placed = flow.placements();
    ASSERT_EQ(placed.size(), 8);
    const QRectF page(0, 0, writer.width(), writer.height());
    for (qsizetype i = 0; i < placed.size(); ++i) {
        EXPECT_TRUE(page.contains(placed.at(i).second)) << i;
        for (qsizetype j = i + 1; j < placed.size(); ++j) {
            if (placed.at(i).first == placed.at(j).first) {
                EXPECT_FALSE(placed.at(i).second.intersects(placed.at(j).second)) << i << " and " << j;
            }
        }
    }
    // Columns line up: the same left edges on both pages.
    EXPECT_DOUBLE_EQ(placed.at(0).second.left(), placed.at(6).second.left());
    EXPECT_GT(placed.at(2).second.left(), placed.at(0).second.left());
}

TEST(PageFlow, HeadingStaysWithWhatFollowsAndBreaksStartColumns)
{
    QTemporaryDir dir;
    QPdfWriter writer(dir.filePath(QStringLiteral("keep.pdf")));
    QPainter painter(&writer);
    const print::PrintStyle style(Language::English, &writer);
    print::PageFlow flow(writer, painter, style);
    flow.beginSheet(2, {});
    flow.add(fixed(writer.height() * 0.8));
    flow.add(fixed(10, true)); // a heading
    flow.add(fixed(writer.height() * 0.3));
    flow.columnBreak();
    flow.add(fixed(10));
    flow.flush();
    painter.end();
    const auto &placed = flow.placements();
    ASSERT_EQ(placed.size(), 4);
    // The heading did not stay alone at the foot of the first column.
    EXPECT_EQ(placed.at(1).second.left(), placed.at(2).second.left());
    EXPECT_GT(placed.at(1).second.left(), placed.at(0).second.left());
    // After the break in the last column: a new page.
    EXPECT_EQ(placed.at(3).first, 1);
}

} // namespace
} // namespace sw::test
