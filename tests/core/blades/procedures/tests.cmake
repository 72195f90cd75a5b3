# Game procedures: one test per rule with scripted dice, plus seeded reproducibility.
sheetwright_add_gtest(procedures_tests
    SOURCES
        core/blades/procedures/rolls_test.cpp
        core/blades/procedures/score_test.cpp
        core/blades/procedures/entanglements_test.cpp
        core/blades/procedures/downtime_test.cpp
        core/blades/procedures/clocks_test.cpp
    LIBS sheetwright_core)
