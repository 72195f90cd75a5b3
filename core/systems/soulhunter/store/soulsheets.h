#pragma once

// 狩魂者 documents in the campaign store: characters ("soulhunter-character") and the campaign's
// rules ("soulhunter-campaign": its profile and the base values its group filled in), read and
// written as value types. Each write is one journal entry, so one undo step.
#include "store/campaignstore.h"
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/content.h"
#include "systems/soulhunter/pack.h"
#include "systems/soulhunter/scene.h"
#include "systems/soulhunter/sin.h"

#include <optional>
#include <utility>

namespace sw::soulhunter {

inline constexpr auto kCharacterKind = QLatin1StringView("soulhunter-character");
inline constexpr auto kCampaignKind = QLatin1StringView("soulhunter-campaign");
inline constexpr auto kSinKind = QLatin1StringView("soulhunter-sin");
inline constexpr auto kContentKind = QLatin1StringView("soulhunter-content");
inline constexpr auto kSceneKind = QLatin1StringView("soulhunter-scene");

store::SheetRef characterRef(qint64 id);
std::optional<Character> character(const store::CampaignStore &store, qint64 id);
QList<std::pair<qint64, Character>> characters(const store::CampaignStore &store);
store::Receipt addCharacter(store::CampaignStore &store, const Character &character, const QString &label);
// Both refuse (nothing written) a sheet that breaks a rule of the campaign's rules (its base values
// included) the version before did not, and what breaks a rule between the two versions
// (changeViolations); the store's own check (the kind's) comes after.
store::Receipt saveCharacter(store::CampaignStore &store, qint64 id, const Character &character, const QString &command,
                             const QString &label, const QList<store::LedgerEvent> &ledger = {});

// The GM's Sins (spec §14).
std::optional<Sin> sin(const store::CampaignStore &store, qint64 id);
QList<std::pair<qint64, Sin>> sins(const store::CampaignStore &store);
store::Receipt addSin(store::CampaignStore &store, const Sin &sin, const QString &label);
store::Receipt saveSin(store::CampaignStore &store, qint64 id, const Sin &sin, const QString &command, const QString &label);
// Removes a Sin (one journal step: undo brings it back).
store::Receipt removeSin(store::CampaignStore &store, qint64 id, const QString &label);

// The GM's current scene (the campaign's first "soulhunter-scene" document), nullopt when none was set.
std::optional<Scene> scene(const store::CampaignStore &store);
// Writes the current scene (made on the first write), one journal step; refused when it breaks
// checkScene (nothing written).
store::Receipt saveScene(store::CampaignStore &store, const Scene &scene, const QString &label);

// The content packs imported into the campaign (one document each, by the pack's id): a second
// import of the same id replaces it (one journal step).
QList<std::shared_ptr<const Content>> contents(const store::CampaignStore &store);
store::Receipt importContent(store::CampaignStore &store, const Content &content);

// The campaign's rules: its "soulhunter-campaign" document (the first), else the built-in
// profile with nothing filled in.
Rules campaignRules(const store::CampaignStore &store);
// Sets (or with a null value, clears) one setting; the value is checked against the setting.
store::Receipt setCampaignSetting(store::CampaignStore &store, const QString &key, const QJsonValue &value);

} // namespace sw::soulhunter
