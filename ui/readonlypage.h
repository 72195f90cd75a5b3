#pragma once

// Greys out what the user cannot change on a sheet's page (issue #19): on a shared campaign a
// sheet the user's role may not write (another player's character, for a player), and every page
// while the server is away. The server refuses such a write all the same; this only saves the
// user from trying. Line and text edits and spin boxes become read-only (their text can still be
// selected and copied), buttons, boxes and sliders disabled, and so are the drawn controls (every
// SheetControl: boxes, dots, clock faces; and the widgets marked as controls, e.g. check lists and
// the claims map); item views take no inline editing; made writable again, the page gets back
// exactly what was changed.
#include <QString>

class QWidget;

namespace sw::ui {

void setPageWritable(QWidget *page, bool writable);
bool pageWritable(const QWidget *page);

// A widget of a page that changes its sheet but is none of the standard kinds above (a drawn map,
// a list of check boxes): greyed (disabled) with the page.
void markAsControl(QWidget *control);
// A button or box that only changes what the page shows (a filter, a way to another board): left
// as it is.
void markAsViewOnly(QWidget *control);

// A page that is no sheet (a GM board) writes sheets of `kind` (e.g. factions): SheetTabs greys it
// where the user may not write that kind (a player: what only the GM writes) or the server is away.
void setPageWrites(QWidget *page, const QString &kind);
QString pageWrites(const QWidget *page);

} // namespace sw::ui
