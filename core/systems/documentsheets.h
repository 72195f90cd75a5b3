#pragma once

// A game system's numbered sheets of one kind read as its own value type: the pieces every
// system's typed store functions share (Fate's, Meshal's, 狩魂者's), over the generic store.
#include "store/campaignstore.h"

#include <QAnyStringView>
#include <QJsonObject>
#include <QList>

#include <optional>
#include <utility>

namespace sw::systems {

inline store::SheetRef numberedSheet(QAnyStringView kind, qint64 id)
{
    return {kind.toString(), QString::number(id)};
}

// The sheet `id` of `kind` read through `fromJson` (QJsonObject → T), or nullopt when there is none.
template <typename T, typename FromJson>
std::optional<T> readSheet(const store::CampaignStore &store, QAnyStringView kind, qint64 id, FromJson fromJson)
{
    const std::optional<QJsonObject> json = store.snapshot(numberedSheet(kind, id));
    if (!json)
        return std::nullopt;
    return fromJson(*json);
}

// Every sheet of `kind`, in the listing's order, with its id.
template <typename T, typename FromJson>
QList<std::pair<qint64, T>> readSheets(const store::CampaignStore &store, QAnyStringView kind, FromJson fromJson)
{
    QList<std::pair<qint64, T>> out;
    for (const store::SheetInfo &info : store.list(kind.toString())) {
        const qint64 id = info.ref.id.toLongLong();
        if (std::optional<T> sheet = readSheet<T>(store, kind, id, fromJson))
            out.append({id, std::move(*sheet)});
    }
    return out;
}

} // namespace sw::systems
