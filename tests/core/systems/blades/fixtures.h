#pragma once

#include "systems/blades/character.h"
#include "systems/blades/rulepackloader.h"

namespace sw::test {

inline const blades::RulePack &srd()
{
    return *blades::builtInRulePack();
}

// A Cutter straight out of creation, legal in every respect (A §3): 3 playbook dots (skirmish 2,
// command 1) + 4 placed, one ability, one friend, one rival, heritage, background, vice.
inline blades::Character creatingCutter()
{
    blades::Character c;
    c.rulePack = QStringLiteral("blades_srd");
    c.name = QStringLiteral("Mara Kell");
    c.playbook = QStringLiteral("cutter");
    c.heritage = QStringLiteral("skovlan");
    c.background = QStringLiteral("military");
    c.vice = QStringLiteral("stupor");
    c.purveyor = QStringLiteral("Tuesday's pit, Coalridge");
    c.actions = {{QStringLiteral("skirmish"), 2}, {QStringLiteral("command"), 1},
                 {QStringLiteral("wreck"), 2}, {QStringLiteral("prowl"), 1}, {QStringLiteral("hunt"), 1}};
    c.abilities = {QStringLiteral("battleborn")};
    c.friendNpc = QStringLiteral("marlane");
    c.rivalNpc = QStringLiteral("chael");
    return c;
}

inline blades::Character playingCutter()
{
    blades::Character c = creatingCutter();
    c.phase = blades::CharacterPhase::Play;
    return c;
}

} // namespace sw::test
