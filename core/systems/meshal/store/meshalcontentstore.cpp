#include "systems/meshal/store/meshalcontentstore.h"

#include "systems/meshal/contentedit.h"

using namespace Qt::StringLiterals;

namespace sw::meshal {

store::SheetRef contentRef()
{
    return {QString(kContentKind), u"campaign"_s};
}

MeshalContent campaignContent(const store::CampaignStore &store)
{
    const std::optional<QJsonObject> document = store.snapshot(contentRef());
    if (!document)
        return newCampaignContent();
    const MeshalContentLoad load = meshalContentFromJson(*document, u"campaign"_s);
    return load.content ? *load.content : newCampaignContent();
}

store::Receipt saveContent(store::CampaignStore &store, const MeshalContent &content, const QString &command,
                           const QString &label)
{
    return store.save(contentRef(), toJson(content), command, label);
}

QString checkContentDocument(const QJsonObject &document)
{
    return meshalContentFromJson(document, u"content"_s).errors.join(u"; "_s);
}

} // namespace sw::meshal
