// The loadout after a score and the trauma a full stress track brings (A §2.3, §2.5, §2.6; C §1.3).
#include "systems/blades/characteredit.h"

using namespace Qt::StringLiterals;

namespace sw::blades {
using namespace detail;

bool marksLastStressBox(const Character &c, int amount, const CharacterLimits &limits)
{
    const bool playing = c.status != CharacterStatus::Dead && c.status != CharacterStatus::Retired;
    return playing && amount > 0 && c.stress + amount >= limits.stressMax;
}

QStringList openTraumaConditions(const Character &c, const RulePack &pack)
{
    QStringList open;
    for (const Entity &condition : pack.traumaConditions) {
        if (!c.traumaConditions.contains(condition.id))
            open.append(condition.id);
    }
    return open;
}

Outcome applyClearLoad(const Character &c, const RulePack &pack, const CrewBenefits &crew)
{
    Edit e(c, pack, crew);
    e.after.items.clear();
    e.after.loadLevel.clear();
    for (const QJsonValue &kind : characterTable(pack, u"armor"_s)) {
        const QString id = kind[u"id"_s].toString();
        bool *box = armorBox(e.after.armor, id);
        if (box && *box && kind[u"restored_at"_s].toString() == u"loadout"_s) {
            *box = false;
            e.event(u"armor.restored"_s, {{u"kind"_s, id}});
        }
    }
    if (c.items != e.after.items || c.loadLevel != e.after.loadLevel)
        e.event(u"load.cleared"_s, {{u"items"_s, int(c.items.size())}, {u"level"_s, c.loadLevel}});
    return e.finish();
}

} // namespace sw::blades
