#pragma once

#include "store/campaignstore.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QWidget;

namespace sw::models {
class CampaignSession;
}

namespace sw::ui {

// Edit ▸ Export Sheet… for Blades: a scoundrel as a Sheetwright sheet (JSON, docs/sheet-format.md,
// with its crew's completed upgrades), a crew as a Foundry VTT actor — the files File ▸ Import
// reads back.
struct ExportOutcome
{
    bool ok = false;
    QString message;     // what happened, or why nothing did
    QStringList unmapped; // values the file's format has no place for (Foundry)
};

class BladesExport
{
    Q_DECLARE_TR_FUNCTIONS(sw::ui::BladesExport)

public:
    static bool canExport(const store::SheetRef &sheet);
    static ExportOutcome exportFile(const models::CampaignSession &session, const store::SheetRef &sheet, const QString &path);
    // Asks where (the sheet's name as the file's), exports, says what happened.
    static bool exportInteractive(const models::CampaignSession &session, const store::SheetRef &sheet, QWidget *parent);
};

} // namespace sw::ui
