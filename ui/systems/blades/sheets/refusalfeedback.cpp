#include "systems/blades/sheets/refusalfeedback.h"

#include "systems/blades/sheets/checklistview.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "widgets/sheetcontrol.h"

#include <QToolTip>

namespace sw::ui {

RefusalFeedback::RefusalFeedback(SheetEditor *editor, QWidget *source)
{
    if (!source)
        return;
    QPointer<QWidget> target(source);
    m_connection = QObject::connect(editor, &SheetEditor::refused, source, [target](const QString &explanation) {
        if (target)
            show(target, explanation);
    });
}

RefusalFeedback::~RefusalFeedback()
{
    QObject::disconnect(m_connection);
}

void RefusalFeedback::show(QWidget *source, const QString &explanation)
{
    if (auto *control = qobject_cast<SheetControl *>(source))
        control->flashRefused();
    else if (auto *list = qobject_cast<CheckListView *>(source))
        list->flashRefused();
    source->setProperty("refusal", explanation);
    if (source->isVisible())
        QToolTip::showText(source->mapToGlobal(source->rect().bottomLeft()), explanation, source);
}

} // namespace sw::ui
