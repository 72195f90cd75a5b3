# Game procedures: one test per rule with scripted dice, plus seeded reproducibility.
sheetwright_add_gtest(procedures_tests
    SOURCES
        core/systems/blades/procedures/rolls_test.cpp
        core/systems/blades/procedures/sheetrolls_test.cpp
        core/systems/blades/procedures/score_test.cpp
        core/systems/blades/procedures/entanglements_test.cpp
        core/systems/blades/procedures/downtime_test.cpp
        core/systems/blades/procedures/clocks_test.cpp
    LIBS sheetwright_core)
