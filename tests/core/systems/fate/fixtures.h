#pragma once

// A legal Fate Condensed character for the tests: the pyramid, five aspects, three stunts.
#include "systems/fate/pack.h"
#include "systems/fate/sheetrules.h"

namespace sw::fate::test {

inline const FatePack &pack()
{
    return *builtInFatePack();
}

inline Character charles()
{
    Character c = newCharacter(pack(), QStringLiteral("Charles"));
    const QStringList texts{QStringLiteral("Occult Investigator"), QStringLiteral("Curiosity Killed the Cat"),
                            QStringLiteral("Ethan Owes Me His Life"), QStringLiteral("Library Card"), QStringLiteral("Old Money")};
    for (qsizetype i = 0; i < c.aspects.size(); ++i)
        c.aspects[i].text = texts.at(i);
    c.skills = {{QStringLiteral("investigate"), 4}, {QStringLiteral("lore"), 3}, {QStringLiteral("notice"), 3},
                {QStringLiteral("academics"), 2}, {QStringLiteral("will"), 2}, {QStringLiteral("rapport"), 2},
                {QStringLiteral("physique"), 1}, {QStringLiteral("athletics"), 1}, {QStringLiteral("contacts"), 1},
                {QStringLiteral("resources"), 1}};
    c.physicalStress = QList<bool>(4, false); // Physique +1
    c.mentalStress = QList<bool>(4, false);   // Will +2
    Stunt scholar{QStringLiteral("Scholar of the Occult"), {}, false, QStringLiteral("lore"), Action::Overcome, 2, 0, {}, std::nullopt};
    Stunt eye{QStringLiteral("Keen Eye"), {}, false, QStringLiteral("investigate"), Action::CreateAdvantage, 2, 0, {}, std::nullopt};
    Stunt cane{QStringLiteral("Sword Cane"), {}, true, {}, std::nullopt, 2, 0, QStringLiteral("academics"), Action::Attack};
    c.stunts = {scholar, eye, cane};
    return c;
}

} // namespace sw::fate::test
