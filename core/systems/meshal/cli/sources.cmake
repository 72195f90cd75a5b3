# Meshal Lite's commands of sheetwright-cli, built into the CLI's command library.
set(sheetwright_meshal_cli_sources
    ${CMAKE_CURRENT_LIST_DIR}/meshalcommands.h ${CMAKE_CURRENT_LIST_DIR}/meshalcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cliutil.h ${CMAKE_CURRENT_LIST_DIR}/sheetcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/contentcommands.cpp ${CMAKE_CURRENT_LIST_DIR}/actioncommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/contestcommand.cpp)
