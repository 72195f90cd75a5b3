#include "systems/soulhunter/print/soulcharacterpage.h"

#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetblocks.h"
#include "systems/soulhunter/derived.h"

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

QString settingNames(const soulhunter::Rules &rules, const QStringList &ids, Language lang)
{
    QStringList names;
    for (const QString &id : ids) {
        const soulhunter::Setting *s = rules.pack().setting(id);
        names << (s ? s->name.in(lang) : id);
    }
    names.removeDuplicates();
    return names.join(u", "_s);
}

// A derived value, or the base settings it waits for, by name (never a guessed number).
QString derived(const PrintWords &w, const soulhunter::Rules &rules, const soulhunter::Derived &d)
{
    if (d.ok())
        return QString::number(*d.value);
    return w.translate("sw::print::SoulPage", "waits for: %1").arg(settingNames(rules, d.missing, w.language()));
}

QString lines(const QStringList &items)
{
    return items.join(QChar::LineSeparator);
}

void addLeftColumn(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const soulhunter::Rules &rules,
                   const soulhunter::Character &c)
{
    const Language lang = w.language();
    flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "Hunter")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Name"), c.name}, {w.translate("sw::print::SoulPage", "Code name"), c.codename}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Background"), c.background}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Appearance"), c.appearance}}));
    flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "Attributes")));
    const QString physique = w.translate("sw::print::SoulPage", "Physique"), wisdom = w.translate("sw::print::SoulPage", "Wisdom"),
                  soul = w.translate("sw::print::SoulPage", "Soul");
    const auto grade = [&c](soulhunter::Attribute a) -> QString {
        return QString::number(c.attribute(a)) + u" ("_s + soulhunter::gradeLabel(c.attribute(a)) + u')';
    };
    flow.add(fieldsBlock(style, {{physique, grade(soulhunter::Attribute::Physique)}, {wisdom, grade(soulhunter::Attribute::Wisdom)},
                                 {soul, grade(soulhunter::Attribute::Soul)},
                                 {w.translate("sw::print::SoulPage", "Spirit Awareness"), QString::number(c.lingshi)}}));
    flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "Skills")));
    QList<Field> skills;
    for (const char *raw : soulhunter::kSkillIds) {
        const QString id = QString::fromLatin1(raw);
        const soulhunter::NamedEntry *e = rules.pack().skill(id);
        skills.append({e ? e->name.in(lang) : id, QString::number(c.skill(id))});
        if (skills.size() == 4) {
            flow.add(fieldsBlock(style, skills));
            skills.clear();
        }
    }
    flow.add(fieldsBlock(style, skills));
    const soulhunter::Derived budget = soulhunter::skillPointBudget(c, rules), spent = soulhunter::skillPointsSpent(c, rules);
    flow.add(paragraphBlock(style, w.translate("sw::print::SoulPage", "Skill points: %1 of %2").arg(derived(w, rules, spent), derived(w, rules, budget))));
    flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "Psychic power")));
    QStringList tags;
    for (const soulhunter::PowerTag &t : c.power.tags)
        tags << t.text;
    flow.add(entryBlock(style, {{}, c.power.name, QString(c.power.description).replace(u'\n', QChar::LineSeparator), {}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Power tags"), tags.join(u", "_s)},
                                 {w.translate("sw::print::SoulPage", "Flaw tags"), c.power.flaws.join(u", "_s)}}));
    QStringList marks;
    for (const soulhunter::Mark &m : c.marks)
        marks << (m.fromSoul ? w.translate("sw::print::SoulPage", "%1 (from Soul)").arg(m.type) : m.type);
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Psychic marks"), marks.join(u", "_s)}}));
    for (int tier = 0; tier < 3; ++tier) {
        QString name;
        for (const soulhunter::Unlock &u : c.unlocks) {
            if (u.tier == tier)
                name = u.name;
        }
        const soulhunter::Derived needed = tier == 0 ? soulhunter::soulWeaponLingshi(c, rules) : soulhunter::ultimateLingshi(c, tier, rules);
        const QString label = tier == 0 ? w.translate("sw::print::SoulPage", "Soul weapon (Spirit Awareness %1)").arg(derived(w, rules, needed))
                                        : w.translate("sw::print::SoulPage", "Tier-%2 ultimate (Spirit Awareness %1)")
                                              .arg(derived(w, rules, needed), QString::number(tier));
        flow.add(fieldsBlock(style, {{label, name}}));
    }
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Trait tags"), c.traitTags.join(u", "_s)}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Status tags"), c.statusTags.join(u", "_s)}}));
}

void addRightColumn(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const soulhunter::Rules &rules,
                    const soulhunter::Character &c)
{
    flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "HP and points")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Damage"), QString::number(c.damage)},
                                 {w.translate("sw::print::SoulPage", "Max HP"), QString::number(soulhunter::maxHp(c, rules))}}));
    const auto of = [&](int value, const soulhunter::Derived &max) -> QString {
        return w.translate("sw::print::SoulPage", "%1 of %2").arg(QString::number(value), derived(w, rules, max));
    };
    flow.add(fieldsBlock(style, {{u"MP"_s, of(c.mp, soulhunter::maxMp(c, rules))}, {u"FP"_s, of(c.fp, soulhunter::Derived::of(soulhunter::maxFp(c)))},
                                 {u"KP"_s, of(c.kp, soulhunter::maxKp(c, rules))}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Initial SP"), of(c.spInitial, soulhunter::initialSp(c, rules))},
                                 {w.translate("sw::print::SoulPage", "Extra SP"), QString::number(c.spExtra)},
                                 {w.translate("sw::print::SoulPage", "Anxiety"), QString::number(c.anxiety)}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::SoulPage", "Fortune"), of(c.fortune, soulhunter::Derived::of(soulhunter::initialFortune(c, rules)))},
                                 {u"XP"_s, QString::number(soulhunter::xp(c))}}));
    flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "Charms")));
    QStringList grievous;
    for (const soulhunter::GrievousTag &g : c.grievous)
        grievous << g.text;
    flow.add(trackBlock(style, w.translate("sw::print::SoulPage", "Disintegration"), 3, c.jietiSlashes, 0, grievous.join(u", "_s)));
    flow.add(trackBlock(style, w.translate("sw::print::SoulPage", "Disqualification"), 3, c.shigeSlashes));
    flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "Techniques")));
    flow.add(paragraphBlock(style, w.translate("sw::print::SoulPage", "Prepared Load %1 of %2")
                                       .arg(soulhunter::preparedLoad(c, rules)).arg(soulhunter::loadBudget(c, rules))));
    for (const soulhunter::Technique &t : c.techniques)
        flow.add(entryBlock(style, {{t.prepared}, t.name, {}, w.translate("sw::print::SoulPage", "Load %1").arg(soulhunter::effectiveLoad(t, rules))}));
    if (!c.enchantments.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "Enchantments")));
        for (const soulhunter::Enchantment &e : c.enchantments)
            flow.add(entryBlock(style, {{}, e.name, {}, w.translate("sw::print::SoulPage", "POW %1").arg(e.pow)}));
    }
    if (!c.ledger.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::SoulPage", "XP ledger")));
        QStringList entries;
        for (const soulhunter::LedgerEntry &e : c.ledger)
            entries << (e.amount > 0 ? u"+"_s : QString()) + QString::number(e.amount) + (e.note.isEmpty() ? QString() : u" "_s + e.note);
        flow.add(paragraphBlock(style, lines(entries)));
    }
}

} // namespace

void SoulCharacterPage::add(PageFlow &flow, const PrintStyle &style, const PrintWords &words, const soulhunter::Rules &rules,
                            const SoulCharacterPrint &print)
{
    const soulhunter::Character &c = print.sheet;
    const QString title = c.name;
    const QString subtitle = rules.pack().name.in(words.language());
    const QString right = print.campaignName;
    flow.beginSheet(2, [&style, title, subtitle, right](QPainter &p, const QRectF &page) {
        return paintHeader(p, style, page, title, subtitle, right);
    });
    addLeftColumn(flow, style, words, rules, c);
    flow.columnBreak();
    addRightColumn(flow, style, words, rules, c);
    flow.flush();
}

} // namespace sw::print
