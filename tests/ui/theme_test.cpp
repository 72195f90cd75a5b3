#include "theme.h"

#include <QColor>

#include <gtest/gtest.h>

#include <cmath>

namespace {

// WCAG 2 relative luminance and contrast ratio.
double luminance(const QColor &c)
{
    const auto channel = [](double v) {
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

TEST(Theme, BothPalettesKeepTextReadable)
{
    for (const sw::ui::Theme theme : {sw::ui::Theme::Dark, sw::ui::Theme::Light}) {
        const QPalette p = sw::ui::paletteFor(theme);
        EXPECT_GE(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)), 7.0);
        EXPECT_GE(contrast(p.color(QPalette::Text), p.color(QPalette::Base)), 7.0);
        EXPECT_GE(contrast(p.color(QPalette::ButtonText), p.color(QPalette::Button)), 4.5);
        EXPECT_GE(contrast(p.color(QPalette::HighlightedText), p.color(QPalette::Highlight)), 4.5);
        EXPECT_GE(contrast(p.color(QPalette::ToolTipText), p.color(QPalette::ToolTipBase)), 4.5);
    }
}

TEST(Theme, KeysRoundTrip)
{
    for (const sw::ui::Theme theme : {sw::ui::Theme::Dark, sw::ui::Theme::Light})
        EXPECT_EQ(sw::ui::themeFromKey(sw::ui::themeKey(theme)), theme);
}
