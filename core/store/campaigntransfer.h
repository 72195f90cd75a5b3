#pragma once

// A whole campaign copied from one store to another, exactly as it is: every sheet of every
// kind, the play sessions, the journal (ids, batches, states, times, ledger) and the roll log, and
// the campaign's name and pack. `sheetwright-cli share` copies a file up to a shared campaign's
// server, `sheetwright-cli pull` a shared campaign down into a new file (issue #19).
#include "store/campaignstore.h"

namespace sw::store {

// Copies `from` into `to`, which must hold nothing yet (one transaction: all or nothing).
Receipt copyCampaign(const CampaignStore &from, CampaignStore &to);

} // namespace sw::store
