# The GM's records (factions, clocks, scores, downtime) and the rules they keep.
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/gm.h
    ${CMAKE_CURRENT_LIST_DIR}/gmvalidator.h ${CMAKE_CURRENT_LIST_DIR}/gmvalidator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clockops.h ${CMAKE_CURRENT_LIST_DIR}/clockops.cpp
)
