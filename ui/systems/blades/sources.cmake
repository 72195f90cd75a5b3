# Blades in the Dark's user interface: its SystemUi (ui/systems/registry.cpp), sheets, wizards,
# GM tools and drawn widgets.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/bladesui.h ${CMAKE_CURRENT_LIST_DIR}/bladesui.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fieldlabels.h ${CMAKE_CURRENT_LIST_DIR}/fieldlabels.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rulepacksdialog.h ${CMAKE_CURRENT_LIST_DIR}/rulepacksdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/packmove.h ${CMAKE_CURRENT_LIST_DIR}/packmove.cpp
    ${CMAKE_CURRENT_LIST_DIR}/bladesimport.h ${CMAKE_CURRENT_LIST_DIR}/bladesimport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/bladesexport.h ${CMAKE_CURRENT_LIST_DIR}/bladesexport.cpp)
include(${CMAKE_CURRENT_LIST_DIR}/wizards/sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/sheets/sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/rolls/sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/widgets/sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/gm/sources.cmake)
