// Pencil edits of a character's identity, choices, abilities and status (A §2.9, §3, §8.28).
#include "systems/blades/sheetops.h"

#include "systems/blades/characteredit.h"

using namespace Qt::StringLiterals;

namespace sw::blades {
using namespace detail;
namespace {

// The sheet field a text or a choice is stored in, and its name in violations (as in the sheet file).
struct Slot
{
    QString Character::*member;
    QString key;
};

Slot textSlot(CharacterText field)
{
    switch (field) {
    case CharacterText::Name: return {&Character::name, u"name"_s};
    case CharacterText::Alias: return {&Character::alias, u"alias"_s};
    case CharacterText::Look: return {&Character::look, u"look"_s};
    case CharacterText::HeritageDetail: return {&Character::heritageDetail, u"heritage_detail"_s};
    case CharacterText::BackgroundDetail: return {&Character::backgroundDetail, u"background_detail"_s};
    case CharacterText::ViceDetail: return {&Character::viceDetail, u"vice_detail"_s};
    case CharacterText::Purveyor: return {&Character::purveyor, u"purveyor"_s};
    case CharacterText::Notes: break;
    }
    return {&Character::notes, u"notes"_s};
}

Slot choiceSlot(CharacterChoice field)
{
    switch (field) {
    case CharacterChoice::Playbook: return {&Character::playbook, u"playbook"_s};
    case CharacterChoice::Heritage: return {&Character::heritage, u"heritage"_s};
    case CharacterChoice::Background: return {&Character::background, u"background"_s};
    case CharacterChoice::Vice: return {&Character::vice, u"vice"_s};
    case CharacterChoice::Friend: return {&Character::friendNpc, u"friend"_s};
    case CharacterChoice::Rival: break;
    }
    return {&Character::rivalNpc, u"rival"_s};
}

bool hasNpc(const Playbook *playbook, const QString &npc)
{
    return playbook && std::any_of(playbook->npcs.begin(), playbook->npcs.end(), [&](const Entity &n) { return n.id == npc; });
}

// A §3 steps 1, 5, 6: a new playbook brings its own dots, abilities list, NPCs and items, so what
// was chosen from the old one goes.
void restartWithPlaybook(Edit &e, const QString &playbook)
{
    const Playbook *p = e.pack.playbook(playbook);
    e.after.actions = p ? p->startingDots : QMap<QString, int>();
    e.after.abilities.clear();
    e.after.friendNpc.clear();
    e.after.rivalNpc.clear();
    e.after.items.removeIf([&](const QString &item) { return !e.pack.item(item, playbook); });
    e.event(u"creation.playbook_changed"_s, {{u"from"_s, e.before.playbook}, {u"to"_s, playbook}});
}

// A §3 step 6 (§選擇密友和敵手): one of the playbook's NPCs, and never both friend and rival.
void checkNpc(Edit &e, const QString &field, const QString &npc)
{
    if (npc.isEmpty())
        return;
    if (!hasNpc(e.pack.playbook(e.after.playbook), npc))
        e.refuse(u"creation.npc_not_in_playbook"_s, field, {{u"id"_s, npc}});
    if (e.after.friendNpc == e.after.rivalNpc)
        e.refuse(u"creation.friend_is_rival"_s, u"rival"_s, {{u"id"_s, npc}});
}

} // namespace

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

// A §2.9, §3 step 8: free text; a character in play keeps a name.
Outcome applySetText(const Character &c, CharacterText field, const QString &value, const RulePack &pack,
                     const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const Slot slot = textSlot(field);
        const QString text = value.trimmed();
        if (field == CharacterText::Name && text.isEmpty() && c.phase != CharacterPhase::Creation)
            e.refuse(u"identity.name_empty"_s, slot.key);
        e.after.*slot.member = text;
    });
}

// A §3 steps 1–3, 6, 7: ids of the pack; the playbook only while the character is made.
Outcome applyChoose(const Character &c, CharacterChoice field, const QString &id, const RulePack &pack,
                    const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const Slot slot = choiceSlot(field);
        if (c.*slot.member == id)
            return;
        const bool creating = c.phase == CharacterPhase::Creation;
        if (field == CharacterChoice::Playbook && !creating)
            e.refuse(u"playbook.fixed_after_creation"_s, slot.key, {{u"id"_s, id}});
        if (id.isEmpty() && !creating) // a made character keeps every choice of A §3
            e.refuse(u"creation."_s + slot.key + u"_missing"_s, slot.key);
        e.after.*slot.member = id;
        if (field == CharacterChoice::Friend || field == CharacterChoice::Rival)
            return checkNpc(e, slot.key, id);
        e.check(CharacterAspect::Identity, fieldIs(slot.key));
        // A GM's change of playbook in play keeps what the character has become.
        if (field == CharacterChoice::Playbook && creating && !e.blocked())
            restartWithPlaybook(e, id);
    });
}

// A §3 step 5 (§選擇一項特殊能力), §4.2: abilities chosen at creation, then only by advances.
Outcome applyToggleAbility(const Character &c, const QString &ability, const RulePack &pack, const CrewBenefits &crew)
{
    return play(c, pack, crew, [&](Edit &e) {
        const QString field = u"abilities/"_s + ability;
        if (c.phase != CharacterPhase::Creation)
            e.refuse(u"ability.fixed_after_creation"_s, field, {{u"id"_s, ability}});
        if (e.after.abilities.removeOne(ability))
            return;
        e.after.abilities.append(ability);
        e.check(CharacterAspect::Abilities, fieldIs(field));
        e.check(CharacterAspect::Creation, [](const Violation &v) {
            return v.code == u"creation.ability_count"_s && param(v, u"value"_s) > param(v, u"expected"_s);
        });
    });
}

// A §8.28 (§死亡, §創傷): the dead and the retired are out of play, except a character retired
// by the last trauma box: they may go to prison instead (A §2.3), or come back when the crew's
// Hardened gives the trauma track room (B §3.3, §幫派升級 堅韌). A living sheet has no fatal harm
// (A §5.7) and room for its trauma (A §2.3: trauma.must_retire).
Outcome applySetStatus(const Character &c, CharacterStatus status, const RulePack &pack, const CrewBenefits &crew)
{
    Edit e(c, pack, crew);
    if (status == c.status)
        return e.finish();
    const bool retiredByTrauma = c.status == CharacterStatus::Retired && c.trauma >= limitsFor(c, pack).traumaMax;
    if (c.status == CharacterStatus::Dead || (c.status == CharacterStatus::Retired && !retiredByTrauma))
        e.refuse(u"character.read_only"_s, u"status"_s,
                 {{u"status"_s, c.status == CharacterStatus::Dead ? u"dead"_s : u"retired"_s}});
    e.after.status = status;
    e.check(CharacterAspect::StressAndTrauma, fieldIs(u"status"_s));
    e.check(CharacterAspect::Harm, fieldIs(u"status"_s));
    return e.finish();
}

} // namespace sw::blades
