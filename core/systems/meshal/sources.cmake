# Meshal Lite (issue #18): the sheet's value types and checks, the Talent ledger, rolls and exact
# odds, attacks, damage and rest, its packs and document kind.
# Its own library (sheetwright_meshal), built on the shared ones; included from core/CMakeLists.txt.
add_library(sheetwright_meshal STATIC)
target_link_libraries(sheetwright_meshal PUBLIC sheetwright_models PRIVATE sheetwright_options)
target_sources(sheetwright_meshal PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/character.h ${CMAKE_CURRENT_LIST_DIR}/character.cpp
    ${CMAKE_CURRENT_LIST_DIR}/characterjson.h ${CMAKE_CURRENT_LIST_DIR}/characterjson.cpp
    ${CMAKE_CURRENT_LIST_DIR}/contentjson.cpp ${CMAKE_CURRENT_LIST_DIR}/jsonutil.h
    ${CMAKE_CURRENT_LIST_DIR}/pack.h ${CMAKE_CURRENT_LIST_DIR}/pack.cpp ${CMAKE_CURRENT_LIST_DIR}/packio.h
    ${CMAKE_CURRENT_LIST_DIR}/content.cpp
    ${CMAKE_CURRENT_LIST_DIR}/derived.h ${CMAKE_CURRENT_LIST_DIR}/derived.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ledger.h ${CMAKE_CURRENT_LIST_DIR}/ledger.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetrules.h ${CMAKE_CURRENT_LIST_DIR}/sheetrules.cpp
    ${CMAKE_CURRENT_LIST_DIR}/itemrules.h ${CMAKE_CURRENT_LIST_DIR}/itemrules.cpp
    ${CMAKE_CURRENT_LIST_DIR}/actions.h ${CMAKE_CURRENT_LIST_DIR}/actions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dice.h ${CMAKE_CURRENT_LIST_DIR}/dice.cpp
    ${CMAKE_CURRENT_LIST_DIR}/odds.h ${CMAKE_CURRENT_LIST_DIR}/odds.cpp
    ${CMAKE_CURRENT_LIST_DIR}/contest.h ${CMAKE_CURRENT_LIST_DIR}/contest.cpp
    ${CMAKE_CURRENT_LIST_DIR}/attack.h ${CMAKE_CURRENT_LIST_DIR}/attack.cpp
    ${CMAKE_CURRENT_LIST_DIR}/health.h ${CMAKE_CURRENT_LIST_DIR}/health.cpp
    ${CMAKE_CURRENT_LIST_DIR}/supplies.h ${CMAKE_CURRENT_LIST_DIR}/supplies.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalsystem.h ${CMAKE_CURRENT_LIST_DIR}/meshalsystem.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/meshalsheets.h ${CMAKE_CURRENT_LIST_DIR}/store/meshalsheets.cpp
    ${CMAKE_CURRENT_LIST_DIR}/contentedit.h ${CMAKE_CURRENT_LIST_DIR}/contentedit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/meshalcontentstore.h ${CMAKE_CURRENT_LIST_DIR}/store/meshalcontentstore.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/meshalprofile.h ${CMAKE_CURRENT_LIST_DIR}/store/meshalprofile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/l10n/meshalviolationtext.h ${CMAKE_CURRENT_LIST_DIR}/l10n/meshalviolationtext.cpp
)
# The built-in rule pack and the example content pack, embedded under :/rulepacks/ (the schemas
# are embedded with every other one from resources/schemas).
file(GLOB sheetwright_meshal_pack_files CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/resources/rulepacks/meshal-lite/*.json
    ${PROJECT_SOURCE_DIR}/resources/rulepacks/meshal-lite-examples/*.json)
qt_add_resources(sheetwright_meshal meshal_rulepacks
    PREFIX /rulepacks BASE ${PROJECT_SOURCE_DIR}/resources/rulepacks
    FILES ${sheetwright_meshal_pack_files})
