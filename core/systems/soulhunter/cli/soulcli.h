#pragma once

// What 狩魂者's CLI commands share (internal to core/systems/soulhunter/cli).
#include "cli/cli.h"
#include "cli/opencampaign.h"
#include "rules/fraction.h"
#include "rules/violation.h"
#include "systems/soulhunter/character.h"
#include "systems/soulhunter/l10n/soulviolationtext.h"
#include "systems/soulhunter/pack.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <optional>

namespace sw::soulhunter {

namespace clitool {

// A whole number from an option within [min, max] (unchanged when the option is not given).
bool number(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max, int *value);
QString chance(const rules::Fraction &f); // "9/20 (45.0%)"
QString signedNumber(int n);              // "+3", "-2", "0"
QString diceText(const std::vector<int> &dice);
// --seed, or a fresh one.
bool seed(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, quint64 *value);
// A violation or a missing setting in words, in the context's language (l10n/soulviolationtext.h).
inline QString describe(const rules::Violation &v, const Rules &rules, Language language)
{
    return describeViolation(v, rules, language);
}
using soulhunter::settingName;

// A campaign opened for a command on one of its characters (--sheet ID, or its only one).
struct SheetInCampaign
{
    cli::OpenCampaign open;
    qint64 id = 0;
    Character character;
};
std::optional<SheetInCampaign> openSheet(cli::Context &context, const QString &path, const QCommandLineParser &parser,
                                         const QCommandLineOption &sheetOption);
// Saves the character (one journal step) or says why not.
bool saveSheet(cli::Context &context, SheetInCampaign &sheet, const QString &command, const QString &label);
// The sheet's state after a play command: damage/max HP, the charms, anxiety, SP, fortune, XP.
void printState(cli::Context &context, const Character &c, const Rules &rules);

} // namespace clitool

int newCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int validateCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int settingCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int damageCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int styleCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int relieveCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int sceneCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int interludeCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int editCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int sinCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int obsessionCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int contentCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int charmCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int gmSceneCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int xpCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);

} // namespace sw::soulhunter
