#include "systems/fate/characterjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

QJsonArray invokesJson(const QList<FreeInvokes> &invokes)
{
    QJsonArray out;
    for (const FreeInvokes &f : invokes)
        out.append(QJsonObject{{u"holder"_s, f.holder}, {u"count"_s, f.count}});
    return out;
}

QList<FreeInvokes> invokesFrom(const QJsonValue &value)
{
    QList<FreeInvokes> out;
    for (const QJsonValue &f : value.toArray())
        out.append({f[u"holder"_s].toString(), f[u"count"_s].toInt()});
    return out;
}

QJsonArray boolsJson(const QList<bool> &bools)
{
    QJsonArray out;
    for (bool b : bools)
        out.append(b);
    return out;
}

QList<bool> boolsFrom(const QJsonValue &value)
{
    QList<bool> out;
    for (const QJsonValue &b : value.toArray())
        out.append(b.toBool());
    return out;
}

QJsonObject stuntJson(const Stunt &s)
{
    QJsonObject o{{u"name"_s, s.name}, {u"kind"_s, s.ruleChange ? u"rule_change"_s : u"bonus"_s}};
    if (!s.text.isEmpty())
        o.insert(u"text"_s, s.text);
    if (!s.skill.isEmpty())
        o.insert(u"skill"_s, s.skill);
    if (s.action)
        o.insert(u"action"_s, actionId(*s.action));
    if (!s.ruleChange)
        o.insert(u"bonus"_s, s.bonus);
    if (s.fpCost)
        o.insert(u"fp_cost"_s, s.fpCost);
    if (!s.permitsSkill.isEmpty() && s.permitsAction)
        o.insert(u"permits"_s, QJsonObject{{u"skill"_s, s.permitsSkill}, {u"action"_s, actionId(*s.permitsAction)}});
    return o;
}

Stunt stuntFrom(const QJsonValue &v)
{
    Stunt s;
    s.name = v[u"name"_s].toString();
    s.text = v[u"text"_s].toString();
    s.ruleChange = v[u"kind"_s].toString() == u"rule_change"_s;
    s.skill = v[u"skill"_s].toString();
    s.action = actionFromId(v[u"action"_s].toString());
    s.bonus = v[u"bonus"_s].toInt(2);
    s.fpCost = v[u"fp_cost"_s].toInt(0);
    s.permitsSkill = v[u"permits"_s][u"skill"_s].toString();
    s.permitsAction = actionFromId(v[u"permits"_s][u"action"_s].toString());
    return s;
}

} // namespace

QJsonObject toJson(const Character &c)
{
    QJsonArray aspects;
    for (const Aspect &a : c.aspects) {
        QJsonObject o{{u"kind"_s, a.kind}, {u"text"_s, a.text}};
        if (!a.freeInvokes.isEmpty())
            o.insert(u"free_invokes"_s, invokesJson(a.freeInvokes));
        aspects.append(o);
    }
    QJsonArray skills;
    for (const SkillRating &s : c.skills)
        skills.append(QJsonObject{{u"id"_s, s.id}, {u"rating"_s, s.rating}});
    QJsonArray stunts;
    for (const Stunt &s : c.stunts)
        stunts.append(stuntJson(s));
    QJsonArray consequences;
    for (const Consequence &k : c.consequences) {
        QJsonObject o{{u"slot"_s, k.slot}, {u"text"_s, k.text}, {u"in_recovery"_s, k.inRecovery}};
        if (!k.createdBy.isEmpty())
            o.insert(u"created_by"_s, k.createdBy);
        if (!k.freeInvokes.isEmpty())
            o.insert(u"free_invokes"_s, invokesJson(k.freeInvokes));
        consequences.append(o);
    }
    QJsonArray boosts;
    for (const QString &b : c.boosts)
        boosts.append(QJsonObject{{u"text"_s, b}});
    QJsonArray extras;
    for (const Extra &e : c.extras)
        extras.append(QJsonObject{{u"name"_s, e.name}, {u"text"_s, e.text}});
    QJsonArray overrides;
    for (const rules::Override &o : c.overrides)
        overrides.append(QJsonObject{{u"code"_s, o.code}, {u"field"_s, o.field}, {u"reason"_s, o.reason}});
    QJsonObject out{{u"pack"_s, QJsonObject{{u"id"_s, c.packId}, {u"version"_s, c.packVersion}}},
            {u"stage"_s, c.creation ? u"creation"_s : u"play"_s},
            {u"name"_s, c.name},
            {u"description"_s, c.description},
            {u"aspects"_s, aspects},
            {u"skills"_s, skills},
            {u"stunts"_s, stunts},
            {u"refresh"_s, c.refresh},
            {u"refresh_gained"_s, c.refreshGained},
            {u"fate_points"_s, c.fatePoints},
            {u"fate_points_owed"_s, c.fatePointsOwed},
            {u"stress"_s, QJsonObject{{u"physical"_s, boolsJson(c.physicalStress)}, {u"mental"_s, boolsJson(c.mentalStress)}}},
            {u"consequences"_s, consequences},
            {u"boosts"_s, boosts},
            {u"extras"_s, extras},
            {u"overrides"_s, overrides}};
    if (c.extremeTaken)
        out.insert(u"extreme_taken"_s, true); // written only while it holds (spec §7.5)
    if (c.skillSteps > 0)
        out.insert(u"skill_steps"_s, c.skillSteps); // written only when some are saved
    return out;
}

Character characterFromJson(const QJsonObject &d)
{
    Character c;
    c.packId = d[u"pack"_s][u"id"_s].toString();
    c.packVersion = d[u"pack"_s][u"version"_s].toString();
    c.creation = d[u"stage"_s].toString() != u"play"_s;
    c.name = d[u"name"_s].toString();
    c.description = d[u"description"_s].toString();
    for (const QJsonValue &a : d[u"aspects"_s].toArray())
        c.aspects.append({a[u"kind"_s].toString(), a[u"text"_s].toString(), invokesFrom(a[u"free_invokes"_s])});
    for (const QJsonValue &s : d[u"skills"_s].toArray())
        c.skills.append({s[u"id"_s].toString(), s[u"rating"_s].toInt()});
    for (const QJsonValue &s : d[u"stunts"_s].toArray())
        c.stunts.append(stuntFrom(s));
    c.refresh = d[u"refresh"_s].toInt();
    c.refreshGained = d[u"refresh_gained"_s].toInt();
    c.skillSteps = d[u"skill_steps"_s].toInt(0);
    c.fatePoints = d[u"fate_points"_s].toInt();
    c.fatePointsOwed = d[u"fate_points_owed"_s].toInt();
    c.extremeTaken = d[u"extreme_taken"_s].toBool(false);
    c.physicalStress = boolsFrom(d[u"stress"_s][u"physical"_s]);
    c.mentalStress = boolsFrom(d[u"stress"_s][u"mental"_s]);
    for (const QJsonValue &k : d[u"consequences"_s].toArray())
        c.consequences.append({k[u"slot"_s].toString(), k[u"text"_s].toString(), k[u"in_recovery"_s].toBool(),
                               k[u"created_by"_s].toString(), invokesFrom(k[u"free_invokes"_s])});
    for (const QJsonValue &b : d[u"boosts"_s].toArray())
        c.boosts.append(b[u"text"_s].toString());
    for (const QJsonValue &e : d[u"extras"_s].toArray())
        c.extras.append({e[u"name"_s].toString(), e[u"text"_s].toString()});
    for (const QJsonValue &o : d[u"overrides"_s].toArray())
        c.overrides.append({o[u"code"_s].toString(), o[u"field"_s].toString(), o[u"reason"_s].toString()});
    return c;
}

int Character::rating(const QString &skill) const
{
    for (const SkillRating &s : skills) {
        if (s.id == skill)
            return s.rating;
    }
    return 0;
}

QString actionId(Action action)
{
    switch (action) {
    case Action::Overcome:
        return u"overcome"_s;
    case Action::CreateAdvantage:
        return u"create_advantage"_s;
    case Action::Attack:
        return u"attack"_s;
    case Action::Defend:
        break;
    }
    return u"defend"_s;
}

std::optional<Action> actionFromId(const QString &id)
{
    for (Action a : {Action::Overcome, Action::CreateAdvantage, Action::Attack, Action::Defend}) {
        if (actionId(a) == id)
            return a;
    }
    return std::nullopt;
}

QString trackId(Track track)
{
    return track == Track::Physical ? u"physical"_s : u"mental"_s;
}

} // namespace sw::fate
