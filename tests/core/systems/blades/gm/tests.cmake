# The GM's table (core/gm): one test per rule it applies, with scripted dice.
sheetwright_add_gtest(gmtable_tests SOURCES core/systems/blades/gm/gmtable_test.cpp core/systems/blades/gm/gmscoreload_test.cpp core/systems/blades/gm/gmgaps_test.cpp core/systems/blades/gm/gmsheetroll_test.cpp LIBS sheetwright_core)
# Two machines writing one campaign: the GM requests made again on the sheets as they are now (#19), on both engines.
target_sources(core_tests PRIVATE core/systems/blades/gm/gmshared_test.cpp)
