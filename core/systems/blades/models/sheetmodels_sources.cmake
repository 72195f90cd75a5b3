# The item models of the character and crew sheet windows (read-only views of a sheet value).
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/sheetmodelbase.h ${CMAKE_CURRENT_LIST_DIR}/sheetmodelbase.cpp
    ${CMAKE_CURRENT_LIST_DIR}/actionsmodel.h ${CMAKE_CURRENT_LIST_DIR}/actionsmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/harmmodel.h ${CMAKE_CURRENT_LIST_DIR}/harmmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/itemsmodel.h ${CMAKE_CURRENT_LIST_DIR}/itemsmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/abilitiesmodel.h ${CMAKE_CURRENT_LIST_DIR}/abilitiesmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/traumamodel.h ${CMAKE_CURRENT_LIST_DIR}/traumamodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/upgradesmodel.h ${CMAKE_CURRENT_LIST_DIR}/upgradesmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewabilitiesmodel.h ${CMAKE_CURRENT_LIST_DIR}/crewabilitiesmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cohortsmodel.h ${CMAKE_CURRENT_LIST_DIR}/cohortsmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/factionstatusmodel.h ${CMAKE_CURRENT_LIST_DIR}/factionstatusmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/contactsmodel.h ${CMAKE_CURRENT_LIST_DIR}/contactsmodel.cpp)
