#pragma once

// File ▸ Import for Fate: a character exported from Fari (`.fari.json`, core/systems/fate/io/fari.h)
// added to the open campaign in one undo step. A file that cannot be read is refused with the
// reason; a character that breaks the rules comes in only when the user says Import Anyway (the
// rules it breaks are then recorded on it as the GM's overrides, as sheetwright-cli fate import
// --allow-violations does). What Fari has and the sheet has no place for is listed.
#include "store/campaignstore.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>

#include <optional>

class QWidget;

namespace sw::ui {

class FateEditor;

struct FateImportOutcome
{
    std::optional<store::SheetRef> sheet; // the sheet made
    QString message;                       // what happened, or why nothing did
    bool breaksRules = false;              // refused only for the rules it breaks
    QString rules;                         // those rules, in words
    QStringList unmapped;                  // Fari's values with no place on the sheet
};

class FateImport
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::FateImport)

public:
    static FateImportOutcome importFile(FateEditor *editor, const QByteArray &bytes, bool allowViolations = false);
    // Asks for a file and imports it; asks before a character that breaks rules comes in; says
    // what was not mapped, or why nothing was imported.
    static std::optional<store::SheetRef> importInteractive(FateEditor *editor, QWidget *parent);
};

} // namespace sw::ui
