#pragma once

// The whole-file check of a campaign, kept off the open path: CampaignFile::open reads only the
// header and the schema (cheap, the same at any size); this reads every page (SQLite's
// quick_check) and, when the file is sound, makes the day's backup from it. It runs on its own
// read-only connection, so a session can run it in a background thread while the user works,
// and cancel() (closing the campaign, quitting) stops it within a few pages.
#include "store/campaignfile.h"

#include <mutex>

namespace sw::store {

struct IntegrityReport
{
    FileError result;       // None: the file is sound; Corrupt: SQLite found damage (detail: where)
    bool cancelled = false; // stopped before the end: nothing is known
};

// SQLite's page-by-page check (quick_check) on an open connection: empty when the file is
// sound, else what SQLite found. Used alone before a migration, and by IntegrityCheck.
QString quickCheck(QSqlDatabase &db);

class IntegrityCheck
{
public:
    // Checks the campaign at `path` page by page and, when it is sound and `backUp` is set, makes
    // today's backup and rotates the old ones (rotateDailyBackups). Never writes the campaign.
    // Blocks; call it from the thread that should do the work.
    IntegrityReport run(const QString &path, bool backUp);
    // From any thread: stops a run in progress (its report says cancelled) or the next one.
    void cancel();

private:
    bool publish(void *handle); // false when cancelled already
    bool cancelled();

    std::mutex m_mutex;
    void *m_handle = nullptr; // the running check's sqlite3*, for sqlite3_interrupt
    bool m_cancelled = false;
};

} // namespace sw::store
