# Blades' own drawn controls: the crew's claim map (cells, paths, accessibility).
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/claimsmapview.h ${CMAKE_CURRENT_LIST_DIR}/claimsmapview.cpp
    ${CMAKE_CURRENT_LIST_DIR}/claimsmapaccessible.h ${CMAKE_CURRENT_LIST_DIR}/claimsmapaccessible.cpp
    ${CMAKE_CURRENT_LIST_DIR}/claimcellaccessible.h ${CMAKE_CURRENT_LIST_DIR}/claimcellaccessible.cpp
)
