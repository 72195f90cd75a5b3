#include "systems/fate/io/fari.h"

#include "systems/fate/sheetrules.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUuid>

using namespace Qt::StringLiterals;

namespace sw::fate {
namespace {

QString newId()
{
    return QUuid::createUuid().toString(QUuid::WithoutBraces);
}

// Plain text as Fari's rich text: entities escaped, line breaks as <br>.
QString richText(const QString &text)
{
    QString out = text.toHtmlEscaped();
    out.replace(u"\n"_s, u"<br>"_s);
    return out;
}

QJsonObject block(const QString &type, const QString &label, const QJsonValue &value, const QJsonObject &meta = {})
{
    return {{u"id"_s, newId()}, {u"type"_s, type}, {u"label"_s, label}, {u"value"_s, value}, {u"meta"_s, meta}};
}

QJsonObject textBlock(const QString &label, const QString &text)
{
    return block(u"Text"_s, label, richText(text));
}

QJsonObject section(const QString &label, const QJsonArray &blocks, bool onCard = false)
{
    QJsonObject s{{u"id"_s, newId()}, {u"label"_s, label}, {u"blocks"_s, blocks}};
    if (onCard)
        s.insert(u"visibleOnCard"_s, true);
    return s;
}

QString aspectLabel(const QString &kind)
{
    if (kind == u"high_concept"_s)
        return u"HIGH CONCEPT"_s;
    if (kind == u"trouble"_s)
        return u"TROUBLE"_s;
    if (kind == u"relationship"_s)
        return u"RELATIONSHIP"_s;
    return u"OTHER ASPECT"_s;
}

QString invokesText(const QList<FreeInvokes> &held)
{
    QStringList parts;
    for (const FreeInvokes &f : held)
        parts << Fari::tr("%1 held by %2").arg(f.count).arg(f.holder);
    return parts.join(u", "_s);
}

QJsonObject slotTracker(const QString &label, const QList<bool> &boxes)
{
    QJsonArray value;
    for (const bool marked : boxes)
        value.append(QJsonObject{{u"label"_s, u"1"_s}, {u"checked"_s, marked}});
    return block(u"SlotTracker"_s, label, value, {{u"asClock"_s, false}});
}

void reportUnmapped(const Character &c, const FatePack &pack, QStringList *unmapped)
{
    for (const Aspect &a : c.aspects) {
        if (!a.freeInvokes.isEmpty())
            *unmapped << Fari::tr("Free invokes on \"%1\": %2").arg(a.text, invokesText(a.freeInvokes));
    }
    for (const Stunt &s : c.stunts) {
        if (!s.ruleChange && !s.skill.isEmpty() && s.action)
            *unmapped << Fari::tr("Stunt \"%1\": +%2 to %3 when you %4 (Fari keeps only the stunt's words)")
                             .arg(s.name).arg(s.bonus)
                             .arg(pack.skill(s.skill) ? pack.skill(s.skill)->name.en : s.skill, actionId(*s.action));
        if (s.fpCost > 0)
            *unmapped << Fari::tr("Stunt \"%1\" costs a fate point").arg(s.name);
        if (!s.permitsSkill.isEmpty())
            *unmapped << Fari::tr("Stunt \"%1\" lets %2 be used to %3").arg(s.name, s.permitsSkill,
                                                                             s.permitsAction ? actionId(*s.permitsAction) : QString());
    }
    for (const Consequence &k : c.consequences) {
        if (!k.createdBy.isEmpty() || !k.freeInvokes.isEmpty())
            *unmapped << Fari::tr("Consequence \"%1\": made by %2; free invokes %3")
                             .arg(k.text, k.createdBy, invokesText(k.freeInvokes));
    }
    for (const QString &b : c.boosts)
        *unmapped << Fari::tr("Boost: %1").arg(b);
    if (c.fatePointsOwed > 0)
        *unmapped << Fari::tr("Fate points owed after the scene: %1").arg(c.fatePointsOwed);
    for (const rules::Override &o : c.overrides)
        *unmapped << Fari::tr("GM override of %1 (%2): %3").arg(o.code, o.field, o.reason);
    if (c.skillSteps > 0)
        *unmapped << Fari::tr("Skill steps saved for a major milestone: %1").arg(c.skillSteps);
    if (c.creation)
        *unmapped << Fari::tr("The character is still being made");
}

} // namespace

QByteArray exportFari(const Character &c, const FatePack &pack, const QString &id, const QDateTime &now,
                      QStringList *unmapped)
{
    QJsonArray aspects;
    for (const Aspect &a : c.aspects)
        aspects.append(textBlock(aspectLabel(a.kind), a.text));
    QJsonArray stunts;
    for (const Stunt &s : c.stunts)
        stunts.append(textBlock(s.name, s.text.isEmpty() ? s.name : s.text));
    QJsonArray notes;
    if (!c.description.isEmpty())
        notes.append(textBlock(u"Description"_s, c.description));
    for (const Extra &e : c.extras)
        notes.append(textBlock(e.name, e.text));
    if (notes.isEmpty())
        notes.append(textBlock(u"NOTES"_s, {}));
    const QJsonArray points{block(u"PointCounter"_s, u"FATE POINTS"_s, QString::number(c.fatePoints),
                                  {{u"max"_s, QString::number(c.refresh)}, {u"isMainPointCounter"_s, true}})};
    const QJsonArray stress{slotTracker(u"PHYSICAL"_s, c.physicalStress), slotTracker(u"MENTAL"_s, c.mentalStress)};
    QJsonArray consequences;
    for (const QString &slotId : availableConsequenceSlots(pack, c)) {
        const ConsequenceSlot *slot = pack.slot(slotId);
        QString text;
        bool recovering = false;
        for (const Consequence &k : c.consequences) {
            if (k.slot == slotId) {
                text = k.text;
                recovering = k.inRecovery;
            }
        }
        consequences.append(block(u"Text"_s, (slot ? slot->name.en : slotId).toUpper(), richText(text),
                                  {{u"checked"_s, recovering}}));
    }
    QJsonArray skills;
    for (const Skill &k : pack.skills) {
        const int rating = c.rating(k.id);
        skills.append(block(u"Skill"_s, k.name.en.toUpper(), rating == 0 ? QString() : QString::number(rating),
                            {{u"commands"_s, QJsonArray{u"4dF"_s}}}));
    }
    const QJsonArray left{section(u"ASPECTS"_s, aspects, true), section(u"STUNTS & EXTRAS"_s, stunts),
                          section(u"OTHER"_s, notes), section(u"FATE POINTS"_s, points)};
    const QJsonArray right{section(u"STRESS"_s, stress), section(u"CONSEQUENCES"_s, consequences),
                           section(u"SKILLS"_s, skills, true)};
    const QJsonObject page{{u"id"_s, newId()}, {u"label"_s, u"CHARACTER"_s},
                           {u"rows"_s, QJsonArray{QJsonObject{{u"columns"_s, QJsonArray{QJsonObject{{u"sections"_s, left}},
                                                                                         QJsonObject{{u"sections"_s, right}}}}}}}};
    const QJsonObject root{{u"id"_s, id},
                           {u"name"_s, c.name},
                           {u"group"_s, QString()},
                           {u"version"_s, 6},
                           {u"lastUpdated"_s, now.toSecsSinceEpoch()},
                           {u"wide"_s, false},
                           {u"pages"_s, QJsonArray{page}},
                           {u"fariType"_s, u"character"_s}};
    if (unmapped)
        reportUnmapped(c, pack, unmapped);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

QByteArray exportFariNow(const Character &c, const FatePack &pack, QStringList *unmapped)
{
    return exportFari(c, pack, QUuid::createUuid().toString(QUuid::WithoutBraces), QDateTime::currentDateTimeUtc(), unmapped);
}

} // namespace sw::fate
