#pragma once

namespace sw::ui {

// Registers, once, the QAccessible factory that gives the hand-drawn sheet controls (any
// SheetControl) their accessibility interfaces; their constructors call it. A system's own drawn
// widgets register their own factory (Blades' claim map: claimsmapaccessible.h).
void installSheetAccessibility();

} // namespace sw::ui
