# 狩魂者TRPG with the 追加规则 (issue #21): the base pack and the house-rules profile, the sheet's
# value types, derived values and checks, the 2D10 check engine with exact odds, play procedures,
# its document kinds and store functions. Its own library (sheetwright_soulhunter), built on the
# shared ones; included from core/CMakeLists.txt.
add_library(sheetwright_soulhunter STATIC)
target_link_libraries(sheetwright_soulhunter PUBLIC sheetwright_models PRIVATE sheetwright_options)
target_sources(sheetwright_soulhunter PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/character.h
    ${CMAKE_CURRENT_LIST_DIR}/characterjson.h ${CMAKE_CURRENT_LIST_DIR}/characterjson.cpp
    ${CMAKE_CURRENT_LIST_DIR}/schemas.h ${CMAKE_CURRENT_LIST_DIR}/schemas.cpp
    ${CMAKE_CURRENT_LIST_DIR}/pack.h ${CMAKE_CURRENT_LIST_DIR}/pack.cpp
    ${CMAKE_CURRENT_LIST_DIR}/charm.h ${CMAKE_CURRENT_LIST_DIR}/charm.cpp
    ${CMAKE_CURRENT_LIST_DIR}/derived.h ${CMAKE_CURRENT_LIST_DIR}/derived.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetrules.h ${CMAKE_CURRENT_LIST_DIR}/sheetrules.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetrules_growth.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dice.h ${CMAKE_CURRENT_LIST_DIR}/dice.cpp
    ${CMAKE_CURRENT_LIST_DIR}/check.h ${CMAKE_CURRENT_LIST_DIR}/check.cpp
    ${CMAKE_CURRENT_LIST_DIR}/opposed.h ${CMAKE_CURRENT_LIST_DIR}/opposed.cpp
    ${CMAKE_CURRENT_LIST_DIR}/odds.h ${CMAKE_CURRENT_LIST_DIR}/odds.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sidecheck.h ${CMAKE_CURRENT_LIST_DIR}/sidecheck.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cooperative.h ${CMAKE_CURRENT_LIST_DIR}/cooperative.cpp
    ${CMAKE_CURRENT_LIST_DIR}/manifest.h ${CMAKE_CURRENT_LIST_DIR}/manifest.cpp
    ${CMAKE_CURRENT_LIST_DIR}/catalogue.h ${CMAKE_CURRENT_LIST_DIR}/catalogue.cpp
    ${CMAKE_CURRENT_LIST_DIR}/content.h ${CMAKE_CURRENT_LIST_DIR}/content.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sin.h ${CMAKE_CURRENT_LIST_DIR}/sin.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scene.h ${CMAKE_CURRENT_LIST_DIR}/scene.cpp
    ${CMAKE_CURRENT_LIST_DIR}/play.h ${CMAKE_CURRENT_LIST_DIR}/play.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulhuntersystem.h ${CMAKE_CURRENT_LIST_DIR}/soulhuntersystem.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/soulsheets.h ${CMAKE_CURRENT_LIST_DIR}/store/soulsheets.cpp
    ${CMAKE_CURRENT_LIST_DIR}/store/sinformat.h ${CMAKE_CURRENT_LIST_DIR}/store/sinformat.cpp
    ${CMAKE_CURRENT_LIST_DIR}/l10n/soulviolationtext.h ${CMAKE_CURRENT_LIST_DIR}/l10n/soulviolationtext.cpp
)
# The base pack and the 追加规则 profile, embedded under :/rulepacks/ (the schemas are embedded with
# every other one from resources/schemas).
file(GLOB sheetwright_soulhunter_pack_files CONFIGURE_DEPENDS
    ${PROJECT_SOURCE_DIR}/resources/rulepacks/soulhunter-base/*.json
    ${PROJECT_SOURCE_DIR}/resources/rulepacks/soulhunter-zhuijia/*.json)
qt_add_resources(sheetwright_soulhunter soulhunter_rulepacks
    PREFIX /rulepacks BASE ${PROJECT_SOURCE_DIR}/resources/rulepacks
    FILES ${sheetwright_soulhunter_pack_files})
