#pragma once

// Pieces of SQL text the store builds statements from (both engines).
#include <QString>
#include <QStringList>

namespace sw::store::sql {

// `text` as a quoted SQL string literal (a kind's or a field's name the store itself chose; values
// a user typed are always bound, never written into a statement).
inline QString literal(const QString &text)
{
    return QLatin1Char('\'') + QString(text).replace(QLatin1Char('\''), QStringLiteral("''")) + QLatin1Char('\'');
}

// "?, ?, ?" for `n` bound values.
inline QString placeholders(qsizetype n)
{
    QStringList marks;
    for (qsizetype i = 0; i < n; ++i)
        marks << QStringLiteral("?");
    return marks.join(QStringLiteral(", "));
}

} // namespace sw::store::sql
