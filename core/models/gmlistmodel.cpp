#include "models/gmlistmodel.h"

#include "models/campaignsession.h"

namespace sw::models {

GmModelBase::GmModelBase(QObject *parent) : QAbstractItemModel(parent) {}

void GmModelBase::setSession(CampaignSession *session)
{
    if (m_session)
        m_session->disconnect(this);
    m_session = session;
    if (session) {
        connect(session, &CampaignSession::sheetChanged, this, &GmModelBase::reload);
        connect(session, &CampaignSession::sheetsReset, this, &GmModelBase::reload);
    }
    reload();
}

void GmModelBase::setHeaders(const QStringList &headers)
{
    m_headers = headers;
    const int columns = columnCount();
    if (columns > 0)
        Q_EMIT headerDataChanged(Qt::Horizontal, 0, columns - 1);
}

void GmModelBase::setLabeler(Labeler labeler)
{
    m_labeler = std::move(labeler);
    reload();
}

void GmModelBase::setLanguage(Language language)
{
    if (language == m_language)
        return;
    m_language = language;
    reload();
}

QString GmModelBase::label(const QString &kind, const QString &id) const
{
    return m_labeler ? m_labeler(kind, id) : QString();
}

QVariant GmModelBase::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 && section < m_headers.size())
        return m_headers.at(section);
    return QAbstractItemModel::headerData(section, orientation, role);
}

void GmModelBase::reload()
{
    beginResetModel();
    clearRows();
    if (m_session)
        read(m_session->store());
    endResetModel();
}

GmTableModel::GmTableModel(int columns, QObject *parent) : GmModelBase(parent), m_columns(columns) {}

QModelIndex GmTableModel::index(int row, int column, const QModelIndex &parent) const
{
    if (parent.isValid() || row < 0 || column < 0 || row >= rows() || column >= m_columns)
        return {};
    return createIndex(row, column);
}

QModelIndex GmTableModel::parent(const QModelIndex &) const
{
    return {};
}

int GmTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

int GmTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

} // namespace sw::models
