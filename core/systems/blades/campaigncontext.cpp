#include "systems/blades/campaigncontext.h"

#include "models/campaignsession.h"
#include "systems/blades/packregistry.h"
#include "systems/blades/rulepackloader.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::blades {

CampaignContext::CampaignContext(std::shared_ptr<const RulePack> pack, QString userFolder)
    : m_pack(std::move(pack)), m_userFolder(userFolder.isEmpty() ? userRulePackFolder() : std::move(userFolder))
{
}

CampaignContext::CampaignContext(std::function<std::shared_ptr<const RulePack>()> load, QString userFolder)
    : m_load(std::move(load)), m_userFolder(userFolder.isEmpty() ? userRulePackFolder() : std::move(userFolder))
{
}

const RulePack &CampaignContext::pack() const
{
    if (!m_pack) {
        m_pack = m_load();
        m_load = nullptr;
    }
    return *m_pack;
}

const RulePack &CampaignContext::packFor(const QString &id, bool *missing) const
{
    if (missing)
        *missing = false;
    if (id.isEmpty() || id == pack().id)
        return pack();
    auto it = m_sheetPacks.find(id);
    if (it == m_sheetPacks.end())
        it = m_sheetPacks.emplace(id, rulePackById(id, m_userFolder)).first;
    if (it->second)
        return *it->second;
    if (missing)
        *missing = true;
    return pack();
}

std::function<const RulePack &(const QString &)> CampaignContext::sheetPacks() const
{
    return [this](const QString &id) -> const RulePack & { return packFor(id); };
}

QString CampaignContext::typeName(const store::SheetInfo &sheet, Language language) const
{
    if (sheet.ref.kind == u"character"_s) {
        if (const Playbook *p = pack().playbook(sheet.type))
            return p->name.in(language);
    } else if (sheet.ref.kind == u"crew"_s) {
        if (const CrewType *t = pack().crewType(sheet.type))
            return t->name.in(language);
    } else if (sheet.ref.kind == u"faction"_s) {
        const QJsonArray categories = pack().documents.value(u"crew.json"_s).value(u"faction_categories"_s).toArray();
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
        for (const ExampleFaction &f : pack().factions) {
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

const RulePack &sheetPack(const models::CampaignSession &session, const QString &id, bool *missing)
{
    const auto *context = dynamic_cast<const CampaignContext *>(session.systemContext(u"blades"_s));
    Q_ASSERT(context);
    if (context)
        return context->packFor(id, missing);
    if (missing)
        *missing = false;
    return *builtInRulePack();
}

std::function<const RulePack &(const QString &)> sheetPacks(const models::CampaignSession &session)
{
    return [&session](const QString &id) -> const RulePack & { return sheetPack(session, id); };
}

} // namespace sw::blades
