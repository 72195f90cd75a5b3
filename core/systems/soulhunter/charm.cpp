#include "systems/soulhunter/charm.h"

#include "systems/soulhunter/pack.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

const QStringList &charmKinds()
{
    static const QStringList kinds{u"warning"_s, u"duel"_s, u"task"_s, u"event"_s};
    return kinds;
}

QString charmSizeSetting(const QString &kind)
{
    return u"charm_size_"_s + kind;
}

std::optional<int> charmCapacity(const Charm &charm, const Rules &rules)
{
    if (charm.capacity)
        return charm.capacity;
    if (!charmKinds().contains(charm.kind))
        return std::nullopt;
    return rules.number(charmSizeSetting(charm.kind));
}

QJsonArray toJson(const QList<Charm> &charms)
{
    QJsonArray out;
    for (const Charm &c : charms) {
        QJsonObject o{{u"name"_s, c.name}, {u"kind"_s, c.kind}, {u"notes"_s, QJsonArray::fromStringList(c.notes)}};
        if (c.capacity)
            o.insert(u"capacity"_s, *c.capacity);
        out.append(o);
    }
    return out;
}

QList<Charm> charmsFromJson(const QJsonValue &array)
{
    QList<Charm> out;
    for (const QJsonValue &v : array.toArray()) {
        Charm c;
        c.name = v[u"name"_s].toString();
        c.kind = v[u"kind"_s].toString();
        if (v.toObject().contains(u"capacity"_s))
            c.capacity = v[u"capacity"_s].toInt();
        for (const QJsonValue &n : v[u"notes"_s].toArray())
            c.notes << n.toString();
        out.append(c);
    }
    return out;
}

namespace {

QList<rules::Violation> check(const QList<Charm> &charms, const Rules *rules, const QString &prefix)
{
    QList<rules::Violation> out;
    for (qsizetype i = 0; i < charms.size(); ++i) {
        const Charm &c = charms.at(i);
        const QString field = prefix + u"charms/"_s + QString::number(i);
        if (c.name.trimmed().isEmpty())
            out.append({u"soulhunter.charm.name_empty"_s, field + u"/name"_s, {}});
        if (!charmKinds().contains(c.kind)) {
            out.append({u"soulhunter.charm.kind_unknown"_s, field + u"/kind"_s, {{u"kind"_s, c.kind}}});
            continue;
        }
        if (c.capacity && *c.capacity < 1) {
            out.append({u"soulhunter.charm.capacity_range"_s, field + u"/capacity"_s, {{u"value"_s, *c.capacity}}});
            continue;
        }
        std::optional<int> capacity = c.capacity;
        if (!capacity && rules) {
            capacity = rules->number(charmSizeSetting(c.kind));
            if (!capacity) {
                out.append({u"soulhunter.charm.capacity_unset"_s, field + u"/capacity"_s,
                            {{u"setting"_s, charmSizeSetting(c.kind)}, {u"slashes"_s, c.slashes()}}});
                continue;
            }
        }
        if (capacity && c.slashes() > *capacity)
            out.append({u"soulhunter.charm.slashes_over"_s, field + u"/notes"_s,
                        {{u"slashes"_s, c.slashes()}, {u"capacity"_s, *capacity}}});
    }
    return out;
}

} // namespace

QList<rules::Violation> checkCharms(const QList<Charm> &charms, const Rules &rules, const QString &prefix)
{
    return check(charms, &rules, prefix);
}

QList<rules::Violation> newlyBrokenCharms(const QList<Charm> &before, const QList<Charm> &after, const Rules &rules)
{
    const QList<rules::Violation> was = checkCharms(before, rules);
    QList<rules::Violation> out;
    for (const rules::Violation &v : checkCharms(after, rules)) {
        bool known = was.contains(v);
        for (const rules::Violation &w : was)
            known = known || (v.code == u"soulhunter.charm.capacity_unset"_s && w.code == v.code && w.field == v.field
                              && w.params.value(u"slashes"_s).toInt() >= v.params.value(u"slashes"_s).toInt());
        if (!known)
            out << v;
    }
    return out;
}

QList<rules::Violation> checkCharmsAlone(const QList<Charm> &charms, const QString &prefix)
{
    return check(charms, nullptr, prefix);
}

} // namespace sw::soulhunter
