#pragma once

// The GM's procedures from the command line (core/gm/gmtable.h): `score`, `downtime`, `clock`
// and `faction`, each with subcommands, for scripted sessions.
#include "cli/cli.h"
#include "cli/opencampaign.h"
#include "systems/blades/campaigncontext.h"
#include "systems/blades/gm/gmtable.h"

#include <QCommandLineParser>

#include <memory>
#include <optional>
#include <vector>

namespace sw::cli {

void addGmCommands(std::vector<Command> &commands);

namespace gmcli {

// What a GM subcommand works with: the campaign open for editing, the dice, the table.
struct Table
{
    OpenCampaign open;
    std::unique_ptr<rules::RandomSource> random;
    std::unique_ptr<gm::GmTable> table;
    std::shared_ptr<const blades::RulePack> pack;
    // Each sheet's own pack, read once (the table changes sheets with them).
    std::unique_ptr<blades::CampaignContext> packs;
};

// The options every GM subcommand that rolls shares: --seed S, --rolled 6,4,… (dice rolled at
// the table, used in order).
struct DiceOptions
{
    QCommandLineOption seed;
    QCommandLineOption rolled;
    DiceOptions();
    void addTo(QCommandLineParser &parser) const;
};

// `dice`: the options the parser was given for dice, or null for a command that rolls none.
std::optional<Table> openTable(Context &context, const QString &campaign, const QCommandLineParser &parser,
                               const DiceOptions *dice);
// Prints the rolls and what happened, or every refusal in words; the exit code.
int report(Context &context, const gm::GmResult &result, const blades::RulePack &pack);
// "a=1" pairs of a repeated option.
std::optional<QMap<QString, QString>> pairs(Context &context, const QStringList &values);
std::optional<QMap<QString, int>> numberPairs(Context &context, const QStringList &values);
std::optional<int> number(Context &context, const QString &text);

// A command whose first argument names a subcommand.
struct Subcommand
{
    QString name;
    std::function<int(Context &, const Command &, const QStringList &)> run;
};
int dispatch(Context &context, const Command &command, const QStringList &rest, const std::vector<Subcommand> &subs);

int scoreCommand(Context &context, const Command &command, const QStringList &rest);
int downtimeCommand(Context &context, const Command &command, const QStringList &rest);
int clockCommand(Context &context, const Command &command, const QStringList &rest);
int factionCommand(Context &context, const Command &command, const QStringList &rest);

} // namespace gmcli
} // namespace sw::cli
