# Fate Condensed's UI (issue #17): the sheet, the wizard, the dice dock and the milestones, driven
# by clicks and keys.
target_sources(ui_tests PRIVATE ui/systems/fate/fatefixture.h ui/systems/fate/fatesheet_test.cpp ui/systems/fate/fatejourney_test.cpp
    ui/systems/fate/fateviolationtext_test.cpp ui/systems/fate/fateimport_test.cpp
    ui/systems/fate/fatehit_test.cpp ui/systems/fate/fatechinese_test.cpp
    ui/systems/fate/fatefreeinvoke_test.cpp ui/systems/fate/fateexport_test.cpp
    ui/systems/fate/fatelanguagejourney_test.cpp ui/systems/fate/fatepack_test.cpp
    ui/systems/fate/fateundolabel_test.cpp)
