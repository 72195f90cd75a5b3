#include "models/sheetpagemodel.h"

#include "models/campaignsession.h"
#include "store/documentkinds.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

bool listed(const QString &kind)
{
    const store::DocumentKind *k = store::registeredDocumentKinds().find(kind);
    return k && k->listedByDefault;
}

} // namespace

SheetPageModel::SheetPageModel(QObject *parent) : QAbstractTableModel(parent) {}

void SheetPageModel::setSession(CampaignSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &CampaignSession::sheetsChanged, this, &SheetPageModel::takeStep);
    beginResetModel();
    m_rows.clear();
    endResetModel();
    reload();
}

void SheetPageModel::setHeaders(const QStringList &headers)
{
    m_headers = headers;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void SheetPageModel::setLabeler(std::function<QString(const QString &, const QString &)> labeler)
{
    m_labeler = std::move(labeler);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void SheetPageModel::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    reload();
}

void SheetPageModel::setKind(const QString &kind)
{
    if (kind == m_kind)
        return;
    m_kind = kind;
    reload();
}

void SheetPageModel::setText(const QString &text)
{
    if (text.trimmed() == m_text)
        return;
    m_text = text.trimmed();
    reload();
}

void SheetPageModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
}

void SheetPageModel::sort(int column, Qt::SortOrder order)
{
    using Order = store::ListingQuery::Order;
    static constexpr Order kOrders[] = {Order::Name, Order::Kind, Order::Type, Order::Parent};
    if (column < 0 || column >= ColumnCount)
        return;
    m_order = kOrders[column];
    m_descending = order == Qt::DescendingOrder;
    reload();
}

store::ListingQuery SheetPageModel::query() const
{
    store::ListingQuery q;
    q.language = m_language;
    if (!m_kind.isEmpty())
        q.kinds = QStringList{m_kind};
    q.order = m_order;
    q.descending = m_descending;
    q.text = m_text;
    if (m_text.isEmpty() || !m_session)
        return q;
    // Kinds and types are found by what the list shows for them, in the language.
    QStringList kinds = q.kinds;
    if (kinds.isEmpty()) {
        for (const store::DocumentKind &k : store::registeredDocumentKinds().all()) {
            if (k.listedByDefault)
                kinds << k.kind;
        }
    }
    const auto shows = [&](const QString &words) { return words.contains(m_text, Qt::CaseInsensitive); };
    for (const QString &kind : std::as_const(kinds)) {
        if (shows(kind) || (m_labeler && shows(m_labeler(u"kind"_s, kind))))
            q.matchingKinds << kind;
    }
    for (const auto &[kind, type] : m_session->store().types(kinds)) {
        if (shows(type) || shows(typeName(store::SheetInfo{{kind, QString()}, QString(), type, QString()})))
            q.matchingTypes << kind + u':' + type;
    }
    return q;
}

QList<store::ListingRow> SheetPageModel::read(qint64 offset, int limit)
{
    if (!m_session)
        return {};
    QList<store::ListingRow> rows = m_session->store().page(query(), offset, limit);
    m_rowsRead += rows.size();
    return rows;
}

void SheetPageModel::reload()
{
    const int shown = std::max(m_pageSize, int(m_rows.size()));
    qint64 total = 0;
    qint64 campaign = 0;
    QList<store::ListingRow> rows;
    if (m_session) {
        total = m_session->store().count(query());
        store::ListingQuery all;
        campaign = m_kind.isEmpty() && m_text.isEmpty() ? total : m_session->store().count(all);
        rows = read(0, shown);
        // A listing that could not be read is said (CampaignSession::readFailed), never shown as
        // an empty campaign: the rows shown stay.
        if (!m_session->checkRead())
            return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    m_total = std::max<qint64>(total, m_rows.size());
    m_campaignCount = campaign;
    endResetModel();
}

void SheetPageModel::takeStep(const store::Receipt &step)
{
    if (std::any_of(step.sheets.cbegin(), step.sheets.cend(), [](const store::SheetRef &s) { return listed(s.kind); }))
        reload();
}

bool SheetPageModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_rows.size() < m_total;
}

void SheetPageModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    QList<store::ListingRow> more = read(m_rows.size(), m_pageSize);
    if (m_session && !m_session->checkRead())
        return;
    if (more.isEmpty()) { // the campaign has fewer rows than counted: nothing more to fetch
        m_total = m_rows.size();
        return;
    }
    const int first = int(m_rows.size());
    beginInsertRows({}, first, first + int(more.size()) - 1);
    m_rows.append(more);
    endInsertRows();
}

int SheetPageModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SheetPageModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const systems::CampaignContext *SheetPageModel::contextOf(const store::SheetInfo &info) const
{
    const systems::GameSystem *system = m_session ? systems::builtInSystems().systemOfKind(info.ref.kind) : nullptr;
    return system ? m_session->systemContext(system->id()) : nullptr;
}

QString SheetPageModel::typeName(const store::SheetInfo &info) const
{
    if (const systems::CampaignContext *context = contextOf(info)) {
        if (const QString name = context->typeName(info, m_language); !name.isEmpty())
            return name;
    }
    return m_labeler ? m_labeler(info.ref.kind, info.type) : info.type;
}

QString SheetPageModel::displayName(const store::SheetInfo &info) const
{
    if (!info.name.isEmpty())
        return info.name;
    if (const systems::CampaignContext *context = contextOf(info)) {
        if (const QString name = context->defaultName(info, m_language); !name.isEmpty())
            return name;
    }
    return m_labeler ? m_labeler(u"unnamed"_s, info.ref.id) : info.ref.id;
}

QVariant SheetPageModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const store::ListingRow &row = m_rows.at(index.row());
    const store::SheetInfo &info = row.info;
    switch (role) {
    case KindRole:
        return info.ref.kind;
    case IdRole:
        return info.ref.id;
    case TypeIdRole:
        return info.type;
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case NameColumn:
            return displayName(info);
        case KindColumn:
            return m_labeler ? m_labeler(u"kind"_s, info.ref.kind) : info.ref.kind;
        case TypeColumn:
            return typeName(info);
        case ParentColumn:
            return row.parentName;
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant SheetPageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    return m_headers.value(section);
}

store::SheetRef SheetPageModel::sheetAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).info.ref : store::SheetRef{};
}

int SheetPageModel::rowOf(const store::SheetRef &sheet) const
{
    for (qsizetype row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).info.ref == sheet)
            return int(row);
    }
    return -1;
}

} // namespace sw::models
