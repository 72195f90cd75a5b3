#include "systems/blades/bladesexport.h"

#include "models/campaignsession.h"
#include "print/pdfexport.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/crew.h"
#include "systems/blades/io/foundry.h"
#include "systems/blades/io/sheetjson.h"
#include "systems/blades/store/campaignsheets.h"

#include <QDir>
#include <QFileDialog>
#include <QMessageBox>
#include <QSaveFile>

using namespace Qt::StringLiterals;

namespace sw::ui {

namespace {

struct Made
{
    QByteArray bytes;
    QString name;
    QStringList unmapped;
};

std::optional<Made> make(const models::CampaignSession &session, const store::SheetRef &sheet)
{
    const store::CampaignStore &store = session.store();
    if (sheet.kind == u"character"_s) {
        const std::optional<blades::Character> c = blades::character(store, sheet.id.toLongLong());
        if (!c)
            return std::nullopt;
        io::CharacterSheet file{*c, {}};
        if (const std::optional<qint64> crewId = blades::crewOf(store, sheet.id.toLongLong())) {
            if (const std::optional<blades::Crew> crew = blades::crew(store, *crewId))
                file.crewUpgrades = blades::completedUpgrades(*crew, blades::sheetPack(session, crew->rulePack));
        }
        return Made{io::writeCharacterSheet(file), c->name, {}};
    }
    if (sheet.kind == u"crew"_s) {
        const std::optional<blades::Crew> crew = blades::crew(store, sheet.id.toLongLong());
        if (!crew)
            return std::nullopt;
        Made made{{}, crew->name, {}};
        made.bytes = io::exportFoundryCrew(*crew, blades::sheetPack(session, crew->rulePack), &made.unmapped);
        return made;
    }
    return std::nullopt;
}

} // namespace

bool BladesExport::canExport(const store::SheetRef &sheet)
{
    return sheet.kind == u"character"_s || sheet.kind == u"crew"_s;
}

ExportOutcome BladesExport::exportFile(const models::CampaignSession &session, const store::SheetRef &sheet, const QString &path)
{
    ExportOutcome out;
    const std::optional<Made> made = make(session, sheet);
    if (!made) {
        out.message = tr("Nothing was exported: the campaign has no such sheet.");
        return out;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(made->bytes) != made->bytes.size() || !file.commit()) {
        out.message = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
        return out;
    }
    out.ok = true;
    out.unmapped = made->unmapped;
    out.message = tr("%1 was exported to %2.").arg(made->name, QDir::toNativeSeparators(path));
    return out;
}

bool BladesExport::exportInteractive(const models::CampaignSession &session, const store::SheetRef &sheet, QWidget *parent)
{
    const std::optional<Made> made = make(session, sheet);
    if (!made)
        return false;
    const bool crew = sheet.kind == u"crew"_s;
    QFileDialog dialog(parent, tr("Export Sheet"), QString(),
                       crew ? tr("Foundry VTT actors (*.json)") : tr("Sheetwright sheets (*.json)"));
    dialog.setObjectName(u"exportSheetFile"_s);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setDefaultSuffix(u"json"_s);
    dialog.selectFile(print::safeFileName(made->name.trimmed().isEmpty() ? sheet.kind : made->name) + u".json"_s);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return false;
    const ExportOutcome outcome = exportFile(session, sheet, dialog.selectedFiles().constFirst());
    QMessageBox note(outcome.ok ? QMessageBox::Information : QMessageBox::Warning, tr("Export Sheet"),
                     outcome.unmapped.isEmpty()
                         ? outcome.message
                         : tr("%1 Foundry VTT's sheet has no place for: %2.").arg(outcome.message, outcome.unmapped.join(u", "_s)),
                     QMessageBox::Ok, parent);
    note.setObjectName(u"sheetExported"_s);
    note.exec();
    return outcome.ok;
}

} // namespace sw::ui
