#pragma once

// Reliability counts as the tests find them: with SHEETWRIGHT_RELIABILITY_RESULTS=FILE set, each
// call appends one JSON line to FILE, which scripts/reliability turns into docs/reliability.md.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

namespace sw::test {

struct ReliabilityCount
{
    QString area;    // e.g. "SIGKILL mid-edit", "corrupt file: truncated"
    int tried = 0;   // cases run
    int lost = 0;    // edits reported committed and then missing
    int changed = 0; // files that were to be left alone and were modified
    int crashes = 0; // processes that died of a signal other than the test's own SIGKILL
    QString note;    // what "handled" meant (refused with a message, rolled back …)
    int refused = 0; // after a kill: the next edit was refused (a campaign locked out)
};

inline void recordReliability(const ReliabilityCount &c)
{
    const QByteArray path = qgetenv("SHEETWRIGHT_RELIABILITY_RESULTS");
    if (path.isEmpty())
        return;
    QFile file(QString::fromLocal8Bit(path));
    if (!file.open(QIODevice::Append | QIODevice::Text))
        return;
    const QJsonObject line{{QStringLiteral("area"), c.area}, {QStringLiteral("tried"), c.tried},
                           {QStringLiteral("lost"), c.lost}, {QStringLiteral("changed"), c.changed},
                           {QStringLiteral("crashes"), c.crashes}, {QStringLiteral("refused"), c.refused},
                           {QStringLiteral("note"), c.note}};
    file.write(QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n');
}

} // namespace sw::test
