// Issue #16, readable themes: the contrast of a sheet's marks and text measured from what is on
// screen — pixels of the grabbed widgets, not the palette's numbers — in the dark and the light
// theme. WCAG 2.1 AA: text 4.5:1 (1.4.3), marks and other graphics 3:1 (1.4.11).
#include "sheetfixture.h"
#include "theme.h"
#include "widgets/boxtrack.h"

#include <QApplication>
#include <QHash>
#include <QStyle>
#include <QImage>
#include <QLabel>

#include <cmath>

using namespace Qt::StringLiterals;

namespace sw::test {
namespace {

double luminance(QRgb c)
{
    const auto channel = [](int v8) {
        const double v = v8 / 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(qRed(c)) + 0.7152 * channel(qGreen(c)) + 0.0722 * channel(qBlue(c));
}

double contrast(QRgb a, QRgb b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The colour most pixels of the image have: the background.
QRgb commonest(const QImage &image)
{
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ++counts[image.pixel(x, y)];
    QRgb best = 0;
    int most = -1;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() > most) {
            most = it.value();
            best = it.key();
        }
    }
    return best;
}

// The text's colour as drawn: the pixel that stands out most from the background (the inside of
// a glyph's stem, where anti-aliasing does not blend).
QRgb strongest(const QImage &image, QRgb background)
{
    QRgb best = background;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (contrast(image.pixel(x, y), background) > contrast(best, background))
                best = image.pixel(x, y);
    return best;
}

QImage grabbed(QWidget *widget)
{
    return widget->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

class ContrastTest : public SheetWindowTest, public ::testing::WithParamInterface<ui::Theme>
{
protected:
    void SetUp() override
    {
        SheetWindowTest::SetUp();
        m_palette = QApplication::palette();
        m_style = QApplication::style()->name();
    }
    void TearDown() override
    {
        QApplication::setStyle(m_style);
        QApplication::setPalette(m_palette);
        SheetWindowTest::TearDown();
    }

private:
    QPalette m_palette;
    QString m_style;
};

TEST_P(ContrastTest, MarksAndTextOnTheSheetMeetAA)
{
    blades::Character mara = playingCutter();
    mara.stress = 3;
    const qint64 id = addCharacter(mara);
    ui::applyTheme(GetParam());
    QWidget *sheet = open(u"character"_s, id);
    ASSERT_NE(sheet, nullptr);
    QTest::qWait(50);

    // Marks: a marked stress box against an empty one and against the page around the track.
    auto *stress = find<ui::BoxTrack>(sheet, u"stress"_s);
    ASSERT_NE(stress, nullptr);
    ASSERT_GT(stress->count(), 3);
    const QImage track = grabbed(stress);
    const qreal ratio = stress->devicePixelRatioF();
    const auto at = [&](QPoint p) { return track.pixel((QPointF(p) * ratio).toPoint()); };
    const QRgb mark = at(stress->boxRect(0).center());
    const QRgb empty = at(stress->boxRect(stress->count() - 1).center());
    const QRgb page = commonest(track);
    EXPECT_GE(contrast(mark, empty), 3.0) << "mark " << std::hex << mark << " on box " << empty;
    EXPECT_GE(contrast(mark, page), 3.0) << "mark " << std::hex << mark << " on page " << page;
    // The empty box's outline is drawn in the same ink: the box is seen on the page.
    const QRect box = stress->boxRect(stress->count() - 1);
    double outline = 1.0;
    for (int x = box.left() - 2; x < box.center().x(); ++x)
        outline = std::max(outline, contrast(at(QPoint(x, box.center().y())), empty));
    EXPECT_GE(outline, 3.0);

    // Text: every label with words on the sheet, as drawn.
    int measured = 0;
    for (QLabel *label : sheet->findChildren<QLabel *>()) {
        if (!label->isVisibleTo(window.get()) || !label->isEnabled() || label->text().trimmed().isEmpty() ||
            label->textFormat() == Qt::RichText || label->width() < 8 || !label->pixmap().isNull())
            continue;
        const QImage image = grabbed(label);
        const QRgb background = commonest(image);
        const QRgb ink = strongest(image, background);
        EXPECT_GE(contrast(ink, background), 4.5) << label->objectName().toStdString() << " \"" << label->text().toStdString() << "\"";
        ++measured;
    }
    EXPECT_GT(measured, 10);
}

INSTANTIATE_TEST_SUITE_P(Themes, ContrastTest, ::testing::Values(ui::Theme::Dark, ui::Theme::Light),
                         [](const ::testing::TestParamInfo<ui::Theme> &param) { return param.param == ui::Theme::Dark ? "Dark" : "Light"; });

} // namespace
} // namespace sw::test
