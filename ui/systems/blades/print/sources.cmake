# Blades' printed pages, built into the print library (Qt Gui only): the CLI prints them too.
target_sources(sheetwright_print PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/bladesprinter.h ${CMAKE_CURRENT_LIST_DIR}/bladesprinter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/characterblocks.h ${CMAKE_CURRENT_LIST_DIR}/characterblocks.cpp
    ${CMAKE_CURRENT_LIST_DIR}/claimsgrid.h ${CMAKE_CURRENT_LIST_DIR}/claimsgrid.cpp
    ${CMAKE_CURRENT_LIST_DIR}/packnames.h
    ${CMAKE_CURRENT_LIST_DIR}/characterpage.h ${CMAKE_CURRENT_LIST_DIR}/characterpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewpage.h ${CMAKE_CURRENT_LIST_DIR}/crewpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmpages.h ${CMAKE_CURRENT_LIST_DIR}/gmpages.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetsource.h ${CMAKE_CURRENT_LIST_DIR}/sheetsource.cpp)
