# The GM boards' item models: faction ladder, clocks, timeline and roll log (issue #6).
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/gmladdermodel.h ${CMAKE_CURRENT_LIST_DIR}/gmladdermodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmclocksmodel.h ${CMAKE_CURRENT_LIST_DIR}/gmclocksmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmtimelinemodel.h ${CMAKE_CURRENT_LIST_DIR}/gmtimelinemodel.cpp)
