#include "systems/blades/widgets/claimcellaccessible.h"

#include "systems/blades/widgets/claimsmapview.h"

#include <QWindow>

namespace sw::ui {

ClaimCellAccessible::ClaimCellAccessible(ClaimsMapView *view, int index)
    : m_view(view)
    , m_index(index)
{
}

bool ClaimCellAccessible::isValid() const
{
    return m_view && m_index >= 0 && m_index < m_view->m_cells.size();
}

QObject *ClaimCellAccessible::object() const
{
    return nullptr;
}

QWindow *ClaimCellAccessible::window() const
{
    return m_view ? m_view->window()->windowHandle() : nullptr;
}

QAccessibleInterface *ClaimCellAccessible::parent() const
{
    return m_view ? QAccessible::queryAccessibleInterface(m_view.data()) : nullptr;
}

QAccessibleInterface *ClaimCellAccessible::child(int) const
{
    return nullptr;
}

int ClaimCellAccessible::childCount() const
{
    return 0;
}

int ClaimCellAccessible::indexOfChild(const QAccessibleInterface *) const
{
    return -1;
}

QAccessibleInterface *ClaimCellAccessible::childAt(int, int) const
{
    return nullptr;
}

QAccessibleInterface *ClaimCellAccessible::focusChild() const
{
    return nullptr;
}

QString ClaimCellAccessible::text(QAccessible::Text t) const
{
    if (!isValid())
        return {};
    const ClaimsMapView::Cell &cell = m_view->m_cells[m_index];
    switch (t) {
    case QAccessible::Name:
        return cell.label;
    case QAccessible::Description:
        return cell.toolTip;
    default:
        return {};
    }
}

void ClaimCellAccessible::setText(QAccessible::Text, const QString &)
{
}

QRect ClaimCellAccessible::rect() const
{
    if (!isValid())
        return {};
    const QRect r = m_view->cellRect(m_view->m_cells[m_index].number);
    return {m_view->mapToGlobal(r.topLeft()), r.size()};
}

QAccessible::Role ClaimCellAccessible::role() const
{
    return QAccessible::CheckBox;
}

QAccessible::State ClaimCellAccessible::state() const
{
    QAccessible::State s;
    if (!isValid()) {
        s.invalid = true;
        return s;
    }
    const ClaimsMapView::Cell &cell = m_view->m_cells[m_index];
    s.focusable = true;
    s.checkable = true;
    s.checked = cell.held;
    s.focused = m_view->hasFocus() && m_view->m_current == m_index;
    s.disabled = !m_view->isEnabled();
    s.invisible = !m_view->isVisible();
    return s;
}

void *ClaimCellAccessible::interface_cast(QAccessible::InterfaceType type)
{
    if (type == QAccessible::ActionInterface)
        return static_cast<QAccessibleActionInterface *>(this);
    return nullptr;
}

QStringList ClaimCellAccessible::actionNames() const
{
    return {pressAction(), toggleAction()};
}

void ClaimCellAccessible::doAction(const QString &actionName)
{
    if (isValid() && (actionName == pressAction() || actionName == toggleAction()))
        m_view->activateIndex(m_index);
}

QStringList ClaimCellAccessible::keyBindingsForAction(const QString &) const
{
    return {};
}

} // namespace sw::ui
