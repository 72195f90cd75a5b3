#pragma once

#include "common/language.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

#include <functional>
#include <vector>

namespace sw::cli {

enum ExitCode { Ok = 0, Failure = 1, UsageError = 2 };

// What a command gets: where to write, and the language its words are in.
struct Context
{
    QTextStream &out;
    QTextStream &err;
    Language language = Language::English;
};

// One subcommand of sheetwright-cli. `summary` and `arguments` are untranslated source text
// (marked with QT_TRANSLATE_NOOP in the "sw::cli::Cli" context) and are translated when shown.
struct Command
{
    QString name;
    const char *arguments;
    const char *summary;
    std::function<int(Context &, const Command &, const QStringList &)> run;
    bool ownLang = false; // the command's own --lang (export-pdf: the sheets' language); else the tool's
};

class Cli
{
    Q_DECLARE_TR_FUNCTIONS(sw::cli::Cli)

public:
    static const std::vector<Command> &commands();
    static QString helpText();
};

// Parses a command's own arguments (`rest`, after its name) with `parser`, which the command
// has given its options. Handles --help and a wrong number of positional arguments; returns an
// exit code when the command should stop there, or -1 to go on.
int parseCommandLine(Context &context, QCommandLineParser &parser, const Command &command,
                     const QStringList &rest, int minPositional, int maxPositional);

// A command whose first argument names one of `subcommands` (each named "<command> <sub>"): runs
// it with the rest, lists them all for --help, else says how it is used.
int runSubcommand(Context &context, const Command &command, const QStringList &rest,
                  const std::vector<Command> &subcommands);

// Runs the tool with `arguments` (argv, program name first). Returns the process exit code.
int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace sw::cli
