#pragma once

#include "store/campaignstore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

class QWidget;

namespace sw::ui {

class SheetEditor;

// File ▸ Import for Blades: a Foundry VTT actor (a scoundrel, a crew, a clock or a factions actor)
// or a Sheetwright sheet (JSON), added to the open campaign in one undo step. A sheet that breaks
// the rules is refused, each rule said in words; nothing is written then.
struct ImportOutcome
{
    std::optional<store::SheetRef> sheet; // the sheet made (the first, when several)
    QString message;                       // what happened, or why nothing did
    bool breaksRules = false;              // refused only for the rules it breaks (allowViolations takes it)
    QString rules;                         // those rules, in words
};

class BladesImport
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::BladesImport)

public:
    // `allowViolations`: a sheet that breaks rules comes in anyway (it shows what it breaks), as
    // sheetwright-cli import --allow-violations does.
    static ImportOutcome importFile(SheetEditor *editor, const QByteArray &bytes, bool allowViolations = false);
    // Asks for a file and imports it (importFile); a sheet that breaks rules is imported only when
    // the user says so; says why in a message box when nothing was imported.
    static std::optional<store::SheetRef> importInteractive(SheetEditor *editor, QWidget *parent);
};

} // namespace sw::ui
