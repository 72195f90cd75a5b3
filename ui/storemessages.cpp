#include "storemessages.h"

#include "problemtext.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

void openBox(QMainWindow *window, const QString &name, const QString &title, const QString &text,
             const QString &why, const QString &detail)
{
    auto *box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, window);
    box->setObjectName(name);
    box->setInformativeText(why);
    box->setDetailedText(detail);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace

void StoreMessages::refusedStep(QMainWindow *window, const store::Receipt &receipt, const QString &label, bool undo)
{
    const QString why = l10n::ProblemText::store(receipt.problem);
    window->statusBar()->showMessage(undo ? tr("Not undone: %1").arg(why) : tr("Not redone: %1").arg(why));
    openBox(window, u"stepRefusedBox"_s, undo ? tr("Cannot Undo") : tr("Cannot Redo"),
            undo ? tr("“%1” was not undone; nothing was changed.").arg(label)
                 : tr("“%1” was not redone; nothing was changed.").arg(label),
            why, receipt.error);
}

void StoreMessages::readFailed(QMainWindow *window, const store::StoreError &error)
{
    const QString why = l10n::ProblemText::store(error.problem);
    window->statusBar()->showMessage(tr("The campaign could not be read: %1").arg(why));
    if (window->findChild<QMessageBox *>(u"readFailedBox"_s))
        return;
    openBox(window, u"readFailedBox"_s, tr("Cannot Read Campaign"),
            tr("Sheetwright could not read the campaign, so what it shows may be incomplete."), why, error.detail);
}

QString StoreMessages::notSaved(const store::Receipt &receipt, const QString &fieldLabel)
{
    // A change the campaign does not take is said in the store's own words (the check that
    // refused it); the file's troubles in the user's language.
    if (receipt.problem == store::StoreProblem::Conflict)
        return tr("Not saved: someone else just wrote “%1” into %2. Nothing was written: look at the sheet as it is "
                  "now and choose.")
            .arg(receipt.conflictValue, fieldLabel.isEmpty() ? receipt.conflictField : fieldLabel);
    const bool refused = receipt.problem == store::StoreProblem::Refused || receipt.problem == store::StoreProblem::None;
    return tr("Not saved: %1").arg(refused ? receipt.error : l10n::ProblemText::store(receipt.problem));
}

} // namespace sw::ui
