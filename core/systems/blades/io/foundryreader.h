#pragma once

// Internal to the Foundry VTT import (foundryimport*.cpp): the parts of an actor document, and a
// reader that takes values the way Foundry stores them and collects errors and unmapped notes.
#include "systems/blades/character.h"
#include "systems/blades/crew.h"
#include "systems/blades/gm.h"
#include "systems/blades/rulepack.h"
#include "rules/violation.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QStringList>

namespace sw::io::foundry {

// Numbers beyond this are not a sheet's: they are refused as hostile input.
inline constexpr int kMaxMagnitude = 1000;
// More than this many entries in one array is refused as well.
inline constexpr qsizetype kMaxEntries = 2000;

// One embedded item document of an actor.
struct ItemDoc
{
    QString path; // "items[3]"
    QString name;
    QString type;
    QJsonObject system;
    QJsonObject sheetwright; // its flags.sheetwright
    QString label() const;   // items[3] "Spyglass"
};

// The parts of an actor document every mapping reads.
struct ActorDoc
{
    QString name;
    QString type;
    QJsonObject system;
    QList<ItemDoc> items;
    QJsonObject sheetwright; // flags.sheetwright
};

class Reader
{
public:
    explicit Reader(const blades::RulePack &rulePack) : pack(rulePack) {}

    const blades::RulePack &pack;
    QStringList errors;
    QStringList unmapped;

    void error(const QString &path, const QString &what);
    void note(const QString &line) { unmapped << line; }

    // Each returns the fallback for an absent or null value and records an error for a value of
    // the wrong kind. Numbers may be JSON numbers, numeric strings or arrays of them (Foundry's
    // multiboxes keep [3]); an empty string or array reads as the fallback.
    QJsonObject object(const QJsonValue &value, const QString &path);
    QJsonArray array(const QJsonValue &value, const QString &path);
    QString text(const QJsonValue &value, const QString &path);
    int integer(const QJsonValue &value, const QString &path, int fallback = 0);
    bool boolean(const QJsonValue &value, const QString &path); // true, 1, "true", "on"; absent: false
    QStringList strings(const QJsonValue &value, const QString &path); // a string or an array of strings

    // The flags Sheetwright writes and reads back, checked as strictly as any other input.
    QList<rules::Override> overrides(const QJsonValue &value, const QString &path);
    // Notes a sheet exported with another rule pack than the one it is read with.
    void rulePackFlag(const QJsonObject &flags, const QString &path);
    void clockFlags(const QJsonObject &flags, const QString &path, blades::ClockEntry *clock);
};

blades::Character readCharacter(Reader &r, const ActorDoc &doc);
blades::Crew readCrew(Reader &r, const ActorDoc &doc);

struct FactionRead
{
    blades::Faction faction;
    int status = 0; // −3..+3
    QList<blades::ClockEntry> goals;
};
FactionRead readFaction(Reader &r, const ItemDoc &item);
blades::ClockEntry readClock(Reader &r, const ActorDoc &doc);

} // namespace sw::io::foundry
