# The GM tools (issue #6): faction ladder, clocks board, score and downtime wizards, timeline,
# dice roller, and the GM menu that opens them.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/gmwords.h ${CMAKE_CURRENT_LIST_DIR}/gmwords.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmcontext.h ${CMAKE_CURRENT_LIST_DIR}/gmcontext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scoreendingform.h ${CMAKE_CURRENT_LIST_DIR}/scoreendingform.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clockdialog.h ${CMAKE_CURRENT_LIST_DIR}/clockdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clocksboard.h ${CMAKE_CURRENT_LIST_DIR}/clocksboard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/factiondialog.h ${CMAKE_CURRENT_LIST_DIR}/factiondialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/factionladder.h ${CMAKE_CURRENT_LIST_DIR}/factionladder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmwizardpage.h ${CMAKE_CURRENT_LIST_DIR}/gmwizardpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scorewizard.h ${CMAKE_CURRENT_LIST_DIR}/scorewizard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scorepages.h
    ${CMAKE_CURRENT_LIST_DIR}/scoreplanpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scoreengagementpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/scoreendpages.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtimewizard.h ${CMAKE_CURRENT_LIST_DIR}/downtimewizard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtimepages.h
    ${CMAKE_CURRENT_LIST_DIR}/downtimepayoffpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtimeentanglementpage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtimeactivitiespage.h
    ${CMAKE_CURRENT_LIST_DIR}/downtimeactivityform.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtimeactivitiespage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtimeendpages.cpp
    ${CMAKE_CURRENT_LIST_DIR}/timelinepage.h ${CMAKE_CURRENT_LIST_DIR}/timelinepage.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dicepanel.h ${CMAKE_CURRENT_LIST_DIR}/dicepanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gmactions.h ${CMAKE_CURRENT_LIST_DIR}/gmactions.cpp
)
