#pragma once

// What the window says when the campaign store refuses: a step of undo or redo, an edit, a read.
// The reason is ProblemText's sentence for the store's code, in the interface's language.
#include "store/campaignstore.h"

#include <QCoreApplication>

class QMainWindow;

namespace sw::ui {

class StoreMessages
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::StoreMessages)

public:
    // A refused undo (or redo) of the step labelled `label`: the status bar and a message box
    // (window-modal, not blocking) say that nothing changed, and why.
    static void refusedStep(QMainWindow *window, const store::Receipt &receipt, const QString &label, bool undo);
    // The campaign could not be read: the status bar and one message box (not another while it is
    // open) say so, and why.
    static void readFailed(QMainWindow *window, const store::StoreError &error);
    // The status bar's line for an edit the store refused.
    // `fieldLabel`: a conflict's field in the user's words (SystemUi::fieldLabel); its path when empty.
    static QString notSaved(const store::Receipt &receipt, const QString &fieldLabel = {});
};

} // namespace sw::ui
