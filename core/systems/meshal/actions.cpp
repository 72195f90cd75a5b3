#include "systems/meshal/actions.h"

#include "systems/meshal/derived.h"
#include "systems/meshal/health.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

rules::Violation violation(const QString &code, const QString &field, QVariantMap params = {})
{
    return {code, field, std::move(params), false};
}

bool isWeapon(const Item &item)
{
    return std::any_of(item.types.cbegin(), item.types.cend(), [](const QString &t) { return t.startsWith(u"weapon"_s); });
}

} // namespace

bool setEquipped(Character &c, const QString &key, bool on)
{
    const auto it = std::find_if(c.items.begin(), c.items.end(), [&key](const Item &i) { return i.key == key; });
    if (it == c.items.end())
        return false;
    it->equipped = on; // `loaded` is left as it is (rule 44)
    clampDice(c);
    updateConditions(c);
    return true;
}

std::optional<Attack> weaponAttack(const Character &attacker, const QStringList &weaponKeys, int index,
                                   QList<rules::Violation> &violations)
{
    if (weaponKeys.size() != 1) {
        violations.append(violation(u"meshal.attack.one_weapon"_s, u"items"_s, {{u"count"_s, int(weaponKeys.size())}}));
        return std::nullopt;
    }
    const QString &key = weaponKeys.first();
    const auto it = std::find_if(attacker.items.cbegin(), attacker.items.cend(), [&key](const Item &i) { return i.key == key; });
    if (it == attacker.items.cend() || !isWeapon(*it) || index < 0 || index >= it->attacks.size()) {
        violations.append(violation(u"meshal.attack.not_a_weapon"_s, u"items/"_s + key, {{u"item"_s, key}, {u"index"_s, index}}));
        return std::nullopt;
    }
    if (!it->equipped && !it->natural()) {
        violations.append(violation(u"meshal.attack.weapon_not_ready"_s, u"items/"_s + key, {{u"item"_s, it->name}}));
        return std::nullopt;
    }
    QString error;
    std::optional<Attack> attack = parseAttack(it->attacks.at(index), &error);
    if (!attack)
        violations.append(violation(u"meshal.attack.not_a_weapon"_s, u"items/"_s + key, {{u"item"_s, it->name}, {u"index"_s, index}}));
    return attack;
}

QList<rules::Violation> checkBearing(const Character &bearer, const Character &creature, int alreadyBorne,
                                     const MeshalPack &pack)
{
    QList<rules::Violation> out;
    if (alreadyBorne > 0)
        out.append(violation(u"meshal.bearing.one_at_a_time"_s, u"bearing"_s, {{u"count"_s, alreadyBorne}}));
    if (!bearer.size || !creature.size)
        out.append(violation(u"meshal.bearing.unsized"_s, u"size"_s));
    else if (sizeLevel(*creature.size, pack) > sizeLevel(*bearer.size, pack))
        out.append(violation(u"meshal.bearing.too_large"_s, u"bearing"_s,
                             {{u"size"_s, sizeId(*creature.size)}, {u"bearerSize"_s, sizeId(*bearer.size)}}));
    return out;
}

int bearingSpeed(const Character &bearer, const QString &mode)
{
    return speed(bearer, mode) / 2;
}

} // namespace sw::meshal
