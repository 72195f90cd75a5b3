# Meshal Lite's user interface (issue #18): its SystemUi (ui/systems/registry.cpp), the character
# sheet and its panels (identity, attributes, scores, Talent and ledger, abilities, items and
# money), the guided creation wizard, the content editor and the dice dock (rolls with exact odds, damage, rest).
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/meshalui.h ${CMAKE_CURRENT_LIST_DIR}/meshalui.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalfieldlabels.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshaleditor.h ${CMAKE_CURRENT_LIST_DIR}/meshaleditor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalpanel.h
    ${CMAKE_CURRENT_LIST_DIR}/meshalidentitypanel.h ${CMAKE_CURRENT_LIST_DIR}/meshalidentitypanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalmorefeaturespanel.h ${CMAKE_CURRENT_LIST_DIR}/meshalmorefeaturespanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalattributespanel.h ${CMAKE_CURRENT_LIST_DIR}/meshalattributespanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalscorespanel.h ${CMAKE_CURRENT_LIST_DIR}/meshalscorespanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshaleffectspanel.h ${CMAKE_CURRENT_LIST_DIR}/meshaleffectspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalrelationspanel.h ${CMAKE_CURRENT_LIST_DIR}/meshalrelationspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshaltalentpanel.h ${CMAKE_CURRENT_LIST_DIR}/meshaltalentpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalabilitiespanel.h ${CMAKE_CURRENT_LIST_DIR}/meshalabilitiespanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalitemspanel.h ${CMAKE_CURRENT_LIST_DIR}/meshalitemspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalsheet.h ${CMAKE_CURRENT_LIST_DIR}/meshalsheet.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshaldicepanel.h ${CMAKE_CURRENT_LIST_DIR}/meshaldicepanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshaldiceactions.cpp ${CMAKE_CURRENT_LIST_DIR}/meshaldicecontest.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshaldicesupplies.cpp ${CMAKE_CURRENT_LIST_DIR}/meshaldiceodds.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshaldicebearing.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalwizard.h ${CMAKE_CURRENT_LIST_DIR}/meshalwizard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalcontentforms.h ${CMAKE_CURRENT_LIST_DIR}/meshalcontentforms.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalabilityform.cpp ${CMAKE_CURRENT_LIST_DIR}/meshalitemform.cpp
    ${CMAKE_CURRENT_LIST_DIR}/meshalcontentdialog.h ${CMAKE_CURRENT_LIST_DIR}/meshalcontentdialog.cpp
)
