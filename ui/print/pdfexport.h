#pragma once

#include "print/printoptions.h"
#include "store/campaignstore.h"

#include <QList>
#include <QString>

class QPagedPaintDevice;

namespace sw::print {

// What can be printed, as sheet references:
//   character:<id>, crew:<id>          a campaign's sheet
//   factions (or faction:<id>)         the faction ladder
//   clocks, clock:<id>                 every clock, or one
//   blank-character:<playbook id>      a playbook to fill by hand
//   blank-crew:<crew type id>          a crew sheet to fill by hand
// Each sheet starts on a new page.

// A crew and then each of its members, as printWhole and writePdf take them.
QList<store::SheetRef> crewWithMembers(const store::CampaignStore &store, const QString &crewId);

// Parses "character:3", "factions", "blank-crew:assassins" …; nullopt for anything else.
std::optional<store::SheetRef> printableSheet(const QString &text);

// Paints the sheets on any paged device (a QPdfWriter, a QPrinter, a preview), on the paper
// the device is set up for. Returns an error text (empty on success): a missing sheet, an
// unknown playbook, a missing font. Nothing is painted when the sheets cannot all be printed.
QString paintSheets(const store::CampaignStore &store, const QList<store::SheetRef> &sheets,
                    const PrintOptions &options, QPagedPaintDevice &device);

// Writes the sheets as one vector PDF with embedded fonts at `path`, on options.paper.
// Returns an error text, empty on success.
QString writePdf(const store::CampaignStore &store, const QList<store::SheetRef> &sheets, const PrintOptions &options,
                 const QString &path);

} // namespace sw::print
