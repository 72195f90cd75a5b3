#include "store/campaigntransfer.h"

using namespace Qt::StringLiterals;

namespace sw::store {

Receipt copyCampaign(const CampaignStore &from, CampaignStore &to)
{
    const quint64 failures = from.readFailures();
    QList<SheetChange> sheets;
    for (const DocumentKind &kind : registeredDocumentKinds().all()) {
        for (const SheetInfo &info : from.list(kind.kind)) {
            if (const std::optional<QJsonObject> document = from.snapshot(info.ref))
                sheets.append({info.ref, *document});
        }
    }
    const QJsonObject story = from.story();
    const QString name = from.name();
    const QString pack = from.packId();
    if (from.readFailures() != failures) {
        Receipt receipt;
        receipt.error = u"the campaign could not be read whole: "_s + from.lastReadFailure().detail;
        receipt.problem = from.lastReadFailure().problem;
        return receipt;
    }
    Receipt receipt = to.importStory(sheets, story);
    if (receipt.ok && !(to.setName(name) && to.setPackId(pack))) {
        receipt.ok = false;
        receipt.error = u"the campaign's name and pack could not be written"_s;
        receipt.problem = StoreProblem::Io;
    }
    return receipt;
}

} // namespace sw::store
