# Fate Condensed's commands of sheetwright-cli, built into the CLI's command library.
set(sheetwright_fate_cli_sources
    ${CMAKE_CURRENT_LIST_DIR}/fatecommands.h ${CMAKE_CURRENT_LIST_DIR}/fatecommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fateexchange.h ${CMAKE_CURRENT_LIST_DIR}/fateexchange.cpp
    ${CMAKE_CURRENT_LIST_DIR}/conflictcommands.h ${CMAKE_CURRENT_LIST_DIR}/conflictcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/campaigncommands.h ${CMAKE_CURRENT_LIST_DIR}/campaigncommands.cpp)
