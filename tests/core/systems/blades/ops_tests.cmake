# Blades edits (one test per rule of A §2, §4, §8) and the crew sheet (B §1–§3, §6, §7, §9).
sheetwright_add_gtest(blades_ops_tests
    SOURCES
        core/systems/blades/characterops_test.cpp core/systems/blades/loadout_test.cpp
        core/systems/blades/crew_test.cpp core/systems/blades/crewcreation_test.cpp
        core/systems/blades/profile_test.cpp core/systems/blades/sheetpack_test.cpp
    LIBS sheetwright_core Qt6::Test)
