#include "systems/fate/scene.h"

#include "systems/fate/economy.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::fate {

QJsonObject sceneToJson(const Scene &s)
{
    QJsonArray aspects;
    for (const SituationAspect &a : s.aspects) {
        QJsonArray held;
        for (const FreeInvokes &f : a.freeInvokes)
            held.append(QJsonObject{{u"holder"_s, f.holder}, {u"count"_s, f.count}});
        aspects.append(QJsonObject{{u"text"_s, a.text}, {u"free_invokes"_s, held}});
    }
    return {{u"aspects"_s, aspects}};
}

Scene sceneFromJson(const QJsonObject &d)
{
    Scene s;
    for (const QJsonValue &a : d[u"aspects"_s].toArray()) {
        SituationAspect aspect{a[u"text"_s].toString(), {}};
        for (const QJsonValue &f : a[u"free_invokes"_s].toArray())
            aspect.freeInvokes.append({f[u"holder"_s].toString(), f[u"count"_s].toInt()});
        s.aspects.append(aspect);
    }
    return s;
}

QString checkSceneDocument(const QJsonObject &d)
{
    if (!d[u"aspects"_s].isArray() || d.size() != 1)
        return u"/: a scene holds \"aspects\" and nothing else"_s;
    const QJsonArray aspects = d[u"aspects"_s].toArray();
    for (qsizetype i = 0; i < aspects.size(); ++i) {
        const QJsonObject a = aspects.at(i).toObject();
        if (!a[u"text"_s].isString() || a[u"text"_s].toString().trimmed().isEmpty())
            return u"/aspects/%1/text: a situation aspect is written"_s.arg(i);
        for (const QJsonValue &f : a[u"free_invokes"_s].toArray()) {
            if (!f[u"holder"_s].isString() || !f[u"count"_s].isDouble() || f[u"count"_s].toInt() < 0)
                return u"/aspects/%1/free_invokes: a holder and a count of 0 or more"_s.arg(i);
        }
    }
    return {};
}

store::SheetRef sceneRef()
{
    return {QString(kSceneKind), u"current"_s};
}

Scene scene(const store::CampaignStore &store)
{
    const std::optional<QJsonObject> json = store.snapshot(sceneRef());
    return json ? sceneFromJson(*json) : Scene{};
}

store::SheetChange sceneChange(const Scene &s)
{
    return {sceneRef(), sceneToJson(s)};
}

Character endOfScene(Character c, const FatePack &pack)
{
    c.physicalStress.fill(false);
    c.mentalStress.fill(false);
    c.boosts.clear();
    c = payOwedFatePoints(c); // rule 27: the hostile invokes' fate points come after the scene
    c.consequences.removeIf([&pack](const Consequence &k) {
        const ConsequenceSlot *slot = pack.slot(k.slot);
        return k.inRecovery && slot && slot->clearsAfter == u"scene"_s;
    });
    return c;
}

} // namespace sw::fate
