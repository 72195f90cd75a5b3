#include "systems/fate/fatewords.h"

#include "systems/fate/sheetrules.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace sw::ui {

QString FateWords::effect(const fate::Effect &e)
{
    const bool enemy = e.to == u"enemy"_s;
    if (e.kind == u"nothing"_s)
        return tr("nothing happens");
    if (e.kind == u"goal"_s)
        return tr("you get what you wanted");
    if (e.kind == u"major_cost"_s)
        return tr("at a major cost");
    if (e.kind == u"minor_cost"_s)
        return tr("at a minor cost");
    if (e.kind == u"boost"_s)
        return enemy ? tr("a boost for the enemy") : tr("a boost for you");
    if (e.kind == u"hit"_s)
        return tr("a hit of %n shift(s)", nullptr, e.count);
    if (e.kind == u"take_hit"_s)
        return e.count > 0 ? tr("you take a hit of %n shift(s)", nullptr, e.count) : tr("you take a hit");
    if (e.kind == u"aspect"_s)
        return enemy ? tr("the aspect, with %n free invoke(s) for the enemy", nullptr, e.count)
                     : tr("the aspect, with %n free invoke(s) for you", nullptr, e.count);
    if (e.kind == u"free_invoke"_s)
        return enemy ? tr("%n free invoke(s) for the enemy", nullptr, e.count) : tr("%n free invoke(s) for you", nullptr, e.count);
    if (e.kind == u"negate"_s)
        return tr("the opposed action is stopped");
    if (e.kind == u"opposed_tie"_s)
        return tr("the opposed action's tie result");
    return e.kind;
}

QString FateWords::option(const QList<fate::Effect> &effects)
{
    QStringList parts;
    for (const fate::Effect &e : effects)
        parts << effect(e);
    return parts.join(tr(", "));
}

QString FateWords::stunt(const fate::Stunt &s, const fate::FatePack &pack, Language language)
{
    QString line = s.name;
    if (!s.ruleChange && !s.skill.isEmpty() && s.action)
        line += tr(" — +%1 to %2 when you %3").arg(s.bonus).arg(skillName(pack, s.skill, language),
                                                               pack.action(*s.action).name.in(language));
    else if (s.ruleChange)
        line += tr(" — rule change");
    if (s.fpCost > 0)
        line += tr(" (costs a fate point)");
    return line;
}

QString FateWords::percent(const rules::Fraction &p)
{
    const double value = p.denominator() == 0 ? 0.0 : 100.0 * double(p.numerator()) / double(p.denominator());
    return tr("%1%").arg(QLocale::c().toString(value, 'f', 1));
}

QString FateWords::skillName(const fate::FatePack &pack, const QString &id, Language language)
{
    const fate::Skill *s = pack.skill(id);
    return s ? s->name.in(language) : id;
}

QString FateWords::aspectKind(const fate::FatePack &pack, const QString &kind, Language language)
{
    for (const auto &k : pack.aspectKinds) {
        if (k.first == kind)
            return k.second.in(language);
    }
    return kind;
}

QString FateWords::slotName(const fate::FatePack &pack, const QString &slot, Language language)
{
    const fate::ConsequenceSlot *s = pack.slot(slot);
    return s ? s->name.in(language) : slot;
}

QString FateWords::clearsAfter(const QString &when)
{
    if (when == u"scene"_s)
        return tr("clears after a full scene");
    if (when == u"session"_s)
        return tr("clears after a full session");
    if (when == u"major_milestone"_s)
        return tr("clears at the next major milestone");
    return tr("never clears");
}

} // namespace sw::ui
