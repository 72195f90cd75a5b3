#include "systems/blades/bladessystem.h"

#include "systems/blades/campaigncontext.h"
#include "systems/blades/documents.h"
#include "systems/blades/packregistry.h"
#include "systems/blades/rulepackloader.h"

using namespace Qt::StringLiterals;

namespace sw::blades {
namespace {

class BladesSystem final : public systems::GameSystem
{
public:
    QString id() const override { return u"blades"_s; }

    QString displayName(Language language) const override
    {
        switch (language) {
        case Language::TraditionalChinese:
            return u"暗夜冷鋒"_s;
        case Language::SimplifiedChinese:
            return u"暗夜刀锋"_s;
        case Language::English:
            break;
        }
        return u"Blades in the Dark"_s;
    }

    void registerDocumentKinds(store::DocumentKinds &kinds) const override { blades::registerDocumentKinds(kinds); }

    QList<systems::PackInfo> packs() const override
    {
        QList<systems::PackInfo> out;
        for (const PackLoad &load : discoverRulePacks()) {
            if (load.pack)
                out.append({load.pack->id, load.pack->version, load.pack->name.en, {}, load.pack->builtIn});
        }
        return out;
    }

    std::unique_ptr<systems::CampaignContext> openCampaign(const store::CampaignStore &store) const override
    {
        // The campaign's pack id as it opened; the pack itself is read when something first
        // needs it (a campaign that plays no Blades never does: issue #20). The id only changes
        // through MainWindow::usePack, which opens the campaign again.
        return std::make_unique<CampaignContext>([id = store.packId()] {
            auto pack = rulePackById(id);
            return pack ? pack : builtInRulePack();
        });
    }
};

} // namespace

void registerBlades(systems::GameSystemRegistry &registry)
{
    registry.add(std::make_unique<BladesSystem>());
}

} // namespace sw::blades
