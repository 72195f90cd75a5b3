#pragma once

#include "print/printoptions.h"
#include "store/campaignstore.h"

#include <QList>
#include <QString>

class QPagedPaintDevice;

namespace sw::print {

// What can be printed, as sheet references: what each game system's printer names
// (print/sheetprinter.h) — for Blades, character:<id>, crew:<id>, factions (or faction:<id>),
// clocks (or clock:<id>), blank-character:<playbook id>, blank-crew:<crew type id>.
// Each sheet starts on a new page.

// The sheet and the sheets that belong with it (a crew and then each of its members).
QList<store::SheetRef> withMembers(const store::CampaignStore &store, const store::SheetRef &sheet);

// Parses "character:3", "factions", "blank-crew:assassins" …; nullopt for anything else.
std::optional<store::SheetRef> printableSheet(const QString &text);

// Paints the sheets on any paged device (a QPdfWriter, a QPrinter, a preview), on the paper
// the device is set up for. Returns an error text (empty on success): a missing sheet, an
// unknown playbook, a missing font. Nothing is painted when the sheets cannot all be printed.
QString paintSheets(const store::CampaignStore &store, const QList<store::SheetRef> &sheets,
                    const PrintOptions &options, QPagedPaintDevice &device);

// The file name an export suggests (no folder, ending in .pdf): the sheet's name when one sheet
// with a name is printed, the campaign's name otherwise; characters no file name may hold become
// "_".
QString suggestedFileName(const store::CampaignStore &store, const QList<store::SheetRef> &sheets);
// `name` made fit for a file name (no folder, no ending): trimmed, characters no file name may hold
// as "_", "Sheetwright" before it when it would be empty or hidden. Every export's suggestion.
QString safeFileName(const QString &name);

// Writes the sheets as one vector PDF with embedded fonts at `path`, on options.paper.
// Returns an error text, empty on success.
QString writePdf(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                 const QString &path);

} // namespace sw::print
