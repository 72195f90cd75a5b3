# Blades' words for its stable codes (rule violations, the load line), for the GUI and the CLI alike.
# Their tr() contexts ("ViolationText", "LoadText") are in translations/*.ts like every other.
target_sources(sheetwright_blades PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/violationtext.h ${CMAKE_CURRENT_LIST_DIR}/violationtext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/violationwords.h
    ${CMAKE_CURRENT_LIST_DIR}/violationtext_ops.cpp ${CMAKE_CURRENT_LIST_DIR}/violationtext_crew.cpp
    ${CMAKE_CURRENT_LIST_DIR}/violationtext_gm.cpp ${CMAKE_CURRENT_LIST_DIR}/violationtext_gmtable.cpp
    ${CMAKE_CURRENT_LIST_DIR}/loadtext.h ${CMAKE_CURRENT_LIST_DIR}/loadtext.cpp)
