# 狩魂者TRPG with the 追加规则's printed page (issue #21), built into the print library (Qt Gui
# only): the CLI prints it too. Registered in ui/systems/printregistry.cpp.
target_sources(sheetwright_print PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/soulprinter.h ${CMAKE_CURRENT_LIST_DIR}/soulprinter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcharacterpage.h ${CMAKE_CURRENT_LIST_DIR}/soulcharacterpage.cpp)
