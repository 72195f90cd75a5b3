# Blades dice pools (highest die, criticals, zero-dice pools) and their exact odds.
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/dice.h ${CMAKE_CURRENT_LIST_DIR}/dice.cpp
    ${CMAKE_CURRENT_LIST_DIR}/odds.h ${CMAKE_CURRENT_LIST_DIR}/odds.cpp
)
