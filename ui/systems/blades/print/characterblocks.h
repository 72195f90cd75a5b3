#pragma once

#include "print/pageflow.h"

#include <QList>
#include <QString>

namespace sw::print {

class PrintStyle;

// The blocks only a scoundrel's sheet has.

// The harm table: one row per level, worst on top, its slots and the penalty at the right.
struct HarmRow
{
    int level = 0;
    QStringList slots; // descriptions written in the slots; empty strings for free slots
    QString penalty;
};
Block harmBlock(const PrintStyle &style, const QList<HarmRow> &rows);

// A clock with its label beside it (the healing clock).
Block clockBlock(const PrintStyle &style, const QString &label, int segments, int filled, const QString &note = {});

// An attribute: its name, rating and xp track, then each action with its dots.
struct ActionRow
{
    QString name;
    int dots = 0;
};
struct AttributeRows
{
    QString name;
    int rating = 0;
    int xpBoxes = 0;
    int xp = 0;
    int dotsMax = 4;
    QList<ActionRow> actions;
};
Block attributeBlock(const PrintStyle &style, const AttributeRows &attribute);

// One person of the playbook: a friend (▲) or a rival (▼) once marked.
struct PersonRow
{
    QString name;
    QString summary;
    bool friendOf = false;
    bool rival = false;
};
Block personBlock(const PrintStyle &style, const PersonRow &person);

} // namespace sw::print
