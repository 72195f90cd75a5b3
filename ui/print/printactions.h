#pragma once

#include "print/printoptions.h"
#include "store/campaignstore.h"

#include <QDialog>

class QAction;
class QCheckBox;
class QComboBox;
class QMenu;

namespace sw::ui {

class MainWindow;

// What to print, on which paper, and whether GM-only fields are left out: asked before an
// export, a print or a preview.
class PrintChoiceDialog : public QDialog
{
    Q_OBJECT

public:
    PrintChoiceDialog(MainWindow *window, QWidget *parent = nullptr);

    QList<store::SheetRef> sheets() const;
    print::PrintOptions options() const;

private:
    MainWindow *m_window;
    QComboBox *m_what;
    QComboBox *m_paper;
    QCheckBox *m_handout;
};

// File ▸ Export PDF…, Print… and Print Preview…: the same page layout on a PDF file, a printer
// or the preview. Enables `exportPdf` and adds the two print actions after it in `file`.
void installPrintActions(MainWindow *window, QMenu *file, QAction *exportPdf);

} // namespace sw::ui
