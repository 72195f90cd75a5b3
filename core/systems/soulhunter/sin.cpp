#include "systems/soulhunter/sin.h"

#include "systems/soulhunter/schemas.h"

#include <QJsonArray>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {

namespace {

// The Sin's tags as format 2 keeps them, into `o`: the known ones in order, the others with their
// place among all (always written, even empty: a GM's write then replaces what the server keeps
// apart).
void putObsessions(QJsonObject &o, const QList<ObsessionTag> &tags)
{
    QJsonArray known;
    QJsonArray hidden;
    for (qsizetype i = 0; i < tags.size(); ++i) {
        if (tags.at(i).known)
            known.append(QJsonObject{{u"text"_s, tags.at(i).text}, {u"known"_s, true}});
        else
            hidden.append(QJsonObject{{u"text"_s, tags.at(i).text}, {u"slot"_s, int(i)}});
    }
    o.insert(u"obsessions"_s, known);
    o.insert(u"hiddenObsessions"_s, hidden);
}

QList<ObsessionTag> obsessionsOf(const QJsonObject &d)
{
    QList<ObsessionTag> tags;
    for (const QJsonValue &o : d[u"obsessions"_s].toArray())
        tags.append({o[u"text"_s].toString(), o[u"known"_s].toBool()});
    // Each hidden tag back in its place, in the order of the places (a place past the end: last).
    QList<std::pair<int, QString>> hidden;
    for (const QJsonValue &o : d[u"hiddenObsessions"_s].toArray())
        hidden.append({o[u"slot"_s].toInt(), o[u"text"_s].toString()});
    std::stable_sort(hidden.begin(), hidden.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[slot, text] : std::as_const(hidden))
        tags.insert(std::clamp(qsizetype(slot), qsizetype(0), tags.size()), ObsessionTag{text, false});
    return tags;
}

} // namespace

QJsonObject toJson(const Sin &sin)
{
    QJsonObject o{{u"name"_s, sin.name}};
    putObsessions(o, sin.obsessions);
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
    sin.obsessions = obsessionsOf(d);
    for (const QJsonValue &m : d[u"methods_used"_s].toArray())
        sin.methodsUsed << m.toString();
    sin.charms = charmsFromJson(d[u"charms"_s]);
    return sin;
}

bool sinDocumentIsOld(const QJsonObject &d)
{
    if (!d.contains(u"hiddenObsessions"_s))
        return true;
    const QJsonArray tags = d[u"obsessions"_s].toArray();
    return std::any_of(tags.begin(), tags.end(), [](const QJsonValue &o) { return o[u"known"_s] != QJsonValue(true); });
}

QJsonObject upgradeSinDocument(const QJsonObject &d)
{
    QJsonObject out = d;
    putObsessions(out, obsessionsOf(d));
    return out;
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
