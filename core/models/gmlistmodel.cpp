#include "models/gmlistmodel.h"

#include "models/campaignsession.h"

namespace sw::models {

GmModelBase::GmModelBase(int columns, Shape shape, QObject *parent) : SnapshotModel(columns, shape, parent) {}

void GmModelBase::setSession(CampaignSession *session)
{
    if (session == m_session) {
        reload();
        return;
    }
    if (m_session)
        m_session->disconnect(this);
    // Rows of two campaigns are never compared: the old ones go, then the new ones come.
    m_session = session;
    clearAll();
    m_built.clear();
    refresh();
    if (session) {
        connect(session, &CampaignSession::sheetsChanged, this, &GmModelBase::takeStep);
        readAll(session->store());
        session->checkRead(); // a failed read is said, not taken for an empty board
        refresh();
    }
    Q_EMIT updated();
}

void GmModelBase::setLabeler(Labeler labeler)
{
    m_built.clear();
    SnapshotModel::setLabeler(std::move(labeler));
    Q_EMIT updated();
}

void GmModelBase::setLanguage(Language language)
{
    if (language == this->language())
        return;
    SnapshotModel::setLanguage(language);
    Q_EMIT updated();
}

QVariant GmModelBase::headerData(int section, Qt::Orientation orientation, int role) const
{
    const QVariant header = SnapshotModel::headerData(section, orientation, role);
    return header.toString().isNull() ? QAbstractItemModel::headerData(section, orientation, role) : header;
}

void GmModelBase::reload()
{
    readAgain();
    Q_EMIT updated();
}

void GmModelBase::readAgain()
{
    if (m_session) {
        readAll(m_session->store());
        m_session->checkRead();
    } else {
        clearAll();
    }
    refresh();
}

bool GmModelBase::readStep(const store::CampaignStore &store, const store::Receipt &)
{
    readAll(store);
    return true;
}

void GmModelBase::takeStep(const store::Receipt &step)
{
    if (m_session) {
        const bool changed = readStep(m_session->store(), step);
        m_session->checkRead(); // a failed read is said, not taken for an empty board
        if (changed)
            refresh();
    }
    Q_EMIT updated();
}

QList<TreeRowSnapshot> GmModelBase::cachedRows(const QStringList &keys,
                                               const std::function<TreeRowSnapshot(int)> &make) const
{
    if (m_builtLanguage != language()) {
        m_built.clear();
        m_builtLanguage = language();
    }
    QHash<QString, TreeRowSnapshot> kept;
    kept.reserve(keys.size());
    QList<TreeRowSnapshot> rows;
    rows.reserve(keys.size());
    for (int i = 0; i < keys.size(); ++i) {
        const auto built = m_built.constFind(keys.at(i));
        rows.append(built != m_built.cend() ? *built : make(i));
        kept.insert(keys.at(i), rows.constLast());
    }
    m_built = std::move(kept);
    return rows;
}

} // namespace sw::models
