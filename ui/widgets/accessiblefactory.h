#pragma once

namespace sw::ui {

// Registers, once, the QAccessible factory that gives the hand-drawn sheet controls (any
// SheetControl and ClaimsMapView) their accessibility interfaces. Their constructors call it.
void installSheetAccessibility();

} // namespace sw::ui
