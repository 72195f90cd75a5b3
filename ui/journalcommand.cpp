#include "journalcommand.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"

#include <QItemSelectionModel>
#include <QUndoStack>
#include <QUndoView>

namespace sw::ui {
namespace {

store::Receipt done()
{
    store::Receipt receipt;
    receipt.ok = true;
    return receipt;
}

} // namespace

JournalCommand::JournalCommand(JournalUndo *owner, const QString &label, Write write, store::Receipt *firstReceipt)
    : QUndoCommand(undoLabelText(label)), m_label(label), m_owner(owner), m_write(std::move(write)), m_firstReceipt(firstReceipt)
{
}

void JournalCommand::relabel()
{
    setText(undoLabelText(m_label));
}

store::Receipt JournalCommand::step(bool undo)
{
    models::CampaignSession *session = m_owner->session();
    if (!session)
        return {};
    const store::Receipt receipt = undo ? session->undo(m_batch) : session->redo(m_batch);
    m_stepped = receipt.ok;
    return receipt;
}

void JournalCommand::redo()
{
    if (!m_written) {
        m_written = true;
        models::CampaignSession *session = m_owner->session();
        const store::Receipt receipt = session ? session->apply(m_write) : store::Receipt{};
        if (m_firstReceipt)
            *m_firstReceipt = receipt;
        m_batch = receipt.batch;
        // A write that changed no sheet (a roll alone) leaves no step to take back.
        setObsolete(!receipt.ok || receipt.batch == 0);
        return;
    }
    replay(false);
}

void JournalCommand::undo()
{
    replay(true);
}

void JournalCommand::replay(bool undo)
{
    // Done in the store already (JournalUndo asked first), or the stack being put back where the
    // journal is: only the stack moves.
    if (std::exchange(m_stepped, false) || m_owner->resyncing())
        return;
    // Moved by the stack on its own: the store now, and a refusal put right by the owner.
    const store::Receipt receipt = step(undo);
    m_stepped = false;
    if (!receipt.ok)
        m_owner->refusedBehindItsBack(this, receipt, undo);
}

JournalUndo::JournalUndo(QUndoStack *stack, QObject *parent) : QObject(parent), m_stack(stack) {}

void JournalUndo::setSession(models::CampaignSession *session)
{
    m_session = session;
    m_resyncTo.reset();
}

void JournalUndo::relabel()
{
    for (int i = 0; i < m_stack->count(); ++i)
        if (auto *command = dynamic_cast<JournalCommand *>(const_cast<QUndoCommand *>(m_stack->command(i))))
            command->relabel();
    // The history view asks the commands for their text when it paints.
    if (m_view)
        m_view->viewport()->update();
}

void JournalUndo::attachView(QUndoView *view)
{
    m_view = view;
    QItemSelectionModel *selection = view->selectionModel();
    // The view's own model moves the stack on a click (QUndoModel::setStackCurrentIndex); the
    // click comes here instead. The model still follows the stack to show where it is.
    QObject::disconnect(selection, &QItemSelectionModel::currentChanged, view->model(), nullptr);
    connect(selection, &QItemSelectionModel::currentChanged, this, [this, view](const QModelIndex &current) {
        if (!current.isValid() || current.row() == m_stack->index())
            return;
        setIndex(current.row());
        if (m_stack->index() != current.row()) // refused: the view shows where the campaign is
            view->selectionModel()->setCurrentIndex(view->model()->index(m_stack->index(), 0),
                                                    QItemSelectionModel::ClearAndSelect);
    });
}

JournalUndo::Plan JournalUndo::plan(bool undo) const
{
    Plan p;
    if (undo ? m_stack->canUndo() : m_stack->canRedo()) {
        const QUndoCommand *next = m_stack->command(undo ? m_stack->index() - 1 : m_stack->index());
        p.kind = Plan::Stack;
        p.command = const_cast<JournalCommand *>(dynamic_cast<const JournalCommand *>(next));
        p.label = next->text();
        if (undo || !p.command || !m_session)
            return p;
    }
    if (!m_session)
        return p;
    // The journal's own steps: earlier ones than this session's. A step of an earlier session that
    // was undone after this session's steps comes back before them (the journal's order).
    const std::optional<store::JournalEntry> next = undo ? m_session->store().nextUndo() : m_session->store().nextRedo();
    if (next && (p.kind == Plan::None || next->batch < p.command->batch()))
        return {Plan::Journal, nullptr, undoLabelText(next->label)};
    return p;
}

store::Receipt JournalUndo::step(bool undo)
{
    const Plan p = plan(undo);
    store::Receipt receipt = done();
    switch (p.kind) {
    case Plan::None:
        receipt.ok = false;
        receipt.problem = undo ? store::StoreProblem::NothingToUndo : store::StoreProblem::NothingToRedo;
        return receipt;
    case Plan::Stack:
        if (p.command && m_session)
            receipt = p.command->step(undo);
        if (receipt.ok)
            undo ? m_stack->undo() : m_stack->redo();
        break;
    case Plan::Journal:
        receipt = undo ? m_session->undo() : m_session->redo();
        break;
    }
    if (!receipt.ok)
        Q_EMIT refused(receipt, p.label, undo);
    return receipt;
}

store::Receipt JournalUndo::undo()
{
    return step(true);
}

store::Receipt JournalUndo::redo()
{
    return step(false);
}

store::Receipt JournalUndo::setIndex(int index)
{
    store::Receipt receipt = done();
    while (receipt.ok && m_stack->index() > index)
        receipt = step(true);
    while (receipt.ok && m_stack->index() < index)
        receipt = step(false);
    return receipt;
}

bool JournalUndo::canUndo() const
{
    return plan(true).kind != Plan::None;
}

bool JournalUndo::canRedo() const
{
    return plan(false).kind != Plan::None;
}

QString JournalUndo::undoText() const
{
    return plan(true).label;
}

QString JournalUndo::redoText() const
{
    return plan(false).label;
}

void JournalUndo::refusedBehindItsBack(const JournalCommand *command, const store::Receipt &receipt, bool undo)
{
    if (m_resyncTo) // the first refusal decides: the store stopped there
        return;
    int at = 0;
    while (at < m_stack->count() && m_stack->command(at) != command)
        ++at;
    m_resyncTo = undo ? at + 1 : at;
    QMetaObject::invokeMethod(
        this,
        [this, receipt, label = command->text(), undo] {
            if (!m_resyncTo)
                return;
            m_resyncing = true;
            m_stack->setIndex(*std::exchange(m_resyncTo, std::nullopt));
            m_resyncing = false;
            Q_EMIT refused(receipt, label, undo);
        },
        Qt::QueuedConnection);
}

} // namespace sw::ui
