#include "systems/soulhunter/cli/soulcommands.h"

#include "systems/soulhunter/check.h"
#include "systems/soulhunter/cli/sheetroll.h"
#include "systems/soulhunter/cli/soulcli.h"
#include "systems/soulhunter/derived.h"
#include "systems/soulhunter/odds.h"
#include "systems/soulhunter/opposed.h"
#include "systems/soulhunter/sidecheck.h"
#include "systems/soulhunter/store/soulsheets.h"

#include <QRandomGenerator>
#include <QRegularExpression>

#include <stdexcept>

using namespace Qt::StringLiterals;

namespace sw::soulhunter {
namespace {

using cli::Context;
using namespace clitool;

// The options a check shares between odds and roll.
struct CheckOptions
{
    QCommandLineOption challenge{u"challenge"_s, SoulCli::tr("The challenge value (default 10)."), SoulCli::tr("N")};
    QCommandLineOption modifier{u"modifier"_s, SoulCli::tr("The total of the modifiers, e.g. 5 or -2 (default 0)."), SoulCli::tr("N")};
    QCommandLineOption tilt{u"tilt"_s, SoulCli::tr("Tilt: extra d10, the 2 highest kept (negative: the 2 lowest)."), SoulCli::tr("N")};
    QCommandLineOption level{u"level"_s, SoulCli::tr("Level: d4 bonus dice (negative: penalty dice), the 4 highest kept."), SoulCli::tr("N")};
    QCommandLineOption cheer{u"cheer"_s, SoulCli::tr("Cheer: d6 bonus dice, the 3 highest kept."), SoulCli::tr("N")};
    QCommandLineOption fixedDice{u"fixed-dice"_s, SoulCli::tr("A fixed dice value (a parry or a hazard uses 10)."), SoulCli::tr("N")};

    void addTo(QCommandLineParser &parser) const
    {
        for (const QCommandLineOption *o : {&challenge, &modifier, &tilt, &level, &cheer, &fixedDice})
            parser.addOption(*o);
    }
    bool read(Context &context, const QCommandLineParser &parser, CheckSpec *spec, int *modifierTotal, int maxTilt, int maxLevel) const
    {
        int fixed = 0;
        *modifierTotal = 0;
        if (!number(context, parser, challenge, -99, 999, &spec->challenge) || !number(context, parser, modifier, -999, 999, modifierTotal) ||
            !number(context, parser, tilt, -maxTilt, maxTilt, &spec->tilt) || !number(context, parser, level, -maxLevel, maxLevel, &spec->level) ||
            !number(context, parser, cheer, 0, kMaxOddsCheer, &spec->cheer) || !number(context, parser, fixedDice, 0, 99, &fixed))
            return false;
        if (parser.isSet(fixedDice))
            spec->fixedDice = fixed;
        if (const auto m = unlabelled({}, *modifierTotal))
            spec->modifiers.append(*m);
        return true;
    }
};

Rules defaultRules()
{
    return Rules(builtInProfile());
}

int odds(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const CheckOptions options;
    options.addTo(parser);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    CheckSpec spec;
    int modifier = 0;
    if (!options.read(context, parser, &spec, &modifier, kMaxOddsTilt, kMaxOddsLevel))
        return cli::UsageError;
    const Rules rules = defaultRules();
    const OddsSpec odds{spec.tilt, spec.level, spec.cheer, spec.fixedDice, spec.challenge - modifier};
    const Distribution cats = catDistribution(odds, rules);
    context.out << SoulCli::tr("Tilt %1, level %2, cheer %3; challenge %4, modifiers %5")
                       .arg(signedNumber(spec.tilt), signedNumber(spec.level))
                       .arg(spec.cheer)
                       .arg(spec.challenge)
                       .arg(signedNumber(modifier))
                << Qt::endl;
    context.out << SoulCli::tr("CAT") << u'\t' << SoulCli::tr("Chance") << Qt::endl;
    for (const auto &[cat, ways] : cats.ways)
        context.out << cat << u'\t' << chance(rules::Fraction(ways, cats.outcomes)) << Qt::endl;
    context.out << SoulCli::tr("Success (CAT %1 or more): %2").arg(rules.number(u"success_min_cat"_s).value_or(1)).arg(chance(successChance(odds, rules)))
                << Qt::endl;
    context.out << SoulCli::tr("Cases: %1").arg(cats.outcomes) << Qt::endl;
    return cli::Ok;
}

std::optional<std::vector<int>> parseList(const QString &text)
{
    static const QRegularExpression separators(u"[,\\s]+"_s);
    std::vector<int> out;
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        bool ok = false;
        out.push_back(part.toInt(&ok));
        if (!ok)
            return std::nullopt;
    }
    return out;
}

void printRoll(Context &context, const CheckSpec &spec, const CheckRoll &r, const Rules &rules)
{
    if (!r.d10.empty())
        context.out << SoulCli::tr("d10: %1").arg(diceText(r.d10)) << Qt::endl;
    context.out << SoulCli::tr("Dice value: %1").arg(r.diceValue) << Qt::endl;
    if (!r.levelDice.empty())
        context.out << SoulCli::tr("Level d4: %1 (%2)").arg(diceText(r.levelDice), signedNumber(r.levelValue)) << Qt::endl;
    else if (r.levelValue != 0)
        context.out << SoulCli::tr("Level: %1").arg(signedNumber(r.levelValue)) << Qt::endl;
    if (!r.cheerDice.empty())
        context.out << SoulCli::tr("Cheer d6: %1 (%2)").arg(diceText(r.cheerDice), signedNumber(r.cheerValue)) << Qt::endl;
    context.out << SoulCli::tr("Total modifier: %1").arg(signedNumber(r.total())) << Qt::endl;
    context.out << SoulCli::tr("Check value: %1 against %2").arg(r.checkValue).arg(spec.challenge) << Qt::endl;
    const bool success = r.cat >= rules.number(u"success_min_cat"_s).value_or(1);
    context.out << (success ? SoulCli::tr("CAT %1: success") : SoulCli::tr("CAT %1: failure")).arg(r.cat) << Qt::endl;
    if (r.criticalSuccess)
        context.out << SoulCli::tr("Critical success: +1 fortune on an action check.") << Qt::endl;
    if (r.criticalFailure)
        context.out << SoulCli::tr("Critical failure: −1 fortune on an action check.") << Qt::endl;
}

// Rules 16-18 (L84-L90): the side's outcome with the tie rules.
void printSide(Context &context, CheckKind kind, int checkValue, int other, const Rules &rules)
{
    const SideOutcome side = resolveSide(kind, checkValue, other, true, rules);
    switch (kind) {
    case CheckKind::Parry:
    case CheckKind::Counter:
        context.out << SoulCli::tr("Defence value: %1").arg(side.value) << Qt::endl;
        context.out << SoulCli::tr("Attacker's CAT: %1; defender's CAT: %2").arg(side.otherCat).arg(side.ownCat) << Qt::endl;
        context.out << (side.succeeds ? SoulCli::tr("The attack misses.") : SoulCli::tr("The attack hits.")) << Qt::endl;
        if (side.strikeBack)
            context.out << SoulCli::tr("The counter strikes back: Strike with check value %1.").arg(checkValue) << Qt::endl;
        break;
    case CheckKind::Hazard:
    case CheckKind::Resistance:
        context.out << SoulCli::tr("Hazard's CAT: %1; resistance's CAT: %2")
                           .arg(kind == CheckKind::Hazard ? side.ownCat : side.otherCat)
                           .arg(kind == CheckKind::Hazard ? side.otherCat : side.ownCat)
                    << Qt::endl;
        context.out << ((kind == CheckKind::Resistance) == side.succeeds ? SoulCli::tr("The resistance succeeds.") : SoulCli::tr("The resistance fails."))
                    << Qt::endl;
        break;
    case CheckKind::Action:
        break;
    }
}

int roll(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const CheckOptions options;
    const SheetRollOptions sheetOptions;
    const QCommandLineOption reroll(u"reroll"_s, SoulCli::tr("Reroll once: \"all\", or with tilt the two pool dice to roll again, e.g. 0,1."), SoulCli::tr("DICE"));
    const QCommandLineOption faces(u"faces"_s, SoulCli::tr("The dice as rolled at the table: d10, then d4, then d6, then the reroll's."), SoulCli::tr("F"));
    const QCommandLineOption seedOption(u"seed"_s, SoulCli::tr("Seed for a roll that can be repeated."), SoulCli::tr("S"));
    const QCommandLineOption as(u"as"_s, SoulCli::tr("One side of an opposed check against --challenge, the other side's value: parry, counter, hazard or resistance."),
                                SoulCli::tr("KIND"));
    options.addTo(parser);
    sheetOptions.addTo(parser);
    for (const QCommandLineOption *o : {&reroll, &faces, &seedOption, &as})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    CheckSpec spec;
    int modifier = 0;
    quint64 seedValue = 0;
    if (!options.read(context, parser, &spec, &modifier, 20, 20) || !seed(context, parser, seedOption, &seedValue))
        return cli::UsageError;
    SheetRoll sheetRoll;
    Rules rules = defaultRules();
    if (const int stop = prepareSheetRoll(context, parser, sheetOptions, spec, rules, sheetRoll); stop >= 0)
        return stop;
    if (sheetRoll.held && !parser.isSet(options.challenge)) { // the GM's scene sets the challenge (L63)
        if (const std::optional<Scene> current = scene(*sheetRoll.held->open.store); current && current->challenge) {
            spec.challenge = *current->challenge;
            context.out << SoulCli::tr("Challenge %1: the scene's.").arg(spec.challenge) << Qt::endl;
        }
    }
    const std::optional<CheckKind> kind = parser.isSet(as) ? checkKindFromId(parser.value(as)) : std::optional<CheckKind>(CheckKind::Action);
    if (!kind) {
        context.err << SoulCli::tr("--as is parry, counter, hazard or resistance.") << Qt::endl;
        return cli::UsageError;
    }
    spec = checkFor(*kind, spec); // rules 16, 18: a parry and a hazard use 10 as the dice value
    SeededDice seeded(seedValue);
    std::optional<ScriptedDice> scripted;
    if (parser.isSet(faces)) {
        const auto list = parseList(parser.value(faces));
        if (!list) {
            context.err << SoulCli::tr("--faces takes whole numbers, e.g. 7,5,3.") << Qt::endl;
            return cli::UsageError;
        }
        scripted.emplace(*list);
    }
    DiceSource &dice = scripted ? static_cast<DiceSource &>(*scripted) : seeded;
    CheckRoll r;
    try {
        r = rollCheck(spec, rules, dice);
        printRoll(context, spec, r, rules);
        if (parser.isSet(reroll)) {
            std::vector<int> picked;
            if (parser.value(reroll) != u"all"_s)
                picked = parseList(parser.value(reroll)).value_or(std::vector<int>{});
            const auto again = soulhunter::reroll(spec, r, picked, rules, dice);
            if (!again) {
                context.err << SoulCli::tr("This check cannot be rerolled that way (once, and with tilt two dice of the pool).") << Qt::endl;
                return cli::UsageError;
            }
            r = *again;
            context.out << SoulCli::tr("Reroll:") << Qt::endl;
            printRoll(context, spec, r, rules);
        }
    } catch (const std::exception &) {
        context.err << SoulCli::tr("--faces: a die is missing or outside its faces.") << Qt::endl;
        return cli::UsageError;
    }
    if (*kind != CheckKind::Action)
        printSide(context, *kind, r.checkValue, spec.challenge, rules);
    if (!parser.isSet(faces))
        context.out << SoulCli::tr("Seed: %1").arg(seedValue) << Qt::endl;
    return finishSheetRoll(context, sheetRoll, spec, r);
}

int defend(Context &context, const cli::Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption attack(u"attack"_s, SoulCli::tr("The attack value."), SoulCli::tr("N"));
    const QCommandLineOption defence(u"defence"_s, SoulCli::tr("The defence value (the parry's or the counter's check value)."), SoulCli::tr("N"));
    const QCommandLineOption counter(u"counter"_s, SoulCli::tr("A counter instead of a parry."));
    const QCommandLineOption late(u"late"_s, SoulCli::tr("Declared after the attack was rolled: no defence."));
    for (const QCommandLineOption *o : {&attack, &defence, &counter, &late})
        parser.addOption(*o);
    if (const int stop = cli::parseCommandLine(context, parser, command, rest, 0, 0); stop >= 0)
        return stop;
    int a = 0, d = 0;
    if (!parser.isSet(attack) || !parser.isSet(defence) || !number(context, parser, attack, -99, 999, &a) ||
        !number(context, parser, defence, -99, 999, &d)) {
        context.err << SoulCli::tr("Give --attack N and --defence N.") << Qt::endl;
        return cli::UsageError;
    }
    const Rules rules = defaultRules();
    const DefenceResult r = resolveDefence(parser.isSet(counter) ? Defence::Counter : Defence::Parry, a, d, !parser.isSet(late), rules);
    if (!r.allowed)
        context.out << SoulCli::tr("A defence is declared before the attack is rolled (L83): none this time.") << Qt::endl;
    context.out << SoulCli::tr("Defence value: %1").arg(r.defenceValue) << Qt::endl;
    context.out << SoulCli::tr("Attacker's CAT: %1; defender's CAT: %2").arg(r.sides.challengerCat).arg(r.sides.responderCat) << Qt::endl;
    context.out << (r.hit ? SoulCli::tr("The attack hits.") : SoulCli::tr("The attack misses.")) << Qt::endl;
    if (r.strikeBack)
        context.out << SoulCli::tr("The counter strikes back: Strike with check value %1.").arg(d) << Qt::endl;
    return cli::Ok;
}

int soulhunter(Context &context, const cli::Command &command, const QStringList &rest)
{
    static const std::vector<cli::Command> subcommands{
        {u"soulhunter odds"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "[--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: the exact chance of each CAT of a 2D10 check."), odds},
        {u"soulhunter roll"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "[--campaign FILE [--sheet ID] [--attribute A] [--skill ID] [--mark I] [--flaw I] [--grievous I] [--trait ±1] [--power-tag I[:N]] [--helper ID]…] [--challenge N] [--modifier N] [--tilt N] [--level N] [--cheer N] [--fixed-dice N] [--as parry|counter|hazard|resistance] [--reroll DICE] [--faces F | --seed S]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: roll a 2D10 check; the same seed gives the same dice."), roll},
        {u"soulhunter defend"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "--attack N --defence N [--counter] [--late]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: a parry or a counter against an attack (ties, a lower counter counts as 0)."), defend},
        {u"soulhunter new"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN --name NAME [--physique N] [--wisdom N] [--soul N] [--mark TYPE]…"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: add a new character to a campaign (made when missing)."), newCommand},
        {u"soulhunter edit"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID] [--lingshi N] [--skill ID=N]… [--power NAME] [--power-tag TEXT]… [--flaw TEXT]… [--trait TEXT]… [--learn PACK:ID]… [--prepare NAME]… [--play]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: write on a character's sheet; refused when the result breaks a rule."), editCommand},
        {u"soulhunter validate"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: check the campaign's characters against its rules; list every broken rule and missing setting."), validateCommand},
        {u"soulhunter setting"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [KEY (VALUE | --clear)]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: list the campaign's settings, or fill one in from your rulebook."), settingCommand},
        {u"soulhunter damage"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID] --amount N [--non-lethal] [--how TEXT]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: a character takes damage (Disintegration slashes past max HP)."), damageCommand},
        {u"soulhunter style"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID] --action flashback|empower|cheer|destiny [--x N] [--cost N] [--levels L,…] [--anxiety N] [--initial]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: a style action paid with SP and anxiety."), styleCommand},
        {u"soulhunter relieve"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID] --sp N [--initial]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: spend SP to remove as much anxiety."), relieveCommand},
        {u"soulhunter scene"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: the next scene (MP, SP, FP back, damage removed)."), sceneCommand},
        {u"soulhunter interlude"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID] (--start | --end)"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: enter or end an interlude."), interludeCommand},
        {u"soulhunter xp"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--sheet ID] (--award N | --spend KIND)"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: award XP, or spend it in an interlude (growth_kp, growth_sp, growth_fortune, remove_jieti, remove_shige)."), xpCommand},
        {u"soulhunter sin"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN --name NAME --tag TEXT… [--known I,…]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: the GM adds a Sin with 1 to 3 obsession tags."), sinCommand},
        {u"soulhunter obsession"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN --sin ID --cat N [--up I,…] [--down I,…] [--method TEXT] [--after-roll] [--used-this-round]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: activate a Sin's known obsession tags on a check, CAT ±1 each."), obsessionCommand},
        {u"soulhunter gmscene"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--name NAME] [--tag TEXT]… [--remove-tag TEXT]… [--challenge N | --no-challenge]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: the GM's current scene, its scene tags and the challenge value its checks start from."), gmSceneCommand},
        {u"soulhunter charm"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN (--scene | --sin ID) [--add NAME --kind KIND [--capacity N] | --remove I | --mark I [--note TEXT] | --clear I]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: the charms of the current scene or of a Sin: add, remove, mark or clear a slash (one undo step each)."), charmCommand},
        {u"soulhunter content"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN [--import FILE | --export ID --out OUT]"),
         QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter: the campaign's content packs (marks, soul weapons, ultimates, techniques, enchantments): list, import, export."), contentCommand},
    };
    return cli::runSubcommand(context, command, rest, subcommands);
}

} // namespace

void addSoulhunterCommands(std::vector<cli::Command> &commands)
{
    commands.push_back({u"soulhunter"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "odds|roll|defend|new|edit|validate|setting|damage|style|relieve|scene|interlude|XP|sin|obsession|gmscene|charm|content [OPTIONS]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Soul Hunter TRPG with the additional rules: exact odds, 2D10 checks, sheets in a campaign (see soulhunter --help)."),
                        soulhunter});
}

} // namespace sw::soulhunter
