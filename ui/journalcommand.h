#pragma once

#include "store/campaignstore.h"

#include <QObject>
#include <QUndoCommand>

#include <functional>
#include <optional>

class QUndoStack;
class QUndoView;

namespace sw::models {
class CampaignSession;
}

namespace sw::ui {

class JournalUndo;

// One edit on the undo stack that lives in the campaign's journal: the first redo() writes it
// (one transaction + journal entry) and remembers the journal batch it made; undo and redo replay
// exactly that batch. A write the store refuses makes the command obsolete: the stack drops it and
// nothing changed. A step back or forth the store refuses never moves the stack: JournalUndo asks
// the store first and moves the stack only after it agreed.
class JournalCommand : public QUndoCommand
{
public:
    using Write = std::function<store::Receipt(store::CampaignStore &)>;
    // `firstReceipt`, when given, receives what the store said to the first write (the stack
    // deletes a refused command at once, so this is where the caller learns why).
    JournalCommand(JournalUndo *owner, const QString &label, Write write, store::Receipt *firstReceipt = nullptr);

    // The journal batch the first write made (0 until then).
    qint64 batch() const { return m_batch; }
    // The store's side of one step: this command's batch undone (or redone), refused when it is not
    // the journal's next step. After success, the stack's undo() (redo()) that follows only moves
    // the stack.
    store::Receipt step(bool undo);

    void redo() override;
    void undo() override;
    // The text again from the stored label, in the language installed now.
    void relabel();

private:
    void replay(bool undo);

    QString m_label; // as stored in the journal (sw::UndoLabel's form, or old plain text)

    JournalUndo *m_owner;
    Write m_write;
    store::Receipt *m_firstReceipt;
    qint64 m_batch = 0;
    bool m_written = false;
    bool m_stepped = false;
};

// Edit ▸ Undo and Redo, and the Edit History's clicks, for one undo stack of JournalCommands: each
// step asks the store first and moves the stack only when the store did it, so a refused step (a
// read-only file, a full disk, a busy database, a journal that moved on) leaves the stack, the
// journal and the file as they were; refused() says why. Once this session's steps are used up,
// Undo and Redo reach into the journal's earlier steps (an earlier session, the command-line tool).
class JournalUndo : public QObject
{
    Q_OBJECT

public:
    explicit JournalUndo(QUndoStack *stack, QObject *parent = nullptr);

    void setSession(models::CampaignSession *session);
    models::CampaignSession *session() const { return m_session; }
    QUndoStack *stack() const { return m_stack; }
    // Routes the history view's clicks through setIndex() instead of straight to the stack.
    void attachView(QUndoView *view);

    // One step back or forth. Returns the store's answer (ok, batch 0, for a step the store has no
    // part in); a refusal is also emitted.
    store::Receipt undo();
    store::Receipt redo();
    // Steps the stack to `index` one command at a time, stopping at the first refusal.
    store::Receipt setIndex(int index);

    // What Undo and Redo would do now: whether they can, and the label of the step.
    bool canUndo() const;
    bool canRedo() const;
    QString undoText() const;
    QString redoText() const;

    // Every command's text again in the language installed now (after a language switch).
    void relabel();

    // True while the stack is put back where the journal is: commands leave the store alone.
    bool resyncing() const { return m_resyncing; }

Q_SIGNALS:
    // The store refused to undo (or redo) the step labelled `label`: nothing moved.
    void refused(const sw::store::Receipt &receipt, const QString &label, bool undo);

private:
    friend class JournalCommand;
    struct Plan
    {
        enum Kind { None, Stack, Journal } kind = None;
        JournalCommand *command = nullptr; // the stack's step, when it is a journal command
        QString label;
    };
    Plan plan(bool undo) const;
    store::Receipt step(bool undo);
    // A command the stack moved on its own (not through this class) was refused by the store: the
    // stack is put back where the journal is once it has finished moving.
    void refusedBehindItsBack(const JournalCommand *command, const store::Receipt &receipt, bool undo);

    QUndoStack *m_stack;
    QUndoView *m_view = nullptr;
    models::CampaignSession *m_session = nullptr;
    std::optional<int> m_resyncTo;
    bool m_resyncing = false;
};

} // namespace sw::ui
