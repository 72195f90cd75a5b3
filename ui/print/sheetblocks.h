#pragma once

#include "print/pageflow.h"

#include <QList>
#include <QString>

namespace sw::print {

class PrintStyle;

// The blocks every printed sheet is made of, as on a paper playbook.

// A section heading with a thin rule under it; stays with the block that follows.
Block headingBlock(const PrintStyle &style, const QString &text);

// Fields written on a line with their small label under it, side by side in one row. An empty
// value leaves the line blank to write on.
struct Field
{
    QString label;
    QString value;
    qreal share = 1; // of the row's width
};
Block fieldsBlock(const PrintStyle &style, const QList<Field> &fields);

// A label, then a track of boxes (wrapped in rows of `perRow`), and an optional note after it.
Block trackBlock(const PrintStyle &style, const QString &label, int count, int filled, int perRow = 0,
                 const QString &note = {});

// One entry of a list to tick: its boxes, a name in bold and a summary under it
// (an ability, an upgrade, an item, a trauma condition).
struct Entry
{
    QList<bool> boxes; // empty: no box
    QString name;
    QString summary;
    QString aside; // after the name, e.g. an item's load
};
Block entryBlock(const PrintStyle &style, const Entry &entry);

// Choices side by side, each a box and its words, wrapped over lines (trauma conditions,
// load levels, armor).
struct Choice
{
    bool ticked = false;
    QString text;
};
Block choicesBlock(const PrintStyle &style, const QList<Choice> &choices);

// A paragraph in the note font.
Block paragraphBlock(const PrintStyle &style, const QString &text);

// Paints the sheet's header (title, subtitle, a line at the right) across `page`; returns its height.
qreal paintHeader(QPainter &painter, const PrintStyle &style, const QRectF &page, const QString &title,
                  const QString &subtitle, const QString &right);

} // namespace sw::print
