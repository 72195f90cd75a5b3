#pragma once

// Why the store could not do what it was asked: a stable code, chosen where the failure is seen
// (SQLite's answer, a refused step), and SQLite's own words for the log and a message's details.
// The sentence a user reads is chosen where it is shown, in their language
// (l10n::ProblemText::store).
#include <QString>

class QSqlError;

namespace sw::store {

enum class StoreProblem {
    None,
    ReadOnly,       // the campaign is open read-only, or its file or disk cannot be written
    DiskFull,       // no room on the disk for the change
    Busy,           // another connection or program is writing the file (SQLite busy or locked)
    Damaged,        // SQLite found the file damaged
    JournalDamaged, // a journal entry does not parse: the step cannot be replayed
    Io,             // anything else the system or SQLite refused
    Refused,        // the change itself is not one the campaign takes (a document failing its checks)
    NothingToUndo,
    NothingToRedo,
    OutOfStep,      // the step asked for is not the journal's next one (the campaign moved on)
    Stale,          // the sheet was changed by someone else since the edit read it: nothing was written
    Conflict,       // someone else just wrote another value into a field this edit sets: nothing was written
    Denied,         // a shared campaign's server refused: the user's role may not change that
    Unreachable,    // a shared campaign's server could not be reached: nothing was written
    ChangedSince,   // undo (redo) of a step on a sheet someone else changed since: it would throw their edit away
    InDoubt,        // the link to the server dropped while it committed: whether the write was kept is
                    // known once the server is back (CampaignStore::settle), never guessed
};

struct StoreError
{
    StoreProblem problem = StoreProblem::None;
    QString detail;
    bool failed() const { return problem != StoreProblem::None; }
};

// The code for an error SQLite reported, by its result code when Qt passed it on, else by SQLite's
// own message for it (Qt keeps only the message of a failed COMMIT); Io when neither says more.
StoreProblem problemOf(const QSqlError &error);
StoreProblem problemOf(const QString &sqliteMessage);

} // namespace sw::store
