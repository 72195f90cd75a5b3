#include "systems/soulhunter/scene.h"

#include "systems/soulhunter/schemas.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

QJsonObject toJson(const Scene &scene)
{
    QJsonObject o{{u"name"_s, scene.name}, {u"tags"_s, QJsonArray::fromStringList(scene.tags)}};
    if (scene.challenge)
        o.insert(u"challenge"_s, *scene.challenge);
    if (!scene.charms.isEmpty())
        o.insert(u"charms"_s, toJson(scene.charms));
    return o;
}

Scene sceneFromJson(const QJsonObject &d)
{
    Scene scene;
    scene.name = d[u"name"_s].toString();
    for (const QJsonValue &t : d[u"tags"_s].toArray())
        scene.tags << t.toString();
    if (d.contains(u"challenge"_s))
        scene.challenge = d[u"challenge"_s].toInt();
    scene.charms = charmsFromJson(d[u"charms"_s]);
    return scene;
}

QList<rules::Violation> checkScene(const Scene &scene)
{
    QList<rules::Violation> out;
    QStringList seen;
    for (qsizetype i = 0; i < scene.tags.size(); ++i) {
        const QString tag = scene.tags.at(i).trimmed();
        const QString field = u"tags/"_s + QString::number(i);
        if (tag.isEmpty())
            out.append({u"soulhunter.scene.tag_empty"_s, field, {}});
        else if (seen.contains(tag))
            out.append({u"soulhunter.scene.tag_repeated"_s, field, {{u"tag"_s, tag}}});
        seen << tag;
    }
    if (scene.challenge && (*scene.challenge < kChallengeMin || *scene.challenge > kChallengeMax))
        out.append({u"soulhunter.scene.challenge_range"_s, u"challenge"_s,
                    {{u"value"_s, *scene.challenge}, {u"min"_s, kChallengeMin}, {u"max"_s, kChallengeMax}}});
    out << checkCharmsAlone(scene.charms);
    return out;
}

QString checkSceneDocument(const QJsonObject &document)
{
    const QList<rules::SchemaError> errors = schemas().validate(document, u"soulhunter.scene.schema.json"_s, 1);
    if (!errors.isEmpty())
        return errors.first().pointer + u": "_s + errors.first().reason;
    const QList<rules::Violation> broken = checkScene(sceneFromJson(document));
    return broken.isEmpty() ? QString() : u"the scene breaks the rules: "_s + broken.first().code;
}

int defaultChallenge(const std::optional<Scene> &scene)
{
    return scene && scene->challenge ? *scene->challenge : kDefaultChallenge;
}

} // namespace sw::soulhunter
