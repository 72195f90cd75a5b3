# The sheets: character and crew sheets laid out like the paper ones, their panels and
# delegates, the tabs that hold them, and the bridge from a click to the rules engine.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/sheeteditor.h ${CMAKE_CURRENT_LIST_DIR}/sheeteditor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetpanel.h ${CMAKE_CURRENT_LIST_DIR}/sheetpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetfields.h
    ${CMAKE_CURRENT_LIST_DIR}/sheetbanner.h ${CMAKE_CURRENT_LIST_DIR}/sheetbanner.cpp
    ${CMAKE_CURRENT_LIST_DIR}/refusalfeedback.h ${CMAKE_CURRENT_LIST_DIR}/refusalfeedback.cpp
    ${CMAKE_CURRENT_LIST_DIR}/checklistview.h ${CMAKE_CURRENT_LIST_DIR}/checklistview.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ruleentrydelegate.h ${CMAKE_CURRENT_LIST_DIR}/ruleentrydelegate.cpp
    ${CMAKE_CURRENT_LIST_DIR}/itemdelegate.h ${CMAKE_CURRENT_LIST_DIR}/itemdelegate.cpp
    ${CMAKE_CURRENT_LIST_DIR}/identitypanel.h ${CMAKE_CURRENT_LIST_DIR}/identitypanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/vitalspanel.h ${CMAKE_CURRENT_LIST_DIR}/vitalspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/traumadialog.h ${CMAKE_CURRENT_LIST_DIR}/traumadialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/abilitiespanel.h ${CMAKE_CURRENT_LIST_DIR}/abilitiespanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/actionspanel.h ${CMAKE_CURRENT_LIST_DIR}/actionspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gearpanel.h ${CMAKE_CURRENT_LIST_DIR}/gearpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/moneypanel.h ${CMAKE_CURRENT_LIST_DIR}/moneypanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/charactersheet.h ${CMAKE_CURRENT_LIST_DIR}/charactersheet.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewidentitypanel.h ${CMAKE_CURRENT_LIST_DIR}/crewidentitypanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewtrackspanel.h ${CMAKE_CURRENT_LIST_DIR}/crewtrackspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/claimspanel.h ${CMAKE_CURRENT_LIST_DIR}/claimspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewlistspanel.h ${CMAKE_CURRENT_LIST_DIR}/crewlistspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewpeoplepanel.h ${CMAKE_CURRENT_LIST_DIR}/crewpeoplepanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cohortdialog.h ${CMAKE_CURRENT_LIST_DIR}/cohortdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewsheet.h ${CMAKE_CURRENT_LIST_DIR}/crewsheet.cpp
    ${CMAKE_CURRENT_LIST_DIR}/sheetcreation.h ${CMAKE_CURRENT_LIST_DIR}/sheetcreation.cpp
)
