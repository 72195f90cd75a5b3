# Blades edits and the crew sheet: character operations, the crew model, its validator and
# its operations.
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/characterops.h ${CMAKE_CURRENT_LIST_DIR}/characterops.cpp
    ${CMAKE_CURRENT_LIST_DIR}/characterops_xp.cpp ${CMAKE_CURRENT_LIST_DIR}/characterops_loadout.cpp
    ${CMAKE_CURRENT_LIST_DIR}/characteredit.h
    ${CMAKE_CURRENT_LIST_DIR}/crew.h ${CMAKE_CURRENT_LIST_DIR}/crew.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewvalidator.h ${CMAKE_CURRENT_LIST_DIR}/crewvalidator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewops.h ${CMAKE_CURRENT_LIST_DIR}/crewops.cpp ${CMAKE_CURRENT_LIST_DIR}/crewedit.h
)
