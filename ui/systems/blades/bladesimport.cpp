#include "systems/blades/bladesimport.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"
#include "systems/blades/charactervalidator.h"
#include "systems/blades/crewvalidator.h"
#include "systems/blades/io/foundry.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/io/sheetjson.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace sw::ui {
ImportOutcome BladesImport::importFile(SheetEditor *editor, const QByteArray &bytes, bool allowViolations)
{
    ImportOutcome out;
    if (!editor || !editor->session())
        return out;
    const blades::RulePack &pack = editor->pack();
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (!document.isObject()) {
        out.message = tr("This file is not JSON: %1.").arg(parseError.errorString());
        return out;
    }
    const QJsonObject root = document.object();
    const QString format = root.value(u"format"_s).toString();
    QList<rules::Violation> broken;
    QString label;
    SheetEditor::Write write;
    if (format.isEmpty() && root.contains(u"system"_s)) {
        const io::FoundryImport foundry = io::importFoundryActor(bytes, pack);
        if (!foundry.ok()) {
            out.message = foundry.errors.join(u' ');
            return out;
        }
        switch (foundry.kind) {
        case io::FoundryKind::Character:
            broken = blades::blockingViolations(foundry.character, pack);
            label = sw::trLabel("sw::ui::BladesImport", "Import %1").arg(foundry.character.name);
            write = [c = foundry.character, label](store::CampaignStore &store) { return blades::addCharacter(store, c, std::nullopt, label); };
            break;
        case io::FoundryKind::Crew:
            broken = blades::blockingCrewViolations(foundry.crew, pack);
            label = sw::trLabel("sw::ui::BladesImport", "Import %1").arg(foundry.crew.name);
            write = [c = foundry.crew, label](store::CampaignStore &store) { return blades::addCrew(store, c, label); };
            break;
        case io::FoundryKind::Faction:
        case io::FoundryKind::Clock: {
            QList<store::SheetChange> changes;
            for (const blades::Faction &f : foundry.factions)
                changes.append({{u"faction"_s, f.id}, io::factionToJson(f)});
            for (const blades::ClockEntry &c : foundry.goalClocks)
                changes.append({{u"clock"_s, c.id}, io::clockToJson(c)});
            if (foundry.kind == io::FoundryKind::Clock)
                changes.append({{u"clock"_s, foundry.clock.id}, io::clockToJson(foundry.clock)});
            label = sw::trLabel("sw::ui::BladesImport", "Import %n sheet(s)", nullptr, int(changes.size()));
            write = [changes, label](store::CampaignStore &store) { return store.apply(changes, u"foundry.import"_s, label); };
            break;
        }
        case io::FoundryKind::None:
            out.message = tr("This Foundry VTT file holds nothing Sheetwright can take.");
            return out;
        }
    } else if (format == u"sheetwright-sheet"_s) {
        io::CharacterSheet sheet;
        QList<io::SheetReadError> errors;
        if (!io::readCharacterSheet(bytes, &sheet, &errors)) {
            QStringList lines;
            for (const io::SheetReadError &e : errors)
                lines << e.pointer + u": "_s + e.reason;
            out.message = lines.join(u'\n');
            return out;
        }
        broken = blades::blockingViolations(sheet.character, pack, blades::crewBenefits(sheet.crewUpgrades, pack));
        label = sw::trLabel("sw::ui::BladesImport", "Import %1").arg(sheet.character.name);
        write = [c = sheet.character, label](store::CampaignStore &store) { return blades::addCharacter(store, c, std::nullopt, label); };
    } else {
        out.message = tr("Import takes a Foundry VTT actor or a Sheetwright sheet (JSON); a whole campaign export is "
                         "imported with sheetwright-cli import.");
        return out;
    }
    if (!broken.isEmpty() && !allowViolations) {
        out.message = tr("Nothing was imported: the sheet breaks rules. %1").arg(editor->explain(broken));
        out.breaksRules = true;
        out.rules = editor->explain(broken);
        return out;
    }
    store::Receipt receipt;
    editor->push(label, [&](store::CampaignStore &store) {
        receipt = write(store);
        return receipt;
    });
    if (receipt.ok) {
        out.sheet = receipt.sheet;
        out.message = label;
    } else {
        out.message = receipt.error;
    }
    return out;
}

std::optional<store::SheetRef> BladesImport::importInteractive(SheetEditor *editor, QWidget *parent)
{
    const QString path = QFileDialog::getOpenFileName(parent, tr("Import"), QString(),
                                                      tr("Foundry VTT or Sheetwright JSON (*.json)"));
    if (path.isEmpty())
        return std::nullopt;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        QMessageBox::warning(parent, tr("Import"), tr("Could not read %1: %2").arg(path, file.errorString()));
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    ImportOutcome outcome = importFile(editor, bytes);
    if (outcome.breaksRules) {
        QMessageBox ask(QMessageBox::Question, tr("Import"),
                        tr("The sheet breaks rules: %1 Import it anyway? The sheet will show what it breaks.")
                            .arg(outcome.rules),
                        QMessageBox::Cancel, parent);
        QPushButton *anyway = ask.addButton(tr("Import &Anyway"), QMessageBox::AcceptRole);
        anyway->setObjectName(u"importAnyway"_s);
        ask.exec();
        if (ask.clickedButton() != anyway)
            return std::nullopt;
        outcome = importFile(editor, bytes, true);
    }
    if (!outcome.sheet)
        QMessageBox::warning(parent, tr("Import"), outcome.message);
    return outcome.sheet;
}

} // namespace sw::ui
