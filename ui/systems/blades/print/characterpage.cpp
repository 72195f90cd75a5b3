#include "systems/blades/print/characterpage.h"

#include "systems/blades/rulepack.h"
#include "systems/blades/print/characterblocks.h"
#include "systems/blades/print/packnames.h"
#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetblocks.h"
#include "systems/blades/l10n/loadtext.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

// The printed page's words for the shared texts of l10n.
l10n::LoadText::Translate wordsOf(const PrintWords &w)
{
    return [&w](const char *context, const char *source) { return w.translate(context, source); };
}

// A choice and the words the player wrote about it ("Skovlan — from the coast").
QString withDetail(const QString &name, const QString &detail)
{
    if (detail.isEmpty())
        return name;
    return name.isEmpty() ? detail : name + u" — "_s + detail;
}

// Identity, stress and trauma, harm, healing and armor, notes.
void addLeftColumn(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const blades::RulePack &pack,
                   const CharacterPrint &print, const blades::CharacterLimits &limits)
{
    const blades::Character &c = print.sheet;
    const Language lang = w.language();
    const blades::Playbook *playbook = pack.playbook(c.playbook);
    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Scoundrel")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::Sheet", "Name"), c.name},
                                 {w.translate("sw::print::CharacterPage", "Alias"), c.alias}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::Sheet", "Crew"), print.crewName},
                                 {w.translate("sw::print::CharacterPage", "Playbook"),
                                  playbook ? playbook->name.in(lang) : c.playbook}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CharacterPage", "Look"), c.look}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CharacterPage", "Heritage"),
                                  withDetail(nameOf(pack.heritages, c.heritage, lang), c.heritageDetail)}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CharacterPage", "Background"),
                                  withDetail(nameOf(pack.backgrounds, c.background, lang), c.backgroundDetail)}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::CharacterPage", "Vice"),
                                  withDetail(nameOf(pack.vices, c.vice, lang), c.viceDetail)},
                                 {w.translate("sw::print::CharacterPage", "Purveyor"), c.purveyor}}));

    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Stress and trauma")));
    flow.add(trackBlock(style, w.translate("sw::print::CharacterPage", "Stress"), limits.stressMax, c.stress));
    flow.add(trackBlock(style, w.translate("sw::print::CharacterPage", "Trauma"), limits.traumaMax, c.trauma));
    QList<Choice> conditions;
    for (const blades::Entity &t : pack.traumaConditions)
        conditions.append({c.traumaConditions.contains(t.id), t.name.in(lang)});
    flow.add(choicesBlock(style, conditions));

    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Harm")));
    QList<blades::HarmLevel> levels;
    for (const blades::HarmLevel &h : pack.harmLevels) {
        if (h.slots > 0)
            levels.append(h);
    }
    std::sort(levels.begin(), levels.end(), [](const auto &a, const auto &b) { return a.level > b.level; });
    QList<HarmRow> rows;
    for (const blades::HarmLevel &h : levels) {
        HarmRow row{h.level, {}, {}};
        for (const blades::Harm &harm : c.harm) {
            if (harm.level == h.level)
                row.slots.append(harm.description);
        }
        while (row.slots.size() < h.slots)
            row.slots.append(QString());
        row.penalty = h.penalty == u"incapacitated"_s ? w.translate("sw::print::CharacterPage", "Need help")
                      : h.penalty == u"less_dice"_s   ? w.translate("sw::print::CharacterPage", "-1d")
                      : h.penalty == u"reduced_effect"_s ? w.translate("sw::print::CharacterPage", "Less effect")
                                                         : h.name.in(lang);
        rows.append(row);
    }
    flow.add(harmBlock(style, rows));
    flow.add(clockBlock(style, w.translate("sw::print::CharacterPage", "Healing"), limits.healingClock, c.healing,
                        w.translate("sw::print::CharacterPage", "Fill the clock to heal one level of harm.")));
    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Armor")));
    QList<Choice> armor;
    for (const blades::ArmorKind &a : pack.armorKinds) {
        const bool used = a.id == u"standard"_s ? c.armor.standard : a.id == u"heavy"_s ? c.armor.heavy : c.armor.special;
        armor.append({used, a.name.in(lang)});
    }
    flow.add(choicesBlock(style, armor));
    if (!c.notes.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::Sheet", "Notes")));
        flow.add(paragraphBlock(style, c.notes));
    }
}

// Special abilities (the playbook's, then any taken from elsewhere), friends and rivals, xp.
void addMiddleColumn(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const blades::RulePack &pack,
                     const CharacterPrint &print, const blades::CharacterLimits &limits)
{
    const blades::Character &c = print.sheet;
    const Language lang = w.language();
    const blades::Playbook *playbook = pack.playbook(c.playbook);
    flow.add(headingBlock(style, w.translate("sw::print::Sheet", "Special abilities")));
    QStringList abilities = playbook ? playbook->abilities : QStringList();
    for (const QString &id : c.abilities) {
        if (!abilities.contains(id))
            abilities.append(id);
    }
    for (const QString &id : std::as_const(abilities)) {
        const blades::Ability *a = pack.ability(id);
        const int boxes = a ? std::clamp(a->maxTaken, 1, 4) : 1;
        QList<bool> ticked;
        for (int i = 0; i < boxes; ++i)
            ticked.append(i < c.abilities.count(id));
        flow.add(entryBlock(style, {ticked, a ? a->name.in(lang) : id, a ? a->summary.in(lang) : QString(), {}}));
    }

    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Friends and rivals")));
    QList<blades::Entity> people = playbook ? playbook->npcs : QList<blades::Entity>();
    for (const QString &id : {c.friendNpc, c.rivalNpc}) {
        if (!id.isEmpty() && !entryWithId(people, id))
            people.append(blades::Entity{id, {id, id, id}, {}, {}, false});
    }
    for (const blades::Entity &n : std::as_const(people))
        flow.add(personBlock(style, {n.name.in(lang), n.summary.in(lang), n.id == c.friendNpc, n.id == c.rivalNpc}));

    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Experience")));
    flow.add(trackBlock(style, w.translate("sw::print::CharacterPage", "Playbook"), limits.playbookXp, c.playbookXp, 0,
                        playbook ? playbook->xpTrigger.in(lang) : QString()));
    flow.add(paragraphBlock(style, w.translate("sw::print::CharacterPage",
                                               "At the end of each session, mark XP for each time you expressed your "
                                               "beliefs, drives, heritage or background, and struggled with your vice "
                                               "or traumas.")));
}

// Attributes and actions, coin and stash, load and items.
void addRightColumn(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const blades::RulePack &pack,
                    const CharacterPrint &print, const blades::CharacterLimits &limits)
{
    const blades::Character &c = print.sheet;
    const Language lang = w.language();
    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Actions")));
    for (const blades::Attribute &a : pack.attributes) {
        AttributeRows rows{a.name.in(lang), blades::attributeRating(c, a), limits.attributeXp,
                           c.attributeXp.value(a.id), limits.actionRatingMax, {}};
        for (const QString &action : a.actions) {
            const blades::Entity *e = pack.action(action);
            rows.actions.append({e ? e->name.in(lang) : action, c.rating(action)});
        }
        flow.add(attributeBlock(style, rows));
    }

    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Coin and stash")));
    flow.add(trackBlock(style, w.translate("sw::print::Sheet", "Coin"), limits.coinMax, c.coin));
    flow.add(trackBlock(style, w.translate("sw::print::CharacterPage", "Stash"), limits.stashMax, c.stash, 10,
                        w.translate("sw::print::CharacterPage", "Lifestyle %1").arg(blades::lifestyle(c.stash, pack))));

    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Load")));
    QList<Choice> load;
    for (const blades::LoadLevel &l : pack.loadLevels) {
        if (l.id != u"encumbered"_s)
            load.append({c.loadLevel == l.id, l.name.in(lang) + u' ' + QString::number(limits.load.forLevel(l.id))});
    }
    flow.add(choicesBlock(style, load));
    if (!print.blank)
        flow.add(paragraphBlock(style, l10n::LoadText::line(blades::loadSummary(c, pack, print.crew), pack, lang, wordsOf(w))));
    const blades::Playbook *playbook = pack.playbook(c.playbook);
    const auto addItem = [&](const blades::Item &item) {
        QList<bool> boxes;
        const bool carried = c.items.contains(item.id);
        for (int i = 0; i < std::max(1, item.load); ++i)
            boxes.append(carried);
        flow.add(entryBlock(style, {boxes, item.name.in(lang), {}, {}}));
    };
    if (playbook && !playbook->items.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Playbook items")));
        for (const blades::Item &item : playbook->items)
            addItem(item);
    }
    flow.add(headingBlock(style, w.translate("sw::print::CharacterPage", "Items")));
    for (const blades::Item &item : pack.items)
        addItem(item);
}

} // namespace

void CharacterPage::add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const blades::RulePack &pack,
                        const CharacterPrint &print)
{
    const blades::Character &c = print.sheet;
    const Language lang = words.language();
    const blades::Playbook *playbook = pack.playbook(c.playbook);
    const QString playbookName = playbook ? playbook->name.in(lang) : c.playbook;
    const QString title = !c.name.isEmpty() ? c.name : !c.alias.isEmpty() ? c.alias : playbookName;
    const QString subtitle = print.blank ? (playbook ? playbook->summary.in(lang) : QString()) : playbookName;
    const QString right = QStringList{print.campaignName, print.crewName}.join(QChar::LineSeparator).trimmed();
    flow.beginSheet(3, [&style, title, subtitle, right](QPainter &p, const QRectF &page) {
        return paintHeader(p, style, page, title, subtitle, right);
    });
    const blades::CharacterLimits limits = blades::limitsFor(c, pack, print.crew);
    addLeftColumn(flow, style, words, pack, print, limits);
    flow.columnBreak();
    addMiddleColumn(flow, style, words, pack, print, limits);
    flow.columnBreak();
    addRightColumn(flow, style, words, pack, print, limits);
    flow.flush();
}

} // namespace sw::print
