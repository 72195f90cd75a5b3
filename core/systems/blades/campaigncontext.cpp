#include "systems/blades/campaigncontext.h"

#include "models/campaignsession.h"
#include "systems/blades/rulepackloader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::blades {

QString CampaignContext::typeName(const store::SheetInfo &sheet, Language language) const
{
    if (sheet.ref.kind == u"character"_s) {
        if (const Playbook *p = m_pack->playbook(sheet.type))
            return p->name.in(language);
    } else if (sheet.ref.kind == u"crew"_s) {
        if (const CrewType *t = m_pack->crewType(sheet.type))
            return t->name.in(language);
    } else if (sheet.ref.kind == u"faction"_s) {
        const QJsonArray categories = m_pack->documents.value(u"crew.json"_s).value(u"faction_categories"_s).toArray();
        for (const QJsonValue &c : categories) {
            if (c[u"id"_s].toString() == sheet.type)
                return textFrom(c[u"name"_s]).in(language);
        }
    }
    return {};
}

QString CampaignContext::defaultName(const store::SheetInfo &sheet, Language language) const
{
    // A faction taken from the rule pack's examples keeps the pack's name, in every language.
    if (sheet.ref.kind == u"faction"_s) {
        for (const ExampleFaction &f : m_pack->factions) {
            if (f.id == sheet.ref.id)
                return f.name.in(language);
        }
    }
    return {};
}

const RulePack &sessionPack(const models::CampaignSession &session)
{
    const auto *context = dynamic_cast<const CampaignContext *>(session.systemContext(u"blades"_s));
    // Every session has one context per registered system; Blades is always registered.
    Q_ASSERT(context);
    return context ? context->pack() : *builtInRulePack();
}

} // namespace sw::blades
