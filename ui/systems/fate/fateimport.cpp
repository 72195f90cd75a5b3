#include "systems/fate/fateimport.h"

#include "common/undolabel.h"
#include "systems/fate/fateeditor.h"
#include "systems/fate/io/fari.h"
#include "systems/fate/sheetrules.h"
#include "systems/fate/store/fatesheets.h"

#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateImportOutcome FateImport::importFile(FateEditor *editor, const QByteArray &bytes, bool allowViolations)
{
    FateImportOutcome out;
    const fate::FariImport read = fate::importFari(bytes, editor->pack());
    if (!read.ok()) {
        out.message = tr("Nothing was imported: %1").arg(read.errors.join(u' '));
        return out;
    }
    out.unmapped = read.unmapped;
    fate::Character c = *read.character;
    const QList<rules::Violation> broken = fate::blockingViolations(c, editor->pack());
    if (!broken.isEmpty()) {
        out.rules = editor->explain(broken);
        if (!allowViolations) {
            out.breaksRules = true;
            out.message = tr("The character breaks rules: %1").arg(out.rules);
            return out;
        }
        for (const rules::Violation &v : broken)
            c.overrides.append({v.code, v.field, tr("Imported from Fari")});
    }
    const QString label = sw::trLabel("sw::ui::FateImport", "Import %1").arg(c.name);
    store::Receipt receipt;
    editor->push(label, [&](store::CampaignStore &s) { return receipt = fate::addCharacter(s, c, label); });
    if (receipt.ok) {
        out.sheet = receipt.sheet;
        out.message = label;
    } else {
        out.message = receipt.error.isEmpty() ? tr("Nothing was imported.") : receipt.error;
    }
    return out;
}

std::optional<store::SheetRef> FateImport::importInteractive(FateEditor *editor, QWidget *parent)
{
    const QString path = QFileDialog::getOpenFileName(parent, tr("Import from Fari"), QString(),
                                                      tr("Fari characters (*.fari.json *.json)"));
    if (path.isEmpty())
        return std::nullopt;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(parent, tr("Import from Fari"), tr("Could not read %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    FateImportOutcome outcome = importFile(editor, bytes);
    if (outcome.breaksRules) {
        QMessageBox ask(QMessageBox::Question, tr("Import from Fari"),
                        tr("The character breaks rules: %1 Import it anyway? The sheet will show what it breaks.")
                            .arg(outcome.rules),
                        QMessageBox::Cancel, parent);
        QPushButton *anyway = ask.addButton(tr("Import &Anyway"), QMessageBox::AcceptRole);
        anyway->setObjectName(u"importAnyway"_s);
        ask.exec();
        if (ask.clickedButton() != anyway)
            return std::nullopt;
        outcome = importFile(editor, bytes, true);
    }
    if (!outcome.sheet) {
        QMessageBox::warning(parent, tr("Import from Fari"), outcome.message);
        return std::nullopt;
    }
    if (!outcome.unmapped.isEmpty()) {
        QMessageBox note(QMessageBox::Information, tr("Import from Fari"),
                         tr("%1 came in. Fari's sheet has %n value(s) this sheet has no place for; they were "
                            "not imported.", nullptr, int(outcome.unmapped.size())).arg(outcome.message),
                         QMessageBox::Ok, parent);
        note.setObjectName(u"fariUnmapped"_s);
        note.setDetailedText(outcome.unmapped.join(u'\n'));
        note.exec();
    }
    return outcome.sheet;
}

} // namespace sw::ui
