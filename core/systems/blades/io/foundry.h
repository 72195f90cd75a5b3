#pragma once

// Foundry VTT "Blades in the Dark" actors (the Dez384/megastruktur system, data model of 6.1.1):
// import into Sheetwright's sheets and export back. A Foundry actor export is one JSON document
// {name, type, system: {…}, items: [embedded item documents], flags, …}; names of playbooks,
// abilities, items, upgrades … are matched to the rule pack's English names (case and punctuation
// ignored, the compendium's "(C) " class prefix dropped). What Foundry has no field for travels
// in flags.sheetwright, which Foundry keeps untouched, so Sheetwright → Foundry → Sheetwright
// loses nothing. The field-by-field mapping is described at the top of foundryimport*.cpp.
#include "systems/blades/character.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "systems/blades/rulepack.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace sw::io {

enum class FoundryKind {
    None,      // nothing was imported (see errors)
    Character, // a "character" actor
    Crew,      // a "crew" actor
    Faction,   // a "factions" actor (or one "faction" item document)
    Clock,     // a "🕛 clock" actor
};

struct FoundryImport
{
    FoundryKind kind = FoundryKind::None;
    blades::Character character;
    blades::Crew crew;
    blades::Faction faction;  // the first faction of a factions actor
    blades::ClockEntry clock;

    // A factions actor holds any number of faction items: all of them, the crew's status with each
    // (Foundry's 1..7 read as −3..+3, by faction id) and their goal clocks (owner: the faction).
    QList<blades::Faction> factions;
    QMap<QString, int> factionStatus;
    QList<blades::ClockEntry> goalClocks;

    QStringList unmapped;   // one readable line per Foundry value Sheetwright could not take over
    QStringList errors;     // why nothing was imported; empty when the import worked
    QStringList violations; // the code of every rule the imported sheet breaks (it is imported anyway)

    bool ok() const { return errors.isEmpty(); }
};

// Reads one Foundry actor (or faction item) document. Not JSON, wrong types, out-of-range
// numbers, missing required parts or another Foundry system give errors and a result with
// kind None and nothing else in it; a sheet that breaks the rules is imported and its rule
// violations listed.
FoundryImport importFoundryActor(const QByteArray &json, const blades::RulePack &pack);

// Foundry actor JSON for a sheet, embedded items named with the pack's English names. Whatever
// Foundry cannot show is listed in `unmapped` (when given); it still travels in flags.sheetwright.
QByteArray exportFoundryCharacter(const blades::Character &character, const blades::RulePack &pack,
                                  QStringList *unmapped = nullptr);
QByteArray exportFoundryCrew(const blades::Crew &crew, const blades::RulePack &pack,
                             QStringList *unmapped = nullptr);
// A "factions" actor holding one faction item per faction, with the crew's status with each
// (−3..+3, absent = 0) and up to two goal clocks per faction (clocks owned by that faction).
QByteArray exportFoundryFactions(const QString &actorName, const QList<blades::Faction> &factions,
                                 const QMap<QString, int> &status, const QList<blades::ClockEntry> &goalClocks,
                                 const blades::RulePack &pack, QStringList *unmapped = nullptr);
// The same for one faction: the actor is named after it.
QByteArray exportFoundryFaction(const blades::Faction &faction, int status,
                                const QList<blades::ClockEntry> &goalClocks, const blades::RulePack &pack,
                                QStringList *unmapped = nullptr);
QByteArray exportFoundryClock(const blades::ClockEntry &clock, QStringList *unmapped = nullptr);

} // namespace sw::io
