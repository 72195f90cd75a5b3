#include "store/documentkinds.h"

#include <QtGlobal>

namespace sw::store {

QString nameOrder(const QString &name, const QString &id)
{
    return name + QChar(1) + id.rightJustified(20, u'0');
}

void DocumentKinds::add(DocumentKind kind)
{
    if (find(kind.kind))
        qFatal("document kind \"%s\" registered twice", qPrintable(kind.kind));
    m_kinds.append(std::move(kind));
}

void DocumentKinds::setGmRights(const QString &kind, GmRights rights)
{
    for (DocumentKind &k : m_kinds) {
        if (k.kind == kind) {
            k.gm = std::move(rights);
            return;
        }
    }
    qFatal("GM rights for document kind \"%s\", which is not registered", qPrintable(kind));
}

void DocumentKinds::setLookupFields(const QString &kind, const QStringList &fields)
{
    for (DocumentKind &k : m_kinds) {
        if (k.kind == kind) {
            k.lookupFields = fields;
            return;
        }
    }
    qFatal("lookup fields for document kind \"%s\", which is not registered", qPrintable(kind));
}

const DocumentKind *DocumentKinds::find(const QString &kind) const
{
    for (const DocumentKind &k : m_kinds) {
        if (k.kind == kind)
            return &k;
    }
    return nullptr;
}

} // namespace sw::store
