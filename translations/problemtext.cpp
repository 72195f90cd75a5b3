#include "problemtext.h"

namespace sw::l10n {

QString ProblemText::campaignFile(const store::FileError &error)
{
    using store::FileProblem;
    switch (error.problem) {
    case FileProblem::None:
        return {};
    case FileProblem::Missing:
        return tr("There is no campaign file at this path.");
    case FileProblem::AlreadyExists:
        return tr("A file with this name already exists; it was left as it is.");
    case FileProblem::NotSqlite:
        return tr("This file is not a Sheetwright campaign (it is not an SQLite database). "
                  "It was not changed.");
    case FileProblem::Foreign:
        return tr("This is a database of another program, not a Sheetwright campaign. "
                  "It was not changed.");
    case FileProblem::Newer:
        return tr("This campaign was saved by a newer version of Sheetwright. Update the app "
                  "to open it; the file was not changed.");
    case FileProblem::ReadOnly:
        return tr("This campaign file is read-only, so edits could not be saved. Copy it to a "
                  "folder you can write to; the file was not changed.");
    case FileProblem::Corrupt:
        return tr("This campaign file is damaged. It was not changed; restore it from a backup.");
    case FileProblem::InUse:
        return tr("This campaign is open for editing in another Sheetwright window or program. "
                  "Close it there first; nothing was changed.");
    case FileProblem::MigrationFailed:
        return tr("This campaign was made by an older Sheetwright and could not be brought up to "
                  "date. It was left as it was; a copy is in the backups folder.");
    case FileProblem::Io:
        return tr("The system refused to read or write the campaign file. Check the disk and "
                  "its permissions.");
    }
    return {};
}

} // namespace sw::l10n
