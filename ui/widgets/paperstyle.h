#pragma once

#include <QColor>
#include <QRectF>
#include <QSizeF>

class QEvent;
class QFont;
class QFontMetrics;
class QPainter;
class QPalette;
class QRect;
class QString;
class QWidget;

// Drawing helpers shared by the hand-drawn sheet controls: colours taken from the palette (so
// the dark and light themes both work), line widths that follow the font, and strokes placed
// on whole pixels so boxes stay crisp.
namespace sw::ui::paper {

// a blended towards b by t (0 = a, 1 = b), alpha included.
QColor mix(const QColor &a, const QColor &b, qreal t);
bool isDark(const QPalette &palette);
// The red of a refused edit, readable on the palette's window colour.
QColor refusedColor(const QPalette &palette);
// Ink for lines that should recede: half-way between the text and the page.
QColor faintInk(const QPalette &palette);
// The pen width for box outlines: a whole number of pixels that grows with the font.
int lineWidth(const QFontMetrics &metrics);
// r shrunk by half a pen on each side, so a stroke of that width covers exactly r's pixels.
QRectF strokeRect(const QRect &r, qreal penWidth);
// The keyboard cursor's ring: 2 px, more with a large font.
int focusRingWidth(const QFontMetrics &metrics);
// Room to leave around boxes so the focus ring fits: ring width + 2.
int focusMargin(const QFontMetrics &metrics);
// The keyboard cursor: a rounded ring in the highlight colour drawn 1 px outside `around`.
void drawFocusRing(QPainter &painter, const QRectF &around, const QPalette &palette, qreal radius,
                   int width);
// The largest size of base (down to about half) at which text, wrapped at word boundaries
// (anywhere, for CJK), fits in box. *flags gets the drawText flags to use with it; if even
// the smallest size does not fit, the flags also allow breaking inside words.
// Answers a QEvent::ToolTip for part of a widget: shows tip while the mouse stays in rect, or
// falls back to the widget's own toolTip(), or hides any tooltip. Returns true (handled) unless
// the widget's own toolTip() should be shown by QWidget::event.
bool showPartToolTip(QWidget *widget, QEvent *event, const QString &tip, const QRect &rect);
QFont fitText(const QFont &base, const QString &text, const QSizeF &box, int *flags);

} // namespace sw::ui::paper
