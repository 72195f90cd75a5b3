#include "systems/soulhunter/sin.h"

#include "systems/soulhunter/schemas.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

QJsonObject toJson(const Sin &sin)
{
    QJsonArray obsessions;
    for (const ObsessionTag &o : sin.obsessions) {
        QJsonObject j{{u"text"_s, o.text}};
        if (o.known)
            j.insert(u"known"_s, true);
        obsessions.append(j);
    }
    QJsonObject o{{u"name"_s, sin.name}, {u"obsessions"_s, obsessions}};
    if (!sin.note.isEmpty())
        o.insert(u"note"_s, sin.note);
    if (!sin.methodsUsed.isEmpty())
        o.insert(u"methods_used"_s, QJsonArray::fromStringList(sin.methodsUsed));
    if (!sin.charms.isEmpty())
        o.insert(u"charms"_s, toJson(sin.charms));
    return o;
}

Sin sinFromJson(const QJsonObject &d)
{
    Sin sin;
    sin.name = d[u"name"_s].toString();
    sin.note = d[u"note"_s].toString();
    for (const QJsonValue &o : d[u"obsessions"_s].toArray())
        sin.obsessions.append({o[u"text"_s].toString(), o[u"known"_s].toBool()});
    for (const QJsonValue &m : d[u"methods_used"_s].toArray())
        sin.methodsUsed << m.toString();
    sin.charms = charmsFromJson(d[u"charms"_s]);
    return sin;
}

QList<rules::Violation> checkSin(const Sin &sin)
{
    QList<rules::Violation> out;
    if (sin.obsessions.size() < 1 || sin.obsessions.size() > 3)
        out.append({u"soulhunter.sin.obsession_count"_s, u"obsessions"_s, {{u"count"_s, int(sin.obsessions.size())}}, false});
    out << checkCharmsAlone(sin.charms);
    return out;
}

QString checkSinDocument(const QJsonObject &document)
{
    const QList<rules::SchemaError> errors = schemas().validate(document, u"soulhunter.sin.schema.json"_s, 1);
    if (!errors.isEmpty())
        return errors.first().pointer + u": "_s + errors.first().reason;
    const QList<rules::Violation> broken = checkSin(sinFromJson(document));
    return broken.isEmpty() ? QString() : u"the Sin breaks the rules: "_s + broken.first().code;
}

} // namespace sw::soulhunter
