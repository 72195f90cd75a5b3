#pragma once

#include "cli/cli.h"

namespace sw::cli {

// export-pdf: any sheet, a crew with its members, the faction ladder, the clocks or a blank
// playbook or crew sheet as a PDF, in any language and on A4 or Letter. Needs a
// QGuiApplication (cli_main.cpp makes one, offscreen, for this command).
void addPrintCommands(std::vector<Command> &commands);

} // namespace sw::cli
