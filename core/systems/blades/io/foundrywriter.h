#pragma once

// Internal to the Foundry VTT export (foundryexport*.cpp): the documents Foundry expects and a
// place to say what Foundry cannot show.
#include "systems/blades/gm.h"
#include "systems/blades/rulepack.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace sw::io::foundry {

struct Writer
{
    const blades::RulePack &pack;
    QStringList *unmapped;
    void note(const QString &line) const
    {
        if (unmapped)
            *unmapped << line;
    }
};

// An embedded item document {_id, name, type, img, system, effects, flags}.
QJsonObject embeddedItem(const QString &seed, const QString &name, const QString &type, const QJsonObject &system,
                         const QJsonObject &sheetwright = {});
// An actor document with the Foundry system's _stats.
QJsonObject actorDocument(const QString &name, const QString &type, const QString &img, const QJsonObject &system,
                          const QJsonArray &items, const QJsonObject &sheetwright);
// Sheetwright's own flags: the format and the rule pack.
QJsonObject baseFlags(const QString &rulePack, const QString &version);
// What a clock has that Foundry's clocks do not.
QJsonObject clockFlags(const blades::ClockEntry &clock);
QByteArray toJson(const QJsonObject &document);
// [n]: Foundry's multibox fields keep their value in a one-element list.
QJsonArray boxes(int value);
// "BITD.Skills" + "Insight" → "BITD.SkillsInsight".
QString labelKey(const QString &prefix, const QString &name);

} // namespace sw::io::foundry
