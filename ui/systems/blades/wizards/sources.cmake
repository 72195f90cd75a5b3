# Creation wizards (character, crew) and the advancement dialogs.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/wizardsupport.h ${CMAKE_CURRENT_LIST_DIR}/wizardsupport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/pickpage.h ${CMAKE_CURRENT_LIST_DIR}/pickpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/summarypage.h ${CMAKE_CURRENT_LIST_DIR}/summarypage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/actiondotspage.h ${CMAKE_CURRENT_LIST_DIR}/actiondotspage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/npcpage.h ${CMAKE_CURRENT_LIST_DIR}/npcpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/characterwizard.h ${CMAKE_CURRENT_LIST_DIR}/characterwizard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/characterwizard_pages.cpp
    ${CMAKE_CURRENT_LIST_DIR}/huntinggroundspage.h ${CMAKE_CURRENT_LIST_DIR}/huntinggroundspage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/upgradespage.h ${CMAKE_CURRENT_LIST_DIR}/upgradespage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/upgradefactionspage.h ${CMAKE_CURRENT_LIST_DIR}/upgradefactionspage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/cohortpage.h ${CMAKE_CURRENT_LIST_DIR}/cohortpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/contactpage.h ${CMAKE_CURRENT_LIST_DIR}/contactpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewwizard.h ${CMAKE_CURRENT_LIST_DIR}/crewwizard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewwizard_pages.cpp
    ${CMAKE_CURRENT_LIST_DIR}/advancementdialog.h ${CMAKE_CURRENT_LIST_DIR}/advancementdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/crewadvancedialog.h ${CMAKE_CURRENT_LIST_DIR}/crewadvancedialog.cpp
)
