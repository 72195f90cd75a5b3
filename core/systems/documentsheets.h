#pragma once

// A game system's numbered sheets of one kind read as its own value type: the pieces every
// system's typed store functions share (Fate's, Meshal's, 狩魂者's), over the generic store.
#include "rules/violation.h"
#include "store/campaignstore.h"

#include <QAnyStringView>
#include <QJsonObject>
#include <QList>

#include <optional>
#include <type_traits>
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

// An edit of one sheet made by an operation, as every system's editor makes it (#19): `plan` takes
// the sheet as stored (read through `fromJson`) and gives what the edit makes of it — anything with
// `after` (the sheet after) and `refused` (what refuses it; empty: the edit may go in), the op run
// through the system's rules and GM override. Planned on the sheet as stored now; the change it
// gives carries the document and version it was planned on and the plan itself, so that on a shared
// campaign an edit another machine's got ahead of is made again on the sheet as it is then, inside
// the write's transaction (store::SheetChange::reapply, store/reapply.h), instead of refused as
// stale. Every system gets it by writing its edits through this.
// What a plan made of a sheet, for a system whose rules give no such type of their own.
template <typename T>
struct Planned
{
    T after = {};
    QList<rules::Violation> refused = {};
};

// Whether a plan's result refuses the edit: its done() where it has one (a refusal a GM override
// let through does not), else any refusal.
template <typename Planned>
bool refuses(const Planned &planned)
{
    if constexpr (requires { planned.done(); })
        return !planned.done();
    else
        return !planned.refused.isEmpty();
}

template <typename Sheet, typename Planned>
struct SheetEditPlan
{
    std::optional<Sheet> before;    // the sheet as stored; nullopt: not in the campaign (or unread)
    Planned planned = {};           // what the plan made of it
    store::SheetChange change = {}; // the write, when allowed()
    bool allowed() const { return before && !refuses(planned); }
    bool changes() const { return allowed() && !(planned.after == *before); }
};

template <typename FromJson, typename ToJson, typename Plan>
auto planSheetEdit(const store::CampaignStore &store, const store::SheetRef &sheet, FromJson fromJson, ToJson toJson,
                   Plan plan)
{
    using Sheet = std::decay_t<decltype(fromJson(QJsonObject()))>;
    SheetEditPlan<Sheet, std::decay_t<decltype(plan(std::declval<const Sheet &>()))>> out;
    qint64 version = 0;
    const std::optional<QJsonObject> base = store.snapshot(sheet, &version);
    if (!base)
        return out;
    out.before = fromJson(*base);
    out.planned = plan(*out.before);
    if (refuses(out.planned))
        return out;
    out.change = store::SheetChange{sheet, toJson(out.planned.after), version};
    out.change.base = *base;
    out.change.reapply = [fromJson, toJson, plan](const QJsonObject &current) -> std::optional<QJsonObject> {
        const auto again = plan(fromJson(current));
        if (refuses(again))
            return std::nullopt; // the sheet as it is now refuses the edit: stale
        return QJsonObject(toJson(again.after));
    };
    return out;
}

} // namespace sw::systems
