#pragma once

// A campaign's Meshal rules profile (spec §3 step 1): which 扩展 modules are on, as one
// "meshal-profile" document, each change one undo step. The campaign's pack is the built-in one
// with those modules on; a profile that breaks rule 49 (a module without the one it needs, e.g.
// age without natural death) is refused.
#include "store/campaignstore.h"
#include "systems/meshal/pack.h"

namespace sw::meshal {

inline constexpr auto kProfileKind = QLatin1StringView("meshal-profile");

store::SheetRef profileRef();
// The modules turned on in the campaign (none when it has no profile).
QStringList enabledModules(const store::CampaignStore &store);
// The built-in pack with `modules` on (unknown ids ignored).
std::shared_ptr<const MeshalPack> packWithModules(const QStringList &modules);
std::shared_ptr<const MeshalPack> campaignPack(const store::CampaignStore &store);
// Rule 49's violations of that profile, empty when it may be kept.
QList<rules::Violation> profileProblems(const QStringList &modules);
store::Receipt saveProfile(store::CampaignStore &store, const QStringList &modules, const QString &label);
// The document kind's check.
QString checkProfileDocument(const QJsonObject &document);

} // namespace sw::meshal
