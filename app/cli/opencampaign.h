#pragma once

// Opening a campaign file for a command: the file and its store, or a message on the error
// stream saying why not (ProblemText's words).
#include "cli/cli.h"
#include "store/campaignfile.h"
#include "store/campaignstore.h"

#include <memory>

namespace sw::cli {

struct OpenCampaign
{
    std::unique_ptr<store::CampaignFile> file;
    std::unique_ptr<store::CampaignStore> store;
};

OpenCampaign openCampaign(Context &context, const QString &path, store::CampaignFile::Access access,
                          bool create = false);

} // namespace sw::cli
