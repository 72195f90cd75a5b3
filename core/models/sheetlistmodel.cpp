#include "models/sheetlistmodel.h"

#include "models/campaignsession.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::models {

SheetListModel::SheetListModel(QObject *parent) : QAbstractTableModel(parent) {}

void SheetListModel::setSession(CampaignSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &CampaignSession::sheetChanged, this, &SheetListModel::refreshSheet);
        connect(session, &CampaignSession::sheetsReset, this, &SheetListModel::reload);
    }
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
    beginResetModel();
    m_rows = m_session ? m_session->store().list() : QList<store::SheetInfo>();
    m_crewNames.clear();
    for (const store::SheetInfo &info : std::as_const(m_rows)) {
        if (info.ref.kind == u"crew"_s)
            m_crewNames.insert(info.ref.id, info.name);
    }
    endResetModel();
}

void SheetListModel::refreshSheet(const store::SheetRef &sheet)
{
    // A new sheet, a renamed crew or a removed sheet changes more than one row's text: read
    // the list again. Otherwise only the row of the sheet changes.
    const int row = rowOf(sheet);
    const std::optional<store::SheetInfo> fresh = m_session->store().info(sheet);
    if (row < 0 || !fresh || sheet.kind == u"crew"_s) {
        reload();
        return;
    }
    m_rows[row] = *fresh;
    Q_EMIT dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

int SheetListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int SheetListModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString SheetListModel::typeName(const store::SheetInfo &info) const
{
    if (m_session) {
        const blades::RulePack &pack = m_session->pack();
        if (info.ref.kind == u"character"_s) {
            if (const blades::Playbook *p = pack.playbook(info.type))
                return p->name.in(m_language);
        } else if (info.ref.kind == u"crew"_s) {
            if (const blades::CrewType *t = pack.crewType(info.type))
                return t->name.in(m_language);
        } else if (info.ref.kind == u"faction"_s) {
            const QJsonArray categories = pack.documents.value(u"crew.json"_s).value(u"faction_categories"_s).toArray();
            for (const QJsonValue &c : categories) {
                if (c[u"id"_s].toString() == info.type)
                    return blades::textFrom(c[u"name"_s]).in(m_language);
            }
        }
    }
    return m_labeler ? m_labeler(info.ref.kind, info.type) : info.type;
}

QString SheetListModel::displayName(const store::SheetInfo &info) const
{
    if (!info.name.isEmpty())
        return info.name;
    // A faction taken from the rule pack's examples keeps the pack's name, in every language.
    if (m_session && info.ref.kind == u"faction"_s) {
        for (const blades::ExampleFaction &f : m_session->pack().factions) {
            if (f.id == info.ref.id)
                return f.name.in(m_language);
        }
    }
    return m_labeler ? m_labeler(u"unnamed"_s, info.ref.id) : info.ref.id;
}

QString SheetListModel::crewName(const store::SheetInfo &info) const
{
    return info.crewId.isEmpty() ? QString() : m_crewNames.value(info.crewId);
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
        case CrewColumn:
            return crewName(info);
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
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).ref == sheet)
            return int(i);
    }
    return -1;
}

store::SheetRef SheetListModel::sheetAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).ref : store::SheetRef{};
}

} // namespace sw::models
