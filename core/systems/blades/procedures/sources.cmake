# Game procedures (rules A §5, C §1–§8): rolls, the score's aftermath and downtime, with an
# injected random source and every number read from the rule pack.
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/tables.h ${CMAKE_CURRENT_LIST_DIR}/tables.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rolls.h ${CMAKE_CURRENT_LIST_DIR}/rolls.cpp
    ${CMAKE_CURRENT_LIST_DIR}/score.h ${CMAKE_CURRENT_LIST_DIR}/score.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetrolls.h ${CMAKE_CURRENT_LIST_DIR}/sheetrolls.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtime.h ${CMAKE_CURRENT_LIST_DIR}/downtime.cpp
)
