#pragma once

#include "systems/blades/character.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw::io {

// One character sheet as a file (docs/sheet-format.md): the character, the rule pack it uses,
// and the crew upgrades its checks depend on.
struct CharacterSheet
{
    blades::Character character;
    QStringList crewUpgrades;
};

struct SheetReadError
{
    QString pointer; // JSON pointer, empty for a syntax error
    QString reason;
};

// Reads a sheet from JSON text. The text is checked against the sheet schema first, so a
// hostile or mistyped file gives errors, never a half-read sheet.
bool readCharacterSheet(const QByteArray &json, CharacterSheet *sheet, QList<SheetReadError> *errors);
QJsonObject characterSheetToJson(const CharacterSheet &sheet);
// Reads a sheet object already known to be valid (a campaign's own document): no schema pass.
blades::Character characterFromSheetObject(const QJsonObject &root);
QByteArray writeCharacterSheet(const CharacterSheet &sheet);

} // namespace sw::io
