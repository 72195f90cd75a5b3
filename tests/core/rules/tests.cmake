# Rules engine: dice, exact odds, progress clocks, injected randomness.
sheetwright_add_gtest(rules_tests
    SOURCES
        core/rules/random_test.cpp
        core/rules/dice_test.cpp
        core/rules/odds_test.cpp
        core/rules/clock_test.cpp
    LIBS sheetwright_core)
