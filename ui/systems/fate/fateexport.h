#pragma once

// File ▸ Export to Fari for the Fate sheet shown: the character written as Fari's character JSON
// (core/systems/fate/io/fari.h, the code `sheetwright-cli fate export` uses) to a file the user
// names; what Fari has no place for is listed, and a file that cannot be written is said in words.
#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QWidget;

namespace sw::ui {

class FateEditor;

struct FateExportOutcome
{
    bool ok = false;
    QString message;      // what was written, or why not
    QStringList unmapped; // the sheet's values with no place in Fari's
};

class FateExport
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::FateExport)

public:
    static FateExportOutcome exportFile(const FateEditor &editor, qint64 id, const QString &path);
    // Asks where to save (NAME.fari.json proposed), writes, and says what was written and what was
    // not mapped, or why nothing was. False when nothing was written.
    static bool exportInteractive(const FateEditor &editor, qint64 id, QWidget *parent);
};

} // namespace sw::ui
