#pragma once

// Opening a campaign file for a command: the file and its store, or a message on the error
// stream saying why not (ProblemText's words).
#include "cli/cli.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"

#include <memory>

namespace sw::cli {

// Open for editing, the command's edits are one play session (begun with its first edit, ended
// when the campaign is closed).
struct OpenCampaign
{
    OpenCampaign() = default;
    OpenCampaign(OpenCampaign &&) = default;
    OpenCampaign &operator=(OpenCampaign &&) = default;
    ~OpenCampaign();

    std::unique_ptr<store::CampaignFile> file;
    std::unique_ptr<store::CampaignStore> store;
};

OpenCampaign openCampaign(Context &context, const QString &path, store::CampaignFile::Access access,
                          bool create = false);

// After reading through `store`: false, with the reason on the error stream, when a read failed
// (a command then fails rather than print an empty or partial campaign).
bool readOk(Context &context, const store::CampaignStore &store);

} // namespace sw::cli
