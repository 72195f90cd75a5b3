#pragma once

// Two edits of one sheet on a shared campaign (#19): an edit planned on an older version of the
// sheet is made again on the sheet as it is now (SheetChange::reapply), inside the write's
// transaction. What it must never do is write over a value someone else just typed: a true
// conflict — a field the other edit changed, which this edit sets to a different value whatever
// the sheet held (the re-run writes what the first run wrote) — is refused, naming the other value.
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <optional>

namespace sw::store {

struct Clash
{
    QString field;     // the field's path in the document, e.g. "sheet/character/name"
    QJsonValue theirs; // what the other edit wrote there
    QJsonValue mine;   // what this edit would write
};

// `base`: the document the edit was planned on; `planned`: what the edit made of it; `current`:
// the document as it is now (another edit's); `rerun`: what the edit makes of `current`. The first
// field (objects compared field by field, anything else as one value) that the other edit changed
// and the re-run sets, to the value the first run set, over a different one; nullopt: none.
std::optional<Clash> clash(const QJsonObject &base, const QJsonObject &planned, const QJsonObject &current,
                           const QJsonObject &rerun);

// A value as the refusal shows it: text as it is, anything else as compact JSON.
QString shown(const QJsonValue &value);

} // namespace sw::store
