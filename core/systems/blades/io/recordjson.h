#pragma once

// JSON forms of the campaign's other records (crew, faction, clock, score, downtime), as the campaign file's
// journal keeps them and the campaign export writes them (docs/campaign-format.md). Readers
// trust their input: check it against resources/schemas/campaign.schema.json first.
#include "systems/blades/crew.h"
#include "systems/blades/gm.h"

#include <QJsonObject>

namespace sw::io {

QJsonObject crewToJson(const blades::Crew &crew);
blades::Crew crewFromJson(const QJsonObject &json);

QJsonObject factionToJson(const blades::Faction &faction);
blades::Faction factionFromJson(const QJsonObject &json);

QJsonObject clockToJson(const blades::ClockEntry &clock);
blades::ClockEntry clockFromJson(const QJsonObject &json);

// Scores and downtimes (gmrecordjson.cpp): every field by its snake_case name.
QJsonObject scoreToJson(const blades::Score &score);
blades::Score scoreFromJson(const QJsonObject &json);
QJsonObject downtimeToJson(const blades::Downtime &downtime);
blades::Downtime downtimeFromJson(const QJsonObject &json);

} // namespace sw::io
