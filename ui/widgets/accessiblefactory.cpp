#include "widgets/accessiblefactory.h"

#include "widgets/sheetcontrol.h"
#include "widgets/sheetcontrolaccessible.h"

#include <QAccessible>

namespace sw::ui {

namespace {

QAccessibleInterface *sheetAccessibleFactory(const QString &, QObject *object)
{
    if (auto *control = qobject_cast<SheetControl *>(object))
        return new SheetControlAccessible(control);
    return nullptr;
}

} // namespace

void installSheetAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(sheetAccessibleFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace sw::ui
