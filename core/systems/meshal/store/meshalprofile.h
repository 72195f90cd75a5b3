#pragma once

// A campaign's Meshal rules profile (spec §3 step 1): which 扩展 modules are on, and the numbers the
// host may set for the campaign (starting Talent, L237 / rule 20; the coin rates, L447 / rule 52),
// as one "meshal-profile" document, each change one undo step. The campaign's pack is the built-in
// one with those modules on and those numbers; a profile that breaks rule 49 (a module without the
// one it needs, e.g. age without natural death) is refused.
#include "store/campaignstore.h"
#include "systems/meshal/pack.h"

namespace sw::meshal {

inline constexpr auto kProfileKind = QLatin1StringView("meshal-profile");

store::SheetRef profileRef();
// The modules turned on in the campaign (none when it has no profile).
QStringList enabledModules(const store::CampaignStore &store);
// The pack's numbers a campaign may set, and those this campaign has set (the rest are the pack's).
inline const QStringList kCampaignNumbers{QStringLiteral("starting_talent"), QStringLiteral("silver_per_gold"),
                                          QStringLiteral("copper_per_silver")};
QMap<QString, int> campaignNumbers(const store::CampaignStore &store);
// The built-in pack with `modules` on (unknown ids ignored) and `numbers` in place of its own.
std::shared_ptr<const MeshalPack> packWithModules(const QStringList &modules, const QMap<QString, int> &numbers = {});
std::shared_ptr<const MeshalPack> campaignPack(const store::CampaignStore &store);
// Rule 49's violations of that profile, empty when it may be kept.
QList<rules::Violation> profileProblems(const QStringList &modules);
// Keeps the numbers already set; the second also sets them.
store::Receipt saveProfile(store::CampaignStore &store, const QStringList &modules, const QString &label);
store::Receipt saveProfile(store::CampaignStore &store, const QStringList &modules, const QMap<QString, int> &numbers,
                           const QString &label);
// The document kind's check.
QString checkProfileDocument(const QJsonObject &document);

} // namespace sw::meshal
