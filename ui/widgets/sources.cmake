# Hand-drawn sheet controls every game system can use: boxes, dots, clocks.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/paperstyle.h ${CMAKE_CURRENT_LIST_DIR}/paperstyle.cpp
    ${CMAKE_CURRENT_LIST_DIR}/refusedflash.h ${CMAKE_CURRENT_LIST_DIR}/refusedflash.cpp
    ${CMAKE_CURRENT_LIST_DIR}/wheelguard.h ${CMAKE_CURRENT_LIST_DIR}/wheelguard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/labelname.h
    ${CMAKE_CURRENT_LIST_DIR}/accessiblefactory.h ${CMAKE_CURRENT_LIST_DIR}/accessiblefactory.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetcontrol.h ${CMAKE_CURRENT_LIST_DIR}/sheetcontrol.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetcontrolaccessible.h ${CMAKE_CURRENT_LIST_DIR}/sheetcontrolaccessible.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boxtrack.h ${CMAKE_CURRENT_LIST_DIR}/boxtrack.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dotrating.h ${CMAKE_CURRENT_LIST_DIR}/dotrating.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clockface.h ${CMAKE_CURRENT_LIST_DIR}/clockface.cpp
)
