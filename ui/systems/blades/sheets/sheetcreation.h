#pragma once

#include "store/campaignstore.h"

#include <optional>

class QWidget;

namespace sw::ui {

class SheetEditor;

// The guided ways a new sheet comes into the campaign: the creation wizard, then one undoable
// edit that adds it (a character joins a crew the player picks). Nullopt when cancelled.
std::optional<store::SheetRef> createCharacter(SheetEditor *editor, QWidget *parent);
std::optional<store::SheetRef> createCrew(SheetEditor *editor, QWidget *parent);

} // namespace sw::ui
