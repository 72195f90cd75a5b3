#include "systems/meshal/print/meshalprintwords.h"

#include "print/printwords.h"
#include "systems/meshal/pack.h"

using namespace Qt::StringLiterals;

namespace sw::print {

QString MeshalWords::label(const QString &key) const
{
    return pack.label(key, words.language());
}

QString MeshalWords::list(const QStringList &parts) const
{
    return parts.join(words.translate("sw::print::MeshalPage", ", "));
}

QString MeshalWords::entryName(const QString &id, const QString &fallback) const
{
    if (content && !id.isEmpty() && content->names.contains(id)) {
        const QString name = content->names.value(id).in(words.language());
        if (!name.isEmpty())
            return name;
    }
    return fallback;
}

QString MeshalWords::sizeName(meshal::Size s) const
{
    const meshal::SizeRow *row = pack.size(s);
    return row ? row->name.in(words.language()) : meshal::sizeId(s);
}

QString MeshalWords::bodyPart(const QString &part) const
{
    if (part == u"head"_s)
        return words.translate("sw::print::MeshalPage", "Head");
    if (part == u"torso"_s)
        return words.translate("sw::print::MeshalPage", "Torso");
    if (part == u"arm"_s)
        return words.translate("sw::print::MeshalPage", "Arm");
    if (part == u"leg"_s)
        return words.translate("sw::print::MeshalPage", "Leg");
    if (part == u"tail"_s)
        return words.translate("sw::print::MeshalPage", "Tail");
    if (part == u"wing"_s)
        return words.translate("sw::print::MeshalPage", "Wing");
    if (part == u"fin"_s)
        return words.translate("sw::print::MeshalPage", "Fin");
    return part;
}

QString MeshalWords::window(const QString &w) const
{
    if (w == u"round"_s)
        return words.translate("sw::print::MeshalPage", "round");
    if (w == u"moment"_s)
        return words.translate("sw::print::MeshalPage", "moment");
    if (w == u"day"_s)
        return words.translate("sw::print::MeshalPage", "day");
    return w;
}

QString MeshalWords::signedNumber(int n) const
{
    return n > 0 ? u"+"_s + QString::number(n) : QString::number(n);
}

QString MeshalWords::notation(const QString &text)
{
    return QString(text).replace(u"🎲"_s, u"骰"_s);
}

QString MeshalWords::modifiers(const meshal::Modifiers &m) const
{
    QStringList parts;
    for (meshal::Attribute a : meshal::kAttributes) {
        if (const int v = m.attributes[std::size_t(a)]; v != 0)
            parts << label(u"attribute."_s + meshal::attributeId(a)) + u' ' + signedNumber(v);
    }
    for (meshal::Protection p : meshal::kProtections) {
        if (const int v = m.protections[std::size_t(p)]; v != 0)
            parts << label(u"protection."_s + meshal::protectionId(p)) + u' ' + signedNumber(v);
    }
    for (auto it = m.speeds.cbegin(); it != m.speeds.cend(); ++it)
        parts << label(u"speed."_s + it.key()) + u' ' + QString::number(it.value());
    for (auto it = m.senses.cbegin(); it != m.senses.cend(); ++it)
        parts << label(u"sense."_s + it.key()) + u' ' + QString::number(it.value());
    for (const QString &immunity : m.immunities)
        parts << words.translate("sw::print::MeshalPage", "Immune to %1").arg(label(u"attack."_s + immunity));
    return list(parts);
}

QString MeshalWords::ledgerLine(const meshal::Character &c, const meshal::LedgerEntry &e) const
{
    const auto abilityName = [this, &c, &e]() -> QString {
        const meshal::Ability *a = c.ability(e.ability);
        return a ? entryName(a->id, a->name) : e.ability;
    };
    const QString when = e.phase == meshal::Phase::Creation ? words.translate("sw::print::MeshalPage", "creation")
                         : e.phase == meshal::Phase::Rest  ? words.translate("sw::print::MeshalPage", "rest")
                                                           : words.translate("sw::print::MeshalPage", "play");
    switch (e.kind) {
    case meshal::LedgerEntry::Kind::Award:
        return words.translate("sw::print::MeshalPage", "Award: +%1 Talent").arg(e.amount) +
               (e.note.isEmpty() ? QString() : words.translate("sw::print::MeshalPage", " (%1)").arg(e.note));
    case meshal::LedgerEntry::Kind::Raise:
        return words.translate("sw::print::MeshalPage", "Raise %1: %2 Talent, %3")
            .arg(label(u"attribute."_s + meshal::attributeId(e.attribute)))
            .arg(e.amount)
            .arg(when);
    case meshal::LedgerEntry::Kind::Ability:
        return words.translate("sw::print::MeshalPage", "Ability %1: %2 Talent, %3").arg(abilityName()).arg(e.amount).arg(when);
    case meshal::LedgerEntry::Kind::Renounce:
        return words.translate("sw::print::MeshalPage", "Renounced %1: %2 Talent lost, %3").arg(abilityName()).arg(e.amount).arg(when);
    }
    return {};
}

} // namespace sw::print
