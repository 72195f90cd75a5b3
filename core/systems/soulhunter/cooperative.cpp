#include "systems/soulhunter/cooperative.h"

#include <algorithm>

namespace sw::soulhunter {

std::optional<Modifier> bestBonus(const CheckSpec &helper)
{
    std::optional<Modifier> best;
    for (const Modifier &m : helper.modifiers) {
        if (!m.penalty && (!best || m.value > best->value))
            best = m;
    }
    return best;
}

CheckSpec cooperativeSpec(const CheckSpec &leader, const QList<CheckSpec> &helpers)
{
    CheckSpec out = leader;
    for (const CheckSpec &h : helpers) {
        if (const std::optional<Modifier> m = bestBonus(h))
            out.modifiers.append(*m); // rule 12 then keeps the highest of a name (L74)
        out.level = std::max(out.level, h.level);
        out.tilt = std::max(out.tilt, h.tilt);
    }
    return out;
}

} // namespace sw::soulhunter
