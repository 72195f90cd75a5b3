#pragma once

// Which Fate pack (or profile: a custom skill list, creation pattern, ladder words — spec §2,
// §7.2) a campaign plays with. The built-in Fate Condensed pack, or a pack folder from the user's
// Fate pack folder, found by its id. The choice is Fate's own "fate-campaign" document (id
// "settings"), so picking it is a journaled edit: one undo step, like any other.
#include "store/campaignstore.h"
#include "systems/fate/pack.h"

#include <memory>

namespace sw::fate {

inline constexpr auto kCampaignKind = QLatin1StringView("fate-campaign");

// <data folder>/fate-packs: one sub-folder per pack (pack.json and the files it lists).
QString userFatePackFolder();
// The built-in pack first, then each sub-folder of `userFolder` holding a pack.json, loaded or not
// (`errors` says why not), by folder name.
QList<FatePackLoad> discoverFatePacks(const QString &userFolder = userFatePackFolder());
// The pack with this id (empty: the built-in one), or null when this machine has none that loads.
std::shared_ptr<const FatePack> fatePackById(const QString &id, const QString &userFolder = userFatePackFolder());

store::SheetRef campaignSettingsRef();
// The pack id the campaign names; empty when it names none (the built-in pack).
QString campaignFatePackId(const store::CampaignStore &store);
// The campaign's pack; the built-in one when it names none or one this machine does not have
// (`missing` is then set to that id).
std::shared_ptr<const FatePack> campaignFatePack(const store::CampaignStore &store, QString *missing = nullptr,
                                                 const QString &userFolder = userFatePackFolder());
store::SheetChange campaignPackChange(const QString &packId);
// Records the choice (one journal entry); `packId` empty goes back to the built-in pack.
store::Receipt setCampaignFatePack(store::CampaignStore &store, const QString &packId, const QString &label);
// Why the document is not Fate's campaign settings (its shape), or empty.
QString checkCampaignDocument(const QJsonObject &document);

} // namespace sw::fate
