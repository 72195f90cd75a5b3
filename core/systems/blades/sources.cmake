# Blades in the Dark: its own library (sheetwright_blades), built on the shared ones; included
# from core/CMakeLists.txt.
add_library(sheetwright_blades STATIC
    ${CMAKE_CURRENT_LIST_DIR}/documents.h ${CMAKE_CURRENT_LIST_DIR}/documents.cpp
    ${CMAKE_CURRENT_LIST_DIR}/legacyrows.h ${CMAKE_CURRENT_LIST_DIR}/legacyrows.cpp
    ${CMAKE_CURRENT_LIST_DIR}/bladessystem.h ${CMAKE_CURRENT_LIST_DIR}/bladessystem.cpp
    ${CMAKE_CURRENT_LIST_DIR}/campaigncontext.h ${CMAKE_CURRENT_LIST_DIR}/campaigncontext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rulepack.h ${CMAKE_CURRENT_LIST_DIR}/rulepack.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rulepackparse.h ${CMAKE_CURRENT_LIST_DIR}/rulepackparse.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rulepackloader.h ${CMAKE_CURRENT_LIST_DIR}/rulepackloader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/packregistry.h ${CMAKE_CURRENT_LIST_DIR}/packregistry.cpp
    ${CMAKE_CURRENT_LIST_DIR}/character.h
    ${CMAKE_CURRENT_LIST_DIR}/limits.h ${CMAKE_CURRENT_LIST_DIR}/limits.cpp
    ${CMAKE_CURRENT_LIST_DIR}/charactervalidator.h ${CMAKE_CURRENT_LIST_DIR}/charactervalidator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/campaignsheets.h ${CMAKE_CURRENT_LIST_DIR}/store/campaignsheets.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/factionorder.h ${CMAKE_CURRENT_LIST_DIR}/store/factionorder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/crewrecords.h ${CMAKE_CURRENT_LIST_DIR}/store/crewrecords.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/sheetjson.h ${CMAKE_CURRENT_LIST_DIR}/io/sheetjson.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/recordjson.h ${CMAKE_CURRENT_LIST_DIR}/io/recordjson.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/gmrecordjson.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/schemas.h ${CMAKE_CURRENT_LIST_DIR}/io/schemas.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/campaignjson.h ${CMAKE_CURRENT_LIST_DIR}/io/campaignjson.cpp
    ${CMAKE_CURRENT_LIST_DIR}/models/sheetedits.h ${CMAKE_CURRENT_LIST_DIR}/models/sheetedits.cpp
    ${CMAKE_CURRENT_LIST_DIR}/models/packmove.h ${CMAKE_CURRENT_LIST_DIR}/models/packmove.cpp)
target_link_libraries(sheetwright_blades PUBLIC sheetwright_models PRIVATE sheetwright_options)
include(${CMAKE_CURRENT_LIST_DIR}/dice/sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/ops_sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/procedures/sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/gm_sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/gm/sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/sheetops_sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/io/foundry_sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/models/sheetmodels_sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/models/gm_sources.cmake)
include(${CMAKE_CURRENT_LIST_DIR}/l10n/sources.cmake)
# The built-in rule pack and the pack schema, embedded so that core works with no files installed.
file(GLOB sheetwright_rulepack_files CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/resources/rulepacks/blades-srd/*.json
    ${PROJECT_SOURCE_DIR}/resources/rulepacks/schema/*.json)
qt_add_resources(sheetwright_blades rulepacks
    PREFIX /rulepacks BASE ${PROJECT_SOURCE_DIR}/resources/rulepacks
    FILES ${sheetwright_rulepack_files})
