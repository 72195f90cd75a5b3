#pragma once

// A campaign's Meshal content in the store: one "meshal-content" document (the content pack
// format, meshal.content.schema.json) that every edit of the content editor and every imported
// pack rewrites as one journal entry, so one undo step.
#include "store/campaignstore.h"
#include "systems/meshal/pack.h"

namespace sw::meshal {

inline constexpr auto kContentKind = QLatin1StringView("meshal-content");

store::SheetRef contentRef();
// The campaign's own content: empty (newCampaignContent()) when it has written none.
MeshalContent campaignContent(const store::CampaignStore &store);
store::Receipt saveContent(store::CampaignStore &store, const MeshalContent &content, const QString &command,
                           const QString &label);
// Why a "meshal-content" document may not be stored, or empty (the document kind's check).
QString checkContentDocument(const QJsonObject &document);

} // namespace sw::meshal
