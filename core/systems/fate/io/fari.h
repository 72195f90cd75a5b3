#pragma once

// Fari's character JSON (`.fari.json`, research/fari-format.md) for Fate Condensed characters.
// Fari keeps a sheet as pages of sections of typed blocks; the Fate Condensed template's sections
// are read by block type and order, not by label (Fari's other-language templates translate every
// label), and by shape, not by the `version` field (Fari leaves a file it fails to migrate as it
// is). Both the old shape (pages[].sections[]) and version 6 (pages[].rows[].columns[].sections[])
// are read; version 6 is written. What has no place on the other side is listed, never dropped in
// silence.
#include "systems/fate/character.h"
#include "systems/fate/pack.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QStringList>

#include <optional>

namespace sw::fate {

class Fari
{
    Q_DECLARE_TR_FUNCTIONS(sw::fate::Fari)
};

struct FariImport
{
    std::optional<Character> character; // set when the file could be read
    QStringList errors;                  // why not, one sentence each
    QStringList unmapped;                // "Section / block: value" with no place on the sheet
    bool ok() const { return character.has_value() && errors.isEmpty(); }
};

// Reads one exported Fari character (fariType "character", or none). The sheet comes out in play
// (its skills follow the column rule, not the creation pyramid), its stress tracks sized by
// Physique and Will; marks beyond the boxes are reported.
FariImport importFari(const QByteArray &bytes, const FatePack &pack);

// Writes the character as a Fari version 6 file of Fari's Fate Condensed layout (the skills of the
// pack in English, consequences with their recovery ticked). `unmapped` lists what Fari has no
// block for (free invokes, boosts, stunt mechanics, overrides…). `id` is Fari's id for the sheet.
QByteArray exportFari(const Character &character, const FatePack &pack, const QString &id, const QDateTime &now,
                      QStringList *unmapped);
// The same for a file to hand over now (sheetwright-cli fate export, File ▸ Export to Fari): a
// new id for Fari, the current time.
QByteArray exportFariNow(const Character &character, const FatePack &pack, QStringList *unmapped);

} // namespace sw::fate
