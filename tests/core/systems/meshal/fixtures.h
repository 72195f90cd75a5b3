#pragma once

// Meshal Lite sheets for the tests: 阿丹 of the rulebook's raise example (L158: 活力 5 trained
// + 2 feature + 1 equipment = 8) and 崔妮蒂 (L172: 精神 6), built through the ledger.
#include "systems/meshal/characterjson.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/ledger.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/sheetrules.h"

namespace sw::meshal::test {

inline const MeshalPack &pack()
{
    return *builtInMeshalPack();
}

inline const MeshalContent &examples()
{
    return *exampleMeshalContent();
}

inline Character human(const QString &name)
{
    Character c = newCharacter(pack(), name);
    c.species = *examples().findSpecies(QStringLiteral("human"));
    c.gender = QStringLiteral("男性");
    c.size = Size::Medium;
    c.form = QStringLiteral("人形");
    return c;
}

inline void fillDice(Character &c)
{
    for (Attribute a : kAttributes)
        c.dice[std::size_t(a)] = totalScore(c, a);
}

// 阿丹: 活力 raised 3 → 5 at creation (9 + 12 Talent), a feature giving +2 活力, a ring giving +1.
inline Character adan()
{
    Character c = human(QStringLiteral("阿丹"));
    Feature nimble{QStringLiteral("nimble"), QStringLiteral("灵巧"), {}, {}, {}, {}, {}, {}, {}, {}, {}, false};
    nimble.modifiers.attributes[std::size_t(Attribute::Energy)] = 2;
    c.features.append(nimble);
    (void)raiseAttribute(c, Attribute::Energy, Phase::Creation, pack());
    (void)raiseAttribute(c, Attribute::Energy, Phase::Creation, pack());
    Item ring;
    ring.key = QStringLiteral("ring");
    ring.name = QStringLiteral("灵动戒指");
    ring.types = {QStringLiteral("accessory.ring")};
    ring.scale = Scale::Trivial;
    ring.equipped = true;
    ring.modifiers.attributes[std::size_t(Attribute::Energy)] = 1;
    c.items.append(ring);
    fillDice(c);
    return c;
}

// 崔妮蒂: 精神 raised 3 → 6 at creation (9 + 12 + 15 = 36 Talent, all of it).
inline Character trinity()
{
    Character c = human(QStringLiteral("崔妮蒂"));
    c.gender = QStringLiteral("女性");
    for (int i = 0; i < 3; ++i)
        (void)raiseAttribute(c, Attribute::Spirit, Phase::Creation, pack());
    fillDice(c);
    return c;
}

inline Ability ability(const QString &key, AbilityType type, int level)
{
    Ability a;
    a.key = key;
    a.name = key;
    a.type = type;
    a.level = level;
    return a;
}

} // namespace sw::meshal::test
