// sheetwright-cli meshal damage / rest / new: an attack applied to protections (and to a sheet
// file's dice), rest on a sheet file, and a new sheet.
#include "systems/meshal/actions.h"
#include "systems/meshal/attack.h"
#include "systems/meshal/l10n/meshalviolationtext.h"
#include "systems/meshal/cli/cliutil.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/health.h"
#include "systems/meshal/pack.h"
#include "systems/meshal/sheetrules.h"

using namespace Qt::StringLiterals;

namespace sw::meshal {
namespace {

using cli::Context;
using namespace clitool;

// "might=1,spirit=2" (attribute ids or names).
std::optional<QList<std::pair<Attribute, int>>> parseSplit(const QString &text)
{
    QList<std::pair<Attribute, int>> out;
    for (const QString &part : text.split(u',', Qt::SkipEmptyParts)) {
        const qsizetype eq = part.indexOf(u'=');
        const auto a = eq > 0 ? attributeFromName(part.left(eq)) : std::nullopt;
        bool ok = false;
        const int n = part.mid(eq + 1).toInt(&ok);
        if (!a || !ok || n < 0)
            return std::nullopt;
        out.append({*a, n});
    }
    return out;
}

void printDice(Context &context, const Character &before, const Character &after)
{
    for (Attribute a : kAttributes) {
        if (before.currentDice(a) != after.currentDice(a))
            context.out << MeshalCli::tr("%1 dice: %2 → %3 (total %4)")
                               .arg(attributeName(a, context.language))
                               .arg(before.currentDice(a))
                               .arg(after.currentDice(a))
                               .arg(totalScore(after, a))
                        << Qt::endl;
    }
    const MeshalPack &pack = *builtInMeshalPack();
    if (after.conditions.dead && !before.conditions.dead)
        context.out << pack.label(u"condition.dead"_s, context.language) << Qt::endl;
    else if (after.conditions.unconscious && !before.conditions.unconscious)
        context.out << MeshalCli::tr("%1, %2").arg(pack.label(u"condition.unconscious"_s, context.language),
                                                 pack.label(u"condition.prone"_s, context.language))
                    << Qt::endl;
    else if (!after.conditions.unconscious && before.conditions.unconscious)
        context.out << MeshalCli::tr("Conscious again") << Qt::endl;
}

// The attack: written out (ATTACK), or the one weapon's on the attacker's sheet (rule 45, L952
// 「每次也仅能选择其中一件进行一次武器攻击」), whose dice then roll it. nullopt: a usage error; an
// empty attack: refused (said on the error stream).
std::optional<std::optional<Attack>> attackFrom(Context &context, const QCommandLineParser &parser, const QCommandLineOption &attackerOption,
                                                const QCommandLineOption &weapon, const QCommandLineOption &attackNumber,
                                                std::array<int, 3> *attackerDice)
{
    const QStringList written = parser.positionalArguments();
    if (written.isEmpty() == !parser.isSet(weapon)) {
        context.err << MeshalCli::tr("Give the attack in the rulebook's notation, or --attacker and --weapon, not both.") << Qt::endl;
        return std::nullopt;
    }
    if (parser.isSet(weapon) != parser.isSet(attackerOption)) {
        context.err << MeshalCli::tr("--weapon names an item on the attacker's sheet: give --attacker too.") << Qt::endl;
        return std::nullopt;
    }
    if (!written.isEmpty()) {
        rules::Violation why;
        const auto attack = parseAttack(written.constFirst(), &why);
        if (!attack)
            context.err << why.code << u'\t'
                        << MeshalCli::tr("Cannot read the attack \"%1\": %2")
                               .arg(written.constFirst(), l10n::MeshalViolationText::describe(why, *builtInMeshalPack(), context.language))
                        << Qt::endl;
        return attack ? std::optional<std::optional<Attack>>(attack) : std::nullopt;
    }
    int index = 1;
    if (!number(context, parser, attackNumber, 1, 99, &index))
        return std::nullopt;
    const std::optional<Character> attacker = readSheet(context, parser.value(attackerOption));
    if (!attacker)
        return std::optional<Attack>();
    *attackerDice = attacker->dice;
    QList<rules::Violation> refused;
    const std::optional<Attack> attack = weaponAttack(*attacker, parser.values(weapon), index - 1, refused);
    const MeshalPack &pack = *builtInMeshalPack();
    for (const rules::Violation &v : refused)
        context.err << v.code << u'\t' << l10n::MeshalViolationText::describe(v, pack, context.language) << Qt::endl;
    for (const Item &item : attacker->items) {
        if (attack && item.key == parser.value(weapon))
            context.out << MeshalCli::tr("Attack with %1: %2").arg(item.name, item.attacks.at(index - 1)) << Qt::endl;
    }
    return attack;
}

} // namespace

int damageCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption rollOption(u"roll"_s, MeshalCli::tr("The attack roll's result."), MeshalCli::tr("N"));
    const QCommandLineOption faces(u"faces"_s, MeshalCli::tr("The attack's dice as rolled at the table, e.g. 3,1,2,6."), MeshalCli::tr("F"));
    const QCommandLineOption seedOption(u"seed"_s, MeshalCli::tr("Seed for a roll that can be repeated."), MeshalCli::tr("S"));
    const QCommandLineOption sheet(u"sheet"_s, MeshalCli::tr("The defender's sheet file: its protections count and its dice are removed."), MeshalCli::tr("FILE"));
    const QCommandLineOption split(u"split"_s, MeshalCli::tr("Where the damage goes when the attack names several attributes, e.g. might=1,spirit=2."), MeshalCli::tr("A=N,…"));
    const QCommandLineOption physical(u"physical"_s, MeshalCli::tr("The defender's physical protection (without --sheet)."), MeshalCli::tr("N"));
    const QCommandLineOption erosion(u"erosion"_s, MeshalCli::tr("The defender's erosion protection (without --sheet)."), MeshalCli::tr("N"));
    const QCommandLineOption occult(u"occult"_s, MeshalCli::tr("The defender's occult protection (without --sheet)."), MeshalCli::tr("N"));
    const QCommandLineOption immune(u"immune"_s, MeshalCli::tr("Attack types the defender is immune to: physical, erosion, occult, raw."), MeshalCli::tr("T,…"));
    const QCommandLineOption defence(u"defence"_s, MeshalCli::tr("The defence chosen after the roll: parry, dodge or resist."), MeshalCli::tr("D"));
    const QCommandLineOption defencePoints(u"defence-points"_s, MeshalCli::tr("The defence roll's points."), MeshalCli::tr("N"));
    const QCommandLineOption attackerOption(u"attacker"_s, MeshalCli::tr("The attacker's sheet file: its weapon attacks and its dice roll."), MeshalCli::tr("FILE"));
    const QCommandLineOption weapon(u"weapon"_s, MeshalCli::tr("The one weapon the attack is made with (an item key on the attacker's sheet; rule 45)."), MeshalCli::tr("KEY"));
    const QCommandLineOption attackNumber(u"attack"_s, MeshalCli::tr("Which of the weapon's attacks, from 1 (default 1)."), MeshalCli::tr("N"));
    const DiceOptions attributes;
    for (const QCommandLineOption *o : {&rollOption, &faces, &seedOption, &sheet, &split, &physical, &erosion, &occult, &immune, &defence,
                                        &defencePoints, &attackerOption, &weapon, &attackNumber})
        parser.addOption(*o);
    attributes.addTo(parser);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 0, 1); stop >= 0)
        return stop;
    std::array<int, 3> attacker{};
    const std::optional<std::optional<Attack>> chosen = attackFrom(context, parser, attackerOption, weapon, attackNumber, &attacker);
    if (!chosen)
        return cli::UsageError;
    if (!*chosen)
        return cli::Failure;
    const std::optional<Attack> &attack = *chosen;
    DamageRequest request;
    quint64 seedValue = 0;
    Defender defender;
    if (!number(context, parser, rollOption, 0, 600, &request.roll) || (!parser.isSet(attackerOption) && !attributes.read(context, parser, &attacker)) ||
        !number(context, parser, physical, -99, 99, &defender.protections[0]) ||
        !number(context, parser, erosion, -99, 99, &defender.protections[1]) ||
        !number(context, parser, occult, -99, 99, &defender.protections[2]) ||
        !number(context, parser, defencePoints, 0, 600, &request.defencePoints) || !seed(context, parser, seedOption, &seedValue))
        return cli::UsageError;
    if (parser.isSet(defence)) {
        request.defence = defenceFromId(parser.value(defence));
        if (!request.defence) {
            context.err << MeshalCli::tr("Unknown defence \"%1\"; use parry, dodge or resist.").arg(parser.value(defence)) << Qt::endl;
            return cli::UsageError;
        }
    }
    defender.immunities = parser.value(immune).split(u',', Qt::SkipEmptyParts);
    std::optional<Character> target;
    if (parser.isSet(sheet)) {
        target = readSheet(context, parser.value(sheet));
        if (!target)
            return cli::Failure;
        defender = defenderOf(*target);
    }
    if (!parser.isSet(rollOption)) {
        const int dice = diceToRoll(poolDice(attack->roll, attacker));
        Roll r;
        if (parser.isSet(faces)) {
            const auto given = parseFaces(parser.value(faces));
            if (!given || int(given->size()) != dice) {
                context.err << MeshalCli::tr("--faces takes %1 dice from 1 to 6, e.g. 3,1,2,6.").arg(dice) << Qt::endl;
                return cli::UsageError;
            }
            r = {*given, attack->roll.mode, rollResult(*given, attack->roll.mode)};
        } else {
            rules::SeededRandom random(seedValue);
            r = rollDice(dice, attack->roll.mode, random);
            context.out << MeshalCli::tr("Seed: %1").arg(seedValue) << Qt::endl;
        }
        context.out << MeshalCli::tr("Faces: %1").arg(facesText(r.faces)) << Qt::endl;
        request.roll = r.result;
    }
    const Damage d = resolveDamage(*attack, request, defender);
    if (!d.ok()) {
        context.err << (rules::hasCode(d.violations, u"meshal.defence.unconscious"_s)
                            ? MeshalCli::tr("An unconscious character cannot defend.")
                            : MeshalCli::tr("This attack cannot be met with that defence."))
                    << Qt::endl;
        return cli::Failure;
    }
    context.out << MeshalCli::tr("Attack roll: %1").arg(request.roll) << Qt::endl;
    if (d.miss) {
        context.out << MeshalCli::tr("Miss: a roll of 0 never hits.") << Qt::endl;
        return cli::Ok;
    }
    if (d.immune) {
        context.out << MeshalCli::tr("No effect: immune to every type of the attack.") << Qt::endl;
        return cli::Ok;
    }
    context.out << MeshalCli::tr("Protection: %1").arg(d.protection) << Qt::endl;
    context.out << MeshalCli::tr("Damage: %1").arg(d.net) << Qt::endl;
    if (d.solidDefence)
        context.out << MeshalCli::tr("Solid defence") << Qt::endl;
    if (!target || !d.hit)
        return cli::Ok;
    QList<std::pair<Attribute, int>> parts;
    if (parser.isSet(split)) {
        const auto given = parseSplit(parser.value(split));
        if (!given) {
            context.err << MeshalCli::tr("--split takes attribute=dice pairs, e.g. might=1,spirit=2.") << Qt::endl;
            return cli::UsageError;
        }
        parts = *given;
    }
    const Character before = *target;
    const DamageDone done = applyDamage(*target, *attack, d.net, parts);
    if (!done.ok()) {
        context.err << MeshalCli::tr("The split must give all %1 damage to the attributes the attack names.").arg(d.net) << Qt::endl;
        return cli::UsageError;
    }
    printDice(context, before, *target);
    return writeSheet(context, parser.value(sheet), *target) ? cli::Ok : cli::Failure;
}

int restCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption hours(u"hours"_s, MeshalCli::tr("Full hours of rest (each rolls the damaged attributes' dice)."), MeshalCli::tr("N"));
    const QCommandLineOption points(u"points"_s, MeshalCli::tr("One hour with the points already rolled, e.g. spirit=3."), MeshalCli::tr("A=N,…"));
    const QCommandLineOption full(u"full"_s, MeshalCli::tr("A full rest: every die back."));
    const QCommandLineOption seedOption(u"seed"_s, MeshalCli::tr("Seed for a roll that can be repeated."), MeshalCli::tr("S"));
    for (const QCommandLineOption *o : {&hours, &points, &full, &seedOption})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    const QString path = parser.positionalArguments().constFirst();
    int hourCount = 1;
    quint64 seedValue = 0;
    if (!number(context, parser, hours, 1, 1000, &hourCount) || !seed(context, parser, seedOption, &seedValue))
        return cli::UsageError;
    if (int(parser.isSet(hours)) + int(parser.isSet(points)) + int(parser.isSet(full)) != 1) {
        context.err << MeshalCli::tr("Give one of --hours, --points or --full.") << Qt::endl;
        return cli::UsageError;
    }
    auto sheet = readSheet(context, path);
    if (!sheet)
        return cli::Failure;
    const Character before = *sheet;
    if (parser.isSet(full)) {
        fullRest(*sheet);
    } else if (parser.isSet(points)) {
        const auto given = parseSplit(parser.value(points));
        if (!given) {
            context.err << MeshalCli::tr("--points takes attribute=points pairs, e.g. spirit=3.") << Qt::endl;
            return cli::UsageError;
        }
        for (const auto &[a, n] : *given) {
            const int back = recoverDice(*sheet, a, n);
            context.out << MeshalCli::tr("%1: rolled %2, recovered %3").arg(attributeName(a, context.language)).arg(n).arg(back) << Qt::endl;
        }
    } else {
        rules::SeededRandom random(seedValue);
        const int minimum = builtInMeshalPack()->number(u"rest_minimum_dice"_s);
        for (int h = 1; h <= hourCount; ++h) {
            const RestHour hour = restOneHour(*sheet, random, minimum);
            for (Attribute a : kAttributes) {
                if (hour.rolled[std::size_t(a)] > 0 || hour.recovered[std::size_t(a)] > 0)
                    context.out << MeshalCli::tr("Hour %1: %2 rolled %3, recovered %4")
                                       .arg(h)
                                       .arg(attributeName(a, context.language))
                                       .arg(hour.rolled[std::size_t(a)])
                                       .arg(hour.recovered[std::size_t(a)])
                                << Qt::endl;
            }
        }
        context.out << MeshalCli::tr("Seed: %1").arg(seedValue) << Qt::endl;
    }
    printDice(context, before, *sheet);
    return writeSheet(context, path, *sheet) ? cli::Ok : cli::Failure;
}

int newCommand(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption name(u"name"_s, MeshalCli::tr("The character's name."), MeshalCli::tr("NAME"));
    const QCommandLineOption species(u"species"_s, MeshalCli::tr("A species of the example content (human, shengyong)."), MeshalCli::tr("ID"));
    parser.addOption(name);
    parser.addOption(species);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 1, 1); stop >= 0)
        return stop;
    if (parser.value(name).trimmed().isEmpty()) {
        context.err << MeshalCli::tr("A new sheet needs --name.") << Qt::endl;
        return cli::UsageError;
    }
    Character c = newCharacter(*builtInMeshalPack(), parser.value(name));
    if (parser.isSet(species)) {
        const Feature *chosen = exampleMeshalContent()->findSpecies(parser.value(species));
        if (!chosen) {
            context.err << MeshalCli::tr("No species \"%1\" in the example content.").arg(parser.value(species)) << Qt::endl;
            return cli::UsageError;
        }
        c.species = *chosen;
        c.size = chosen->sizes.size() == 1 ? std::optional<Size>(chosen->sizes.first()) : std::nullopt;
        c.form = chosen->forms.size() == 1 ? chosen->forms.first() : QString();
        c.gender = chosen->genders.size() == 1 ? chosen->genders.first() : QString();
        for (Attribute a : kAttributes)
            c.dice[std::size_t(a)] = totalScore(c, a);
    }
    if (!writeSheet(context, parser.positionalArguments().constFirst(), c))
        return cli::Failure;
    context.out << MeshalCli::tr("Wrote %1").arg(parser.positionalArguments().constFirst()) << Qt::endl;
    return cli::Ok;
}

} // namespace sw::meshal
