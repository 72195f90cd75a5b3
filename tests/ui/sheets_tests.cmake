# The sheets as a player meets them: clicks, refusals, undo, languages, restart.
target_sources(ui_tests PRIVATE ui/sheetfixture.h ui/charactersheet_test.cpp ui/crewsheet_test.cpp ui/journey_test.cpp ui/sheetsonopen_test.cpp)
