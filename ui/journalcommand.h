#pragma once

#include "store/campaignstore.h"

#include <QUndoCommand>

#include <functional>

namespace sw::models {
class CampaignSession;
}

namespace sw::ui {

// One edit on the undo stack that lives in the campaign's journal: the first redo() writes it
// (one transaction + journal entry); undo() and later redo() replay the journal, so the stack
// and the file always agree. A write the store refuses makes the command obsolete: the stack
// drops it and nothing changed.
class JournalCommand : public QUndoCommand
{
public:
    using Write = std::function<store::Receipt(store::CampaignStore &)>;
    // `firstReceipt`, when given, receives what the store said to the first write (the stack
    // deletes a refused command at once, so this is where the caller learns why).
    JournalCommand(models::CampaignSession *session, const QString &label, Write write,
                   store::Receipt *firstReceipt = nullptr);

    void redo() override;
    void undo() override;
private:
    models::CampaignSession *m_session;
    Write m_write;
    store::Receipt *m_firstReceipt;
    bool m_done = false;
};

} // namespace sw::ui
