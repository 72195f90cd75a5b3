#include "systems/blades/io/recordjson.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::io {
namespace {

// Field-by-field copies in both directions, written once: each field names its JSON key and
// member, and the same table writes and reads.
struct Json
{
    QJsonObject o;

    void put(const QString &key, const QString &v) { o.insert(key, v); }
    void put(const QString &key, int v) { o.insert(key, v); }
    void put(const QString &key, bool v) { o.insert(key, v); }
    void put(const QString &key, const QStringList &v) { o.insert(key, QJsonArray::fromStringList(v)); }
    void put(const QString &key, const QList<int> &v)
    {
        QJsonArray a;
        for (int i : v)
            a.append(i);
        o.insert(key, a);
    }
    template <typename T>
    void put(const QString &key, const QMap<QString, T> &v)
    {
        QJsonObject m;
        for (auto it = v.begin(); it != v.end(); ++it)
            m.insert(it.key(), it.value());
        o.insert(key, m);
    }

    void get(const QString &key, QString &v) const { v = o.value(key).toString(); }
    void get(const QString &key, int &v) const { v = o.value(key).toInt(); }
    void get(const QString &key, bool &v) const { v = o.value(key).toBool(); }
    void get(const QString &key, QStringList &v) const
    {
        v.clear();
        for (const QJsonValue &e : o.value(key).toArray())
            v.append(e.toString());
    }
    void get(const QString &key, QList<int> &v) const
    {
        v.clear();
        for (const QJsonValue &e : o.value(key).toArray())
            v.append(e.toInt());
    }
    void get(const QString &key, QMap<QString, int> &v) const
    {
        v.clear();
        const QJsonObject m = o.value(key).toObject();
        for (auto it = m.begin(); it != m.end(); ++it)
            v.insert(it.key(), it.value().toInt());
    }
    void get(const QString &key, QMap<QString, QString> &v) const
    {
        v.clear();
        const QJsonObject m = o.value(key).toObject();
        for (auto it = m.begin(); it != m.end(); ++it)
            v.insert(it.key(), it.value().toString());
    }
};

// Visits every field of a score with its key: f(key, member).
template <typename S, typename F>
void scoreFields(S &s, F &&f)
{
    f(u"id"_s, s.id);
    f(u"crew"_s, s.crew);
    f(u"target"_s, s.target);
    f(u"target_faction"_s, s.targetFaction);
    f(u"target_tier"_s, s.targetTier);
    f(u"plan"_s, s.plan);
    f(u"detail"_s, s.detail);
    f(u"loads"_s, s.loads);
    f(u"engagement_modifiers"_s, s.engagementModifiers);
    f(u"engagement_extra_dice"_s, s.engagementExtraDice);
    f(u"engagement_dice"_s, s.engagementDice);
    f(u"engagement_rolled"_s, s.engagementRolled);
    f(u"engagement_outcome"_s, s.engagementOutcome);
    f(u"outcome"_s, s.outcome);
    f(u"coin_band"_s, s.coinBand);
    f(u"extra_coin"_s, s.extraCoin);
    f(u"quiet"_s, s.quiet);
    f(u"heat_profile"_s, s.heatProfile);
    f(u"high_profile"_s, s.highProfile);
    f(u"hostile_turf"_s, s.hostileTurf);
    f(u"killing"_s, s.killing);
    f(u"heat_adjustment"_s, s.heatAdjustment);
    f(u"status_changes"_s, s.statusChanges);
    f(u"coin_to_members"_s, s.coinToMembers);
    f(u"at_war"_s, s.atWar);
    f(u"rep_gained"_s, s.repGained);
    f(u"coin_gained"_s, s.coinGained);
    f(u"heat_gained"_s, s.heatGained);
    f(u"wanted_gained"_s, s.wantedGained);
}

template <typename A, typename F>
void activityFields(A &a, F &&f)
{
    f(u"character"_s, a.character);
    f(u"activity"_s, a.activity);
    f(u"track"_s, a.track);
    f(u"coin_spent"_s, a.coinSpent);
    f(u"action"_s, a.action);
    f(u"clock"_s, a.clock);
    f(u"choice"_s, a.choice);
    f(u"detail"_s, a.detail);
    f(u"pool"_s, a.pool);
    f(u"dice"_s, a.dice);
    f(u"result"_s, a.result);
    f(u"value"_s, a.value);
}

template <typename D, typename F>
void downtimeFields(D &d, F &&f)
{
    f(u"id"_s, d.id);
    f(u"crew"_s, d.crew);
    f(u"after_score"_s, d.afterScore);
    f(u"entanglement_dice"_s, d.entanglementDice);
    f(u"entanglement_band"_s, d.entanglementBand);
    f(u"entanglement_row"_s, d.entanglementRow);
    f(u"entanglements"_s, d.entanglements);
    f(u"entanglement"_s, d.entanglement);
    f(u"extra_activities"_s, d.extraActivities);
    f(u"finished"_s, d.finished);
}

} // namespace

QJsonObject scoreToJson(const Score &score)
{
    Json j;
    scoreFields(score, [&](const QString &key, const auto &v) { j.put(key, v); });
    return j.o;
}

Score scoreFromJson(const QJsonObject &json)
{
    Score score;
    const Json j{json};
    scoreFields(score, [&](const QString &key, auto &v) { j.get(key, v); });
    return score;
}

QJsonObject downtimeToJson(const Downtime &downtime)
{
    Json j;
    downtimeFields(downtime, [&](const QString &key, const auto &v) { j.put(key, v); });
    QJsonArray activities;
    for (const DowntimeActivity &a : downtime.activities) {
        Json aj;
        activityFields(a, [&](const QString &key, const auto &v) { aj.put(key, v); });
        activities.append(aj.o);
    }
    j.o.insert(u"activities"_s, activities);
    return j.o;
}

Downtime downtimeFromJson(const QJsonObject &json)
{
    Downtime downtime;
    const Json j{json};
    downtimeFields(downtime, [&](const QString &key, auto &v) { j.get(key, v); });
    for (const QJsonValue &v : json.value(u"activities"_s).toArray()) {
        DowntimeActivity a;
        const Json aj{v.toObject()};
        activityFields(a, [&](const QString &key, auto &m) { aj.get(key, m); });
        downtime.activities.append(a);
    }
    return downtime;
}

} // namespace sw::io
