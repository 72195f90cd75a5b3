# Fate Condensed (issue #17): the sheet's value types and checks, its pack, rolls and exact odds,
# the economy of fate points and conflicts, its document kind.
# Its own library (sheetwright_fate), built on the shared ones; included from core/CMakeLists.txt.
add_library(sheetwright_fate STATIC)
target_link_libraries(sheetwright_fate PUBLIC sheetwright_models PRIVATE sheetwright_options)
target_sources(sheetwright_fate PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/character.h ${CMAKE_CURRENT_LIST_DIR}/characterjson.h ${CMAKE_CURRENT_LIST_DIR}/characterjson.cpp
    ${CMAKE_CURRENT_LIST_DIR}/pack.h ${CMAKE_CURRENT_LIST_DIR}/pack.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetrules.h ${CMAKE_CURRENT_LIST_DIR}/sheetrules.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dice.h ${CMAKE_CURRENT_LIST_DIR}/dice.cpp
    ${CMAKE_CURRENT_LIST_DIR}/odds.h ${CMAKE_CURRENT_LIST_DIR}/odds.cpp
    ${CMAKE_CURRENT_LIST_DIR}/roll.h ${CMAKE_CURRENT_LIST_DIR}/roll.cpp
    ${CMAKE_CURRENT_LIST_DIR}/actions.h ${CMAKE_CURRENT_LIST_DIR}/actions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/economy.h ${CMAKE_CURRENT_LIST_DIR}/economy.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fatesystem.h ${CMAKE_CURRENT_LIST_DIR}/fatesystem.cpp
)
# The built-in pack, embedded under :/rulepacks/fate-condensed (the schemas are embedded with
# every other one from resources/schemas).
file(GLOB sheetwright_fate_pack_files CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/resources/rulepacks/fate-condensed/*.json)
qt_add_resources(sheetwright_fate fate_rulepacks
    PREFIX /rulepacks BASE ${PROJECT_SOURCE_DIR}/resources/rulepacks
    FILES ${sheetwright_fate_pack_files})
# The sheet's edits, milestones and its documents in the campaign store (issue #17, the UI's needs).
target_sources(sheetwright_fate PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/edits.h ${CMAKE_CURRENT_LIST_DIR}/edits.cpp
    ${CMAKE_CURRENT_LIST_DIR}/milestones.h ${CMAKE_CURRENT_LIST_DIR}/milestones.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/fatesheets.h ${CMAKE_CURRENT_LIST_DIR}/store/fatesheets.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/campaignpack.h ${CMAKE_CURRENT_LIST_DIR}/store/campaignpack.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scene.h ${CMAKE_CURRENT_LIST_DIR}/scene.cpp
)
# Its violation sentences (the CLI and the UI say them) and Fari's character JSON, read and
# written (issue #17; research/fari-format.md).
target_sources(sheetwright_fate PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/l10n/fateviolationtext.h ${CMAKE_CURRENT_LIST_DIR}/l10n/fateviolationtext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/fari.h ${CMAKE_CURRENT_LIST_DIR}/io/fariimport.cpp ${CMAKE_CURRENT_LIST_DIR}/io/fariexport.cpp
)
