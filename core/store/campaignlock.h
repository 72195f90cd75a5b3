#pragma once

// The edit lock of a campaign (CAMPAIGN.lock): one editor at a time, and never a campaign shut by
// a lock its process left behind when it was killed (campaignlock.cpp says how stale is told).
#include "store/campaignfile.h"

#include <QLockFile>

#include <memory>

namespace sw::store {

// Takes the edit lock of the campaign at `path`, waiting a moment for an editor that is letting go;
// null with InUse (another editor holds it) or ReadOnly (the lock cannot be made) otherwise.
std::unique_ptr<QLockFile> lockCampaign(const QString &path, FileError *error);

} // namespace sw::store
