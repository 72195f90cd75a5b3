#pragma once

// Turns schema-checked rule-pack JSON into the typed RulePack, and checks the ids the files
// refer to. Internal to the loader.
#include "systems/blades/rulepack.h"
#include "systems/blades/rulepackloader.h"

namespace sw::blades {

void parseManifest(const QJsonObject &manifest, RulePack &pack);
void parseCharacter(const QJsonObject &character, RulePack &pack);
void parseCrew(const QJsonObject &crew, RulePack &pack);
// Every id referred to exists; every action sits under one attribute; claims maps are sound.
QList<PackError> crossCheck(const RulePack &pack);

} // namespace sw::blades
