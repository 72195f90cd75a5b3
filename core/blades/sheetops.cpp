#include "blades/sheetops.h"

namespace sw::blades {

Character startCharacter(const QString &playbook, const RulePack &pack)
{
    Character c;
    c.rulePack = pack.id;
    c.rulePackVersion = pack.version;
    c.playbook = playbook;
    c.phase = CharacterPhase::Creation;
    if (const Playbook *p = pack.playbook(playbook))
        c.actions = p->startingDots;
    return c;
}

} // namespace sw::blades
