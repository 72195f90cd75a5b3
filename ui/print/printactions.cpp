#include "print/printactions.h"

#include "mainwindow.h"
#include "print/pdfexport.h"
#include "sheettabs.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFormLayout>
#include <QMenu>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

Language languageOf(MainWindow *window)
{
    return window->language();
}

// The sheet of the current tab, or nothing on the campaign's home tab.
std::optional<store::SheetRef> currentSheet(MainWindow *window)
{
    SheetTabs *tabs = window->sheetTabs();
    const int index = tabs ? tabs->currentIndex() - 1 : -1;
    const QList<store::SheetRef> open = tabs ? tabs->openSheets() : QList<store::SheetRef>();
    if (index < 0 || index >= open.size())
        return std::nullopt;
    return open.at(index);
}

// Relabels the print actions when the language changes, as MainWindow::retranslate does its own.
class PrintActionLabels : public QObject
{
public:
    PrintActionLabels(QAction *print, QAction *preview, QObject *parent)
        : QObject(parent), m_print(print), m_preview(preview)
    {
        retranslate();
    }

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::LanguageChange)
            retranslate();
        return QObject::eventFilter(watched, event);
    }

private:
    void retranslate()
    {
        m_print->setText(PrintChoiceDialog::tr("&Print…"));
        m_print->setStatusTip(PrintChoiceDialog::tr("Print the sheets on paper"));
        m_preview->setText(PrintChoiceDialog::tr("Print Pre&view…"));
        m_preview->setStatusTip(PrintChoiceDialog::tr("See the printed pages before printing"));
    }

    QAction *m_print;
    QAction *m_preview;
};

void exportPdf(MainWindow *window)
{
    if (!window->session())
        return;
    PrintChoiceDialog choice(window, window);
    if (choice.exec() != QDialog::Accepted)
        return;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(print::suggestedFileName(window->session()->store(), choice.sheets()));
    const QString path = QFileDialog::getSaveFileName(window, PrintChoiceDialog::tr("Export PDF"), suggested,
                                                      PrintChoiceDialog::tr("PDF files (*.pdf)"));
    if (path.isEmpty())
        return;
    const QString error = print::writePdf(window->session()->store(), choice.sheets(), choice.options(), path);
    if (!error.isEmpty())
        QMessageBox::warning(window, PrintChoiceDialog::tr("Export PDF"), error);
}

void printOrPreview(MainWindow *window, bool preview)
{
    if (!window->session())
        return;
    PrintChoiceDialog choice(window, window);
    if (choice.exec() != QDialog::Accepted)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(print::pageSize(choice.options().paper));
    const QList<store::SheetRef> sheets = choice.sheets();
    const print::PrintOptions options = choice.options();
    const auto paint = [window, sheets, options](QPrinter *on) {
        const QString error = print::paintSheets(window->session()->store(), sheets, options, *on);
        if (!error.isEmpty())
            QMessageBox::warning(window, PrintChoiceDialog::tr("Print"), error);
    };
    if (preview) {
        QPrintPreviewDialog dialog(&printer, window);
        QObject::connect(&dialog, &QPrintPreviewDialog::paintRequested, window, paint);
        dialog.exec();
        return;
    }
    QPrintDialog dialog(&printer, window);
    if (dialog.exec() == QDialog::Accepted)
        paint(&printer);
}

} // namespace

PrintChoiceDialog::PrintChoiceDialog(MainWindow *window, QWidget *parent)
    : QDialog(parent), m_window(window)
{
    setObjectName(u"printChoiceDialog"_s);
    setWindowTitle(tr("Print Sheets"));
    m_what = new QComboBox(this);
    m_what->setObjectName(u"printWhat"_s);
    const store::CampaignStore &store = window->session()->store();
    const std::optional<store::SheetRef> current = currentSheet(window);
    const auto add = [this](const QString &text, const QList<store::SheetRef> &sheets) {
        QVariantList refs;
        for (const store::SheetRef &r : sheets)
            refs.append(QStringList{r.kind, r.id});
        m_what->addItem(text, refs);
    };
    if (current)
        add(tr("This sheet"), {*current});
    // What each game system prints besides (a crew with its members, the faction ladder …).
    for (const SystemUi *ui : window->systemUis().all()) {
        for (const SystemUi::PrintChoice &choice : ui->printChoices(store, current))
            add(choice.text, choice.sheets);
    }
    if (!window->sheetTabs()->openSheets().isEmpty())
        add(tr("Every open sheet"), window->sheetTabs()->openSheets());

    m_paper = new QComboBox(this);
    m_paper->setObjectName(u"printPaper"_s);
    m_paper->addItem(tr("A4"), int(print::Paper::A4));
    m_paper->addItem(tr("Letter"), int(print::Paper::Letter));
    const QLocale::Territory territory = QLocale::system().territory();
    if (territory == QLocale::UnitedStates || territory == QLocale::Canada)
        m_paper->setCurrentIndex(1);
    m_handout = new QCheckBox(tr("Player handout (leave out GM-only notes and hidden clocks)"), this);
    m_handout->setObjectName(u"printHandout"_s);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *form = new QFormLayout(this);
    form->addRow(tr("&Sheets:"), m_what);
    form->addRow(tr("&Paper:"), m_paper);
    form->addRow(m_handout);
    form->addRow(buttons);
}

QList<store::SheetRef> PrintChoiceDialog::sheets() const
{
    QList<store::SheetRef> refs;
    for (const QVariant &v : m_what->currentData().toList()) {
        const QStringList parts = v.toStringList();
        refs.append({parts.value(0), parts.value(1)});
    }
    return refs;
}

print::PrintOptions PrintChoiceDialog::options() const
{
    print::PrintOptions options;
    options.language = languageOf(m_window);
    options.paper = print::Paper(m_paper->currentData().toInt());
    options.handout = m_handout->isChecked();
    return options;
}

void installPrintActions(MainWindow *window, QMenu *file, QAction *exportPdf)
{
    exportPdf->setEnabled(true);
    QObject::connect(exportPdf, &QAction::triggered, window, [window] { ::sw::ui::exportPdf(window); });
    auto *printAction = new QAction(window);
    printAction->setObjectName(u"printSheets"_s);
    printAction->setShortcuts(QKeySequence::Print);
    QObject::connect(printAction, &QAction::triggered, window, [window] { printOrPreview(window, false); });
    auto *preview = new QAction(window);
    preview->setObjectName(u"printPreview"_s);
    QObject::connect(preview, &QAction::triggered, window, [window] { printOrPreview(window, true); });
    // Right after Export PDF, in the same group of the menu.
    const QList<QAction *> actions = file->actions();
    const qsizetype at = actions.indexOf(exportPdf);
    QAction *before = at >= 0 && at + 1 < actions.size() ? actions.at(at + 1) : nullptr;
    file->insertAction(before, printAction);
    file->insertAction(before, preview);
    window->installEventFilter(new PrintActionLabels(printAction, preview, window));
}

} // namespace sw::ui
