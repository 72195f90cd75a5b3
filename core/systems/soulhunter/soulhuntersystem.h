#pragma once

// 狩魂者TRPG with the 追加规则 house rules (issue #21) as a game system of Sheetwright: id
// "soulhunter", two document kinds: "soulhunter-character" (a character) and
// "soulhunter-campaign" (the campaign's rules: its profile and the base values its group filled in)
// and "soulhunter-sin" (a Sin and its 执念 tags, the GM's record).
#include "systems/gamesystem.h"

#include <QJsonObject>

namespace sw::soulhunter {

inline constexpr int kFormatVersion = 1;

void registerSoulhunter(systems::GameSystemRegistry &registry);

// The checks the campaign store runs before every write (undo and redo included): the schema,
// the removed base fields (rule 9) and the sheet's rules with the sheet's own pack and no campaign
// values (what needs a base setting is left to `soulhunter validate`, which reads the campaign's).
// Empty when the document may be stored; else why not.
QString checkCharacterDocument(const QJsonObject &document);
QString checkCampaignDocument(const QJsonObject &document);

} // namespace sw::soulhunter
