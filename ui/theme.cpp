#include "theme.h"

#include <QApplication>
#include <QStyleFactory>

using namespace Qt::StringLiterals;

namespace sw::ui {

QString themeKey(Theme theme)
{
    return theme == Theme::Light ? u"light"_s : u"dark"_s;
}

Theme themeFromKey(const QString &key)
{
    return key == u"light"_s ? Theme::Light : Theme::Dark;
}

QPalette paletteFor(Theme theme)
{
    QPalette p;
    if (theme == Theme::Light) {
        const QColor paper(0xf4, 0xf1, 0xea);
        const QColor ink(0x1d, 0x1b, 0x19);
        p.setColor(QPalette::Window, paper);
        p.setColor(QPalette::WindowText, ink);
        p.setColor(QPalette::Base, QColor(0xfd, 0xfc, 0xf8));
        p.setColor(QPalette::AlternateBase, QColor(0xec, 0xe7, 0xdc));
        p.setColor(QPalette::Text, ink);
        p.setColor(QPalette::Button, QColor(0xe6, 0xe0, 0xd3));
        p.setColor(QPalette::ButtonText, ink);
        p.setColor(QPalette::ToolTipBase, ink);
        p.setColor(QPalette::ToolTipText, paper);
        p.setColor(QPalette::PlaceholderText, QColor(0x6b, 0x65, 0x5c));
        p.setColor(QPalette::Highlight, QColor(0x8a, 0x2b, 0x1f));
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::Link, QColor(0x8a, 0x2b, 0x1f));
        p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x8c, 0x86, 0x7c));
        p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x8c, 0x86, 0x7c));
        p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x8c, 0x86, 0x7c));
        p.setColor(QPalette::Disabled, QPalette::Light, Qt::transparent); // no etched shadow
        return p;
    }
    const QColor night(0x1b, 0x1d, 0x21);
    const QColor bone(0xe8, 0xe3, 0xd8);
    p.setColor(QPalette::Window, night);
    p.setColor(QPalette::WindowText, bone);
    p.setColor(QPalette::Base, QColor(0x13, 0x14, 0x17));
    p.setColor(QPalette::AlternateBase, QColor(0x23, 0x26, 0x2b));
    p.setColor(QPalette::Text, bone);
    p.setColor(QPalette::Button, QColor(0x2a, 0x2d, 0x33));
    p.setColor(QPalette::ButtonText, bone);
    p.setColor(QPalette::ToolTipBase, bone);
    p.setColor(QPalette::ToolTipText, night);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x95, 0x8b));
    p.setColor(QPalette::Highlight, QColor(0xb8, 0x4a, 0x32));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0xe0, 0x8a, 0x6a));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x74, 0x72, 0x6d));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x74, 0x72, 0x6d));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x74, 0x72, 0x6d));
    p.setColor(QPalette::Disabled, QPalette::Light, Qt::transparent); // no etched shadow
    return p;
}

void applyTheme(Theme theme)
{
    if (QStyle *fusion = QStyleFactory::create(u"Fusion"_s))
        QApplication::setStyle(fusion);
    QApplication::setPalette(paletteFor(theme));
}

} // namespace sw::ui
