#include "systems/meshal/print/meshalcharacterpage.h"

#include "print/pageflow.h"
#include "print/printstyle.h"
#include "print/printwords.h"
#include "print/sheetblocks.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/ledger.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/print/meshalprintwords.h"

using namespace Qt::StringLiterals;

namespace sw::print {
namespace {

QString lines(const QStringList &parts)
{
    QStringList kept = parts;
    kept.removeAll(QString());
    // QTextLayout breaks a line at the Unicode line separator, not at '\n'.
    return kept.join(QChar::LineSeparator).replace(u'\n', QChar::LineSeparator);
}

// Name, player, species and the required features (§2.1), the optional ones when written (§2.2).
void addIdentity(PageFlow &flow, const PrintStyle &style, const MeshalWords &m, const meshal::Character &c)
{
    const PrintWords &w = m.words;
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Identity and Features")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Name"), c.name, 2},
                                 {w.translate("sw::print::MeshalPage", "Player"), c.player, 1},
                                 {w.translate("sw::print::MeshalPage", "Role"),
                                  c.playerCharacter ? w.translate("sw::print::MeshalPage", "Player character")
                                                    : w.translate("sw::print::MeshalPage", "Non-player character"), 1}}));
    const QString size = c.size ? m.sizeName(*c.size) : QString();
    flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Species"), m.entryName(c.species.id, c.species.name)},
                                 {w.translate("sw::print::MeshalPage", "Gender"), c.gender},
                                 {w.translate("sw::print::MeshalPage", "Size"), size},
                                 {w.translate("sw::print::MeshalPage", "Form"), c.form}}));
    if (c.size)
        flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Size level"), QString::number(meshal::sizeLevel(*c.size, m.pack))},
                                     {w.translate("sw::print::MeshalPage", "Footprint (steps)"), QString::number(meshal::footprint(*c.size, m.pack))}}));
    if (const QString speciesMods = m.modifiers(c.species.modifiers); !speciesMods.isEmpty())
        flow.add(paragraphBlock(style, speciesMods));
    for (const meshal::Feature &f : c.features)
        flow.add(entryBlock(style, {{}, m.entryName(f.id, f.name), lines({f.text, m.modifiers(f.modifiers)}), {}}));

    const QList<Field> optional{
        {w.translate("sw::print::MeshalPage", "Height"), c.height}, {w.translate("sw::print::MeshalPage", "Weight"), c.weight},
        {w.translate("sw::print::MeshalPage", "Age"), c.age ? QString::number(*c.age) : QString()},
        {w.translate("sw::print::MeshalPage", "Looks"), c.looks}, {w.translate("sw::print::MeshalPage", "Personality"), c.personality},
        {w.translate("sw::print::MeshalPage", "Orientation"), c.orientation}, {w.translate("sw::print::MeshalPage", "Hobby"), c.hobby},
        {w.translate("sw::print::MeshalPage", "Aliases"), m.list(c.aliases)}};
    QList<Field> written;
    for (const Field &f : optional) {
        if (!f.value.isEmpty())
            written << f;
    }
    for (qsizetype i = 0; i < written.size(); i += 2)
        flow.add(fieldsBlock(style, written.mid(i, 2)));
    if (!c.bodyParts.isEmpty()) {
        QStringList parts;
        for (const meshal::BodyPart &b : c.bodyParts)
            parts << w.translate("sw::print::MeshalPage", "%1 ×%2").arg(m.bodyPart(b.part)).arg(b.count);
        flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Body parts"), m.list(parts)}}));
    }
}

// Every layer of the three attributes (rules 1–10): the dice as boxes, ticked for those left.
void addAttributes(PageFlow &flow, const PrintStyle &style, const MeshalWords &m, const meshal::Character &c)
{
    const PrintWords &w = m.words;
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Attributes")));
    const meshal::Modifiers temporary = meshal::temporaryModifiers(c);
    for (meshal::Attribute a : meshal::kAttributes) {
        const int total = meshal::totalScore(c, a);
        const int base = meshal::baseScore(c, a);
        flow.add(trackBlock(style, m.label(u"attribute."_s + meshal::attributeId(a)), total, c.currentDice(a), 0,
                            w.translate("sw::print::MeshalPage", "%1 of %2 dice").arg(c.currentDice(a)).arg(total)));
        flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Trained"), QString::number(c.trainedScore(a))},
                                     {w.translate("sw::print::MeshalPage", "Base"), QString::number(base)},
                                     {w.translate("sw::print::MeshalPage", "Temporary"), m.signedNumber(temporary.attributes[std::size_t(a)])},
                                     {w.translate("sw::print::MeshalPage", "Total"), QString::number(total)},
                                     {w.translate("sw::print::MeshalPage", "Abilities"),
                                      w.translate("sw::print::MeshalPage", "%1 of %2").arg(meshal::occupancy(c, a)).arg(base)},
                                     {w.translate("sw::print::MeshalPage", "Next raise"),
                                      QString::number(meshal::raiseCost(c, a, m.pack))}}));
    }
}

// Protections and immunities, speeds, senses and 机动 (§2.4–§2.5).
void addScores(PageFlow &flow, const PrintStyle &style, const MeshalWords &m, const meshal::Character &c)
{
    const PrintWords &w = m.words;
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Protections")));
    QList<Field> protections;
    for (meshal::Protection p : meshal::kProtections)
        protections << Field{m.label(u"protection."_s + meshal::protectionId(p)), QString::number(meshal::protection(c, p))};
    flow.add(fieldsBlock(style, protections));
    QStringList immune;
    for (const QString &i : meshal::immunities(c))
        immune << m.label(u"attack."_s + i);
    flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Immunities"), m.list(immune)}}));

    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Movement and Senses")));
    QList<Field> speeds;
    for (const QString &mode : meshal::speedModes(c))
        speeds << Field{m.label(u"speed."_s + mode), QString::number(meshal::speed(c, mode))};
    speeds << Field{w.translate("sw::print::MeshalPage", "Execution"),
                    w.translate("sw::print::MeshalPage", "%1 of %2").arg(c.execution).arg(c.executionMax)};
    flow.add(fieldsBlock(style, speeds));
    QStringList senseIds = c.senses.keys();
    for (const meshal::Modifiers &mods : {meshal::permanentModifiers(c), meshal::temporaryModifiers(c)}) {
        for (const QString &s : mods.senses.keys()) {
            if (!senseIds.contains(s))
                senseIds << s;
        }
    }
    QStringList senses;
    for (const QString &s : std::as_const(senseIds))
        senses << m.label(u"sense."_s + s) + u' ' + QString::number(meshal::sense(c, s));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Senses (steps)"), m.list(senses)}}));
}

// 潜能 and 实力 as 「已花费/未花费」 (rules 20–25), the abilities with their cost (26–35).
void addTalent(PageFlow &flow, const PrintStyle &style, const MeshalWords &m, const meshal::Character &c)
{
    const PrintWords &w = m.words;
    const meshal::TalentSummary t = meshal::talentSummary(c);
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Talent and Strength")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Strength (spent/unspent)"), meshal::strengthNotation(t)},
                                 {w.translate("sw::print::MeshalPage", "Talent earned"), QString::number(t.earned)},
                                 {w.translate("sw::print::MeshalPage", "Lost by renouncing"), QString::number(t.forfeited)}}));

    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Abilities")));
    for (const meshal::Ability &a : c.abilities) {
        QStringList about{w.translate("sw::print::MeshalPage", "Costs %1 Talent").arg(meshal::abilityCost(a, m.pack))};
        if (!a.activation.isEmpty())
            about << w.translate("sw::print::MeshalPage", "Use: %1").arg(MeshalWords::notation(a.activation));
        if (a.frequency > 0)
            about << w.translate("sw::print::MeshalPage", "%1 of %2 uses per %3").arg(a.usesSpent).arg(a.frequency).arg(m.window(a.window));
        const QString aside = a.type == meshal::AbilityType::Innate
                                  ? m.label(u"ability.innate"_s)
                                  : w.translate("sw::print::MeshalPage", "%1, level %2")
                                        .arg(m.label(u"ability."_s + meshal::abilityTypeId(a.type))).arg(a.level);
        flow.add(entryBlock(style, {{}, m.entryName(a.id, a.name), lines({m.list(about), MeshalWords::notation(a.text)}), aside}));
    }
}

// Items with their scale, slots and attacks (rules 36–45), then the money (rule 52).
void addItems(PageFlow &flow, const PrintStyle &style, const MeshalWords &m, const meshal::Character &c)
{
    const PrintWords &w = m.words;
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Items")));
    for (const meshal::Item &item : c.items) {
        QStringList about;
        for (const QString &attack : item.attacks)
            about << w.translate("sw::print::MeshalPage", "Attack: %1").arg(MeshalWords::notation(attack));
        if (!item.actionCost.isEmpty())
            about << w.translate("sw::print::MeshalPage", "Use: %1").arg(MeshalWords::notation(item.actionCost));
        if (!item.slots.isEmpty()) {
            QStringList parts;
            for (const QString &s : item.slots)
                parts << m.bodyPart(s);
            about << w.translate("sw::print::MeshalPage", "Worn on: %1").arg(m.list(parts));
        }
        if (!item.loaded.isEmpty())
            about << w.translate("sw::print::MeshalPage", "Loaded: %1").arg(item.loaded);
        QString aside = m.label(u"scale."_s + meshal::scaleId(item.scale));
        if (item.quantity != 1)
            aside = w.translate("sw::print::MeshalPage", "%1 ×%2").arg(aside).arg(item.quantity);
        if (item.natural())
            aside = w.translate("sw::print::MeshalPage", "%1, natural").arg(aside);
        flow.add(entryBlock(style, {{item.equipped || item.natural()}, m.entryName(item.id, item.name),
                                    lines({m.list(about), m.modifiers(item.modifiers)}), aside}));
    }
    flow.add(paragraphBlock(style, w.translate("sw::print::MeshalPage", "Carried: heavy %1 of %2, light %3 of %4; a ticked box is equipped.")
                                       .arg(meshal::carried(c, meshal::Scale::Heavy)).arg(m.pack.number(u"carry_heavy"_s))
                                       .arg(meshal::carried(c, meshal::Scale::Light)).arg(m.pack.number(u"carry_light"_s))));
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Money")));
    flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Gold"), QString::number(c.money.gold)},
                                 {w.translate("sw::print::MeshalPage", "Silver"), QString::number(c.money.silver)},
                                 {w.translate("sw::print::MeshalPage", "Copper"), QString::number(c.money.copper)},
                                 {w.translate("sw::print::MeshalPage", "Worth in copper"),
                                  QString::number(meshal::moneyInCopper(c.money, m.pack))}}));
}

// Relationships, ongoing effects, conditions set by the dice, and the ledger of Talent.
void addState(PageFlow &flow, const PrintStyle &style, const MeshalWords &m, const MeshalCharacterPrint &print)
{
    const PrintWords &w = m.words;
    const meshal::Character &c = print.sheet;
    if (!c.relationships.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Relationships")));
        for (const meshal::Relationship &r : c.relationships)
            flow.add(fieldsBlock(style, {{w.translate("sw::print::MeshalPage", "Who"), print.sheetNames.value(r.target, r.target), 2},
                                         {w.translate("sw::print::MeshalPage", "Stance"), m.label(u"stance."_s + meshal::stanceId(r.stance)), 1},
                                         {w.translate("sw::print::MeshalPage", "Note"), r.note, 2}}));
    }
    if (!c.effects.isEmpty()) {
        flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Ongoing Effects")));
        for (const meshal::Effect &e : c.effects)
            flow.add(entryBlock(style, {{}, e.name, lines({m.modifiers(e.modifiers), e.source}), e.duration}));
    }
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Conditions")));
    flow.add(choicesBlock(style, {{c.conditions.unconscious, m.label(u"condition.unconscious"_s)},
                                  {c.conditions.prone, m.label(u"condition.prone"_s)},
                                  {c.conditions.dead, m.label(u"condition.dead"_s)},
                                  {c.conditions.asleep, w.translate("sw::print::MeshalPage", "Asleep")}}));
    flow.add(headingBlock(style, w.translate("sw::print::MeshalPage", "Talent Ledger")));
    QStringList ledger{w.translate("sw::print::MeshalPage", "Starting Talent: %1").arg(c.startingTalent)};
    for (const meshal::LedgerEntry &e : c.ledger)
        ledger << m.ledgerLine(c, e);
    flow.add(paragraphBlock(style, lines(ledger)));
}

} // namespace

void MeshalCharacterPage::add(PageFlow &flow, const PrintStyle &style, const PrintWords &words,
                              const meshal::MeshalPack &pack, const meshal::MeshalContent *content,
                              const MeshalCharacterPrint &print)
{
    const meshal::Character &c = print.sheet;
    const MeshalWords m{words, pack, content};
    const QString title = c.name;
    const QString subtitle = pack.name.in(words.language());
    const QString right = print.campaignName;
    flow.beginSheet(2, [&style, title, subtitle, right](QPainter &p, const QRectF &page) {
        return paintHeader(p, style, page, title, subtitle, right);
    });
    addIdentity(flow, style, m, c);
    addAttributes(flow, style, m, c);
    addScores(flow, style, m, c);
    flow.columnBreak();
    addTalent(flow, style, m, c);
    addItems(flow, style, m, c);
    addState(flow, style, m, print);
    flow.flush();
}

} // namespace sw::print
