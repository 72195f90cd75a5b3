#include "systems/blades/sheets/sheetbanner.h"

using namespace Qt::StringLiterals;

namespace sw::ui {

SheetBanner::SheetBanner(QWidget *parent) : QLabel(parent)
{
    setObjectName(u"sheetBanner"_s);
    setWordWrap(true);
    setAutoFillBackground(true);
    setContentsMargins(8, 4, 8, 4);
}

void SheetBanner::showLines(const QStringList &lines, bool overrideOn)
{
    QStringList all = lines;
    if (overrideOn)
        all.prepend(tr("GM override mode: rules are not enforced; each broken rule is recorded on the sheet."));
    setText(all.join(u'\n'));
    setVisible(!all.isEmpty());
    setBackgroundRole(overrideOn ? QPalette::Highlight : QPalette::AlternateBase);
    setForegroundRole(overrideOn ? QPalette::HighlightedText : QPalette::Text);
}

} // namespace sw::ui
