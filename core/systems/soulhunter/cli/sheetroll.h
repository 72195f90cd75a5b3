#pragma once

// A check rolled for a character of a campaign (sheetwright-cli soulhunter roll --campaign): the
// key attribute and skill from the sheet, the 专精 cap (灵识 − 1), the pending 喝彩, and the tags the
// character activates (rules 33-35, 37; L42, L53, L144, L155, L216), the helpers of a cooperative
// check (§5.8, L92-L93: each one's best bonus from the same attribute and skill) — then the sheet's changes
// (cheer used, 重创 damage and XP, +5 SP per trait −1) and the roll in one journal step.
#include "systems/soulhunter/check.h"
#include "systems/soulhunter/cli/soulcli.h"

namespace sw::soulhunter {

struct SheetRollOptions
{
    QCommandLineOption campaign;
    QCommandLineOption sheet;
    QCommandLineOption attribute;
    QCommandLineOption skill;
    QCommandLineOption mark;
    QCommandLineOption flaw;
    QCommandLineOption grievous;
    QCommandLineOption trait;
    QCommandLineOption powerTag;
    QCommandLineOption helper;
    SheetRollOptions();
    void addTo(QCommandLineParser &parser) const;
};

struct SheetRoll
{
    std::optional<clitool::SheetInCampaign> held;
    int spAfter = 0;
};

// -1: go on (with `spec` and `rules` from the sheet when --campaign is given); else an exit code.
int prepareSheetRoll(cli::Context &context, const QCommandLineParser &parser, const SheetRollOptions &options, CheckSpec &spec,
                     Rules &rules, SheetRoll &roll);
// Writes the sheet's changes and the roll to the campaign: an exit code.
int finishSheetRoll(cli::Context &context, SheetRoll &roll, const CheckSpec &spec, const CheckRoll &result);

} // namespace sw::soulhunter
