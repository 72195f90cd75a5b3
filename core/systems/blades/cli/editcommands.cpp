// `edit CAMPAIGN character:ID|crew:ID VERB …`: every pencil edit of the character and crew sheets
// from the command line (issue #15). Each verb runs the very engine operation the sheet's widget
// runs, planned by the same function (models/sheetedits.h) and written with the same journal
// command and label, so the history and undo cannot tell the CLI from the GUI.
#include "cli/cli.h"

#include "common/undolabel.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/characterops.h"
#include "systems/blades/crewops.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/sheetedits.h"
#include "models/campaignsession.h"
#include "problemtext.h"
#include "systems/blades/l10n/violationtext.h"
#include "systems/blades/store/campaignsheets.h"

#include <QDir>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace sw::cli {
namespace {

using blades::Character;
using blades::Crew;
using blades::CrewBenefits;
using blades::RulePack;

// The label the sheet's widget writes (the GUI's own words), stored untranslated like the GUI's.
UndoLabel label(const char *context, const char *source, int n = -1)
{
    return UndoLabel(context, source, nullptr, n);
}

// What a verb works with: the campaign, the sheet, the verb's arguments, the GM's override, the
// output's language; `bad` is set when the arguments make no sense.
struct Edit
{
    const models::CampaignSession &s;
    qint64 id;
    QStringList a;
    models::OverrideMode mode;
    Language language;
    bool bad = false;

    // The pack the sheet being edited is read with (the one it recorded).
    const RulePack &pack(bool crewSheet = false) const
    {
        if (crewSheet) {
            const auto c = blades::crew(s.store(), id);
            return blades::sheetPack(s, c ? c->rulePack : QString());
        }
        const auto c = blades::character(s.store(), id);
        return blades::sheetPack(s, c ? c->rulePack : QString());
    }
    models::PlannedEdit character(const QString &command, const QString &text, const models::CharacterOp &op) const
    {
        return models::planCharacterEdit(s, id, command, text, op, mode);
    }
    models::PlannedEdit crew(const QString &command, const QString &text, const models::CrewOp &op) const
    {
        return models::planCrewEdit(s, id, command, text, op, mode);
    }
    std::optional<int> number(qsizetype at)
    {
        bool ok = false;
        const int n = a.at(at).toInt(&ok);
        bad = bad || !ok;
        return ok ? std::optional<int>(n) : std::nullopt;
    }
};

struct Verb
{
    QString name;
    const char *usage;
    int args; // arguments after the verb
    std::function<models::PlannedEdit(Edit &)> plan;
};

// A verb that sets a number through `set`, or, when `up` is given and the number rises, marks the
// difference through `up`, as the sheet's track does.
template <typename Sheet, typename Op>
Verb numberVerb(const QString &name, const QString &setCommand, const QString &upCommand, const char *context,
                const char *source, std::function<int(const Sheet &)> now, Op set, Op up = {})
{
    return {name, "N", 1, [=](Edit &e) {
                const auto value = e.number(0);
                if (!value)
                    return models::PlannedEdit{};
                std::optional<Sheet> sheet;
                if constexpr (std::is_same_v<Sheet, Character>)
                    sheet = blades::character(e.s.store(), e.id);
                else
                    sheet = blades::crew(e.s.store(), e.id);
                const int before = sheet ? now(*sheet) : 0;
                const bool rising = up && *value > before;
                const QString command = rising ? upCommand : setCommand;
                const QString text = label(context, source).arg(*value);
                if constexpr (std::is_same_v<Sheet, Character>)
                    return e.character(command, text, [=](const Character &c, const RulePack &p, const CrewBenefits &b) {
                        return rising ? up(c, *value - before, p, b) : set(c, *value, p, b);
                    });
                else
                    return e.crew(command, text, [=](const Crew &c, const RulePack &p) {
                        return rising ? up(c, *value - before, p) : set(c, *value, p);
                    });
            }};
}

using CharacterSet = std::function<blades::Outcome(const Character &, int, const RulePack &, const CrewBenefits &)>;
using CrewSet = std::function<blades::CrewOutcome(const Crew &, int, const RulePack &)>;

std::vector<Verb> characterVerbs()
{
    const auto set = [](auto f) { return CharacterSet([f](const Character &c, int n, const RulePack &p, const CrewBenefits &b) { return f(c, n, p, b); }); };
    std::vector<Verb> v;
    // Stress and trauma (A §2.1–2.3): the track sets; take-stress marks, as the Take stress button does.
    v.push_back(numberVerb<Character>(u"stress"_s, u"character.set_stress"_s, {}, "sw::ui::VitalsPanel", "Set stress to %1",
                                      [](const Character &c) { return c.stress; }, set(blades::applySetStress)));
    v.push_back({u"take-stress"_s, "N", 1, [](Edit &e) {
                     const auto n = e.number(0);
                     return !n ? models::PlannedEdit{}
                               : e.character(u"character.mark_stress"_s, label("sw::ui::VitalsPanel", "Take %n stress", *n),
                                             [n](const Character &c, const RulePack &p, const CrewBenefits &b) { return blades::applyMarkStress(c, *n, p, b); });
                 }});
    v.push_back(numberVerb<Character>(u"trauma"_s, u"character.set_trauma"_s, {}, "sw::ui::VitalsPanel", "Set trauma to %1",
                                      [](const Character &c) { return c.trauma; }, set(blades::applySetTrauma)));
    // Harm (A §2.4): add a level with its description, erase or reword one (numbered from 0).
    v.push_back({u"harm-add"_s, "LEVEL TEXT", 2, [](Edit &e) {
                     const auto level = e.number(0);
                     const QString text = e.a.at(1).trimmed();
                     return !level ? models::PlannedEdit{}
                                   : e.character(u"character.add_harm"_s, label("sw::ui::VitalsPanel", "Harm: %1").arg(text),
                                                 [=](const Character &c, const RulePack &p, const CrewBenefits &b) { return blades::applyAddHarm(c, *level, text, p, b); });
                 }});
    v.push_back({u"harm-remove"_s, "INDEX", 1, [](Edit &e) {
                     const auto at = e.number(0);
                     return !at ? models::PlannedEdit{}
                                : e.character(u"character.remove_harm"_s, label("sw::ui::VitalsPanel", "Erase harm"),
                                              [=](const Character &c, const RulePack &p, const CrewBenefits &b) { return blades::applyRemoveHarm(c, *at, p, b); });
                 }});
    v.push_back({u"harm-edit"_s, "INDEX TEXT", 2, [](Edit &e) {
                     const auto at = e.number(0);
                     const QString text = e.a.at(1).trimmed();
                     return !at ? models::PlannedEdit{}
                                : e.character(u"character.edit_harm"_s, label("sw::ui::VitalsPanel", "Harm: %1").arg(text),
                                              [=](const Character &c, const RulePack &p, const CrewBenefits &b) { return blades::applyEditHarm(c, *at, text, p, b); });
                 }});
    // Healing clock (A §2.4): forward is healing; a lower number rubs marks out.
    v.push_back(numberVerb<Character>(u"healing"_s, u"character.set_healing"_s, u"character.tick_healing"_s, "sw::ui::VitalsPanel",
                                      "Healing clock to %1", [](const Character &c) { return c.healing; }, set(blades::applySetHealing),
                                      set(blades::applyTickHealing)));
    // Armor boxes (A §2.5): standard, heavy or special, used or cleared.
    for (const bool use : {true, false}) {
        v.push_back({use ? u"armor-use"_s : u"armor-clear"_s, "KIND", 1, [use](Edit &e) {
                         const QString kind = e.a.at(0);
                         return e.character(use ? u"character.use_armor"_s : u"character.clear_armor"_s,
                                            use ? label("sw::ui::VitalsPanel", "Use armor") : label("sw::ui::VitalsPanel", "Clear armor"),
                                            [=](const Character &c, const RulePack &p, const CrewBenefits &b) {
                                                return use ? blades::applyUseArmor(c, kind, p, b) : blades::applyClearArmor(c, kind, p, b);
                                            });
                     }});
    }
    // Xp (A §6): a track (playbook or an attribute) to N; marked when it rises.
    v.push_back({u"xp"_s, "TRACK N", 2, [](Edit &e) {
                     const QString track = e.a.at(0);
                     const auto value = e.number(1);
                     const auto sheet = blades::character(e.s.store(), e.id);
                     if (!value)
                         return models::PlannedEdit{};
                     const int now = !sheet ? 0 : track == u"playbook"_s ? sheet->playbookXp : sheet->attributeXp.value(track);
                     return e.character(*value > now ? u"character.mark_xp"_s : u"character.set_xp"_s, label("sw::ui::ActionsPanel", "XP to %1").arg(*value),
                                        [=](const Character &c, const RulePack &p, const CrewBenefits &b) {
                                            return *value > now ? blades::applyMarkXp(c, track, *value - now, p, b) : blades::applySetXp(c, track, *value, p, b);
                                        });
                 }});
    // Advances (A §6): a playbook advance buys an ability; an attribute's buys a dot in one of its actions.
    v.push_back({u"advance"_s, "ABILITY|ATTRIBUTE:ACTION", 1, [](Edit &e) {
                     const QString choice = e.a.at(0);
                     return e.character(u"character.take_advance"_s, label("sw::ui::CharacterSheet", "Take an advance"),
                                        [=](const Character &c, const RulePack &p, const CrewBenefits &b) {
                                            return choice.contains(u':') ? blades::applyTakeAttributeAdvance(c, choice.section(u':', 0, 0), choice.section(u':', 1), p, b)
                                                                         : blades::applyTakePlaybookAdvance(c, choice, p, b);
                                        });
                 }});
    // Coin and stash (A §2.8): coin carried to N; the stash to N (coin put in, or taken out).
    v.push_back(numberVerb<Character>(u"coin"_s, u"character.set_coin"_s, {}, "sw::ui::GearPanel", "Coin to %1",
                                      [](const Character &c) { return c.coin; }, set(blades::applySetCoin)));
    v.push_back({u"stash"_s, "N", 1, [](Edit &e) {
                     const auto value = e.number(0);
                     const auto sheet = blades::character(e.s.store(), e.id);
                     if (!value)
                         return models::PlannedEdit{};
                     const int now = sheet ? sheet->stash : 0;
                     const bool in = *value > now;
                     return e.character(in ? u"character.deposit_stash"_s : u"character.withdraw_stash"_s,
                                        in ? label("sw::ui::GearPanel", "Put coin in the stash") : label("sw::ui::GearPanel", "Take coin from the stash"),
                                        [=](const Character &c, const RulePack &p, const CrewBenefits &b) {
                                            return in ? blades::applyDepositStash(c, *value - now, p, b) : blades::applyWithdrawStash(c, now - *value, p, b);
                                        });
                 }});
    // Load and items (A §4): the load chosen for the score; an item carried or put down.
    v.push_back({u"load"_s, "LEVEL", 1, [](Edit &e) {
                     const QString level = e.a.at(0);
                     const RulePack &pack = e.pack();
                     const blades::LoadLevel *l = pack.loadLevel(level);
                     // The radio button's words on the sheet: the level and its limit, "Light (3)".
                     const auto sheet = blades::character(e.s.store(), e.id);
                     const int limit = sheet ? blades::limitsFor(*sheet, pack, models::benefitsOf(e.s.store(), e.id, pack)).load.forLevel(level) : 0;
                     const QString button = u"%1 (%2)"_s.arg(l ? l->name.in(e.language) : level).arg(limit);
                     return e.character(u"character.set_load"_s, label("sw::ui::GearPanel", "Load: %1").arg(button),
                                        [=](const Character &c, const RulePack &p, const CrewBenefits &b) { return blades::applySetLoadLevel(c, level, p, b); });
                 }});
    v.push_back({u"item"_s, "ITEM", 1, [](Edit &e) {
                     const QString item = e.a.at(0);
                     const auto sheet = blades::character(e.s.store(), e.id);
                     const blades::Item *i = e.pack().item(item);
                     const QString name = i ? i->name.in(e.language) : item;
                     const bool carried = sheet && sheet->items.contains(item);
                     return e.character(u"character.toggle_item"_s,
                                        carried ? label("sw::ui::GearPanel", "Put down %1").arg(name) : label("sw::ui::GearPanel", "Carry %1").arg(name),
                                        [=](const Character &c, const RulePack &p, const CrewBenefits &b) { return blades::applyToggleItem(c, item, p, b); });
                 }});
    return v;
}

std::vector<Verb> crewVerbs()
{
    const auto set = [](auto f) { return CrewSet([f](const Crew &c, int n, const RulePack &p) { return f(c, n, p); }); };
    std::vector<Verb> v;
    // Tier and hold (B §1.3–§1.7): advance a tier (pays its coin), set the hold, a new crew's tier.
    v.push_back({u"tier-up"_s, "", 0, [](Edit &e) {
                     return e.crew(u"crew.advance_tier"_s, label("sw::ui::CrewTracksPanel", "Advance tier"),
                                   [](const Crew &c, const RulePack &p) { return blades::applyAdvanceTier(c, 0, p); });
                 }});
    v.push_back({u"tier"_s, "N", 1, [](Edit &e) {
                     const auto tier = e.number(0);
                     return !tier ? models::PlannedEdit{}
                                  : e.crew(u"crew.set_tier"_s, label("sw::ui::CrewTracksPanel", "Tier %1").arg(*tier),
                                           [=](const Crew &c, const RulePack &p) { return blades::applySetTier(c, *tier, p); });
                 }});
    v.push_back({u"hold"_s, "strong|weak", 1, [](Edit &e) {
                     const QString which = e.a.at(0);
                     if (which != u"strong"_s && which != u"weak"_s) {
                         e.bad = true;
                         return models::PlannedEdit{};
                     }
                     const blades::Hold hold = which == u"weak"_s ? blades::Hold::Weak : blades::Hold::Strong;
                     // The radio button's words on the sheet, without their mnemonic ("&Strong", "強(&S)").
                     static const QRegularExpression mnemonic(u"\\(&.\\)"_s);
                     QString word = hold == blades::Hold::Weak ? label("sw::ui::CrewTracksPanel", "Wea&k").text() : label("sw::ui::CrewTracksPanel", "&Strong").text();
                     word.remove(mnemonic);
                     word.remove(u'&');
                     word = word.trimmed();
                     return e.crew(u"crew.set_hold"_s, label("sw::ui::CrewTracksPanel", "Hold: %1").arg(word),
                                   [=](const Crew &c, const RulePack &p) { return blades::applySetHold(c, hold, p); });
                 }});
    // The tracks (B §1.5–§1.12): rep (gained as the game's step), heat, wanted level, coin, xp.
    v.push_back(numberVerb<Crew>(u"rep"_s, u"crew.rep"_s, u"crew.rep"_s, "sw::ui::CrewTracksPanel", "Rep to %1",
                                 [](const Crew &c) { return c.rep; }, set(blades::applySetRep), set(blades::applyAddRep)));
    v.push_back(numberVerb<Crew>(u"heat"_s, u"crew.set_heat"_s, {}, "sw::ui::CrewTracksPanel", "Heat to %1",
                                 [](const Crew &c) { return c.heat; }, set(blades::applySetHeat)));
    v.push_back(numberVerb<Crew>(u"wanted"_s, u"crew.set_wanted"_s, {}, "sw::ui::CrewTracksPanel", "Wanted level to %1",
                                 [](const Crew &c) { return c.wantedLevel; }, set(blades::applySetWantedLevel)));
    v.push_back(numberVerb<Crew>(u"coin"_s, u"crew.set_coin"_s, {}, "sw::ui::CrewTracksPanel", "Crew coin to %1",
                                 [](const Crew &c) { return c.coin; }, set(blades::applySetCrewCoin)));
    v.push_back(numberVerb<Crew>(u"xp"_s, u"crew.set_xp"_s, u"crew.mark_xp"_s, "sw::ui::CrewTracksPanel", "Crew XP to %1",
                                 [](const Crew &c) { return c.xp; }, set(blades::applySetCrewXp), set(blades::applyMarkCrewXp)));
    // A crew advance (B §1.11): a crew ability, or upgrade boxes (UPGRADE[,UPGRADE]).
    v.push_back({u"advance"_s, "ability:ID|upgrades:ID[,ID]", 1, [](Edit &e) {
                     const QString choice = e.a.at(0);
                     blades::CrewAdvance advance;
                     if (choice.startsWith(u"ability:"_s))
                         advance.ability = choice.mid(8);
                     else if (choice.startsWith(u"upgrades:"_s))
                         advance.upgradeBoxes = choice.mid(9).split(u',', Qt::SkipEmptyParts);
                     else {
                         e.bad = true;
                         return models::PlannedEdit{};
                     }
                     return e.crew(u"crew.take_advance"_s, label("sw::ui::CrewSheet", "Take a crew advance"),
                                   [=](const Crew &c, const RulePack &p) { return blades::applyTakeCrewAdvance(c, advance, p); });
                 }});
    return v;
}

QString usageOf(const std::vector<Verb> &verbs)
{
    QStringList lines;
    for (const Verb &v : verbs)
        lines << u"  "_s + v.name + (v.args > 0 ? u" "_s + QString::fromUtf8(v.usage) : QString());
    return lines.join(u'\n');
}

int editCommand(Context &context, const Command &command, const QStringList &rest)
{
    QCommandLineParser parser;
    const QCommandLineOption overrideOption(u"override"_s, Cli::tr("A GM override: let the edit break the rules it breaks, for this reason."),
                                      Cli::tr("REASON"));
    parser.addOption(overrideOption);
    parser.addPositionalArgument(u"campaign"_s, {});
    parser.addPositionalArgument(u"sheet"_s, Cli::tr("character:ID or crew:ID"));
    parser.addPositionalArgument(u"verb"_s, Cli::tr("What to change, and its values."));
    if (const int stop = parseCommandLine(context, parser, command, rest, 3, 5); stop >= 0) {
        if (rest.contains(u"--help"_s) || rest.contains(u"-h"_s))
            context.out << Cli::tr("Character verbs:") << u'\n' << usageOf(characterVerbs()) << u'\n'
                        << Cli::tr("Crew verbs:") << u'\n' << usageOf(crewVerbs()) << Qt::endl;
        return stop;
    }
    const QStringList args = parser.positionalArguments();
    const QString sheet = args.at(1);
    const bool crew = sheet.startsWith(u"crew:"_s);
    bool isNumber = false;
    const qint64 id = sheet.section(u':', 1).toLongLong(&isNumber);
    if ((!crew && !sheet.startsWith(u"character:"_s)) || !isNumber) {
        context.err << Cli::tr("Edit a character:ID or a crew:ID.") << Qt::endl;
        return UsageError;
    }
    const std::vector<Verb> verbs = crew ? crewVerbs() : characterVerbs();
    const auto verb = std::find_if(verbs.begin(), verbs.end(), [&](const Verb &v) { return v.name == args.at(2); });
    if (verb == verbs.end() || args.size() - 3 != verb->args) {
        context.err << Cli::tr("Unknown verb or wrong values for \"%1\"; the verbs of a %2 are:").arg(args.at(2), sheet.section(u':', 0, 0))
                    << u'\n' << usageOf(verbs) << Qt::endl;
        return UsageError;
    }
    store::FileError error;
    auto session = models::CampaignSession::open(args.at(0), false, &error);
    if (!session) {
        context.err << QDir::toNativeSeparators(args.at(0)) << u": "_s << l10n::ProblemText::campaignFile(error) << Qt::endl;
        return Failure;
    }
    session->store().startSessionOnFirstWrite(u"sheetwright-cli"_s);
    Edit edit{*session, id, args.mid(3), {parser.isSet(overrideOption), parser.value(overrideOption)}, context.language};
    const models::PlannedEdit planned = verb->plan(edit);
    if (edit.bad) {
        context.err << Cli::tr("\"%1\" wants: %2").arg(verb->name, QString::fromUtf8(verb->usage)) << Qt::endl;
        return UsageError;
    }
    // As `validate` prints them: the stable code, the field, the sentence.
    for (const rules::Violation &v : planned.refused) {
        if (planned.allowed && !v.overridden)
            continue;
        context.err << v.code << u'\t' << v.field << u'\t' << l10n::ViolationText::describe(v, edit.pack(crew), context.language)
                    << (v.overridden ? u"\t"_s + Cli::tr("(accepted by a GM override)") : QString()) << Qt::endl;
    }
    if (!planned.allowed)
        return Failure;
    const store::Receipt receipt = session->apply(planned.write);
    if (!receipt.ok) {
        context.err << Cli::tr("The campaign could not be written: %1").arg(receipt.error) << Qt::endl;
        return Failure;
    }
    for (const blades::Event &e : planned.events)
        context.out << e.code << Qt::endl;
    context.out << Cli::tr("Done: %1").arg(sheet) << Qt::endl;
    return Ok;
}

} // namespace

void addEditCommands(std::vector<Command> &commands)
{
    commands.push_back({u"edit"_s, QT_TRANSLATE_NOOP("sw::cli::Cli", "CAMPAIGN character:ID|crew:ID VERB [VALUES…] [--override REASON]"),
                        QT_TRANSLATE_NOOP("sw::cli::Cli", "Pencil edits of a character or crew sheet, as on the sheet: stress, harm, healing, XP, advances, coin, stash, load, items, tier, hold …"),
                        editCommand});
}

} // namespace sw::cli
