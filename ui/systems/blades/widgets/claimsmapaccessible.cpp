#include "systems/blades/widgets/claimsmapaccessible.h"

#include "systems/blades/widgets/claimcellaccessible.h"
#include "systems/blades/widgets/claimsmapview.h"

namespace sw::ui {

ClaimsMapAccessible::ClaimsMapAccessible(ClaimsMapView *view)
    : QAccessibleWidget(view, QAccessible::Grouping)
{
}

ClaimsMapAccessible::~ClaimsMapAccessible()
{
    for (const QAccessible::Id id : std::as_const(m_children))
        QAccessible::deleteAccessibleInterface(id);
}

ClaimsMapView *ClaimsMapAccessible::view() const
{
    return static_cast<ClaimsMapView *>(widget());
}

int ClaimsMapAccessible::childCount() const
{
    return int(view()->m_cells.size());
}

QAccessibleInterface *ClaimsMapAccessible::child(int index) const
{
    if (index < 0 || index >= childCount())
        return nullptr;
    if (const auto it = m_children.constFind(index); it != m_children.cend())
        return QAccessible::accessibleInterface(it.value());
    auto *cell = new ClaimCellAccessible(view(), index);
    m_children.insert(index, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

int ClaimsMapAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    if (const auto *cell = dynamic_cast<const ClaimCellAccessible *>(child))
        return cell->index() < childCount() ? cell->index() : -1;
    return -1;
}

QAccessibleInterface *ClaimsMapAccessible::childAt(int x, int y) const
{
    const int number = view()->hitTest(view()->mapFromGlobal(QPoint(x, y)));
    return number >= 0 ? child(view()->indexOf(number)) : nullptr;
}

QAccessibleInterface *ClaimsMapAccessible::focusChild() const
{
    return view()->hasFocus() ? child(view()->m_current) : nullptr;
}

QString ClaimsMapAccessible::text(QAccessible::Text t) const
{
    if (t == QAccessible::Description && view()->accessibleDescription().isEmpty())
        return view()->cellDescription(view()->currentCell());
    return QAccessibleWidget::text(t);
}

} // namespace sw::ui
