# Blades' commands of sheetwright-cli, built into the CLI's command library.
set(sheetwright_blades_cli_sources
    ${CMAKE_CURRENT_LIST_DIR}/bladescommands.h ${CMAKE_CURRENT_LIST_DIR}/bladescommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rulecommands.h ${CMAKE_CURRENT_LIST_DIR}/rulecommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rollcommands.cpp ${CMAKE_CURRENT_LIST_DIR}/exchangecommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmcommands.h ${CMAKE_CURRENT_LIST_DIR}/gmcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmscorecommands.cpp ${CMAKE_CURRENT_LIST_DIR}/gmdowntimecommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmboardcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/editcommands.h ${CMAKE_CURRENT_LIST_DIR}/editcommands.cpp)
