# The print dialogs of the GUI: part of sheetwright_ui (Widgets, PrintSupport).
target_sources(sheetwright_ui PRIVATE print/printactions.h print/printactions.cpp)
