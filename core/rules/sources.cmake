# Game-neutral rules: dice and their exact odds, progress clocks, injected randomness.
target_sources(sheetwright_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/random.h ${CMAKE_CURRENT_LIST_DIR}/random.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dice.h ${CMAKE_CURRENT_LIST_DIR}/dice.cpp
    ${CMAKE_CURRENT_LIST_DIR}/odds.h ${CMAKE_CURRENT_LIST_DIR}/odds.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clock.h ${CMAKE_CURRENT_LIST_DIR}/clock.cpp
)
