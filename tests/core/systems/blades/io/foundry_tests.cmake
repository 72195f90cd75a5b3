# Foundry VTT actor import and export: fixtures in tests/fixtures/foundry/.
sheetwright_add_gtest(foundry_tests SOURCES core/systems/blades/io/foundry_test.cpp LIBS sheetwright_core)
