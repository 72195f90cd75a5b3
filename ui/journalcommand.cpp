#include "journalcommand.h"

#include "models/campaignsession.h"

namespace sw::ui {

JournalCommand::JournalCommand(models::CampaignSession *session, const QString &label, Write write,
                               store::Receipt *firstReceipt)
    : QUndoCommand(label), m_session(session), m_write(std::move(write)), m_firstReceipt(firstReceipt)
{
}

void JournalCommand::redo()
{
    if (!m_done) {
        m_done = true;
        const store::Receipt receipt = m_session->apply(m_write);
        if (m_firstReceipt)
            *m_firstReceipt = receipt;
        setObsolete(!receipt.ok);
        return;
    }
    m_session->redo();
}

void JournalCommand::undo()
{
    m_session->undo();
}

} // namespace sw::ui
