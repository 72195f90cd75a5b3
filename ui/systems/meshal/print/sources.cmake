# Meshal Lite's printed character sheet (issue #18), built into the print library (Qt Gui only):
# the CLI prints it too. Registered in ui/systems/printregistry.cpp.
target_sources(sheetwright_print PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/meshalprinter.h ${CMAKE_CURRENT_LIST_DIR}/meshalprinter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalcharacterpage.h ${CMAKE_CURRENT_LIST_DIR}/meshalcharacterpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalprintwords.h ${CMAKE_CURRENT_LIST_DIR}/meshalprintwords.cpp)
