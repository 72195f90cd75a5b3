# Game-neutral rules: progress clocks, injected randomness, exact fractions for odds.
target_sources(sheetwright_common PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/random.h ${CMAKE_CURRENT_LIST_DIR}/random.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clock.h ${CMAKE_CURRENT_LIST_DIR}/clock.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fraction.h ${CMAKE_CURRENT_LIST_DIR}/fraction.cpp
)
