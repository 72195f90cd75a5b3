#include "cli/opencampaign.h"

#include "problemtext.h"

#include <QDir>
#include <QFile>

using namespace Qt::StringLiterals;

namespace sw::cli {

OpenCampaign openCampaign(Context &context, const QString &path, store::CampaignFile::Access access, bool create)
{
    OpenCampaign open;
    store::FileError error;
    open.file = create && !QFile::exists(path) ? store::CampaignFile::create(path, &error)
                                               : store::CampaignFile::open(path, &error, access);
    if (!open.file) {
        context.err << QDir::toNativeSeparators(path) << u": "_s << l10n::ProblemText::campaignFile(error) << Qt::endl;
        return open;
    }
    open.store = std::make_unique<store::CampaignStore>(*open.file);
    return open;
}

} // namespace sw::cli
