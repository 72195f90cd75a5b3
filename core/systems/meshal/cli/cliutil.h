#pragma once

// What Meshal's CLI commands share (internal to core/systems/meshal/cli).
#include "cli/cli.h"
#include "rules/fraction.h"
#include "systems/meshal/character.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <optional>
#include <vector>

namespace sw::meshal {

class MeshalCli
{
    Q_DECLARE_TR_FUNCTIONS(sw::meshal::MeshalCli)
};

namespace clitool {

// A whole number from an option within [min, max] (the option's default when not given).
bool number(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, int min, int max,
            int *value);
// "65/81 (80.2%)"
QString chance(const rules::Fraction &f);
// Dice written at the table: "3,1,2,6" or "3 1 2 6".
std::optional<std::vector<int>> parseFaces(const QString &text);
QString facesText(const std::vector<int> &faces);
// --seed, or a fresh one.
bool seed(cli::Context &context, const QCommandLineParser &parser, const QCommandLineOption &option, quint64 *value);
// The three attributes' dice given with --might/--energy/--spirit (default 0).
struct DiceOptions
{
    QCommandLineOption might;
    QCommandLineOption energy;
    QCommandLineOption spirit;
    DiceOptions();
    void addTo(QCommandLineParser &parser) const;
    bool read(cli::Context &context, const QCommandLineParser &parser, std::array<int, 3> *dice) const;
};
// A sheet file (a meshal-character document) read and written back after the store's check.
std::optional<Character> readSheet(cli::Context &context, const QString &path);
bool writeSheet(cli::Context &context, const QString &path, const Character &character);
QString attributeName(Attribute a, Language language);

} // namespace clitool

int damageCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int restCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int newCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int contestCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int contentCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);
int bearCommand(cli::Context &context, const cli::Command &command, const QStringList &rest);

} // namespace sw::meshal
