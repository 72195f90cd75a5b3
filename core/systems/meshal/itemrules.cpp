#include "systems/meshal/itemrules.h"

#include "systems/meshal/derived.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

rules::Violation violation(const QString &code, const QString &field, QVariantMap params = {})
{
    return {code, field, std::move(params), false};
}

// Rule 39: a helmet is worn on the head, body armour on the torso, boots on one or two legs;
// other armour says its own parts.
bool armourSlotsFit(const Item &item, int bootsMax)
{
    const auto only = [&item](const QString &part) {
        return std::all_of(item.slots.begin(), item.slots.end(), [&part](const QString &s) { return s == part; });
    };
    if (item.types.contains(u"armour.helmet"_s))
        return item.slots.size() == 1 && only(u"head"_s);
    if (item.types.contains(u"armour.armor"_s))
        return item.slots.size() == 1 && only(u"torso"_s);
    if (item.types.contains(u"armour.boots"_s))
        return !item.slots.isEmpty() && item.slots.size() <= bootsMax && only(u"leg"_s);
    return true;
}

} // namespace

QString accessoryType(const Item &item)
{
    for (const QString &t : item.types) {
        if (t.startsWith(u"accessory."_s))
            return t;
    }
    return {};
}

void checkItems(const Character &c, const MeshalPack &pack, QList<rules::Violation> &out)
{
    const int heavy = carried(c, Scale::Heavy); // rules 36, 41
    if (heavy > pack.number(u"carry_heavy"_s))
        out.append(violation(u"meshal.item.carry_heavy"_s, u"items"_s, {{u"count"_s, heavy}, {u"max"_s, pack.number(u"carry_heavy"_s)}}));
    const int light = carried(c, Scale::Light);
    if (light > pack.number(u"carry_light"_s))
        out.append(violation(u"meshal.item.carry_light"_s, u"items"_s, {{u"count"_s, light}, {u"max"_s, pack.number(u"carry_light"_s)}}));
    int accessories = 0;
    QSet<QString> accessoryTypes, keys;
    QMap<QString, int> partsUsed;
    for (qsizetype i = 0; i < c.items.size(); ++i) {
        const Item &item = c.items.at(i);
        const QString field = u"items/%1"_s.arg(i);
        if (keys.contains(item.key))
            out.append(violation(u"meshal.item.duplicate_key"_s, field, {{u"item"_s, item.key}}));
        keys.insert(item.key);
        if (!item.equipped || item.natural()) // rule 41: natural items are never equipped
            continue;
        const QString accessory = accessoryType(item);
        if (!accessory.isEmpty()) {
            accessories += 1; // rule 37
            if (accessoryTypes.contains(accessory))
                out.append(violation(u"meshal.item.accessory_type"_s, field, {{u"type"_s, accessory}}));
            accessoryTypes.insert(accessory);
            if (!item.slots.isEmpty()) // rule 38
                out.append(violation(u"meshal.item.accessory_slot"_s, field, {{u"item"_s, item.key}}));
            continue;
        }
        if (!armourSlotsFit(item, pack.number(u"boots_legs_max"_s))) // rule 39
            out.append(violation(u"meshal.item.armour_slot"_s, field, {{u"item"_s, item.key}, {u"slots"_s, item.slots.join(u',')}}));
        for (const QString &part : item.slots)
            partsUsed[part] += 1;
        if (!item.sizes.isEmpty() && (!c.size || !item.sizes.contains(*c.size))) // rule 42
            out.append(violation(u"meshal.item.size"_s, field, {{u"item"_s, item.key}, {u"size"_s, c.size ? sizeId(*c.size) : QString()}}));
    }
    if (accessories > pack.number(u"accessories_max"_s))
        out.append(violation(u"meshal.item.accessories"_s, u"items"_s, {{u"count"_s, accessories}, {u"max"_s, pack.number(u"accessories_max"_s)}}));
    if (!pack.moduleOn(u"body_parts"_s)) // rule 40 needs the module
        return;
    for (auto it = partsUsed.begin(); it != partsUsed.end(); ++it) {
        int has = 0;
        for (const BodyPart &p : c.bodyParts)
            has += p.part == it.key() ? p.count : 0;
        if (has == 0)
            out.append(violation(u"meshal.item.part_missing"_s, u"items"_s, {{u"part"_s, it.key()}}));
        else if (it.value() > has)
            out.append(violation(u"meshal.item.part_taken"_s, u"items"_s, {{u"part"_s, it.key()}, {u"used"_s, it.value()}, {u"has"_s, has}}));
    }
}

void checkIdentity(const Character &c, bool complete, QList<rules::Violation> &out)
{
    if (complete) { // rule 46
        const std::pair<QString, bool> required[] = {{u"name"_s, c.name.trimmed().isEmpty()}, {u"species"_s, c.species.id.isEmpty()},
                                                     {u"gender"_s, c.gender.isEmpty()}, {u"size"_s, !c.size},
                                                     {u"form"_s, c.form.isEmpty()}};
        for (const auto &[field, missing] : required) {
            if (missing)
                out.append(violation(u"meshal.identity.missing"_s, field, {}));
        }
    }
    const Feature &s = c.species; // rule 47
    if (!c.gender.isEmpty() && !s.genders.isEmpty() && !s.genders.contains(c.gender))
        out.append(violation(u"meshal.identity.not_allowed"_s, u"gender"_s, {{u"value"_s, c.gender}, {u"species"_s, s.id}}));
    if (c.size && !s.sizes.isEmpty() && !s.sizes.contains(*c.size))
        out.append(violation(u"meshal.identity.not_allowed"_s, u"size"_s, {{u"value"_s, sizeId(*c.size)}, {u"species"_s, s.id}}));
    if (!c.form.isEmpty() && !s.forms.isEmpty() && !s.forms.contains(c.form))
        out.append(violation(u"meshal.identity.not_allowed"_s, u"form"_s, {{u"value"_s, c.form}, {u"species"_s, s.id}}));
}

QList<rules::Violation> uniqueItemClashes(qint64 sheet, const QList<std::pair<qint64, Character>> &sheets)
{
    const auto same = [](const Item &a, const Item &b) { return a.id.isEmpty() ? a.name == b.name : a.id == b.id; };
    QList<rules::Violation> out;
    const auto mine = std::find_if(sheets.cbegin(), sheets.cend(), [sheet](const auto &s) { return s.first == sheet; });
    if (mine == sheets.cend())
        return out;
    for (const Item &item : mine->second.items) {
        if (!item.unique)
            continue;
        QStringList holders;
        if (item.quantity > 1)
            holders << mine->second.name;
        for (const auto &[id, other] : sheets) {
            if (id == sheet)
                continue;
            if (std::any_of(other.items.cbegin(), other.items.cend(), [&](const Item &o) { return same(item, o); }))
                holders << other.name;
        }
        if (!holders.isEmpty())
            out.append({u"meshal.item.unique_twice"_s, u"items/"_s + item.key,
                        {{u"item"_s, item.name}, {u"holders"_s, holders}}});
    }
    return out;
}

} // namespace sw::meshal
