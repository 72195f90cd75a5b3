#pragma once

#include "systems/blades/rulepack.h"

namespace sw::print {

// The entry with `id` in a catalogue of the pack, or null.
template <typename T>
const T *entryWithId(const QList<T> &list, const QString &id)
{
    for (const T &e : list) {
        if (e.id == id)
            return &e;
    }
    return nullptr;
}

// What a sheet shows for an id: the pack's name in the language, or the table's own words
// when the id is not in the pack (sheets may hold free text there).
template <typename T>
QString nameOf(const QList<T> &list, const QString &id, Language language)
{
    const T *e = entryWithId(list, id);
    return e ? e->name.in(language) : id;
}

} // namespace sw::print
