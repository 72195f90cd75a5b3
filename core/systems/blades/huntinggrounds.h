#pragma once

// The crew's preferred operation in its hunting grounds (B §2 step 3): one of its crew type's
// operations (crew.json crew_types[].hunting_grounds, each with an id), kept by that id so it
// reads in every language, or the table's own words.
#include "systems/blades/rulepack.h"

#include <QList>
#include <QString>

namespace sw::blades {

// The crew type's operations, by id (names only: they have no summary).
QList<Entity> huntingOperations(const QString &crewType, const RulePack &pack);

// The id a preferred operation as stored stands for: a listed id, or the name of a listed one in
// any language (a sheet written before ids kept the English text: it reads as the id; a name typed
// reads as the id too). Empty: the table's own operation.
QString huntingOperationId(const QString &stored, const QString &crewType, const RulePack &pack);

// Its words: the pack's for a listed one, else the stored text in every language.
Text huntingOperationName(const QString &stored, const QString &crewType, const RulePack &pack);

} // namespace sw::blades
