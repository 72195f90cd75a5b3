#pragma once

#include <QHash>
#include <QString>

namespace sw::ui {

// The word a system's table gives a sheet field named by its document path ("/speeds/walk"), or
// else the word of the nearest field it lies inside ("speeds"); null when the table has neither.
// For SystemUi::fieldLabel.
inline const char *fieldWord(const QHash<QString, const char *> &words, const QString &path)
{
    for (QString at = path.startsWith(u'/') ? path.mid(1) : path; !at.isEmpty(); at.truncate(qMax(0, at.lastIndexOf(u'/')))) {
        if (const char *word = words.value(at))
            return word;
    }
    return nullptr;
}

} // namespace sw::ui
