#include "systems/blades/print/crewpage.h"

#include "systems/blades/huntinggrounds.h"
#include "systems/blades/models/sheetmodelbase.h"
#include "systems/blades/print/characterblocks.h"
#include "systems/blades/print/claimsgrid.h"
#include "systems/blades/print/packnames.h"
#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetblocks.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

QString joinNonEmpty(const QStringList &parts)
{
    QStringList kept = parts;
    kept.removeAll(QString());
    return kept.join(u", "_s);
}

QString catalogueName(const blades::RulePack &pack, const QStringList &path, const QString &id, Language lang)
{
    const blades::Entity e = models::catalogueEntry(models::packCatalogue(pack, u"crew.json"_s, path), id);
    return e.name.en.isEmpty() ? id : e.name.in(lang);
}

void addIdentity(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const blades::RulePack &pack,
                 const CrewPrint &print)
{
    const blades::Crew &c = print.sheet;
    const Language lang = w.language();
    const blades::CrewType *type = pack.crewType(c.crewType);
    flow.add(headingBlock(style, w.translate("sw::print::Sheet", "Crew")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::Sheet", "Name"), c.name},
                                 {w.translate("sw::print::CrewPage", "Crew type"), type ? type->name.in(lang) : c.crewType}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CrewPage", "Reputation"),
                                  c.reputation.isEmpty() ? QString() : catalogueName(pack, {u"reputations"_s}, c.reputation, lang)}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CrewPage", "Lair"),
                                  joinNonEmpty({c.lair, c.lairDistrict})}}));
    const blades::HuntingGrounds &g = c.huntingGrounds;
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CrewPage", "Hunting grounds"),
                                  joinNonEmpty({g.district, g.area})},
                                 {w.translate("sw::print::CrewPage", "Operation"),
                                  blades::huntingOperationName(g.operation, c.crewType, pack).in(lang)}}));

    // B §1.8: at war the crew plays one hold lower (a weak hold costs a Tier): the print shows the
    // Tier and hold it plays at, and what returns when the war ends.
    const int tierMax = pack.numberOr(u"tier_max"_s, 4);
    const blades::CrewStanding standing = blades::effectiveStanding(c, pack);
    const auto holdName = [&](blades::Hold h) {
        return catalogueName(pack, {u"holds"_s}, h == blades::Hold::Weak ? u"weak"_s : u"strong"_s, lang);
    };
    flow.add(headingBlock(style, w.translate("sw::print::CrewPage", "Tier and hold")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CrewPage", "Tier"), print.blank ? QString() : QString::number(standing.tier)},
                                 {w.translate("sw::print::CrewPage", "Hold"), print.blank ? QString() : holdName(standing.hold)}}));
    flow.add(trackBlock(style, w.translate("sw::print::CrewPage", "Tier"), tierMax, standing.tier));
    if (standing.reduced && !print.blank)
        flow.add(paragraphBlock(style, w.translate("sw::print::CrewPage",
                                                   "At war (B §1.8): Tier %1, %2 hold while the war lasts; Tier %3, %4 hold "
                                                   "when it ends.")
                                           .arg(standing.tier)
                                           .arg(holdName(standing.hold))
                                           .arg(c.tier)
                                           .arg(holdName(c.hold))));
    const int repTrack = pack.numberOr(u"rep_track"_s, 12);
    flow.add(trackBlock(style, w.translate("sw::print::CrewPage", "Rep"), repTrack, c.rep, 0,
                        w.translate("sw::print::CrewPage", "Turf %1 · rep to advance %2")
                            .arg(blades::effectiveTurf(c, pack))
                            .arg(blades::repThreshold(c, pack))));
    flow.add(trackBlock(style, w.translate("sw::print::CrewPage", "Heat"), pack.numberOr(u"heat_max"_s, 9), c.heat));
    flow.add(trackBlock(style, w.translate("sw::print::CrewPage", "Wanted level"), pack.numberOr(u"wanted_max"_s, 4),
                        c.wantedLevel));
    flow.add(trackBlock(style, w.translate("sw::print::Sheet", "Coin"), blades::coinCap(c, pack), c.coin, 0,
                        w.translate("sw::print::CrewPage", "Next tier costs %1 coin").arg(blades::tierAdvanceCost(c, pack))));
    flow.add(trackBlock(style, w.translate("sw::print::CrewPage", "Crew XP"), pack.numberOr(u"crew_xp"_s, 8), c.xp, 0,
                        type ? type->xpTrigger.in(lang) : QString()));
    if (const blades::WarEffects war = blades::warEffects(c, pack); war.atWar)
        flow.add(paragraphBlock(style, w.translate("sw::print::CrewPage", "At war: +%1 heat per score, %n downtime activity(s) per scoundrel.",
                                                   nullptr, war.downtimeActivities)
                                           .arg(war.heatPerScore)));
}

void addAbilities(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const blades::RulePack &pack,
                  const blades::Crew &c)
{
    const Language lang = w.language();
    const blades::CrewType *type = pack.crewType(c.crewType);
    flow.add(headingBlock(style, w.translate("sw::print::Sheet", "Special abilities")));
    QStringList ids = type ? type->abilities : QStringList();
    for (const QString &id : c.abilities) {
        if (!ids.contains(id))
            ids.append(id);
    }
    for (const QString &id : std::as_const(ids)) {
        const blades::Ability *a = entryWithId(pack.crewAbilities, id);
        flow.add(entryBlock(style, {{c.abilities.contains(id)}, a ? a->name.in(lang) : id, a ? a->summary.in(lang) : QString(), {}}));
    }
}

void addUpgrades(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const blades::RulePack &pack,
                 const blades::Crew &c)
{
    const Language lang = w.language();
    const blades::CrewType *type = pack.crewType(c.crewType);
    const auto addUpgrade = [&](const blades::Upgrade &u) {
        QList<bool> boxes;
        for (int i = 0; i < std::max(1, u.boxes); ++i)
            boxes.append(i < c.upgrades.value(u.id));
        flow.add(entryBlock(style, {boxes, u.name.in(lang), {}, {}}));
    };
    flow.add(headingBlock(style, w.translate("sw::print::CrewPage", "Crew upgrades")));
    for (const QString &id : type ? type->upgrades : QStringList()) {
        if (const blades::Upgrade *u = pack.upgrade(id))
            addUpgrade(*u);
    }
    flow.add(headingBlock(style, w.translate("sw::print::CrewPage", "Upgrades")));
    for (const blades::Upgrade &u : pack.upgrades) {
        if (u.scope != u"crew_specific"_s)
            addUpgrade(u);
    }
}

ClaimsGrid claimsOf(const PrintWords &w, const blades::RulePack &pack, const CrewPrint &print)
{
    const blades::Crew &c = print.sheet;
    const blades::CrewType *type = pack.crewType(c.crewType);
    ClaimsGrid grid;
    if (!type)
        return grid;
    const blades::ClaimsMap &map = type->claimsMap;
    grid.rows = map.rows;
    grid.cols = map.cols;
    for (qsizetype i = 0; i < map.cells.size(); ++i) {
        const blades::ClaimsMap::Cell &cell = map.cells.at(i);
        const blades::Claim *claim = entryWithId(pack.claims, cell.claim);
        ClaimCell out{cell.row, cell.col, {}, {}, c.claims.contains(int(i) + 1), cell.lair};
        if (cell.lair)
            out.name = w.translate("sw::print::CrewPage", "Lair");
        else if (claim) {
            out.name = claim->name.in(w.language());
            out.summary = claim->summary.in(w.language());
        } else
            out.name = cell.claim;
        grid.cells.append(out);
    }
    for (const auto &[a, z] : map.links)
        grid.links.append({a - 1, z - 1});
    return grid;
}

void addPeople(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const blades::RulePack &pack,
               const CrewPrint &print)
{
    const blades::Crew &c = print.sheet;
    const Language lang = w.language();
    flow.add(headingBlock(style, w.translate("sw::print::CrewPage", "Cohorts")));
    for (const blades::Cohort &co : c.cohorts) {
        const bool expert = co.kind == blades::CohortKind::Expert;
        QStringList types;
        for (const QString &t : co.types)
            types << catalogueName(pack, {u"cohorts"_s, expert ? u"expert_types"_s : u"gang_types"_s}, t, lang);
        QStringList traits;
        for (const QString &e : co.edges)
            traits << catalogueName(pack, {u"cohorts"_s, u"edges"_s}, e, lang);
        for (const QString &f : co.flaws)
            traits << catalogueName(pack, {u"cohorts"_s, u"flaws"_s}, f, lang);
        QList<bool> harm;
        for (int i = 0; i < 4; ++i)
            harm.append(i < co.harm);
        const QString kind = catalogueName(pack, {u"cohorts"_s, u"kinds"_s}, expert ? u"expert"_s : u"gang"_s, lang);
        flow.add(entryBlock(style, {harm, kind + u": "_s + types.join(u", "_s), traits.join(u", "_s), {}}));
    }
    if (c.cohorts.isEmpty())
        flow.add(fieldsBlock(style, {{w.translate("sw::print::CrewPage", "Gang or expert"), {}}}));

    flow.add(headingBlock(style, w.translate("sw::print::CrewPage", "Contacts")));
    const blades::CrewType *type = pack.crewType(c.crewType);
    QList<blades::Entity> people = type ? type->contacts : QList<blades::Entity>();
    for (const blades::Contact &contact : c.contacts) {
        if (!entryWithId(people, contact.id))
            people.append(blades::Entity{contact.id, {contact.id, contact.id, contact.id}, {}, {}, false});
    }
    for (const blades::Entity &p : std::as_const(people)) {
        const bool favorite = std::any_of(c.contacts.cbegin(), c.contacts.cend(),
                                          [&](const blades::Contact &k) { return k.id == p.id && k.favorite; });
        flow.add(personBlock(style, {p.name.in(lang), {}, favorite, false}));
    }

    if (!print.factionStatus.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::CrewPage", "Faction status")));
        for (const auto &[name, status] : print.factionStatus)
            flow.add(entryBlock(style, {{}, name, {}, status > 0 ? u"+"_s + QString::number(status) : QString::number(status)}));
    }
    if (!c.notes.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::Sheet", "Notes")));
        flow.add(paragraphBlock(style, c.notes));
    }
}

} // namespace

void CrewPage::add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const blades::RulePack &pack,
                   const CrewPrint &print)
{
    const blades::Crew &c = print.sheet;
    const blades::CrewType *type = pack.crewType(c.crewType);
    const QString typeName = type ? type->name.in(words.language()) : c.crewType;
    const QString title = c.name.isEmpty() ? typeName : c.name;
    const QString subtitle = print.blank && type ? type->summary.in(words.language()) : typeName;
    const QString right = print.campaignName;
    flow.beginSheet(3, [&style, title, subtitle, right](QPainter &p, const QRectF &page) {
        return paintHeader(p, style, page, title, subtitle, right);
    });
    addIdentity(flow, style, words, pack, print);
    flow.columnBreak();
    addAbilities(flow, style, words, pack, c);
    flow.columnBreak();
    addUpgrades(flow, style, words, pack, c);
    flow.flush();
    const ClaimsGrid grid = claimsOf(words, pack, print);
    if (grid.rows > 0) {
        Block heading = headingBlock(style, words.translate("sw::print::CrewPage", "Claims"));
        const Block map = claimsBlock(style, grid);
        // The heading and the map travel together across the page.
        Block both;
        both.height = [heading, map](qreal width) { return heading.height(width) + map.height(width) + width * 0.01; };
        both.paint = [heading, map](QPainter &p, const QRectF &r) {
            const qreal h = heading.height(r.width()) + r.width() * 0.01;
            heading.paint(p, QRectF(r.left(), r.top(), r.width(), h));
            map.paint(p, QRectF(r.left(), r.top() + h, r.width(), r.height() - h));
        };
        flow.addFullWidth(both);
    }
    addPeople(flow, style, words, pack, print);
    flow.flush();
}

} // namespace sw::print
