# 狩魂者's commands of sheetwright-cli, built into the CLI's command library.
set(sheetwright_soulhunter_cli_sources
    ${CMAKE_CURRENT_LIST_DIR}/soulcommands.h ${CMAKE_CURRENT_LIST_DIR}/soulcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcli.h ${CMAKE_CURRENT_LIST_DIR}/clitool.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetcommands.cpp ${CMAKE_CURRENT_LIST_DIR}/playcommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmcommands.cpp ${CMAKE_CURRENT_LIST_DIR}/charmcommand.cpp ${CMAKE_CURRENT_LIST_DIR}/editcommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetroll.h ${CMAKE_CURRENT_LIST_DIR}/sheetroll.cpp)
