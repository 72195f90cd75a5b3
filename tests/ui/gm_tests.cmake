# The GM tools through the GUI (issue #6): clocks, factions and war, score and downtime wizards,
# timeline, dice panel; GmSessionTest runs the judged session in each language
# (SHEETWRIGHT_SHOTS=DIR saves its screenshots).
sheetwright_add_gtest(gm_ui_tests GUI
    SOURCES ui/systems/blades/gm/gm_session_test.cpp ui/systems/blades/gm/gm_gaps_test.cpp
        ui/systems/blades/gm/gm_paging_test.cpp ui/systems/blades/sheetfixture.h
    LIBS sheetwright_ui Qt6::Test)
