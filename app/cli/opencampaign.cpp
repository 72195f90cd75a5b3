#include "cli/opencampaign.h"

#include "problemtext.h"
#include "store/servercampaign.h"

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
        // A shared campaign's address is shown without its password, and with the server's words.
        const bool server = store::isServerAddress(path);
        context.err << (server ? store::shownAddress(path) : QDir::toNativeSeparators(path)) << u": "_s
                    << l10n::ProblemText::campaignFile(error) << Qt::endl;
        if (server && !error.detail.isEmpty())
            context.err << error.detail << Qt::endl;
        return open;
    }
    open.store = std::make_unique<store::CampaignStore>(*open.file);
    if (!open.file->readOnly())
        open.store->startSessionOnFirstWrite(u"sheetwright-cli"_s);
    return open;
}

OpenCampaign::~OpenCampaign()
{
    if (store)
        store->endSession();
}

bool readOk(Context &context, const store::CampaignStore &store)
{
    const store::StoreError error = store.readError();
    if (!error.failed())
        return true;
    context.err << Cli::tr("The campaign could not be read: %1").arg(l10n::ProblemText::store(error.problem)) << Qt::endl;
    if (!error.detail.isEmpty())
        context.err << u"  ("_s << error.detail << u')' << Qt::endl;
    return false;
}

} // namespace sw::cli
