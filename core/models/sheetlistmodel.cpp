#include "models/sheetlistmodel.h"

#include "models/campaignsession.h"
#include "store/documentkinds.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

// The roles every cell answers, and so the ones an edit may change.
constexpr int kRoles[] = {Qt::DisplayRole, Qt::ToolTipRole, SheetListModel::KindRole, SheetListModel::IdRole,
                          SheetListModel::TypeIdRole};
constexpr int kRoleCount = int(std::size(kRoles));

// The place of a kind in the store's listing (store/documentkinds.h); -1: not listed.
int kindRank(const QString &kind)
{
    const QList<store::DocumentKind> &kinds = store::registeredDocumentKinds().all();
    for (qsizetype i = 0; i < kinds.size(); ++i) {
        if (kinds.at(i).kind == kind)
            return kinds.at(i).listedByDefault ? int(i) : -1;
    }
    return -1;
}

// The kind of the sheets `kind`'s sheets belong to (DocumentKind::parentKind), or empty.
QString parentKindOf(const QString &kind)
{
    const store::DocumentKind *k = store::registeredDocumentKinds().find(kind);
    return k ? k->parentKind : QString();
}

// Whether sheets of `kind` are what some kind's sheets belong to (their names are kept).
bool isParentKind(const QString &kind)
{
    const QList<store::DocumentKind> &kinds = store::registeredDocumentKinds().all();
    return std::any_of(kinds.begin(), kinds.end(), [&](const store::DocumentKind &k) { return k.parentKind == kind; });
}

QString parentKey(const QString &kind, const QString &id)
{
    return kind + u'\x1f' + id;
}

QString keyOf(const store::SheetRef &sheet)
{
    return sheet.kind + u':' + sheet.id;
}

} // namespace

SheetListModel::SheetListModel(QObject *parent) : QAbstractTableModel(parent) {}

void SheetListModel::setSession(CampaignSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session)
        connect(session, &CampaignSession::sheetsChanged, this, &SheetListModel::takeStep);
    reload();
}

void SheetListModel::setHeaders(const QStringList &headers)
{
    m_headers = headers;
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

void SheetListModel::setLabeler(std::function<QString(const QString &, const QString &)> labeler)
{
    m_labeler = std::move(labeler);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void SheetListModel::setLanguage(Language language)
{
    m_language = language;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

void SheetListModel::reload()
{
    QList<store::SheetInfo> rows = m_session ? m_session->store().list() : QList<store::SheetInfo>();
    // A list that could not be read is said (CampaignSession::readFailed), never shown as an empty
    // campaign: the rows shown stay.
    if (m_session && !m_session->checkRead())
        return;
    beginResetModel();
    m_orders.clear();
    m_rows = std::move(rows);
    m_parentNames.clear();
    for (const store::SheetInfo &info : std::as_const(m_rows)) {
        if (isParentKind(info.ref.kind))
            m_parentNames.insert(parentKey(info.ref.kind, info.ref.id), info.name);
    }
    endResetModel();
}

void SheetListModel::takeStep(const store::Receipt &step)
{
    QList<store::SheetRef> sheets;
    for (const store::SheetRef &sheet : step.sheets) {
        if (!sheets.contains(sheet))
            sheets.append(sheet);
    }
    for (qsizetype i = 0; i < sheets.size(); ++i)
        updateSheet(sheets.at(i), sheets.mid(i + 1));
}

// One sheet of a step, read alone: its row is inserted, removed, moved to where the store lists
// it now, and told which of its cells changed. The rows of the step's sheets still `pending` are
// where their old values put them: they are not compared with.
void SheetListModel::updateSheet(const store::SheetRef &sheet, const QList<store::SheetRef> &pending)
{
    if (!m_session || kindRank(sheet.kind) < 0)
        return;
    const std::optional<store::SheetInfo> fresh = m_session->store().info(sheet);
    if (!m_session->checkRead()) // not read is not gone: the row stays as it was
        return;
    const auto [first, last] = kindRows(sheet.kind);
    int row = -1;
    QList<qsizetype> skip;
    for (qsizetype i = first; i < last; ++i) {
        if (m_rows.at(i).ref == sheet)
            row = int(i);
        if (m_rows.at(i).ref == sheet || pending.contains(m_rows.at(i).ref))
            skip.append(i);
    }
    const bool parent = isParentKind(sheet.kind);
    const QString key = parentKey(sheet.kind, sheet.id);
    const QString nameWas = parent ? m_parentNames.value(key) : QString();
    m_orders.remove(keyOf(sheet));
    if (!fresh) {
        if (row >= 0) {
            beginRemoveRows({}, row, row);
            m_rows.removeAt(row);
            if (parent)
                m_parentNames.remove(key);
            endRemoveRows();
        }
    } else if (row < 0) {
        const int to = int(placeAmong(sheet, first, last, row, skip));
        beginInsertRows({}, to, to);
        m_rows.insert(to, *fresh);
        if (parent)
            m_parentNames.insert(key, fresh->name);
        endInsertRows();
    } else {
        const int before = int(placeAmong(sheet, first, last, row, skip));
        int to = row;
        if (before != row && before != row + 1) {
            to = before > row ? before - 1 : before;
            beginMoveRows({}, row, row, {}, before);
            m_rows.move(row, to);
            endMoveRows();
        }
        const QVariantList was = cells(to);
        m_rows[to] = *fresh;
        if (parent)
            m_parentNames.insert(key, fresh->name);
        emitChangedCells(to, was);
    }
    if (parent && m_parentNames.value(key) != nameWas)
        emitParentColumn(sheet);
}

// The rows of one kind: the store lists kinds one after another, in their order.
std::pair<qsizetype, qsizetype> SheetListModel::kindRows(const QString &kind) const
{
    const int rank = kindRank(kind);
    const auto first = std::lower_bound(m_rows.cbegin(), m_rows.cend(), rank,
                                        [](const store::SheetInfo &row, int r) { return kindRank(row.ref.kind) < r; });
    const auto last = std::upper_bound(first, m_rows.cend(), rank,
                                       [](int r, const store::SheetInfo &row) { return r < kindRank(row.ref.kind); });
    return {first - m_rows.cbegin(), last - m_rows.cbegin()};
}

QByteArray SheetListModel::orderOf(const store::SheetRef &sheet) const
{
    const QString key = keyOf(sheet);
    const auto known = m_orders.constFind(key);
    if (known != m_orders.cend())
        return *known;
    QByteArray order;
    const store::DocumentKind *kind = store::registeredDocumentKinds().find(sheet.kind);
    if (m_session && kind && kind->listing) {
        if (const std::optional<QJsonObject> document = m_session->store().snapshot(sheet))
            order = kind->listing(sheet.id, *document).order.toUtf8();
    }
    m_orders.insert(key, order);
    return order;
}

// Where the store lists `sheet` among its kind's rows [first, last): the row it goes before. The
// rows in `skip` (its own, `row`, or -1 for a new sheet, and those of the step's other sheets,
// sorted) are not compared with. Rows are ordered by the kind's sort key (store/documentkinds.h),
// compared as SQLite compares text; the keys are read from the documents (the sheet's own, and
// those of the rows it is compared with, its neighbours as a rule) and kept. Equal keys are
// ordered by when the sheets were made, which only the store knows: then its listing says.
qsizetype SheetListModel::placeAmong(const store::SheetRef &sheet, qsizetype first, qsizetype last, qsizetype row,
                                     const QList<qsizetype> &skip) const
{
    const QByteArray order = orderOf(sheet);
    const auto skipped = [&](qsizetype r) { return std::binary_search(skip.cbegin(), skip.cend(), r); };
    // Where it is still fits: the rows compared with just before and after it come before and after.
    if (row >= 0) {
        qsizetype before = row - 1;
        while (before >= first && skipped(before))
            --before;
        qsizetype after = row + 1;
        while (after < last && skipped(after))
            ++after;
        if ((before < first || orderOf(m_rows.at(before).ref) < order) && (after >= last || order < orderOf(m_rows.at(after).ref)))
            return row;
    }
    // The i-th row compared with is at realRow(i).
    const auto realRow = [&](qsizetype i) {
        qsizetype r = first + i;
        for (qsizetype s : skip) {
            if (s > r)
                break;
            ++r;
        }
        return r;
    };
    const qsizetype count = (last - first) - skip.size();
    const auto orderAt = [&](qsizetype i) { return orderOf(m_rows.at(realRow(i)).ref); };
    qsizetype lo = 0;
    qsizetype hi = count;
    while (lo < hi) {
        const qsizetype mid = lo + (hi - lo) / 2;
        if (orderAt(mid) < order)
            lo = mid + 1;
        else
            hi = mid;
    }
    if ((lo > 0 && orderAt(lo - 1) == order) || (lo < count && orderAt(lo) == order)) {
        lo = 0;
        for (const store::SheetInfo &listed : m_session->store().list(sheet.kind)) {
            if (listed.ref == sheet)
                break;
            const int at = rowOf(listed.ref);
            lo += at >= 0 && !skipped(at) ? 1 : 0;
        }
    }
    return lo == 0 ? first : realRow(lo - 1) + 1;
}

QVariantList SheetListModel::cells(int row) const
{
    QVariantList values;
    values.reserve(ColumnCount * kRoleCount);
    for (int column = 0; column < ColumnCount; ++column) {
        for (int role : kRoles)
            values.append(data(index(row, column), role));
    }
    return values;
}

// As SnapshotModel does: one dataChanged per run of neighbouring changed cells, with the roles
// that changed in them.
void SheetListModel::emitChangedCells(int row, const QVariantList &before)
{
    const QVariantList after = cells(row);
    const auto rolesChanged = [&](int column) {
        QList<int> roles;
        for (int r = 0; r < kRoleCount; ++r) {
            if (before.at(column * kRoleCount + r) != after.at(column * kRoleCount + r))
                roles.append(kRoles[r]);
        }
        return roles;
    };
    for (int column = 0; column < ColumnCount; ++column) {
        QList<int> roles = rolesChanged(column);
        if (roles.isEmpty())
            continue;
        int last = column;
        for (QList<int> next; last + 1 < ColumnCount && !(next = rolesChanged(last + 1)).isEmpty(); ++last) {
            for (int role : std::as_const(next)) {
                if (!roles.contains(role))
                    roles.append(role);
            }
        }
        std::sort(roles.begin(), roles.end());
        Q_EMIT dataChanged(index(row, column), index(row, last), roles);
        column = last;
    }
}

// A sheet's new name (or its coming or going) in the parent column of the sheets that belong to it
// (a crew's, beside its members).
void SheetListModel::emitParentColumn(const store::SheetRef &parent)
{
    const auto belongs = [&](const store::SheetInfo &row) {
        return row.crewId == parent.id && parentKindOf(row.ref.kind) == parent.kind;
    };
    for (int row = 0; row < m_rows.size(); ++row) {
        if (!belongs(m_rows.at(row)))
            continue;
        int last = row;
        while (last + 1 < m_rows.size() && belongs(m_rows.at(last + 1)))
            ++last;
        Q_EMIT dataChanged(index(row, ParentColumn), index(last, ParentColumn), {Qt::DisplayRole, Qt::ToolTipRole});
        row = last;
    }
}

int SheetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SheetListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

const systems::CampaignContext *SheetListModel::contextOf(const store::SheetInfo &info) const
{
    const systems::GameSystem *system = m_session ? systems::builtInSystems().systemOfKind(info.ref.kind) : nullptr;
    return system ? m_session->systemContext(system->id()) : nullptr;
}

QString SheetListModel::typeName(const store::SheetInfo &info) const
{
    // The system's own words for its types (a playbook's name from the campaign's pack) …
    if (const systems::CampaignContext *context = contextOf(info)) {
        if (const QString name = context->typeName(info, m_language); !name.isEmpty())
            return name;
    }
    return m_labeler ? m_labeler(info.ref.kind, info.type) : info.type;
}

QString SheetListModel::displayName(const store::SheetInfo &info) const
{
    if (!info.name.isEmpty())
        return info.name;
    if (const systems::CampaignContext *context = contextOf(info)) {
        if (const QString name = context->defaultName(info, m_language); !name.isEmpty())
            return name;
    }
    return m_labeler ? m_labeler(u"unnamed"_s, info.ref.id) : info.ref.id;
}

QString SheetListModel::parentName(const store::SheetInfo &info) const
{
    return info.crewId.isEmpty() ? QString() : m_parentNames.value(parentKey(parentKindOf(info.ref.kind), info.crewId));
}

QVariant SheetListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const store::SheetInfo &info = m_rows.at(index.row());
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
            return parentName(info);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant SheetListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return {};
    return m_headers.value(section);
}

int SheetListModel::rowOf(const store::SheetRef &sheet) const
{
    const auto [first, last] = kindRows(sheet.kind);
    for (qsizetype row = first; row < last; ++row) {
        if (m_rows.at(row).ref == sheet)
            return int(row);
    }
    return -1;
}

// The kind of the sheets `kind`'s sheets belong to (DocumentKind::parentKind), or empty.
QString parentKindOf(const QString &kind)
{
    const store::DocumentKind *k = store::registeredDocumentKinds().find(kind);
    return k ? k->parentKind : QString();
}

// Whether sheets of `kind` are what some kind's sheets belong to (their names are kept).
bool isParentKind(const QString &kind)
{
    const QList<store::DocumentKind> &kinds = store::registeredDocumentKinds().all();
    return std::any_of(kinds.begin(), kinds.end(), [&](const store::DocumentKind &k) { return k.parentKind == kind; });
}

QString parentKey(const QString &kind, const QString &id)
{
    return kind + u'\x1f' + id;
}

store::SheetRef SheetListModel::sheetAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).ref : store::SheetRef{};
}

} // namespace sw::models
