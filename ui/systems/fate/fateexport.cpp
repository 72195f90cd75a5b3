#include "systems/fate/fateexport.h"

#include "systems/fate/fateeditor.h"
#include "systems/fate/io/fari.h"
#include "print/pdfexport.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateExportOutcome FateExport::exportFile(const FateEditor &editor, qint64 id, const QString &path)
{
    FateExportOutcome out;
    const std::optional<fate::Character> c = editor.character(id);
    if (!c) {
        out.message = tr("Nothing was exported: the campaign has no such Fate character.");
        return out;
    }
    const QByteArray bytes = fate::exportFariNow(*c, editor.pack(), &out.unmapped);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        out.message = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return out;
    }
    out.ok = true;
    out.message = tr("%1 was exported to %2.").arg(c->name, QDir::toNativeSeparators(path));
    return out;
}

bool FateExport::exportInteractive(const FateEditor &editor, qint64 id, QWidget *parent)
{
    const std::optional<fate::Character> c = editor.character(id);
    if (!c)
        return false;
    QFileDialog dialog(parent, tr("Export to Fari"), QString(), tr("Fari characters (*.fari.json *.json)"));
    dialog.setObjectName(u"fariExportFile"_s);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(u"fari.json"_s);
    dialog.selectFile(print::safeFileName(c->name.trimmed().isEmpty() ? u"character"_s : c->name) + u".fari.json"_s);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    const FateExportOutcome outcome = exportFile(editor, id, dialog.selectedFiles().constFirst());
    if (!outcome.ok) {
        QMessageBox::warning(parent, tr("Export to Fari"), outcome.message);
        return false;
    }
    QMessageBox note(QMessageBox::Information, tr("Export to Fari"),
                     outcome.unmapped.isEmpty()
                         ? outcome.message
                         : tr("%1 Fari's sheet has no place for %n value(s) of this one; they were not exported.", nullptr,
                              int(outcome.unmapped.size())).arg(outcome.message),
                     QMessageBox::Ok, parent);
    note.setObjectName(u"fariExported"_s);
    if (!outcome.unmapped.isEmpty())
        note.setDetailedText(outcome.unmapped.join(u'\n'));
    note.exec();
    return true;
}

} // namespace sw::ui
