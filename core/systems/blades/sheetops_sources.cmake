# Pencil edits of character and crew sheets (identity, direct marks, a new sheet).
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/sheetops.h ${CMAKE_CURRENT_LIST_DIR}/sheetops.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetops_marks.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetops_crew.cpp
    ${CMAKE_CURRENT_LIST_DIR}/huntinggrounds.h ${CMAKE_CURRENT_LIST_DIR}/huntinggrounds.cpp
)
