#include "models/campaignsession.h"

#include "store/campaignlistener.h"

#include <QTimer>

namespace sw::models {

CampaignSession::CampaignSession(std::unique_ptr<store::CampaignFile> file, QObject *parent)
    : QObject(parent), m_file(std::move(file)), m_store(std::make_unique<store::CampaignStore>(*m_file))
{
    for (const systems::GameSystem *system : systems::builtInSystems().all())
        m_contexts[system->id()] = system->openCampaign(*m_store);
    // The edits of this window are one play session, begun with its first edit.
    if (!m_file->readOnly())
        m_store->startSessionOnFirstWrite(QStringLiteral("Sheetwright"));
    // A shared campaign: what another machine writes reaches the views as this window's own edits
    // do (the announcement of one of this window's own steps is left out: the views have it).
    if (m_file->isServer()) {
        auto *listener = new store::CampaignListener(*m_file, this);
        m_listener = listener;
        connect(listener, &store::CampaignListener::linkLost, this, [this](const QString &why) {
            m_linkUp = false;
            Q_EMIT linkChanged(false, why);
        });
        connect(listener, &store::CampaignListener::linkRestored, this, &CampaignSession::linkBack);
        connect(listener, &store::CampaignListener::sheetChanged, this, [this](const store::SheetRef &sheet, qint64 entry) {
            if (m_ownBatches.contains(entry))
                return;
            store::Receipt step;
            step.ok = true;
            step.sheet = sheet;
            step.sheets = {sheet};
            Q_EMIT sheetsChanged(step);
            Q_EMIT sheetChanged(sheet);
        });
    }
}

CampaignSession::~CampaignSession()
{
    m_store->endSession();
    m_check.cancel();
    if (m_checkThread.joinable())
        m_checkThread.join();
}

void CampaignSession::startIntegrityCheck()
{
    if (m_checkThread.joinable() || m_file->isServer()) // a server checks its own pages
        return;
    m_checkThread = std::thread([this, path = m_file->path(), backUp = !m_file->readOnly()] {
        const store::IntegrityReport report = m_check.run(path, backUp);
        if (!report.cancelled)
            QMetaObject::invokeMethod(this, [this, result = report.result] { Q_EMIT integrityChecked(result); },
                                      Qt::QueuedConnection);
    });
}

std::unique_ptr<CampaignSession> CampaignSession::open(const QString &path, bool create, store::FileError *error,
                                                       QObject *parent)
{
    auto file = create ? store::CampaignFile::create(path, error) : store::CampaignFile::open(path, error);
    if (!file)
        return nullptr;
    return std::unique_ptr<CampaignSession>(new CampaignSession(std::move(file), parent));
}

QString CampaignSession::path() const
{
    return m_file->path();
}

const systems::CampaignContext *CampaignSession::systemContext(const QString &systemId) const
{
    const auto it = m_contexts.find(systemId);
    return it == m_contexts.end() ? nullptr : it->second.get();
}

int CampaignSession::schemaVersion() const
{
    return m_file->schemaVersion();
}

void CampaignSession::setHeartbeat(int ms)
{
    if (m_listener)
        m_listener->setHeartbeat(ms);
}

void CampaignSession::linkBack()
{
    QString why;
    if (!m_file->reconnect(&why)) {
        // The listener got through, the store's connection not yet: try again shortly.
        QTimer::singleShot(store::CampaignListener::kFirstRetryMs, this, &CampaignSession::linkBack);
        return;
    }
    if (const qint64 batch = m_store->inDoubt()) {
        if (const std::optional<bool> kept = m_store->settle())
            Q_EMIT writeSettled(batch, *kept);
    }
    m_linkUp = true;
    Q_EMIT sheetsReset();
    Q_EMIT linkChanged(true, {});
}

namespace {

store::Receipt unreachable()
{
    store::Receipt r;
    r.problem = store::StoreProblem::Unreachable;
    r.error = QStringLiteral("the shared campaign's server cannot be reached: nothing was written");
    return r;
}

} // namespace

store::Receipt CampaignSession::apply(const std::function<store::Receipt(store::CampaignStore &)> &write)
{
    if (!m_linkUp)
        return unreachable();
    const store::Receipt receipt = write(*m_store);
    // A write of several sheets at once: views read everything again.
    announce(receipt, receipt.sheets.size() > 1);
    return receipt;
}

void CampaignSession::announce(const store::Receipt &receipt, bool readEverything)
{
    if (!receipt.ok)
        return;
    if (m_file->isServer())
        m_ownBatches.insert(receipt.batch); // its echo from the server is left out (constructor)
    Q_EMIT sheetsChanged(receipt);
    if (readEverything)
        Q_EMIT sheetsReset();
    else
        Q_EMIT sheetChanged(receipt.sheet);
}

store::Receipt CampaignSession::undo(qint64 batch)
{
    if (!m_linkUp)
        return unreachable();
    const store::Receipt receipt = m_store->undo(batch);
    announce(receipt, true);
    return receipt;
}

store::Receipt CampaignSession::redo(qint64 batch)
{
    if (!m_linkUp)
        return unreachable();
    const store::Receipt receipt = m_store->redo(batch);
    announce(receipt, true);
    return receipt;
}

bool CampaignSession::checkRead()
{
    const store::StoreError error = m_store->readError();
    if (!error.failed())
        return true;
    m_store->clearReadError();
    Q_EMIT readFailed(error);
    return false;
}

} // namespace sw::models
