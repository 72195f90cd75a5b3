#pragma once

// Greys out what the user cannot change on a sheet's page (issue #19): on a shared campaign a
// sheet the user's role may not write (another player's character, for a player), and every page
// while the server is away. The server refuses such a write all the same; this only saves the
// user from trying. Line and text edits and spin boxes become read-only (their text can still be
// selected and copied), buttons, boxes and sliders disabled; made writable again, the page gets
// back exactly what was changed.
class QWidget;

namespace sw::ui {

void setPageWritable(QWidget *page, bool writable);
bool pageWritable(const QWidget *page);

} // namespace sw::ui
