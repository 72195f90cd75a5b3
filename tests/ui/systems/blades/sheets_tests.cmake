# The sheets as a player meets them: clicks, refusals, undo, languages, restart.
target_sources(ui_tests PRIVATE ui/systems/blades/sheetfixture.h ui/systems/blades/charactersheet_test.cpp ui/systems/blades/crewsheet_test.cpp ui/systems/blades/journey_test.cpp ui/systems/blades/sheetsonopen_test.cpp
    ui/systems/blades/profilesheet_test.cpp ui/systems/blades/loadandtrauma_test.cpp ui/systems/blades/crewwar_test.cpp ui/systems/blades/sheetroll_test.cpp ui/systems/blades/downtimeroll_test.cpp ui/systems/blades/import_test.cpp
    ui/systems/blades/contrast_test.cpp ui/systems/blades/layout_test.cpp ui/systems/blades/tablejourney_test.cpp)
