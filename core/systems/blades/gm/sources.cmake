# The GM's table: the game's procedures run against the campaign (factions, clocks, scores,
# downtime, the dice panel), one store transaction per request.
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/gmtable.h ${CMAKE_CURRENT_LIST_DIR}/gmtable.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmbatch.h ${CMAKE_CURRENT_LIST_DIR}/gmbatch.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmreplay.h ${CMAKE_CURRENT_LIST_DIR}/gmreplay.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmscore.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmdowntime.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmactivity.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmsheetroll.cpp
)
