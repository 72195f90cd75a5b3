#include "systems/blades/charactervalidator.h"

#include <QSet>

using namespace Qt::StringLiterals;
using sw::rules::Violation;

namespace sw::blades {
namespace {

class Checker
{
public:
    Checker(const Character &c, const RulePack &p, const CharacterLimits &l) : ch(c), pack(p), lim(l) {}

    void add(const QString &code, const QString &field, QVariantMap params = {})
    {
        out.append({code, field, std::move(params), false});
    }

    void identity()
    {
        if (!ch.playbook.isEmpty() && !pack.playbook(ch.playbook))
            add(u"playbook.unknown"_s, u"playbook"_s, {{u"id"_s, ch.playbook}});
        if (!ch.heritage.isEmpty() && !pack.hasHeritage(ch.heritage))
            add(u"heritage.unknown"_s, u"heritage"_s, {{u"id"_s, ch.heritage}});
        if (!ch.background.isEmpty() && !pack.hasBackground(ch.background))
            add(u"background.unknown"_s, u"background"_s, {{u"id"_s, ch.background}});
        if (!ch.vice.isEmpty() && !pack.hasVice(ch.vice))
            add(u"vice.unknown"_s, u"vice"_s, {{u"id"_s, ch.vice}});
    }

    void actions()
    {
        const bool creating = ch.phase == CharacterPhase::Creation;
        const int cap = creating ? lim.creationCap : lim.actionCap;
        for (auto it = ch.actions.begin(); it != ch.actions.end(); ++it) {
            const QString field = u"actions/"_s + it.key();
            if (!pack.action(it.key()))
                add(u"action.unknown"_s, field, {{u"id"_s, it.key()}});
            else if (it.value() < 0)
                add(u"action.negative"_s, field, {{u"value"_s, it.value()}});
            else if (it.value() > cap)
                add(creating ? u"creation.rating_above_cap"_s : u"action.rating_above_cap"_s, field,
                    {{u"value"_s, it.value()}, {u"cap"_s, cap}});
        }
    }

    void creation()
    {
        if (ch.phase != CharacterPhase::Creation)
            return;
        if (ch.name.trimmed().isEmpty())
            add(u"creation.name_missing"_s, u"name"_s);
        if (ch.playbook.isEmpty())
            add(u"creation.playbook_missing"_s, u"playbook"_s);
        if (ch.heritage.isEmpty())
            add(u"creation.heritage_missing"_s, u"heritage"_s);
        if (ch.background.isEmpty())
            add(u"creation.background_missing"_s, u"background"_s);
        if (ch.vice.isEmpty())
            add(u"creation.vice_missing"_s, u"vice"_s);
        int total = 0;
        for (int dots : ch.actions)
            total += std::max(0, dots);
        const int expected = pack.numberOr(u"playbook_dots"_s, 3) + pack.numberOr(u"creation_dots"_s, 4);
        if (total != expected)
            add(u"creation.dots_total"_s, u"actions"_s, {{u"value"_s, total}, {u"expected"_s, expected}});
        const Playbook *playbook = pack.playbook(ch.playbook);
        if (playbook) {
            for (auto it = playbook->startingDots.begin(); it != playbook->startingDots.end(); ++it) {
                if (ch.rating(it.key()) < it.value())
                    add(u"creation.playbook_dots_missing"_s, u"actions/"_s + it.key(),
                        {{u"value"_s, ch.rating(it.key())}, {u"expected"_s, it.value()}});
            }
        }
        const int abilities = pack.numberOr(u"special_abilities_at_creation"_s, 1);
        if (ch.abilities.size() != abilities)
            add(u"creation.ability_count"_s, u"abilities"_s,
                {{u"value"_s, int(ch.abilities.size())}, {u"expected"_s, abilities}});
        if (ch.friendNpc.isEmpty())
            add(u"creation.friend_missing"_s, u"friend"_s);
        if (ch.rivalNpc.isEmpty())
            add(u"creation.rival_missing"_s, u"rival"_s);
        if (!ch.friendNpc.isEmpty() && ch.friendNpc == ch.rivalNpc)
            add(u"creation.friend_is_rival"_s, u"rival"_s, {{u"id"_s, ch.rivalNpc}});
        if (playbook) {
            const auto known = [&](const QString &id) {
                return std::any_of(playbook->npcs.begin(), playbook->npcs.end(),
                                   [&](const Entity &n) { return n.id == id; });
            };
            if (!ch.friendNpc.isEmpty() && !known(ch.friendNpc))
                add(u"creation.npc_not_in_playbook"_s, u"friend"_s, {{u"id"_s, ch.friendNpc}});
            if (!ch.rivalNpc.isEmpty() && !known(ch.rivalNpc))
                add(u"creation.npc_not_in_playbook"_s, u"rival"_s, {{u"id"_s, ch.rivalNpc}});
        }
    }

    void abilities()
    {
        const Playbook *playbook = pack.playbook(ch.playbook);
        QMap<QString, int> taken;
        // Each Veteran pick brings one ability from another playbook.
        int foreignAllowed = 0;
        for (const QString &id : ch.abilities) {
            if (const Ability *a = pack.ability(id)) {
                for (const Effect &e : a->effects) {
                    if (e.kind == u"flag"_s && e.stringParam(QLatin1StringView("name")) == u"ability_from_other_playbook"_s)
                        ++foreignAllowed;
                }
            }
        }
        for (const QString &id : ch.abilities) {
            const QString field = u"abilities/"_s + id;
            const Ability *ability = pack.ability(id);
            if (!ability) {
                add(u"ability.unknown"_s, field, {{u"id"_s, id}});
                continue;
            }
            if (++taken[id] == ability->maxTaken + 1)
                add(u"ability.duplicate"_s, field, {{u"id"_s, id}, {u"max"_s, ability->maxTaken}});
            if (playbook && !playbook->abilities.contains(id) && --foreignAllowed < 0)
                add(u"ability.not_in_playbook"_s, field, {{u"id"_s, id}, {u"playbook"_s, ch.playbook}});
        }
    }

    void stressAndTrauma()
    {
        if (ch.stress < 0 || ch.stress > lim.stressMax)
            add(u"stress.out_of_range"_s, u"stress"_s, {{u"value"_s, ch.stress}, {u"max"_s, lim.stressMax}});
        if (ch.trauma < 0 || ch.trauma > lim.traumaMax)
            add(u"trauma.out_of_range"_s, u"trauma"_s, {{u"value"_s, ch.trauma}, {u"max"_s, lim.traumaMax}});
        if (ch.traumaConditions.size() != ch.trauma)
            add(u"trauma.conditions_mismatch"_s, u"trauma_conditions"_s,
                {{u"value"_s, int(ch.traumaConditions.size())}, {u"expected"_s, ch.trauma}});
        QSet<QString> seen;
        for (const QString &condition : ch.traumaConditions) {
            if (!pack.hasTraumaCondition(condition))
                add(u"trauma.condition_unknown"_s, u"trauma_conditions"_s, {{u"id"_s, condition}});
            else if (seen.contains(condition))
                add(u"trauma.condition_duplicate"_s, u"trauma_conditions"_s, {{u"id"_s, condition}});
            seen.insert(condition);
        }
        if (ch.trauma >= lim.traumaMax && ch.status == CharacterStatus::Active)
            add(u"trauma.must_retire"_s, u"status"_s, {{u"value"_s, ch.trauma}, {u"max"_s, lim.traumaMax}});
    }

    void harm()
    {
        QMap<int, int> perLevel;
        for (qsizetype i = 0; i < ch.harm.size(); ++i) {
            const Harm &h = ch.harm.at(i);
            const QString field = u"harm/%1"_s.arg(i);
            const HarmLevel *level = pack.harmLevel(h.level);
            if (!level) {
                add(u"harm.level_invalid"_s, field, {{u"value"_s, h.level}});
                continue;
            }
            if (h.description.trimmed().isEmpty())
                add(u"harm.description_missing"_s, field, {{u"level"_s, h.level}});
            if (++perLevel[h.level] == level->slots + 1)
                add(u"harm.row_full"_s, u"harm"_s, {{u"level"_s, h.level}, {u"slots"_s, level->slots}});
        }
        if (ch.healing < 0 || ch.healing >= lim.healingClock)
            add(u"healing.out_of_range"_s, u"healing"_s, {{u"value"_s, ch.healing}, {u"size"_s, lim.healingClock}});
        if (perLevel.value(4) > 0 && ch.status != CharacterStatus::Dead)
            add(u"harm.fatal"_s, u"status"_s);
    }

    void armorAndLoad()
    {
        const std::pair<bool, QString> boxes[] = {{ch.armor.standard, u"standard"_s},
                                                  {ch.armor.heavy, u"heavy"_s},
                                                  {ch.armor.special, u"special"_s}};
        for (const auto &[used, kind] : boxes) {
            const ArmorKind *armor = pack.armorKind(kind);
            if (!used || !armor)
                continue;
            for (const QString &item : armor->requiresItems) {
                if (!ch.items.contains(item))
                    add(u"armor.not_carried"_s, u"armor/"_s + kind, {{u"item"_s, item}});
            }
            if (armor->requiresAbility && !lim.specialArmor)
                add(u"armor.special_without_ability"_s, u"armor/"_s + kind);
        }
        for (const QString &id : ch.items) {
            if (!pack.item(id, ch.playbook))
                add(u"load.item_unknown"_s, u"items/"_s + id, {{u"id"_s, id}});
        }
        if (QStringList(ch.items).removeDuplicates() > 0)
            add(u"load.item_twice"_s, u"items"_s);
        if (ch.loadLevel.isEmpty()) {
            if (!ch.items.isEmpty())
                add(u"load.level_missing"_s, u"load_level"_s);
            return;
        }
        const int limit = lim.load.forLevel(ch.loadLevel);
        if (limit < 0) {
            add(u"load.level_unknown"_s, u"load_level"_s, {{u"id"_s, ch.loadLevel}});
            return;
        }
        const int load = loadSummary(ch, pack, lim).counted;
        if (load > limit)
            add(u"load.over_limit"_s, u"items"_s, {{u"value"_s, load}, {u"max"_s, limit}, {u"level"_s, ch.loadLevel}});
    }

    void money()
    {
        if (ch.coin < 0 || ch.coin > lim.coinMax)
            add(u"coin.out_of_range"_s, u"coin"_s, {{u"value"_s, ch.coin}, {u"max"_s, lim.coinMax}});
        if (ch.stash < 0 || ch.stash > lim.stashMax)
            add(u"stash.out_of_range"_s, u"stash"_s, {{u"value"_s, ch.stash}, {u"max"_s, lim.stashMax}});
    }

    void experience()
    {
        if (ch.playbookXp < 0 || ch.playbookXp >= lim.playbookXp)
            add(u"xp.out_of_range"_s, u"xp/playbook"_s, {{u"value"_s, ch.playbookXp}, {u"max"_s, lim.playbookXp - 1}});
        for (auto it = ch.attributeXp.begin(); it != ch.attributeXp.end(); ++it) {
            const QString field = u"xp/"_s + it.key();
            if (!pack.attribute(it.key()))
                add(u"xp.attribute_unknown"_s, field, {{u"id"_s, it.key()}});
            else if (it.value() < 0 || it.value() >= lim.attributeXp)
                add(u"xp.out_of_range"_s, field, {{u"value"_s, it.value()}, {u"max"_s, lim.attributeXp - 1}});
        }
    }

    const Character &ch;
    const RulePack &pack;
    const CharacterLimits &lim;
    QList<Violation> out;
};

} // namespace

QList<Violation> validateCharacter(const Character &character, const RulePack &pack, const CrewBenefits &crew)
{
    const CharacterLimits limits = limitsFor(character, pack, crew);
    Checker checker(character, pack, limits);
    checker.identity();
    checker.creation();
    checker.actions();
    checker.abilities();
    checker.stressAndTrauma();
    checker.harm();
    checker.armorAndLoad();
    checker.money();
    checker.experience();
    rules::applyOverrides(checker.out, character.overrides);
    return checker.out;
}

QList<Violation> checkCharacterAspect(const Character &character, CharacterAspect aspect, const RulePack &pack,
                                      const CrewBenefits &crew)
{
    const CharacterLimits limits = limitsFor(character, pack, crew);
    Checker checker(character, pack, limits);
    switch (aspect) {
    case CharacterAspect::Identity: checker.identity(); break;
    case CharacterAspect::Creation: checker.creation(); break;
    case CharacterAspect::Actions: checker.actions(); break;
    case CharacterAspect::Abilities: checker.abilities(); break;
    case CharacterAspect::StressAndTrauma: checker.stressAndTrauma(); break;
    case CharacterAspect::Harm: checker.harm(); break;
    case CharacterAspect::ArmorAndLoad: checker.armorAndLoad(); break;
    case CharacterAspect::Money: checker.money(); break;
    case CharacterAspect::Experience: checker.experience(); break;
    }
    return checker.out;
}

QList<Violation> blockingViolations(const Character &character, const RulePack &pack, const CrewBenefits &crew)
{
    QList<Violation> all = validateCharacter(character, pack, crew);
    return rules::applyOverrides(all, character.overrides);
}

} // namespace sw::blades
