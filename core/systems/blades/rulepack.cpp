#include "systems/blades/rulepack.h"

#include <QJsonArray>

#include <algorithm>

namespace sw::blades {
namespace {

template <typename T>
const T *findById(const QList<T> &list, const QString &id)
{
    const auto it = std::find_if(list.begin(), list.end(), [&](const T &e) { return e.id == id; });
    return it == list.end() ? nullptr : &*it;
}

} // namespace

Text textFrom(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    return {o.value(QLatin1StringView("en")).toString(), o.value(QLatin1StringView("zh_TW")).toString(),
            o.value(QLatin1StringView("zh_CN")).toString()};
}

QStringList stringsFrom(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &s : value.toArray())
        out << s.toString();
    return out;
}

QString Text::in(Language language) const
{
    switch (language) {
    case Language::TraditionalChinese:
        return zhTW.isEmpty() ? en : zhTW;
    case Language::SimplifiedChinese:
        return zhCN.isEmpty() ? en : zhCN;
    case Language::English:
        break;
    }
    return en;
}

bool ClaimsMap::linked(int a, int b) const
{
    return std::any_of(links.begin(), links.end(), [&](const auto &l) {
        return (l.first == a && l.second == b) || (l.first == b && l.second == a);
    });
}

std::optional<int> RulePack::number(const QString &key) const
{
    const auto it = numbers.constFind(key);
    if (it == numbers.constEnd())
        return std::nullopt;
    return *it;
}

const Entity *RulePack::action(const QString &wanted) const { return findById(actions, wanted); }
const Attribute *RulePack::attribute(const QString &wanted) const { return findById(attributes, wanted); }
const Ability *RulePack::ability(const QString &wanted) const { return findById(abilities, wanted); }
const Playbook *RulePack::playbook(const QString &wanted) const { return findById(playbooks, wanted); }
const Upgrade *RulePack::upgrade(const QString &wanted) const { return findById(upgrades, wanted); }
const CrewType *RulePack::crewType(const QString &wanted) const { return findById(crewTypes, wanted); }
const LoadLevel *RulePack::loadLevel(const QString &wanted) const { return findById(loadLevels, wanted); }
const ArmorKind *RulePack::armorKind(const QString &wanted) const { return findById(armorKinds, wanted); }
bool RulePack::hasTraumaCondition(const QString &wanted) const { return findById(traumaConditions, wanted); }
bool RulePack::hasVice(const QString &wanted) const { return findById(vices, wanted); }
bool RulePack::hasHeritage(const QString &wanted) const { return findById(heritages, wanted); }
bool RulePack::hasBackground(const QString &wanted) const { return findById(backgrounds, wanted); }

const Attribute *RulePack::attributeOf(const QString &actionId) const
{
    const auto it = std::find_if(attributes.begin(), attributes.end(),
                                 [&](const Attribute &a) { return a.actions.contains(actionId); });
    return it == attributes.end() ? nullptr : &*it;
}

const Item *RulePack::item(const QString &wanted, const QString &playbookId) const
{
    if (const Item *standard = findById(items, wanted))
        return standard;
    for (const Playbook &p : playbooks) {
        if (!playbookId.isEmpty() && p.id != playbookId)
            continue;
        if (const Item *own = findById(p.items, wanted))
            return own;
    }
    return nullptr;
}

const HarmLevel *RulePack::harmLevel(int level) const
{
    const auto it = std::find_if(harmLevels.begin(), harmLevels.end(),
                                 [&](const HarmLevel &h) { return h.level == level; });
    return it == harmLevels.end() ? nullptr : &*it;
}

} // namespace sw::blades
