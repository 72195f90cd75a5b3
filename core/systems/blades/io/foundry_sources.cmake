# Foundry VTT "Blades in the Dark" actors: import into sheets and export back (systems/blades/io/foundry.h).
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/foundry.h
    ${CMAKE_CURRENT_LIST_DIR}/foundrymapping.h ${CMAKE_CURRENT_LIST_DIR}/foundrymapping.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryreader.h ${CMAKE_CURRENT_LIST_DIR}/foundryreader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryimport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryimportcharacter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryimportcrew.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryimportfaction.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundrywriter.h ${CMAKE_CURRENT_LIST_DIR}/foundrywriter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryexport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryexportcrew.cpp
    ${CMAKE_CURRENT_LIST_DIR}/foundryexportfaction.cpp
)
