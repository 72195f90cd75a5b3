#include "systems/soulhunter/catalogue.h"

#include "systems/soulhunter/sheetrules.h"

#include <algorithm>

namespace sw::soulhunter {

QList<CatalogueEntry> catalogue(const QList<std::shared_ptr<const Content>> &packs)
{
    QList<CatalogueEntry> out;
    for (const auto &pack : packs) {
        const auto add = [&](CatalogueKind kind, const QList<ContentEntry> &entries) {
            for (const ContentEntry &e : entries)
                out.append({pack->id, kind, e.id, e.name, e.tier});
        };
        add(CatalogueKind::Mark, pack->marks);
        add(CatalogueKind::SoulWeapon, pack->soulWeapons);
        add(CatalogueKind::Ultimate, pack->ultimates);
        for (const TechniqueEntry &t : pack->techniques)
            out.append({pack->id, CatalogueKind::Technique, t.entry.id, t.entry.name, 0});
        add(CatalogueKind::Enchantment, pack->enchantments);
    }
    return out;
}

std::optional<Character> withEntry(const Character &c, const QList<std::shared_ptr<const Content>> &packs,
                                   const CatalogueEntry &entry, bool prepared)
{
    for (const auto &pack : packs) {
        if (pack->id != entry.pack)
            continue;
        for (const CatalogueEntry &e : catalogue({pack})) {
            if (e.kind != entry.kind || e.id != entry.id)
                continue;
            Character after = c;
            switch (e.kind) {
            case CatalogueKind::Mark:
                after.marks.append({e.name.zhCN, {}, false, false});
                break;
            case CatalogueKind::SoulWeapon:
                after.unlocks.append({e.name.zhCN, {}, 0}); // tier 0: the soul weapon (rule 8)
                break;
            case CatalogueKind::Ultimate:
                after.unlocks.append({e.name.zhCN, {}, e.tier}); // tier 1 or 2 (rule 8)
                break;
            case CatalogueKind::Technique: {
                std::optional<Technique> t = pack->learn(e.id);
                t->prepared = prepared; // rule 39: the prepared ones within the Load budget
                after.techniques.append(*t);
                break;
            }
            case CatalogueKind::Enchantment:
                after.enchantments.append({e.name.zhCN, 1, {}, false, 0}); // D19: POW 1 without a technique's CAT
                break;
            }
            return after;
        }
    }
    return std::nullopt;
}

QList<rules::Violation> newlyBroken(const Character &before, const Character &after, const Rules &rules)
{
    const QList<rules::Violation> old = checkCharacter(before, rules).blocking();
    QList<rules::Violation> out = changeViolations(before, after);
    for (const rules::Violation &v : checkCharacter(after, rules).blocking()) {
        const bool was = std::any_of(old.begin(), old.end(), [&v](const rules::Violation &w) { return w.code == v.code && w.field == v.field; });
        if (!was)
            out.append(v);
    }
    return out;
}

} // namespace sw::soulhunter
