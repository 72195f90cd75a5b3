// A Foundry "character" actor → Character. Foundry field → Sheetwright field:
//   name → name; system.alias, .look → alias, look
//   "class" item (else system.playbook) → playbook, by the pack's English playbook names
//   "heritage"/"background"/"vice" items (else the system strings) → heritage, background, vice
//   system["background-details"] → backgroundDetail; system["vice-purveyor"] → purveyor
//   system.description (the sheet's notes tab) → notes
//   "ability" items → abilities (a name several playbooks share, like "(C) Veteran", is told
//       apart by the item's system.class, its "(C)" prefix, or the character's playbook)
//   "item" items (Foundry's loadout) → items; system.selected_load_level BITD.Light/Normal/Heavy
//       → loadLevel
//   system.attributes.<attribute>.skills.<action>.value → actions; .exp → attributeXp
//   system.experience → playbookXp
//   system.stress.value → stress; system.trauma.list (object of true flags, or a list of names)
//       → traumaConditions; trauma = the larger of system.trauma.value and the conditions ticked
//   system.harm.light.one/two, medium.one/two, heavy.one, deadly.one → harm levels 1, 1, 2, 2, 3, 4
//   system.healing_clock.value (else system["healing-clock"]) → healing
//   system["armor-uses"].armor/heavy/special → armor.standard/heavy/special
//   system.coins → coin; system.coins_stashed → stash
//   system.acquaintances with standing "friend"/"rival" → friendNpc/rivalNpc (the playbook's NPCs)
//   flags.sheetwright: phase, status, heritage_detail, vice_detail, pending_advances, overrides
// Derived values (loadout, load_level, the max fields) are recomputed by Sheetwright.
#include "systems/blades/io/foundrymapping.h"
#include "systems/blades/io/foundryreader.h"

#include <functional>
#include <utility>

using namespace Qt::StringLiterals;

namespace sw::io::foundry {
namespace {

struct CharacterReader
{
    Reader &r;
    const ActorDoc &doc;
    const blades::RulePack &pack;
    blades::Character c;

    QJsonValue sys(const char *key) const { return doc.system.value(QLatin1StringView(key)); }
    static QString at(const char *key) { return u"system."_s + QLatin1StringView(key); }

    const blades::Playbook *hintedPlaybook(const ItemDoc &item) const
    {
        const QString cls = item.system.value("class"_L1).toString();
        if (!cls.isEmpty()) {
            const QStringList ids = idsByName(pack.playbooks, cls);
            if (!ids.isEmpty())
                return pack.playbook(ids.first());
        }
        if (const blades::Playbook *p = playbookOfPrefix(classPrefix(item.name), pack))
            return p;
        return pack.playbook(c.playbook);
    }

    // The flagged id when it is one of `known`, else nothing.
    QString flaggedId(const ItemDoc &item, const std::function<bool(const QString &)> &known)
    {
        const QString id = r.text(item.sheetwright.value("id"_L1), item.path + u".flags.sheetwright.id"_s);
        return !id.isEmpty() && known(id) ? id : QString();
    }

    void playbook()
    {
        bool fromItem = false;
        for (const ItemDoc &item : doc.items) {
            if (item.type != u"class"_s)
                continue;
            if (std::exchange(fromItem, true)) {
                r.note(item.label() + u": a second playbook; the first one is kept"_s);
                continue;
            }
            const QStringList ids = idsByName(pack.playbooks, item.name);
            if (ids.isEmpty())
                r.note(item.label() + u": no such playbook in %1"_s.arg(pack.id));
            else
                c.playbook = ids.first();
        }
        const QString text = r.text(sys("playbook"), at("playbook"));
        if (!fromItem && !text.isEmpty()) { // the class item, when there is one, is the playbook
            const QStringList ids = idsByName(pack.playbooks, text);
            if (ids.isEmpty())
                r.note(at("playbook") + u' ' + quoted(text) + u": no such playbook in %1"_s.arg(pack.id));
            else
                c.playbook = ids.first();
        }
    }

    // A heritage, background or vice: its item, else the system string.
    void trait(const QString &type, const char *key, const QList<blades::Entity> &list, QString *out)
    {
        bool fromItem = false;
        for (const ItemDoc &item : doc.items) {
            if (item.type != type)
                continue;
            if (fromItem) {
                r.note(item.label() + u": a second %1; the first one is kept"_s.arg(type));
                continue;
            }
            fromItem = true;
            const QStringList ids = idsByName(list, item.name);
            if (ids.isEmpty())
                r.note(item.label() + u": no such %1 in %2"_s.arg(type, pack.id));
            else
                *out = ids.first();
        }
        const QString text = r.text(sys(key), at(key));
        if (!fromItem && !text.isEmpty()) {
            const QStringList ids = idsByName(list, text);
            if (ids.isEmpty())
                r.note(at(key) + u' ' + quoted(text) + u": no such %1 in %2"_s.arg(type, pack.id));
            else
                *out = ids.first();
        }
    }

    QString ability(const ItemDoc &item)
    {
        const QString flagged = flaggedId(item, [&](const QString &id) { return pack.ability(id) != nullptr; });
        if (!flagged.isEmpty())
            return flagged;
        QStringList ids = idsByName(pack.abilities, item.name);
        if (ids.isEmpty()) {
            const QString aliased = alias(AliasKind::Ability, item.name, pack);
            if (!aliased.isEmpty())
                ids << aliased;
        }
        if (ids.size() > 1) { // "Veteran": one per playbook
            for (const blades::Playbook *p : {hintedPlaybook(item), pack.playbook(c.playbook)}) {
                for (const QString &id : ids) {
                    if (p && p->abilities.contains(id))
                        return id;
                }
            }
        }
        return ids.value(0);
    }

    QString item(const ItemDoc &item)
    {
        QString id = flaggedId(item, [&](const QString &i) { return pack.item(i) != nullptr; });
        if (id.isEmpty()) {
            // The standard items first, then the hinted playbook's, the character's, any playbook's.
            id = idsByName(pack.items, item.name).value(0);
            const QList<const blades::Playbook *> order{hintedPlaybook(item), pack.playbook(c.playbook)};
            for (const blades::Playbook *p : order) {
                if (id.isEmpty() && p)
                    id = idsByName(p->items, item.name).value(0);
            }
            for (const blades::Playbook &p : pack.playbooks) {
                if (id.isEmpty())
                    id = idsByName(p.items, item.name).value(0);
            }
        }
        if (id.isEmpty())
            return {};
        const blades::Item *known = pack.item(id);
        const QJsonValue load = item.system.value("load"_L1);
        if (known && !load.isUndefined() && !(load.isString() && load.toString().trimmed().isEmpty())) {
            const int foundryLoad = r.integer(load, item.path + u".system.load"_s);
            if (foundryLoad != known->load)
                r.note(item.label() + u": load %1 in Foundry, %2 in %3 (the pack's load counts)"_s
                                          .arg(foundryLoad).arg(known->load).arg(pack.id));
        }
        return id;
    }

    void items()
    {
        static const QStringList traits{u"class"_s, u"heritage"_s, u"background"_s, u"vice"_s};
        for (const ItemDoc &it : doc.items) {
            if (it.type == u"ability"_s) {
                const QString id = ability(it);
                if (id.isEmpty())
                    r.note(it.label() + u": no such special ability in %1"_s.arg(pack.id));
                else
                    c.abilities << id;
            } else if (it.type == u"item"_s) {
                const QString id = item(it);
                if (id.isEmpty())
                    r.note(it.label() + u": no such item in %1"_s.arg(pack.id));
                else
                    c.items << id;
            } else if (!traits.contains(it.type)) {
                r.note(it.label() + u": an item of type %1 has no place on a character sheet"_s.arg(quoted(it.type)));
            }
        }
    }

    void stressAndTrauma()
    {
        const QJsonObject stress = r.object(sys("stress"), at("stress"));
        c.stress = r.integer(stress.value("value"_L1), at("stress") + u".value"_s);
        const QJsonObject trauma = r.object(sys("trauma"), at("trauma"));
        const QString path = at("trauma") + u".list"_s;
        const QJsonValue list = trauma.value("list"_L1);
        QStringList ticked;
        if (list.isObject()) { // what the 6.1.1 sheet writes: {"cold": true, …}
            const QJsonObject o = list.toObject();
            for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
                if (r.boolean(it.value(), path + u'.' + it.key()))
                    ticked << it.key();
            }
        } else {
            ticked = r.strings(list, path); // the template's list of names
        }
        for (const QString &name : ticked) {
            const QString id = idsByName(pack.traumaConditions, labelName(name, u"BITD.Trauma"_s)).value(0);
            if (id.isEmpty())
                r.note(path + u' ' + quoted(name) + u": no such trauma condition in %1"_s.arg(pack.id));
            else
                c.traumaConditions << id;
        }
        c.trauma = std::max(r.integer(trauma.value("value"_L1), at("trauma") + u".value"_s),
                            static_cast<int>(ticked.size()));
        const auto checkMax = [&](const QJsonObject &o, const QString &maxPath, const QString &number) {
            const QJsonValue max = o.value("max"_L1);
            if (max.isUndefined())
                return;
            const int value = r.integer(max, maxPath);
            const int expected = pack.numberOr(number, value);
            if (value != expected)
                r.note(maxPath + u" %1: Sheetwright counts %2 boxes from %3 and the crew's upgrades"_s
                                     .arg(value).arg(expected).arg(pack.id));
        };
        checkMax(stress, at("stress") + u".max"_s, u"stress_max"_s);
        checkMax(trauma, at("trauma") + u".max"_s, u"trauma_max"_s);
    }

    void harm()
    {
        const QJsonObject harm = r.object(sys("harm"), at("harm"));
        struct Row
        {
            const char *key;
            int level;
        };
        for (const Row &row : {Row{"light", 1}, Row{"medium", 2}, Row{"heavy", 3}, Row{"deadly", 4}}) {
            const QString path = at("harm") + u'.' + QLatin1StringView(row.key);
            const QJsonObject o = r.object(harm.value(QLatin1StringView(row.key)), path);
            for (const char *slot : {"one", "two"}) {
                const QString text = r.text(o.value(QLatin1StringView(slot)), path + u'.' + QLatin1StringView(slot));
                if (!text.trimmed().isEmpty())
                    c.harm.append({row.level, text});
            }
        }
        if (doc.system.contains("healing_clock"_L1)) {
            const QJsonObject healing = r.object(sys("healing_clock"), at("healing_clock"));
            c.healing = r.integer(healing.value("value"_L1), at("healing_clock") + u".value"_s);
        } else {
            c.healing = r.integer(sys("healing-clock"), at("healing-clock"));
        }
        const QJsonObject armor = r.object(sys("armor-uses"), at("armor-uses"));
        c.armor.standard = r.boolean(armor.value("armor"_L1), at("armor-uses") + u".armor"_s);
        c.armor.heavy = r.boolean(armor.value("heavy"_L1), at("armor-uses") + u".heavy"_s);
        c.armor.special = r.boolean(armor.value("special"_L1), at("armor-uses") + u".special"_s);
    }

    void actionsAndXp()
    {
        c.playbookXp = r.integer(sys("experience"), at("experience"));
        const QJsonObject attributes = r.object(sys("attributes"), at("attributes"));
        for (auto a = attributes.constBegin(); a != attributes.constEnd(); ++a) {
            const QString path = at("attributes") + u'.' + a.key();
            const QJsonObject attribute = r.object(a.value(), path);
            const int xp = r.integer(attribute.value("exp"_L1), path + u".exp"_s);
            if (pack.attribute(a.key()) && xp != 0)
                c.attributeXp.insert(a.key(), xp);
            else if (xp != 0)
                r.note(path + u".exp %1: no such attribute in %2"_s.arg(xp).arg(pack.id));
            const QJsonObject skills = r.object(attribute.value("skills"_L1), path + u".skills"_s);
            for (auto s = skills.constBegin(); s != skills.constEnd(); ++s) {
                const QString skillPath = path + u".skills."_s + s.key();
                const int dots = r.integer(r.object(s.value(), skillPath).value("value"_L1), skillPath + u".value"_s);
                if (pack.action(s.key()) && dots != 0)
                    c.actions.insert(s.key(), dots);
                else if (dots != 0)
                    r.note(skillPath + u" %1: no such action in %2"_s.arg(dots).arg(pack.id));
            }
        }
        const QJsonObject clock = r.object(sys("exp_clock"), at("exp_clock"));
        if (r.integer(clock.value("value"_L1), at("exp_clock") + u".value"_s) != 0
            || r.integer(clock.value("number"_L1), at("exp_clock") + u".number"_s) != 0)
            r.note(at("exp_clock") + u": the optional xp clock is not read; playbook xp comes from system.experience"_s);
    }

    void contacts()
    {
        const blades::Playbook *playbook = pack.playbook(c.playbook);
        const QJsonArray list = r.array(sys("acquaintances"), at("acquaintances"));
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = at("acquaintances") + u"[%1]"_s.arg(i);
            const QJsonObject o = r.object(list.at(i), path);
            const QString name = r.text(o.value("name"_L1), path + u".name"_s);
            const QString standing = r.text(o.value("standing"_L1), path + u".standing"_s);
            const QString npc = playbook ? idsByName(playbook->npcs, name).value(0) : QString();
            const QString label = path + u' ' + quoted(name);
            if (standing == u"friend"_s || standing == u"rival"_s) {
                QString &slot = standing == u"friend"_s ? c.friendNpc : c.rivalNpc;
                if (npc.isEmpty())
                    r.note(label + u" (%1): not one of the playbook's NPCs in %2"_s.arg(standing, pack.id));
                else if (!slot.isEmpty())
                    r.note(label + u" (%1): a second %1; the first one is kept"_s.arg(standing));
                else
                    slot = npc;
            } else if (npc.isEmpty()) {
                r.note(label + u": Sheetwright keeps only the playbook's friend and rival"_s);
            }
        }
        const QJsonArray crews = r.array(sys("crew"), at("crew"));
        for (qsizetype i = 0; i < crews.size(); ++i) {
            const QString path = at("crew") + u"[%1]"_s.arg(i);
            const QString name = r.text(r.object(crews.at(i), path).value("name"_L1), path + u".name"_s);
            r.note(path + u' ' + quoted(name) + u": the crew is linked in the campaign, not on the character sheet"_s);
        }
        const QJsonArray legacy = r.array(sys("special_abilities"), at("special_abilities"));
        if (!legacy.isEmpty())
            r.note(at("special_abilities") + u": %1 entries of an older data model; abilities are read from the ability items"_s
                                                 .arg(legacy.size()));
        const QJsonObject edge = r.object(sys("edge"), at("edge"));
        if (const int value = r.integer(edge.value("value"_L1), at("edge") + u".value"_s); value != 0)
            r.note(at("edge") + u" %1: the optional edge track has no place in %2"_s.arg(value).arg(pack.id));
    }

    void load()
    {
        const QString level = r.text(sys("selected_load_level"), at("selected_load_level"));
        if (level.isEmpty())
            return;
        const QString name = labelName(level, u"BITD."_s);
        c.loadLevel = idsByName(pack.loadLevels, name).value(0);
        if (c.loadLevel.isEmpty() && pack.loadLevel(name.toLower()))
            c.loadLevel = name.toLower();
        if (c.loadLevel.isEmpty())
            r.note(at("selected_load_level") + u' ' + quoted(level) + u": no such load level in %1"_s.arg(pack.id));
    }

    void flags()
    {
        const QJsonObject &fl = doc.sheetwright;
        const QString path = u"flags.sheetwright"_s;
        if (fl.contains("phase"_L1)) {
            const QString phase = r.text(fl.value("phase"_L1), path + u".phase"_s);
            if (phase == u"creation"_s || phase == u"play"_s)
                c.phase = phase == u"play"_s ? blades::CharacterPhase::Play : blades::CharacterPhase::Creation;
            else
                r.error(path + u".phase"_s, quoted(phase) + u" is neither creation nor play"_s);
        }
        if (fl.contains("status"_L1)) {
            static const QList<std::pair<QString, blades::CharacterStatus>> statuses{
                {u"active"_s, blades::CharacterStatus::Active}, {u"retired"_s, blades::CharacterStatus::Retired},
                {u"dead"_s, blades::CharacterStatus::Dead}, {u"incarcerated"_s, blades::CharacterStatus::Incarcerated}};
            const QString status = r.text(fl.value("status"_L1), path + u".status"_s);
            bool found = false;
            for (const auto &[id, value] : statuses) {
                if (id == status) {
                    c.status = value;
                    found = true;
                }
            }
            if (!found)
                r.error(path + u".status"_s, quoted(status) + u" is no character status"_s);
        }
        c.heritageDetail = r.text(fl.value("heritage_detail"_L1), path + u".heritage_detail"_s);
        c.viceDetail = r.text(fl.value("vice_detail"_L1), path + u".vice_detail"_s);
        const QJsonObject pending = r.object(fl.value("pending_advances"_L1), path + u".pending_advances"_s);
        for (auto it = pending.constBegin(); it != pending.constEnd(); ++it) {
            const int n = r.integer(it.value(), path + u".pending_advances."_s + it.key());
            if (it.key() == u"playbook"_s)
                c.pendingPlaybookAdvances = n;
            else if (pack.attribute(it.key()) && n != 0)
                c.pendingAttributeAdvances.insert(it.key(), n);
            else if (n != 0)
                r.note(path + u".pending_advances."_s + it.key() + u": no such attribute in %1"_s.arg(pack.id));
        }
        c.overrides = r.overrides(fl.value("overrides"_L1), path + u".overrides"_s);
        r.rulePackFlag(fl, path);
    }

    blades::Character read()
    {
        c.rulePack = pack.id;
        c.rulePackVersion = pack.version;
        c.phase = blades::CharacterPhase::Play; // a Foundry character is in play; the flags may say otherwise
        c.name = doc.name;
        c.alias = r.text(sys("alias"), at("alias"));
        c.look = r.text(sys("look"), at("look"));
        c.notes = r.text(sys("description"), at("description"));
        c.backgroundDetail = r.text(sys("background-details"), at("background-details"));
        c.purveyor = r.text(sys("vice-purveyor"), at("vice-purveyor"));
        playbook();
        trait(u"heritage"_s, "heritage", pack.heritages, &c.heritage);
        trait(u"background"_s, "background", pack.backgrounds, &c.background);
        trait(u"vice"_s, "vice", pack.vices, &c.vice);
        items();
        load();
        stressAndTrauma();
        harm();
        actionsAndXp();
        c.coin = r.integer(sys("coins"), at("coins"));
        c.stash = r.integer(sys("coins_stashed"), at("coins_stashed"));
        contacts();
        flags();
        return c;
    }
};

} // namespace

blades::Character readCharacter(Reader &r, const ActorDoc &doc)
{
    return CharacterReader{r, doc, r.pack, {}}.read();
}

} // namespace sw::io::foundry
