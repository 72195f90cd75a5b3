#include "models/campaignsession.h"

#include "systems/blades/packregistry.h"

namespace sw::models {

CampaignSession::CampaignSession(std::unique_ptr<store::CampaignFile> file, QObject *parent)
    : QObject(parent), m_file(std::move(file)), m_store(std::make_unique<store::CampaignStore>(*m_file)),
      m_pack(blades::campaignPack(*m_store))
{
}

CampaignSession::~CampaignSession()
{
    m_check.cancel();
    if (m_checkThread.joinable())
        m_checkThread.join();
}

void CampaignSession::startIntegrityCheck()
{
    if (m_checkThread.joinable())
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

const blades::RulePack &CampaignSession::pack() const
{
    return *m_pack;
}

int CampaignSession::schemaVersion() const
{
    return m_file->schemaVersion();
}

store::Receipt CampaignSession::apply(const std::function<store::Receipt(store::CampaignStore &)> &write)
{
    const store::Receipt receipt = write(*m_store);
    if (receipt.ok)
        Q_EMIT sheetsChanged(receipt);
    if (receipt.ok && receipt.sheets.size() > 1)
        Q_EMIT sheetsReset(); // a multi-sheet write (a score's end, a crew payoff): views read everything again
    else if (receipt.ok)
        Q_EMIT sheetChanged(receipt.sheet);
    return receipt;
}

store::Receipt CampaignSession::undo()
{
    const store::Receipt receipt = m_store->undo();
    if (receipt.ok)
        Q_EMIT sheetsChanged(receipt);
    if (receipt.ok)
        Q_EMIT sheetsReset();
    return receipt;
}

store::Receipt CampaignSession::redo()
{
    const store::Receipt receipt = m_store->redo();
    if (receipt.ok)
        Q_EMIT sheetsChanged(receipt);
    if (receipt.ok)
        Q_EMIT sheetsReset();
    return receipt;
}

} // namespace sw::models
