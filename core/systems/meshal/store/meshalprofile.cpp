#include "systems/meshal/store/meshalprofile.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

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

QMap<QString, int> numbersOf(const QJsonObject &document)
{
    QMap<QString, int> out;
    const QJsonObject numbers = document.value(u"numbers"_s).toObject();
    for (auto it = numbers.begin(); it != numbers.end(); ++it)
        out.insert(it.key(), it.value().toInt());
    return out;
}

// The smallest value each number may take: no Talent at all, a coin worth at least one of the next.
int minimumOf(const QString &number)
{
    return number == u"starting_talent"_s ? 0 : 1;
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

QMap<QString, int> campaignNumbers(const store::CampaignStore &store)
{
    const std::optional<QJsonObject> document = store.snapshot(profileRef());
    return document ? numbersOf(*document) : QMap<QString, int>{};
}

std::shared_ptr<const MeshalPack> packWithModules(const QStringList &modules, const QMap<QString, int> &numbers)
{
    auto pack = std::make_shared<MeshalPack>(*builtInMeshalPack());
    for (Module &m : pack->modules)
        m.enabled = modules.contains(m.id);
    for (auto it = numbers.cbegin(); it != numbers.cend(); ++it) {
        if (kCampaignNumbers.contains(it.key()))
            pack->numbers.insert(it.key(), it.value());
    }
    return pack;
}

std::shared_ptr<const MeshalPack> campaignPack(const store::CampaignStore &store)
{
    return packWithModules(enabledModules(store), campaignNumbers(store));
}

QList<rules::Violation> profileProblems(const QStringList &modules)
{
    return checkProfile(*packWithModules(modules));
}

store::Receipt saveProfile(store::CampaignStore &store, const QStringList &modules, const QString &label)
{
    return saveProfile(store, modules, campaignNumbers(store), label);
}

store::Receipt saveProfile(store::CampaignStore &store, const QStringList &modules, const QMap<QString, int> &numbers,
                           const QString &label)
{
    QJsonObject document{{u"format"_s, 1}, {u"modules"_s, QJsonArray::fromStringList(modules)}};
    if (!numbers.isEmpty()) {
        QJsonObject values;
        for (auto it = numbers.cbegin(); it != numbers.cend(); ++it)
            values.insert(it.key(), it.value());
        document.insert(u"numbers"_s, values);
    }
    return store.save(profileRef(), document, u"meshal.profile"_s, label);
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
    const QJsonObject numbers = document.value(u"numbers"_s).toObject();
    if (document.contains(u"numbers"_s) && !document.value(u"numbers"_s).isObject())
        return u"/numbers: an object of the campaign's numbers"_s;
    for (auto it = numbers.begin(); it != numbers.end(); ++it) {
        if (!kCampaignNumbers.contains(it.key()))
            return u"/numbers/%1: not a number a campaign sets"_s.arg(it.key());
        const double value = it.value().toDouble(-1.0);
        if (!it.value().isDouble() || value != std::floor(value) || value < minimumOf(it.key()) || value > 100000)
            return u"/numbers/%1: a whole number from %2 up"_s.arg(it.key()).arg(minimumOf(it.key()));
    }
    const QList<rules::Violation> problems = profileProblems(modules);
    if (!problems.isEmpty())
        return u"/modules: \"%1\" needs \"%2\" (rule 49)"_s.arg(problems.first().params.value(u"module"_s).toString(),
                                                                 problems.first().params.value(u"requires"_s).toString());
    return {};
}

} // namespace sw::meshal
