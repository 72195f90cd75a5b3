// Reading values the way Foundry stores them (foundryreader.h): numbers as numbers, numeric text
// or one-element lists, with an error for anything of the wrong kind or out of range.
#include "systems/blades/io/foundryreader.h"

#include "systems/blades/io/foundrymapping.h"

#include <cmath>

using namespace Qt::StringLiterals;

namespace sw::io::foundry {
namespace {

QString kindOf(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null: return u"null"_s;
    case QJsonValue::Bool: return u"a true/false value"_s;
    case QJsonValue::Double: return u"a number"_s;
    case QJsonValue::String: return u"text"_s;
    case QJsonValue::Array: return u"a list"_s;
    case QJsonValue::Object: return u"an object"_s;
    case QJsonValue::Undefined: break;
    }
    return u"nothing"_s;
}

bool absent(const QJsonValue &value) { return value.isUndefined() || value.isNull(); }

} // namespace

QString ItemDoc::label() const { return path + u' ' + quoted(name); }

void Reader::error(const QString &path, const QString &what) { errors << path + u": "_s + what; }

QJsonObject Reader::object(const QJsonValue &value, const QString &path)
{
    if (value.isObject())
        return value.toObject();
    if (!absent(value))
        error(path, u"expected an object, found %1"_s.arg(kindOf(value)));
    return {};
}

QJsonArray Reader::array(const QJsonValue &value, const QString &path)
{
    if (value.isArray()) {
        if (value.toArray().size() <= kMaxEntries)
            return value.toArray();
        error(path, u"more than %1 entries"_s.arg(kMaxEntries));
    } else if (!absent(value)) {
        error(path, u"expected a list, found %1"_s.arg(kindOf(value)));
    }
    return {};
}

QString Reader::text(const QJsonValue &value, const QString &path)
{
    if (value.isString())
        return value.toString();
    if (!absent(value))
        error(path, u"expected text, found %1"_s.arg(kindOf(value)));
    return {};
}

int Reader::integer(const QJsonValue &value, const QString &path, int fallback)
{
    const auto inRange = [&](double number) -> int {
        if (std::fabs(number) > kMaxMagnitude) {
            error(path, u"%1 is out of range (−%2..%2)"_s.arg(number).arg(kMaxMagnitude));
            return fallback;
        }
        return static_cast<int>(number);
    };
    switch (value.type()) {
    case QJsonValue::Double: {
        const double number = value.toDouble();
        if (!std::isfinite(number) || std::floor(number) != number) {
            error(path, u"%1 is not a whole number"_s.arg(number));
            return fallback;
        }
        return inRange(number);
    }
    case QJsonValue::String: {
        const QString s = value.toString().trimmed();
        if (s.isEmpty())
            return fallback;
        bool ok = false;
        const qlonglong number = s.toLongLong(&ok);
        if (!ok) {
            error(path, quoted(s) + u" is not a whole number"_s);
            return fallback;
        }
        if (number > kMaxMagnitude || number < -kMaxMagnitude) {
            error(path, u"%1 is out of range (−%2..%2)"_s.arg(s).arg(kMaxMagnitude));
            return fallback;
        }
        return static_cast<int>(number);
    }
    case QJsonValue::Array: {
        // A multibox value: [3]. Several ticked values read as the highest.
        const QJsonArray list = array(value, path);
        if (list.isEmpty())
            return fallback;
        int highest = integer(list.at(0), path + u"[0]"_s, fallback);
        for (qsizetype i = 1; i < list.size(); ++i)
            highest = std::max(highest, integer(list.at(i), path + u"[%1]"_s.arg(i), fallback));
        return highest;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return fallback;
    case QJsonValue::Bool:
    case QJsonValue::Object:
        break;
    }
    error(path, u"expected a number, found %1"_s.arg(kindOf(value)));
    return fallback;
}

bool Reader::boolean(const QJsonValue &value, const QString &path)
{
    switch (value.type()) {
    case QJsonValue::Bool: return value.toBool();
    case QJsonValue::Double: return integer(value, path) != 0;
    case QJsonValue::String: {
        const QString s = value.toString().trimmed().toCaseFolded();
        if (s == u"true"_s || s == u"on"_s || s == u"1"_s)
            return true;
        if (s.isEmpty() || s == u"false"_s || s == u"off"_s || s == u"0"_s)
            return false;
        error(path, quoted(value.toString()) + u" is neither true nor false"_s);
        return false;
    }
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        return false;
    case QJsonValue::Array:
    case QJsonValue::Object:
        break;
    }
    error(path, u"expected true or false, found %1"_s.arg(kindOf(value)));
    return false;
}

QStringList Reader::strings(const QJsonValue &value, const QString &path)
{
    if (value.isString())
        return value.toString().isEmpty() ? QStringList() : QStringList{value.toString()};
    QStringList out;
    const QJsonArray list = array(value, path);
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString s = text(list.at(i), path + u"[%1]"_s.arg(i));
        if (!s.isEmpty())
            out << s;
    }
    return out;
}

QList<rules::Override> Reader::overrides(const QJsonValue &value, const QString &path)
{
    QList<rules::Override> out;
    const QJsonArray list = array(value, path);
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = path + u"[%1]"_s.arg(i);
        const QJsonObject o = object(list.at(i), at);
        out.append({text(o.value("code"_L1), at + u".code"_s), text(o.value("field"_L1), at + u".field"_s),
                    text(o.value("reason"_L1), at + u".reason"_s)});
    }
    return out;
}

void Reader::clockFlags(const QJsonObject &flags, const QString &path, blades::ClockEntry *clock)
{
    if (flags.contains("id"_L1))
        clock->id = text(flags.value("id"_L1), path + u".id"_s);
    if (flags.contains("kind"_L1)) {
        const QString kind = text(flags.value("kind"_L1), path + u".kind"_s);
        if (const auto known = rules::clockKindFromId(kind.toStdString()))
            clock->clock.kind = *known;
        else
            error(path + u".kind"_s, quoted(kind) + u" is no kind of clock"_s);
    }
    if (flags.contains("owner_kind"_L1)) {
        static const QList<std::pair<QString, blades::ClockOwnerKind>> owners{
            {u"campaign"_s, blades::ClockOwnerKind::Campaign}, {u"crew"_s, blades::ClockOwnerKind::Crew},
            {u"character"_s, blades::ClockOwnerKind::Character}, {u"faction"_s, blades::ClockOwnerKind::Faction}};
        const QString owner = text(flags.value("owner_kind"_L1), path + u".owner_kind"_s);
        bool found = false;
        for (const auto &[id, kind] : owners) {
            if (id == owner) {
                clock->ownerKind = kind;
                found = true;
            }
        }
        if (!found)
            error(path + u".owner_kind"_s, quoted(owner) + u" is no clock owner"_s);
    }
    if (flags.contains("owner_id"_L1))
        clock->ownerId = text(flags.value("owner_id"_L1), path + u".owner_id"_s);
    clock->linkedTo = text(flags.value("linked_to"_L1), path + u".linked_to"_s);
    clock->racing = text(flags.value("racing"_L1), path + u".racing"_s);
    clock->hidden = boolean(flags.value("hidden"_L1), path + u".hidden"_s);
}

void Reader::rulePackFlag(const QJsonObject &flags, const QString &path)
{
    const QJsonObject rulePack = object(flags.value("rule_pack"_L1), path + u".rule_pack"_s);
    const QString packId = text(rulePack.value("id"_L1), path + u".rule_pack.id"_s);
    if (!packId.isEmpty() && packId != pack.id)
        note(path + u".rule_pack: exported with the rule pack %1, read with %2"_s.arg(quoted(packId), quoted(pack.id)));
}

} // namespace sw::io::foundry
