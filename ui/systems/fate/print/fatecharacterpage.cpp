#include "systems/fate/print/fatecharacterpage.h"

#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetblocks.h"
#include "systems/fate/pack.h"
#include "systems/fate/sheetrules.h"

#include <QMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {


QString aspectKindName(const fate::FatePack &pack, const QString &kind, Language lang)
{
    for (const auto &k : pack.aspectKinds) {
        if (k.first == kind)
            return k.second.in(lang);
    }
    return kind;
}

QString skillName(const fate::FatePack &pack, const QString &id, Language lang)
{
    const fate::Skill *s = pack.skill(id);
    return s ? s->name.in(lang) : id;
}

// "2 held by Ethan, 1 held by GM".
QString freeInvokesLine(const PrintWords &w, const QList<fate::FreeInvokes> &held)
{
    QStringList parts;
    for (const fate::FreeInvokes &f : held) {
        if (f.count > 0)
            parts << w.translate("sw::print::FatePage", "%1 held by %2").arg(f.count).arg(f.holder);
    }
    if (parts.isEmpty())
        return {};
    return w.translate("sw::print::FatePage", "Free invokes: %1").arg(parts.join(w.translate("sw::print::FatePage", ", ")));
}

// What a stunt does, under its name: the player's words, then its bonus or rule change and cost.
QString stuntSummary(const PrintWords &w, const fate::FatePack &pack, const fate::Stunt &s)
{
    const Language lang = w.language();
    QStringList lines;
    if (!s.text.isEmpty())
        lines << s.text;
    if (!s.ruleChange && !s.skill.isEmpty() && s.action)
        lines << w.translate("sw::print::FatePage", "+%1 to %2 when you %3")
                     .arg(s.bonus)
                     .arg(skillName(pack, s.skill, lang), pack.action(*s.action).name.in(lang));
    else if (s.ruleChange)
        lines << w.translate("sw::print::FatePage", "Rule change");
    if (!s.permitsSkill.isEmpty() && s.permitsAction)
        lines << w.translate("sw::print::FatePage", "%1 may %2")
                     .arg(skillName(pack, s.permitsSkill, lang), pack.action(*s.permitsAction).name.in(lang));
    if (s.fpCost > 0)
        lines << w.translate("sw::print::FatePage", "Costs a fate point");
    // QTextLayout breaks a line at the Unicode line separator, not at '\n'.
    return lines.join(QChar::LineSeparator).replace(u'\n', QChar::LineSeparator);
}

// Aspects with their free invokes, stunts, extras, boosts.
void addLeftColumn(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const fate::FatePack &pack,
                   const fate::Character &c)
{
    const Language lang = w.language();
    flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Character")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::FatePage", "Name"), c.name}}));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::FatePage", "Description"),
                                  QString(c.description).replace(u'\n', QChar::LineSeparator)}}));

    flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Aspects")));
    for (const fate::Aspect &a : c.aspects) {
        flow.add(fieldsBlock(style, {{aspectKindName(pack, a.kind, lang), a.text}}));
        if (const QString invokes = freeInvokesLine(w, a.freeInvokes); !invokes.isEmpty())
            flow.add(paragraphBlock(style, invokes));
    }

    flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Stunts")));
    for (const fate::Stunt &s : c.stunts)
        flow.add(entryBlock(style, {{}, s.name, stuntSummary(w, pack, s), {}}));
    const int free = pack.number(u"free_stunts"_s);
    flow.add(paragraphBlock(style, w.translate("sw::print::FatePage", "%1 stunts are free; each further stunt costs 1 refresh.")
                                       .arg(free)));

    if (!c.extras.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Extras")));
        for (const fate::Extra &e : c.extras)
            flow.add(entryBlock(style, {{}, e.name, QString(e.text).replace(u'\n', QChar::LineSeparator), {}}));
    }
    if (!c.boosts.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Boosts")));
        QList<Choice> boosts;
        for (const QString &b : c.boosts)
            boosts.append({false, b.isEmpty() ? w.translate("sw::print::FatePage", "(unnamed boost)") : b});
        flow.add(choicesBlock(style, boosts));
    }
}

// Skills by rung, refresh and fate points, stress and consequences.
void addRightColumn(PageFlow &flow, const PrintStyle &style, const PrintWords &w, const fate::FatePack &pack,
                    const fate::Character &c)
{
    const Language lang = w.language();
    flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Skills")));
    QMap<int, QStringList> byRating;
    for (const fate::SkillRating &s : c.skills) {
        if (s.rating != 0)
            byRating[s.rating] << skillName(pack, s.id, lang);
    }
    const int top = byRating.isEmpty() ? 0 : byRating.lastKey();
    for (int r = std::max(top, 4); r >= 1; --r)
        flow.add(fieldsBlock(style, {{fate::ladderLabel(pack, r, lang), byRating.value(r).join(w.translate("sw::print::FatePage", ", "))}}));
    for (auto it = byRating.cbegin(); it != byRating.cend() && it.key() < 0; ++it)
        flow.add(fieldsBlock(style, {{fate::ladderLabel(pack, it.key(), lang), it.value().join(w.translate("sw::print::FatePage", ", "))}}));
    flow.add(paragraphBlock(style, w.translate("sw::print::FatePage", "Every other skill: %1").arg(fate::ladderLabel(pack, 0, lang))));

    flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Refresh and fate points")));
    QList<Field> economy{{w.translate("sw::print::FatePage", "Refresh"), QString::number(c.refresh)},
                         {w.translate("sw::print::FatePage", "Fate points"), QString::number(c.fatePoints)}};
    if (c.fatePointsOwed > 0)
        economy.append({w.translate("sw::print::FatePage", "Owed after the scene"), QString::number(c.fatePointsOwed)});
    flow.add(fieldsBlock(style, economy));

    flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Stress")));
    for (const auto &[track, name] : pack.tracks) {
        const QList<bool> &boxes = track == fate::Track::Physical ? c.physicalStress : c.mentalStress;
        const QString skill = skillName(pack, pack.stressSkill[int(track)], lang);
        flow.add(entryBlock(style, {boxes, name.in(lang),
                                    w.translate("sw::print::FatePage", "%1 %2: %3 boxes, 1 shift each")
                                        .arg(skill, fate::ladderLabel(pack, c.rating(pack.stressSkill[int(track)]), lang))
                                        .arg(boxes.size()),
                                    {}}));
    }

    flow.add(headingBlock(style, w.translate("sw::print::FatePage", "Consequences")));
    for (const QString &slotId : fate::availableConsequenceSlots(pack, c)) {
        const fate::ConsequenceSlot *slot = pack.slot(slotId);
        const auto held = std::find_if(c.consequences.cbegin(), c.consequences.cend(),
                                       [&](const fate::Consequence &k) { return k.slot == slotId; });
        const bool taken = held != c.consequences.cend();
        const QString label = w.translate("sw::print::FatePage", "%1 (%2)")
                                  .arg(slot ? slot->name.in(lang) : slotId)
                                  .arg(slot ? slot->absorbs : 0);
        flow.add(fieldsBlock(style, {{label, taken ? held->text : QString(), 3},
                                     {w.translate("sw::print::FatePage", "Recovery"),
                                      taken && held->inRecovery ? w.translate("sw::print::FatePage", "Recovering") : QString(), 1}}));
    }
}

} // namespace

void FateCharacterPage::add(PageFlow &flow, const PrintStyle &style, const PrintWords &words,
                            const fate::FatePack &pack, const FateCharacterPrint &print)
{
    const fate::Character &c = print.sheet;
    QString highConcept;
    for (const fate::Aspect &a : c.aspects) {
        if (a.kind == u"high_concept"_s)
            highConcept = a.text;
    }
    const QString title = c.name;
    const QString subtitle = highConcept.isEmpty() ? pack.name.in(words.language()) : highConcept;
    const QString right = print.campaignName;
    flow.beginSheet(2, [&style, title, subtitle, right](QPainter &p, const QRectF &page) {
        return paintHeader(p, style, page, title, subtitle, right);
    });
    addLeftColumn(flow, style, words, pack, c);
    flow.columnBreak();
    addRightColumn(flow, style, words, pack, c);
    flow.flush();
}

} // namespace sw::print
