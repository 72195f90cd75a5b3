# 狩魂者TRPG with the 追加规则's UI (issue #21): the sheet, the settings, driven by clicks and keys.
sheetwright_add_gtest(soulhunter_ui_tests GUI
    SOURCES
        ui/systems/soulhunter/soulfixture.h
        ui/systems/soulhunter/soulsheet_test.cpp
        ui/systems/soulhunter/soulwizard_test.cpp
        ui/systems/soulhunter/soulcheck_test.cpp
        ui/systems/soulhunter/soulcheckfortune_test.cpp
        ui/systems/soulhunter/soulchecktags_test.cpp
        ui/systems/soulhunter/soulcheckopposed_test.cpp
        ui/systems/soulhunter/soulmnemonics_test.cpp
        ui/systems/soulhunter/soulsins_test.cpp
        ui/systems/soulhunter/soulcheckobsession_test.cpp
        ui/systems/soulhunter/soulpick_test.cpp
        ui/systems/soulhunter/soulscene_test.cpp
        ui/systems/soulhunter/soulcharms_test.cpp
        ui/systems/soulhunter/soulmanifest_test.cpp
        ui/systems/soulhunter/soulcontent_test.cpp
        ui/systems/soulhunter/souljourney_test.cpp
    LIBS sheetwright_ui Qt6::Test)
