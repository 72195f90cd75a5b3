#include "print/printstyle.h"

#include <QCoreApplication>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPaintDevice>

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

QFont makeFont(Language language, qreal points, bool bold)
{
    const QString primary = printFontFamily(language);
    // The other script's font second, so that a Chinese name on an English sheet (or a symbol
    // WenQuanYi lacks) never falls back to a font with a wrong text layer.
    const QString second = language == Language::English ? printFontFamily(Language::TraditionalChinese)
                                                         : printFontFamily(Language::English);
    QFont font(primary);
    font.setFamilies({primary, second});
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setHintingPreference(QFont::PreferNoHinting);
    // No shaping for Latin text: ligatures (ﬁ, ﬀ) would come back from the PDF as one character.
    font.setStyleStrategy(QFont::StyleStrategy(QFont::PreferOutline | QFont::PreferNoShaping));
    return font;
}

} // namespace

QString printFontFamily(Language language)
{
    return language == Language::English ? u"DejaVu Sans"_s : u"WenQuanYi Micro Hei"_s;
}

QString missingFontError(Language language)
{
    const QString family = printFontFamily(language);
    if (QFontDatabase::families().contains(family))
        return {};
    const QString package = language == Language::English ? u"fonts-dejavu-core"_s : u"fonts-wqy-microhei"_s;
    return QCoreApplication::translate("sw::print::PrintStyle",
                                       "The font \"%1\" that PDFs in this language need is not installed "
                                       "(Debian package %2).")
        .arg(family, package);
}

PrintStyle::PrintStyle(Language language, const QPaintDevice *device)
    : m_device(device), m_dpi(device->logicalDpiY())
{
    // WenQuanYi's line height is larger than DejaVu's: a smaller size keeps a playbook on one page.
    const qreal base = language == Language::English ? 7.5 : 7.2;
    title = makeFont(language, base * 2.0, true);
    heading = makeFont(language, base * 1.2, true);
    body = makeFont(language, base, false);
    label = makeFont(language, base * 0.8, false);
    note = makeFont(language, base * 0.85, false);
    m_mark = ascent(body) * 1.1;
    m_gap = lineHeight(body) * 0.7;
}

qreal PrintStyle::lineHeight(const QFont &font) const
{
    return QFontMetricsF(font, m_device).lineSpacing();
}

qreal PrintStyle::ascent(const QFont &font) const
{
    return QFontMetricsF(font, m_device).ascent();
}

qreal PrintStyle::textWidth(const QFont &font, const QString &text) const
{
    return QFontMetricsF(font, m_device).horizontalAdvance(text);
}

QPen PrintStyle::rulePen() const
{
    return QPen(faint(), pt(0.5));
}

QPen PrintStyle::markPen() const
{
    return QPen(ink(), pt(0.8));
}

} // namespace sw::print
