# Fate Condensed's user interface (issue #17): its SystemUi (ui/systems/registry.cpp), the
# character sheet and its panels, the creation wizard, the milestone dialog and the dice dock.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/fateui.h ${CMAKE_CURRENT_LIST_DIR}/fateui.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fateeditor.h ${CMAKE_CURRENT_LIST_DIR}/fateeditor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatewords.h ${CMAKE_CURRENT_LIST_DIR}/fatewords.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ladderspinbox.h ${CMAKE_CURRENT_LIST_DIR}/ladderspinbox.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatepanel.h
    ${CMAKE_CURRENT_LIST_DIR}/fateaspectspanel.h ${CMAKE_CURRENT_LIST_DIR}/fateaspectspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fateskillspanel.h ${CMAKE_CURRENT_LIST_DIR}/fateskillspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatestuntspanel.h ${CMAKE_CURRENT_LIST_DIR}/fatestuntspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fateeconomypanel.h ${CMAKE_CURRENT_LIST_DIR}/fateeconomypanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fateharmpanel.h ${CMAKE_CURRENT_LIST_DIR}/fateharmpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/stuntdialog.h ${CMAKE_CURRENT_LIST_DIR}/stuntdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatesheet.h ${CMAKE_CURRENT_LIST_DIR}/fatesheet.cpp
    ${CMAKE_CURRENT_LIST_DIR}/milestonedialog.h ${CMAKE_CURRENT_LIST_DIR}/milestonedialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatewizard.h ${CMAKE_CURRENT_LIST_DIR}/fatewizard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatedicepanel.h ${CMAKE_CURRENT_LIST_DIR}/fatedicepanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatediceroll.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fateimport.h ${CMAKE_CURRENT_LIST_DIR}/fateimport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fateexport.h ${CMAKE_CURRENT_LIST_DIR}/fateexport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/absorbhitdialog.h ${CMAKE_CURRENT_LIST_DIR}/absorbhitdialog.cpp
)
