# Fate Condensed's printed pages (issue #17), built into the print library (Qt Gui only): the CLI
# prints them too. Registered in ui/systems/printregistry.cpp.
target_sources(sheetwright_print PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/fateprinter.h ${CMAKE_CURRENT_LIST_DIR}/fateprinter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatecharacterpage.h ${CMAKE_CURRENT_LIST_DIR}/fatecharacterpage.cpp)
