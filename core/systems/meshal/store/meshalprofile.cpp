#include "systems/meshal/store/meshalprofile.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

QStringList modulesOf(const QJsonObject &document)
{
    QStringList out;
    for (const QJsonValue &v : document.value(u"modules"_s).toArray())
        out << v.toString();
    return out;
}

} // namespace

store::SheetRef profileRef()
{
    return {QString(kProfileKind), u"campaign"_s};
}

QStringList enabledModules(const store::CampaignStore &store)
{
    const std::optional<QJsonObject> document = store.snapshot(profileRef());
    return document ? modulesOf(*document) : QStringList{};
}

std::shared_ptr<const MeshalPack> packWithModules(const QStringList &modules)
{
    auto pack = std::make_shared<MeshalPack>(*builtInMeshalPack());
    for (Module &m : pack->modules)
        m.enabled = modules.contains(m.id);
    return pack;
}

std::shared_ptr<const MeshalPack> campaignPack(const store::CampaignStore &store)
{
    return packWithModules(enabledModules(store));
}

QList<rules::Violation> profileProblems(const QStringList &modules)
{
    return checkProfile(*packWithModules(modules));
}

store::Receipt saveProfile(store::CampaignStore &store, const QStringList &modules, const QString &label)
{
    return store.save(profileRef(), {{u"format"_s, 1}, {u"modules"_s, QJsonArray::fromStringList(modules)}},
                      u"meshal.profile"_s, label);
}

QString checkProfileDocument(const QJsonObject &document)
{
    if (document.value(u"format"_s).toInt() != 1 || !document.value(u"modules"_s).isArray())
        return u"/: a Meshal profile has format 1 and a list of modules"_s;
    const QStringList modules = modulesOf(document);
    const std::shared_ptr<const MeshalPack> pack = builtInMeshalPack();
    for (const QString &id : modules) {
        if (std::none_of(pack->modules.cbegin(), pack->modules.cend(), [&id](const Module &m) { return m.id == id; }))
            return u"/modules: unknown module \"%1\""_s.arg(id);
    }
    const QList<rules::Violation> problems = profileProblems(modules);
    if (!problems.isEmpty())
        return u"/modules: \"%1\" needs \"%2\" (rule 49)"_s.arg(problems.first().params.value(u"module"_s).toString(),
                                                                 problems.first().params.value(u"requires"_s).toString());
    return {};
}

} // namespace sw::meshal
