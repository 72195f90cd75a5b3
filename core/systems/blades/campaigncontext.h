#pragma once

// Blades' part of an open campaign: the campaign's pack (or house-rules profile), read once, when
// something first needs it (a campaign that plays no Blades never reads it: issue #20), the packs
// its sheets recorded (each sheet is read with its own), and the campaign list's words for
// Blades' sheets.
#include "systems/blades/rulepack.h"
#include "systems/gamesystem.h"

#include <functional>
#include <map>
#include <memory>

namespace sw::models {
class CampaignSession;
}

namespace sw::blades {

class CampaignContext final : public systems::CampaignContext
{
public:
    // `userFolder`: where the user's packs are found (rulepackloader.h).
    explicit CampaignContext(std::shared_ptr<const RulePack> pack, QString userFolder = {});
    // The campaign's pack read by `load` on first use (called once).
    explicit CampaignContext(std::function<std::shared_ptr<const RulePack>()> load, QString userFolder = {});

    // The campaign's pack: new sheets are made with it; factions and clocks are read with it.
    const RulePack &pack() const;
    // The pack a sheet recorded (its id), read once; the campaign's when the id is empty or this
    // machine has no pack with it (`missing` then says so).
    const RulePack &packFor(const QString &id, bool *missing = nullptr) const;
    // packFor as a function (what gm::GmTable asks each sheet's pack from); this context must
    // outlive it.
    std::function<const RulePack &(const QString &)> sheetPacks() const;
    QString typeName(const store::SheetInfo &sheet, Language language) const override;
    QString defaultName(const store::SheetInfo &sheet, Language language) const override;

private:
    mutable std::shared_ptr<const RulePack> m_pack;
    mutable std::function<std::shared_ptr<const RulePack>()> m_load;
    QString m_userFolder;
    // Packs read for sheets, by id (null: this machine has none with that id).
    mutable std::map<QString, std::shared_ptr<const RulePack>> m_sheetPacks;
};

// The pack the open campaign plays with (read once, when it opened).
const RulePack &sessionPack(const models::CampaignSession &session);
// The pack a sheet is read with: the one it recorded (`id`), else the campaign's.
const RulePack &sheetPack(const models::CampaignSession &session, const QString &id, bool *missing = nullptr);
// Every sheet's pack, as CampaignContext::sheetPacks (the session must outlive it).
std::function<const RulePack &(const QString &)> sheetPacks(const models::CampaignSession &session);

} // namespace sw::blades
