// Foundry VTT "Blades in the Dark" (system 6.1.1) export: the document helpers and the character
// (crews, factions and clocks are in foundryexportcrew.cpp). The fields mirror the import
// (foundryimportcharacter.cpp), so that importFoundryActor(export…(x)) gives x back; values
// Foundry has no field for travel in flags.sheetwright and are listed as unmapped.
#include "systems/blades/io/foundry.h"

#include "systems/blades/limits.h"
#include "systems/blades/io/foundrymapping.h"
#include "systems/blades/io/foundrywriter.h"

using namespace Qt::StringLiterals;

namespace sw::io {
namespace foundry {

namespace {

const blades::Playbook *ownerOfAbility(const blades::RulePack &pack, const QString &id)
{
    for (const blades::Playbook &p : pack.playbooks) {
        if (p.abilities.contains(id))
            return &p;
    }
    return nullptr;
}

const blades::Playbook *ownerOfItem(const blades::RulePack &pack, const QString &id)
{
    for (const blades::Playbook &p : pack.playbooks) {
        if (byId(p.items, id))
            return &p;
    }
    return nullptr;
}

struct CharacterWriter
{
    CharacterWriter(const blades::Character &character, const blades::RulePack &p, QStringList *unmapped)
        : c(character), w{p, unmapped}, pack(p), limits(blades::limitsFor(character, p))
    {
    }

    const blades::Character &c;
    Writer w;
    const blades::RulePack &pack;
    const blades::CharacterLimits limits;
    QJsonArray items;

    QString seed(const QString &what) const { return u"character/"_s + c.name + u'/' + what; }

    void playbookAndTraits(QJsonObject *system)
    {
        const blades::Playbook *playbook = pack.playbook(c.playbook);
        if (playbook) {
            QJsonObject skills;
            for (const blades::Entity &action : pack.actions)
                skills.insert(action.id, boxes(playbook->startingDots.value(action.id)));
            items << embeddedItem(seed(u"class"_s), playbook->name.en, u"class"_s,
                                  {{u"description"_s, playbook->summary.en},
                                   {u"experience_clues"_s, QJsonArray{playbook->xpTrigger.en}},
                                   {u"base_skills"_s, skills}},
                                  {{u"id"_s, playbook->id}});
        } else if (!c.playbook.isEmpty()) {
            w.note(u"playbook "_s + quoted(c.playbook) + u": not in %1; no class item written"_s.arg(pack.id));
        }
        system->insert(u"playbook"_s, playbook ? playbook->name.en : c.playbook);
        const auto trait = [&](const QString &type, const QString &key, const QList<blades::Entity> &list, const QString &id) {
            const blades::Entity *e = byId(list, id);
            if (e)
                items << embeddedItem(seed(type), e->name.en, type, {{u"description"_s, e->summary.en}}, {{u"id"_s, id}});
            else if (!id.isEmpty())
                w.note(type + u' ' + quoted(id) + u": not in %1; written as text only"_s.arg(pack.id));
            system->insert(key, e ? e->name.en : id);
        };
        trait(u"heritage"_s, u"heritage"_s, pack.heritages, c.heritage);
        trait(u"background"_s, u"background"_s, pack.backgrounds, c.background);
        trait(u"vice"_s, u"vice"_s, pack.vices, c.vice);
    }

    void abilitiesAndItems()
    {
        for (qsizetype i = 0; i < c.abilities.size(); ++i) {
            const QString &id = c.abilities.at(i);
            const blades::Ability *ability = pack.ability(id);
            const blades::Playbook *owner = ownerOfAbility(pack, id);
            if (!ability)
                w.note(u"abilities/"_s + id + u": not in %1; written under its id"_s.arg(pack.id));
            if (ability && nameKey(ability->name.en) == u"mule"_s)
                w.note(u"abilities/"_s + id + u": Foundry's load levels count Mule only under its compendium name \"(C) Mule\""_s);
            items << embeddedItem(seed(u"ability/%1"_s.arg(i)), ability ? ability->name.en : id, u"ability"_s,
                                  {{u"description"_s, ability ? ability->summary.en : QString()},
                                   {u"class"_s, owner ? owner->name.en : QString()},
                                   {u"price"_s, 1},
                                   {u"purchased"_s, true},
                                   {u"class_default"_s, owner && owner->abilities.value(0) == id}},
                                  {{u"id"_s, id}});
        }
        for (qsizetype i = 0; i < c.items.size(); ++i) {
            const QString &id = c.items.at(i);
            const blades::Item *item = pack.item(id);
            const blades::Playbook *owner = ownerOfItem(pack, id);
            if (!item)
                w.note(u"items/"_s + id + u": not in %1; written under its id with load 0"_s.arg(pack.id));
            items << embeddedItem(seed(u"item/%1"_s.arg(i)), item ? item->name.en : id, u"item"_s,
                                  {{u"description"_s, item ? item->summary.en : QString()},
                                   {u"class"_s, owner ? owner->name.en : QString()},
                                   {u"load"_s, item ? item->load : 0},
                                   {u"uses"_s, 1},
                                   {u"additional_info"_s, QString()},
                                   {u"equipped"_s, true},
                                   {u"num_available"_s, 1}},
                                  {{u"id"_s, id}});
        }
    }

    QJsonObject stressAndTrauma() const
    {
        QJsonObject list;
        for (const QString &id : c.traumaConditions) {
            const blades::Entity *condition = byId(pack.traumaConditions, id);
            if (!condition)
                w.note(u"trauma_conditions/"_s + id + u": not in %1; written under its id"_s.arg(pack.id));
            list.insert(condition ? nameKey(condition->name.en) : id, true);
        }
        QJsonArray options;
        for (const blades::Entity &condition : pack.traumaConditions)
            options << labelKey(u"BITD.Trauma"_s, condition.name.en);
        return {{u"max"_s, limits.traumaMax},
                {u"max_default"_s, pack.numberOr(u"trauma_max"_s, 4)},
                {u"value"_s, boxes(c.trauma)},
                {u"name"_s, u"BITD.Trauma"_s},
                {u"name_default"_s, u"BITD.Trauma"_s},
                {u"options"_s, options},
                {u"list"_s, list}};
    }

    QJsonObject harm() const
    {
        struct Row
        {
            QString key;
            int level;
            QStringList slots;
        };
        const QList<Row> rows{{u"light"_s, 1, {u"one"_s, u"two"_s}},
                              {u"medium"_s, 2, {u"one"_s, u"two"_s}},
                              {u"heavy"_s, 3, {u"one"_s}},
                              {u"deadly"_s, 4, {u"one"_s}}};
        QJsonObject out;
        for (const Row &row : rows) {
            QJsonObject o;
            qsizetype used = 0;
            for (const QString &slot : row.slots)
                o.insert(slot, QString());
            for (const blades::Harm &h : c.harm) {
                if (h.level != row.level)
                    continue;
                if (used < row.slots.size())
                    o.insert(row.slots.at(used), h.description);
                else
                    w.note(u"harm level %1 "_s.arg(h.level) + quoted(h.description)
                           + u": Foundry's sheet has %1 box(es) on that row; not written"_s.arg(row.slots.size()));
                ++used;
            }
            out.insert(row.key, o);
        }
        for (const blades::Harm &h : c.harm) {
            if (h.level < 1 || h.level > 4)
                w.note(u"harm level %1 "_s.arg(h.level) + quoted(h.description) + u": no such harm row; not written"_s);
        }
        return out;
    }

    QJsonObject attributes() const
    {
        QJsonObject out;
        for (const blades::Attribute &a : pack.attributes) {
            QJsonObject skills;
            for (const QString &action : a.actions) {
                const blades::Entity *e = pack.action(action);
                skills.insert(action, QJsonObject{{u"label"_s, labelKey(u"BITD.Skills"_s, e ? e->name.en : action)},
                                                  {u"value"_s, c.rating(action)},
                                                  {u"max"_s, limits.actionCap},
                                                  {u"min"_s, 0}});
            }
            out.insert(a.id, QJsonObject{{u"exp"_s, c.attributeXp.value(a.id)},
                                         {u"exp_max"_s, limits.attributeXp},
                                         {u"bonus"_s, 0},
                                         {u"label"_s, labelKey(u"BITD.Skills"_s, a.name.en)},
                                         {u"skills"_s, skills}});
        }
        for (auto it = c.actions.constBegin(); it != c.actions.constEnd(); ++it) {
            if (!pack.attributeOf(it.key()))
                w.note(u"actions/"_s + it.key() + u": no such action in %1; not written"_s.arg(pack.id));
        }
        for (auto it = c.attributeXp.constBegin(); it != c.attributeXp.constEnd(); ++it) {
            if (!pack.attribute(it.key()))
                w.note(u"xp/"_s + it.key() + u": no such attribute in %1; not written"_s.arg(pack.id));
        }
        return out;
    }

    QJsonArray acquaintances() const
    {
        QJsonArray out;
        const blades::Playbook *playbook = pack.playbook(c.playbook);
        const auto standing = [&](const QString &id) -> QString {
            return id == c.friendNpc ? u"friend"_s : id == c.rivalNpc ? u"rival"_s : u"neutral"_s;
        };
        for (const blades::Entity &npc : playbook ? playbook->npcs : QList<blades::Entity>()) {
            out << QJsonObject{{u"id"_s, documentId(u"npc/"_s + npc.id)},
                               {u"name"_s, npc.name.en},
                               {u"description_short"_s, npc.summary.en},
                               {u"standing"_s, standing(npc.id)}};
        }
        for (const QString &id : {c.friendNpc, c.rivalNpc}) {
            if (!id.isEmpty() && !(playbook && byId(playbook->npcs, id)))
                w.note(standing(id) + u' ' + quoted(id) + u": not one of the playbook's NPCs in %1; not written"_s.arg(pack.id));
        }
        return out;
    }

    QString loadLevel() const
    {
        if (c.loadLevel.isEmpty())
            return {};
        const blades::LoadLevel *level = pack.loadLevel(c.loadLevel);
        if (!level) {
            w.note(u"load level "_s + quoted(c.loadLevel) + u": not in %1; not written"_s.arg(pack.id));
            return {};
        }
        if (!QStringList{u"light"_s, u"normal"_s, u"heavy"_s}.contains(nameKey(level->name.en)))
            w.note(u"load level "_s + quoted(c.loadLevel) + u": Foundry offers only light, normal and heavy"_s);
        return labelKey(u"BITD."_s, level->name.en);
    }

    QJsonObject flags() const
    {
        QJsonObject fl = baseFlags(c.rulePack.isEmpty() ? pack.id : c.rulePack,
                                   c.rulePack.isEmpty() ? pack.version : c.rulePackVersion);
        fl.insert(u"phase"_s, c.phase == blades::CharacterPhase::Play ? u"play"_s : u"creation"_s);
        static const QList<std::pair<blades::CharacterStatus, QString>> statuses{
            {blades::CharacterStatus::Active, u"active"_s}, {blades::CharacterStatus::Retired, u"retired"_s},
            {blades::CharacterStatus::Dead, u"dead"_s}, {blades::CharacterStatus::Incarcerated, u"incarcerated"_s}};
        for (const auto &[status, id] : statuses) {
            if (c.status == status)
                fl.insert(u"status"_s, id);
        }
        if (c.status != blades::CharacterStatus::Active)
            w.note(u"status "_s + fl.value(u"status"_s).toString() + u": Foundry's sheet has no status; kept in flags.sheetwright"_s);
        fl.insert(u"heritage_detail"_s, c.heritageDetail);
        fl.insert(u"vice_detail"_s, c.viceDetail);
        if (!c.heritageDetail.isEmpty())
            w.note(u"heritage detail: Foundry's sheet has no field for it; kept in flags.sheetwright"_s);
        if (!c.viceDetail.isEmpty())
            w.note(u"vice detail: Foundry's sheet has no field for it; kept in flags.sheetwright"_s);
        QJsonObject pending{{u"playbook"_s, c.pendingPlaybookAdvances}};
        for (auto it = c.pendingAttributeAdvances.constBegin(); it != c.pendingAttributeAdvances.constEnd(); ++it)
            pending.insert(it.key(), it.value());
        fl.insert(u"pending_advances"_s, pending);
        if (c.pendingPlaybookAdvances != 0 || !c.pendingAttributeAdvances.isEmpty())
            w.note(u"pending advances: Foundry's sheet has no field for them; kept in flags.sheetwright"_s);
        QJsonArray overrides;
        for (const rules::Override &o : c.overrides)
            overrides << QJsonObject{{u"code"_s, o.code}, {u"field"_s, o.field}, {u"reason"_s, o.reason}};
        fl.insert(u"overrides"_s, overrides);
        if (!c.overrides.isEmpty())
            w.note(u"overrides: Foundry has no GM overrides; kept in flags.sheetwright"_s);
        return fl;
    }

    QByteArray write()
    {
        QJsonObject system{
            {u"alias"_s, c.alias},
            {u"look"_s, c.look},
            {u"background-details"_s, c.backgroundDetail},
            {u"vice-purveyor"_s, c.purveyor},
            {u"description"_s, c.notes},
            {u"crew"_s, QJsonArray()},
            {u"edge"_s, QJsonObject{{u"value"_s, 0}, {u"max"_s, 1}}},
            {u"acquaintances"_s, acquaintances()},
            {u"acquaintances_label"_s, u"BITD.Acquaintances"_s},
            {u"stress"_s, QJsonObject{{u"value"_s, boxes(c.stress)},
                                       {u"max"_s, limits.stressMax},
                                       {u"max_default"_s, pack.numberOr(u"stress_max"_s, 9)},
                                       {u"name_default"_s, u"BITD.Stress"_s},
                                       {u"name"_s, u"BITD.Stress"_s}}},
            {u"trauma"_s, stressAndTrauma()},
            {u"healing-clock"_s, boxes(c.healing)},
            {u"healing_clock"_s, QJsonObject{{u"value"_s, boxes(c.healing)}, {u"max"_s, limits.healingClock}, {u"min"_s, 0}}},
            {u"experience"_s, boxes(c.playbookXp)},
            {u"experience_max"_s, limits.playbookXp},
            {u"experience_clues"_s, QJsonArray()},
            {u"exp_clock"_s, QJsonObject{{u"value"_s, 0}, {u"number"_s, 0}, {u"size"_s, 6}, {u"color"_s, u"black"_s}}},
            {u"coins"_s, boxes(c.coin)},
            {u"coins_stashed"_s, boxes(c.stash)},
            {u"coins_max"_s, QJsonObject{{u"hand"_s, limits.coinMax}, {u"stash"_s, limits.stashMax}}},
            {u"special_abilities"_s, QJsonArray()},
            {u"loadout"_s, blades::carriedLoad(c, pack)},
            {u"load_level"_s, QString()},
            {u"selected_load_level"_s, loadLevel()},
            {u"base_max_load"_s, 0},
            {u"harm"_s, harm()},
            {u"armor-uses"_s, QJsonObject{{u"armor"_s, c.armor.standard}, {u"heavy"_s, c.armor.heavy},
                                           {u"special"_s, c.armor.special}}},
            {u"attributes"_s, attributes()},
        };
        playbookAndTraits(&system);
        abilitiesAndItems();
        return toJson(actorDocument(c.name, u"character"_s, u"icons/svg/mystery-man.svg"_s, system, items, flags()));
    }
};

} // namespace
} // namespace foundry

QByteArray exportFoundryCharacter(const blades::Character &character, const blades::RulePack &pack, QStringList *unmapped)
{
    return foundry::CharacterWriter(character, pack, unmapped).write();
}

} // namespace sw::io
