#pragma once

// Blades' part of an open campaign: the campaign's pack (or house-rules profile), read once when
// it opens, and the campaign list's words for Blades' sheets from it.
#include "systems/blades/rulepack.h"
#include "systems/gamesystem.h"

#include <memory>

namespace sw::models {
class CampaignSession;
}

namespace sw::blades {

class CampaignContext final : public systems::CampaignContext
{
public:
    explicit CampaignContext(std::shared_ptr<const RulePack> pack) : m_pack(std::move(pack)) {}

    const RulePack &pack() const { return *m_pack; }
    QString typeName(const store::SheetInfo &sheet, Language language) const override;
    QString defaultName(const store::SheetInfo &sheet, Language language) const override;

private:
    std::shared_ptr<const RulePack> m_pack;
};

// The pack the open campaign plays with (read once, when it opened).
const RulePack &sessionPack(const models::CampaignSession &session);

} // namespace sw::blades
