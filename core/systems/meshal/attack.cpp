#include "systems/meshal/attack.h"

#include "systems/meshal/derived.h"

#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

std::optional<AttackType> attackTypeFromName(QStringView name)
{
    const QString n = name.toString();
    if (n == u"物理"_s || n == u"physical"_s)
        return AttackType::Physical;
    if (n == u"侵蚀"_s || n == u"侵蝕"_s || n == u"erosion"_s)
        return AttackType::Erosion;
    if (n == u"灵异"_s || n == u"靈異"_s || n == u"occult"_s)
        return AttackType::Occult;
    if (n == u"真实"_s || n == u"真實"_s || n == u"raw"_s)
        return AttackType::Raw;
    return std::nullopt;
}

std::optional<Defence> defenceFromName(QStringView name)
{
    const QString n = name.toString();
    if (n == u"格挡"_s || n == u"格擋"_s || n == u"parry"_s)
        return Defence::Parry;
    if (n == u"闪避"_s || n == u"閃避"_s || n == u"dodge"_s)
        return Defence::Dodge;
    if (n == u"抵抗"_s || n == u"resist"_s)
        return Defence::Resist;
    return std::nullopt;
}

std::optional<Attack> fail(rules::Violation *why, const char *code, const QVariantMap &params = {})
{
    if (why)
        *why = {u"meshal.attack.syntax."_s + QLatin1StringView(code), u"attack"_s, params};
    return std::nullopt;
}

// Parses the tail after 「攻击」: 「,穿透2防护」, 「,造成的伤害×2」, 「(可格挡/闪避)」.
bool parseTail(QString tail, Attack &attack, rules::Violation *why)
{
    static const QRegularExpression defences(u"\\(可([^)]*)\\)"_s);
    const QRegularExpressionMatch d = defences.match(tail);
    if (d.hasMatch()) {
        for (const QString &name : d.captured(1).split(u'/')) {
            const auto defence = defenceFromName(name);
            if (!defence) {
                fail(why, "defence", {{u"name"_s, name}});
                return false;
            }
            attack.defences.append(*defence);
        }
        tail.remove(d.capturedStart(), d.capturedLength());
    }
    static const QRegularExpression penetration(u"穿透(\\d+)防护"_s);
    static const QRegularExpression multiplier(u"(?:造成的)?伤害×(\\d+)"_s);
    for (const QString &part : tail.split(u',', Qt::SkipEmptyParts)) {
        if (const auto m = penetration.match(part); m.hasMatch() && m.capturedLength() == part.size()) {
            attack.penetration = m.captured(1).toInt();
        } else if (const auto x = multiplier.match(part); x.hasMatch() && x.capturedLength() == part.size()) {
            attack.multiplier = x.captured(1).toInt();
        } else {
            fail(why, "tail", {{u"part"_s, part}});
            return false;
        }
    }
    return true;
}

// The English of a reason, for logs and the catalogue's own checks (the user reads
// MeshalViolationText's sentence in the language).
QString english(const rules::Violation &v)
{
    const QString code = v.code.section(u'.', 3);
    const QString arg = v.params.value(u"name"_s, v.params.value(u"part"_s, v.params.value(u"roll"_s))).toString();
    if (code == u"start"_s)
        return u"an attack starts with 对<attribute>造成"_s;
    if (code == u"cause"_s)
        return u"an attack says 造成<roll><type>攻击"_s;
    if (code == u"attribute"_s)
        return u"\"%1\" is not an attribute (强壮, 活力, 精神)"_s.arg(arg);
    if (code == u"die"_s)
        return u"the attack's roll ends with 🎲"_s;
    if (code == u"roll"_s)
        return u"\"%1\" is not a roll: %2"_s.arg(arg, v.params.value(u"detail"_s).toString());
    if (code == u"type"_s)
        return u"\"%1\" is not an attack type (物理, 侵蚀, 灵异, 真实)"_s.arg(arg);
    if (code == u"defence"_s)
        return u"\"%1\" is not a defence (格挡, 闪避, 抵抗)"_s.arg(arg);
    return u"\"%1\" is not understood (穿透N防护, 造成的伤害×N, (可格挡/闪避/抵抗))"_s.arg(arg);
}

} // namespace

QString attackTypeId(AttackType t)
{
    static const char16_t *ids[] = {u"physical", u"erosion", u"occult", u"raw"};
    return QString::fromUtf16(ids[int(t)]);
}

QString defenceId(Defence d)
{
    static const char16_t *ids[] = {u"parry", u"dodge", u"resist"};
    return QString::fromUtf16(ids[int(d)]);
}

std::optional<Defence> defenceFromId(const QString &id)
{
    return defenceFromName(id);
}

std::optional<Attack> parseAttack(QStringView text, rules::Violation *why)
{
    QString t = text.toString();
    t.remove(u' ');
    t.replace(u'，', u',').replace(u'（', u'(').replace(u'）', u')').replace(u'、', u'/');
    t.replace(u'x', u'×').replace(u'*', u'×');
    t.replace(u"對"_s, u"对"_s).replace(u"攻擊"_s, u"攻击"_s).replace(u"防護"_s, u"防护"_s).replace(u"傷害"_s, u"伤害"_s);
    if (!t.startsWith(u'对'))
        return fail(why, "start");
    const qsizetype cause = t.indexOf(u"造成"_s);
    if (cause < 0)
        return fail(why, "cause");
    Attack attack;
    for (const QString &name : t.mid(1, cause - 1).split(u'/')) {
        const auto a = attributeFromName(name);
        if (!a)
            return fail(why, "attribute", {{u"name"_s, name}});
        attack.targets.append(*a);
    }
    const qsizetype word = t.indexOf(u"攻击"_s, cause);
    if (word < 0)
        return fail(why, "cause");
    const QString middle = t.mid(cause + 2, word - cause - 2);
    const QString die = u"🎲"_s;
    const qsizetype dieAt = middle.lastIndexOf(die);
    if (dieAt < 0)
        return fail(why, "die");
    qsizetype rollEnd = dieAt + die.size();
    if (rollEnd < middle.size() && middle.at(rollEnd) == u'+')
        ++rollEnd;
    QString detail;
    const auto pool = parsePool(middle.left(rollEnd), &detail);
    if (!pool)
        return fail(why, "roll", {{u"roll"_s, middle.left(rollEnd)}, {u"detail"_s, detail}});
    attack.roll = *pool;
    for (const QString &name : middle.mid(rollEnd).split(u'/')) {
        const auto type = attackTypeFromName(name);
        if (!type)
            return fail(why, "type", {{u"name"_s, name}});
        attack.types.append(*type);
    }
    if (!parseTail(t.mid(word + 2), attack, why))
        return std::nullopt;
    return attack;
}

std::optional<Attack> parseAttack(QStringView text, QString *error)
{
    rules::Violation why;
    std::optional<Attack> attack = parseAttack(text, &why);
    if (!attack && error)
        *error = english(why);
    return attack;
}

Defender defenderOf(const Character &c)
{
    Defender d;
    for (Protection p : kProtections)
        d.protections[std::size_t(p)] = protection(c, p);
    d.immunities = immunities(c);
    d.unconscious = c.conditions.unconscious;
    return d;
}

Damage resolveDamage(const Attack &attack, const DamageRequest &request, const Defender &defender)
{
    Damage out;
    if (request.defence) {
        if (!attack.defences.contains(*request.defence))
            out.violations.append({u"meshal.defence.not_listed"_s, u"defence"_s, {{u"defence"_s, defenceId(*request.defence)}}});
        if (defender.unconscious)
            out.violations.append({u"meshal.defence.unconscious"_s, u"defence"_s, {}});
    }
    if (!out.ok())
        return out;
    if (request.roll <= 0) { // rule 60: whatever the protection, and never a solid defence
        out.miss = true;
        return out;
    }
    for (AttackType t : attack.types) {
        if (!defender.immunities.contains(attackTypeId(t)))
            out.types.append(t);
    }
    if (out.types.isEmpty()) {
        out.immune = true;
        return out;
    }
    if (!out.types.contains(AttackType::Raw)) { // rule 14: raw ignores protection
        int lowest = defender.protections[std::size_t(out.types.first())];
        for (AttackType t : out.types) // rule 13: the lowest applicable
            lowest = std::min(lowest, defender.protections[std::size_t(t)]);
        if (attack.penetration > 0 && lowest > 0) // rule 12: never below 0, nothing when ≤ 0
            lowest = std::max(0, lowest - attack.penetration);
        out.protection = lowest;
    }
    const int defence = request.defence ? request.defencePoints : 0;
    out.net = std::max(0, request.roll - out.protection - defence) * attack.multiplier;
    out.hit = out.net > 0;
    out.solidDefence = request.defence.has_value() && !out.hit;
    return out;
}

} // namespace sw::meshal
