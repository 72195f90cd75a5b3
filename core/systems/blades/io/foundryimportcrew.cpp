// A Foundry "crew" actor → Crew (faction items and clocks are in foundryimportfaction.cpp).
//
// name → name; the "crew_type" item → crewType, and its turfs (cells "1".."15" with a true value,
// the lair left out) → claims; the "crew_reputation" item → reputation (a Cult deity's feature
// such as "Monstrous" goes to the notes, B §1.1); "crew_ability" items → abilities;
// "crew_upgrade" items → upgrades (an item is the whole upgrade, "Vault 2" its 2nd box, and each
// "Cohort" item one more cohort's boxes); "cohort" items → cohorts (cohort, gang_type or
// expert_type, edges/edges_list, flaws/flaws_list, harm); the first "hunting_grounds" item →
// huntingGrounds.area; system.tier, .hold ("weak"/"strong"), .reputation → rep, .heat, .wanted,
// .experience → xp, .coins.value + .vault.value → coin, .lair, .description → notes (with
// .deity), .acquaintances → contacts (by role or name; standing "friend" = the favorite).
// flags.sheetwright: phase, pending_advances, lair_district, hunting_grounds, faction_status,
// off_path, overrides.
#include "systems/blades/io/foundrymapping.h"
#include "systems/blades/io/foundryreader.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace sw::io::foundry {
namespace {

struct CrewReader
{
    Reader &r;
    const ActorDoc &doc;
    const blades::RulePack &pack;
    blades::Crew crew;
    QString extraNotes;

    QJsonValue sys(const char *key) const { return doc.system.value(QLatin1StringView(key)); }
    static QString at(const char *key) { return u"system."_s + QLatin1StringView(key); }

    QString flaggedId(const ItemDoc &item) const
    {
        return r.text(item.sheetwright.value("id"_L1), item.path + u".flags.sheetwright.id"_s);
    }

    void claims(const ItemDoc &item, const blades::CrewType *type)
    {
        const QString path = item.path + u".system.turfs"_s;
        const QJsonObject turfs = r.object(item.system.value("turfs"_L1), path);
        for (auto it = turfs.constBegin(); it != turfs.constEnd(); ++it) {
            const QString cellPath = path + u'.' + it.key();
            const QJsonObject cell = r.object(it.value(), cellPath);
            const QString name = r.text(cell.value("name"_L1), cellPath + u".name"_s);
            if (!r.boolean(cell.value("value"_L1), cellPath + u".value"_s))
                continue;
            const QString label = item.label() + u" turfs."_s + it.key() + u' ' + quoted(name);
            if (!type) {
                r.note(label + u": held, but the crew type is not in %1"_s.arg(pack.id));
                continue;
            }
            bool ok = false;
            const int n = it.key().toInt(&ok);
            if (!ok || n < 1 || n > type->claimsMap.cells.size()) {
                r.note(label + u": no such cell on the claim map of %1"_s.arg(pack.id));
                continue;
            }
            if (n == type->claimsMap.lairCell)
                continue;
            crew.claims.insert(n, false);
            const blades::ClaimsMap::Cell &def = type->claimsMap.cells.at(n - 1);
            const blades::Claim *claim = byId(pack.claims, def.claim);
            const QString expected = claim ? claim->name.en : def.claim;
            if (!name.isEmpty() && nameKey(labelName(name, u"BITD."_s)) != nameKey(expected))
                r.note(label + u": %1 has %2 in that cell; the cell is held"_s.arg(pack.id, quoted(expected)));
        }
    }

    void crewType()
    {
        for (const ItemDoc &item : doc.items) {
            if (item.type != u"crew_type"_s)
                continue;
            if (!crew.crewType.isEmpty()) {
                r.note(item.label() + u": a second crew type; the first one is kept"_s);
                continue;
            }
            const QString id = idsByName(pack.crewTypes, item.name).value(0);
            if (id.isEmpty())
                r.note(item.label() + u": no such crew type in %1"_s.arg(pack.id));
            crew.crewType = id;
            claims(item, pack.crewType(id));
        }
    }

    void reputation(const ItemDoc &item)
    {
        if (!crew.reputation.isEmpty()) {
            r.note(item.label() + u": a second reputation; the first one is kept"_s);
            return;
        }
        const QString flagged = flaggedId(item);
        const QString id = idsByName(packList(pack, u"crew.json"_s, u"/reputations"_s), item.name).value(0);
        if (!flagged.isEmpty()) {
            crew.reputation = flagged;
        } else if (!id.isEmpty()) {
            crew.reputation = id;
        } else if (isDeityFeature(item.name)) {
            appendNote(&extraNotes, u"Deity feature"_s, item.name);
            r.note(item.label() + u": a feature of the Cult's deity, not a reputation; kept in the notes"_s);
        } else {
            crew.reputation = item.name; // the table's own word (B §1.1)
        }
    }

    void ability(const ItemDoc &item)
    {
        QString id = flaggedId(item);
        if (!byId(pack.crewAbilities, id))
            id = idsByName(pack.crewAbilities, item.name).value(0);
        if (id.isEmpty())
            id = alias(AliasKind::CrewAbility, item.name, pack);
        if (id.isEmpty())
            r.note(item.label() + u": no such crew special ability in %1"_s.arg(pack.id));
        else
            crew.abilities << id;
    }

    void upgrade(const ItemDoc &item)
    {
        const QString flagged = flaggedId(item);
        std::optional<UpgradeMatch> match;
        if (pack.upgrade(flagged))
            match = UpgradeMatch{flagged, 0};
        else
            match = matchUpgrade(item.name, pack);
        if (!match) {
            r.note(item.label() + u": no such crew upgrade in %1"_s.arg(pack.id));
            return;
        }
        const blades::Upgrade &up = *pack.upgrade(match->id);
        int boxes = blades::repeatable(up) || match->step == 0 ? up.boxes : match->step;
        if (item.sheetwright.contains("boxes"_L1))
            boxes = r.integer(item.sheetwright.value("boxes"_L1), item.path + u".flags.sheetwright.boxes"_s);
        if (blades::repeatable(up)) // each Cohort item is one more cohort
            crew.upgrades[match->id] += boxes;
        else
            crew.upgrades[match->id] = std::max(crew.upgrades.value(match->id), boxes);
    }

    void cohort(const ItemDoc &item)
    {
        const QString path = item.path + u".system"_s;
        const QJsonObject &s = item.system;
        blades::Cohort co;
        const QString kind = r.strings(s.value("cohort"_L1), path + u".cohort"_s).value(0);
        if (nameKey(kind) == u"expert"_s)
            co.kind = blades::CohortKind::Expert;
        else if (!kind.isEmpty() && nameKey(kind) != u"gang"_s)
            r.note(item.label() + u" cohort "_s + quoted(kind) + u": neither a gang nor an expert; read as a gang"_s);
        if (item.sheetwright.contains("types"_L1)) {
            co.types = r.strings(item.sheetwright.value("types"_L1), item.path + u".flags.sheetwright.types"_s);
        } else if (co.kind == blades::CohortKind::Gang) {
            const QList<blades::Entity> gangTypes = packList(pack, u"crew.json"_s, u"/cohorts/gang_types"_s);
            for (const QString &t : r.strings(s.value("gang_type"_L1), path + u".gang_type"_s)) {
                const QString id = idsByName(gangTypes, t).value(0);
                if (id.isEmpty())
                    r.note(item.label() + u" gang_type "_s + quoted(t) + u": no such gang type in %1"_s.arg(pack.id));
                else
                    co.types << id;
            }
        } else {
            const QString t = r.text(s.value("expert_type"_L1), path + u".expert_type"_s);
            const QString id = idsByName(packList(pack, u"crew.json"_s, u"/cohorts/expert_types"_s), t).value(0);
            if (!t.trimmed().isEmpty())
                co.types << (id.isEmpty() ? t : id); // or the expert's own speciality
        }
        const auto traits = [&](const char *key, const char *listKey, const QString &pointer) {
            QStringList names = r.strings(s.value(QLatin1StringView(key)), path + u'.' + QLatin1StringView(key));
            const QString listPath = path + u'.' + QLatin1StringView(listKey);
            const QJsonObject list = r.object(s.value(QLatin1StringView(listKey)), listPath);
            for (auto it = list.constBegin(); it != list.constEnd(); ++it) {
                const QJsonObject entry = r.object(it.value(), listPath + u'.' + it.key());
                if (r.boolean(entry.value("selected"_L1), listPath + u'.' + it.key() + u".selected"_s))
                    names << it.key();
            }
            QStringList ids;
            const QList<blades::Entity> known = packList(pack, u"crew.json"_s, pointer);
            for (const QString &name : names) {
                const QString id = idsByName(known, name).value(0);
                if (id.isEmpty())
                    r.note(item.label() + u' ' + QLatin1StringView(key) + u' ' + quoted(name)
                           + u": not known to %1"_s.arg(pack.id));
                else if (!ids.contains(id))
                    ids << id;
            }
            return ids;
        };
        co.edges = traits("edges", "edges_list", u"/cohorts/edges"_s);
        co.flaws = traits("flaws", "flaws_list", u"/cohorts/flaws"_s);
        static const QHash<QString, int> harm{{u"no"_s, 0},       {u"noharm"_s, 0}, {u"weakened"_s, 1},
                                              {u"impaired"_s, 2}, {u"broken"_s, 3}, {u"dead"_s, 4}};
        const QString h = r.strings(s.value("harm"_L1), path + u".harm"_s).value(0);
        if (!h.isEmpty() && !harm.contains(nameKey(labelName(h, u"BITD.Harm"_s))))
            r.note(item.label() + u" harm "_s + quoted(h) + u": no such cohort harm"_s);
        co.harm = harm.value(nameKey(labelName(h, u"BITD.Harm"_s)), 0);
        crew.cohorts << co;
    }

    void items()
    {
        bool grounds = false;
        for (const ItemDoc &item : doc.items) {
            if (item.type == u"crew_type"_s) {
                continue;
            } else if (item.type == u"crew_reputation"_s) {
                reputation(item);
            } else if (item.type == u"crew_ability"_s) {
                ability(item);
            } else if (item.type == u"crew_upgrade"_s) {
                upgrade(item);
            } else if (item.type == u"cohort"_s) {
                cohort(item);
            } else if (item.type == u"hunting_grounds"_s && !grounds) {
                grounds = true;
                crew.huntingGrounds.area = item.name;
            } else if (item.type == u"prison"_s) {
                const QJsonObject turfs = r.object(item.system.value("turfs"_L1), item.path + u".system.turfs"_s);
                for (auto it = turfs.constBegin(); it != turfs.constEnd(); ++it) {
                    const QString cellPath = item.path + u".system.turfs."_s + it.key();
                    const QJsonObject cell = r.object(it.value(), cellPath);
                    const QString name = r.text(cell.value("name"_L1), cellPath + u".name"_s);
                    if (r.boolean(cell.value("value"_L1), cellPath + u".value"_s) && labelName(name, u"BITD."_s) != u"Prison"_s)
                        r.note(item.label() + u" turfs."_s + it.key() + u' ' + quoted(name)
                               + u": prison claims have no place on the crew sheet yet"_s);
                }
            } else {
                r.note(item.label() + u": an item of type %1 has no place on a crew sheet"_s.arg(quoted(item.type)));
            }
        }
    }

    void contacts()
    {
        const blades::CrewType *type = pack.crewType(crew.crewType);
        const QJsonArray list = r.array(sys("acquaintances"), at("acquaintances"));
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = at("acquaintances") + u"[%1]"_s.arg(i);
            const QJsonObject o = r.object(list.at(i), path);
            const QString name = r.text(o.value("name"_L1), path + u".name"_s).trimmed();
            const QString role = r.text(o.value("description_short"_L1), path + u".description_short"_s);
            const QString standing = r.text(o.value("standing"_L1), path + u".standing"_s);
            QString id;
            if (type)
                id = idsByName(type->contacts, name).value(0);
            const bool byRole = id.isEmpty();
            if (type && id.isEmpty() && !role.isEmpty())
                id = idsByName(type->contacts, role).value(0);
            if (type && id.isEmpty() && !role.isEmpty()) { // "a vicious noble" is the Noble
                QStringList within;
                for (const blades::Entity &contact : type->contacts) {
                    if (looseKey(role).contains(nameKey(contact.name.en)))
                        within << contact.id;
                }
                if (within.size() == 1)
                    id = within.first();
            }
            if (!id.isEmpty() && byRole && !name.isEmpty())
                r.note(path + u' ' + quoted(name) + u" (%1): read as the crew type's contact %2; the name is not kept"_s
                                                          .arg(role, quoted(id)));
            if (id.isEmpty())
                id = name; // the table's own contact
            if (id.isEmpty())
                r.note(path + u": a contact with no name"_s);
            else
                crew.contacts.append({id, standing == u"friend"_s});
        }
    }

    void numbers()
    {
        crew.tier = r.integer(sys("tier"), at("tier"));
        const QString hold = r.strings(sys("hold"), at("hold")).value(0);
        if (hold.compare(u"weak"_s, Qt::CaseInsensitive) == 0)
            crew.hold = blades::Hold::Weak;
        else if (!hold.isEmpty() && hold.compare(u"strong"_s, Qt::CaseInsensitive) != 0)
            r.note(at("hold") + u' ' + quoted(hold) + u": neither weak nor strong; kept strong"_s);
        crew.rep = r.integer(sys("reputation"), at("reputation"));
        crew.heat = r.integer(sys("heat"), at("heat"));
        crew.wantedLevel = r.integer(sys("wanted"), at("wanted"));
        crew.xp = r.integer(sys("experience"), at("experience"));
        const QJsonObject coins = r.object(sys("coins"), at("coins"));
        const QJsonObject vault = r.object(sys("vault"), at("vault"));
        crew.coin = r.integer(coins.value("value"_L1), at("coins") + u".value"_s)
                    + r.integer(vault.value("value"_L1), at("vault") + u".value"_s);
        const QJsonObject max = r.object(sys("max"), at("max"));
        const int track = pack.numberOr(u"crew_xp"_s, 8);
        const int foundryTrack = r.integer(max.value("exp"_L1), at("max") + u".exp"_s, track);
        if (crew.xp > 0 && foundryTrack != track)
            r.note(at("max") + u".exp %1: Foundry's crew xp track has %1 boxes, %2's %3; the %4 marks are kept as they are"_s
                                   .arg(foundryTrack).arg(pack.id).arg(track).arg(crew.xp));
        crew.lair = r.text(sys("lair"), at("lair"));
        crew.notes = r.text(sys("description"), at("description"));
        const QString deity = r.text(sys("deity"), at("deity"));
        if (!deity.trimmed().isEmpty()) {
            appendNote(&extraNotes, u"Deity"_s, deity);
            r.note(at("deity") + u' ' + quoted(deity) + u": kept in the notes"_s);
        }
        const QJsonObject rep2 = r.object(sys("rep2"), at("rep2"));
        const QString second = r.text(rep2.value("value"_L1), at("rep2") + u".value"_s);
        if (!second.trimmed().isEmpty()) {
            appendNote(&extraNotes, u"Description"_s, second);
            r.note(at("rep2") + u' ' + quoted(second) + u": kept in the notes"_s);
        }
        for (const char *key : {"features", "hunting_grounds"}) {
            const QJsonArray list = r.array(sys(key), at(key));
            if (!list.isEmpty())
                r.note(at(key) + u": %1 entries Sheetwright has no field for"_s.arg(list.size()));
        }
        const QJsonObject turf = r.object(sys("turf"), at("turf"));
        const QStringList descriptions = r.strings(turf.value("descriptions"_L1), at("turf") + u".descriptions"_s);
        if (!descriptions.isEmpty())
            r.note(at("turf") + u".descriptions: %1 turf descriptions Sheetwright has no field for"_s.arg(descriptions.size()));
    }

    void flags()
    {
        const QJsonObject &fl = doc.sheetwright;
        const QString path = u"flags.sheetwright"_s;
        if (fl.contains("phase"_L1)) {
            const QString phase = r.text(fl.value("phase"_L1), path + u".phase"_s);
            if (phase == u"creation"_s || phase == u"play"_s)
                crew.phase = phase == u"play"_s ? blades::CrewPhase::Play : blades::CrewPhase::Creation;
            else
                r.error(path + u".phase"_s, quoted(phase) + u" is neither creation nor play"_s);
        }
        crew.pendingAdvances = r.integer(fl.value("pending_advances"_L1), path + u".pending_advances"_s);
        crew.lairDistrict = r.text(fl.value("lair_district"_L1), path + u".lair_district"_s);
        if (fl.contains("hunting_grounds"_L1)) {
            const QString hp = path + u".hunting_grounds"_s;
            const QJsonObject hg = r.object(fl.value("hunting_grounds"_L1), hp);
            crew.huntingGrounds = {r.text(hg.value("district"_L1), hp + u".district"_s),
                                   r.text(hg.value("area"_L1), hp + u".area"_s),
                                   r.text(hg.value("operation"_L1), hp + u".operation"_s),
                                   r.text(hg.value("faction"_L1), hp + u".faction"_s),
                                   r.text(hg.value("deal"_L1), hp + u".deal"_s)};
        }
        const QJsonObject status = r.object(fl.value("faction_status"_L1), path + u".faction_status"_s);
        for (auto it = status.constBegin(); it != status.constEnd(); ++it)
            crew.factionStatus.insert(it.key(), r.integer(it.value(), path + u".faction_status."_s + it.key()));
        const QJsonArray offPath = r.array(fl.value("off_path"_L1), path + u".off_path"_s);
        for (qsizetype i = 0; i < offPath.size(); ++i) {
            const int cell = r.integer(offPath.at(i), path + u".off_path[%1]"_s.arg(i));
            if (crew.claims.contains(cell))
                crew.claims[cell] = true;
        }
        crew.overrides = r.overrides(fl.value("overrides"_L1), path + u".overrides"_s);
        r.rulePackFlag(fl, path);
    }

    blades::Crew read()
    {
        crew.rulePack = pack.id;
        crew.rulePackVersion = pack.version;
        crew.phase = blades::CrewPhase::Play;
        crew.name = doc.name.isEmpty() ? r.text(sys("name"), at("name")) : doc.name;
        crewType();
        items();
        numbers();
        contacts();
        flags();
        if (!extraNotes.isEmpty())
            crew.notes = crew.notes.isEmpty() ? extraNotes : crew.notes + u'\n' + extraNotes;
        return crew;
    }
};

} // namespace

blades::Crew readCrew(Reader &r, const ActorDoc &doc)
{
    return CrewReader{r, doc, r.pack, {}, {}}.read();
}

} // namespace sw::io::foundry
