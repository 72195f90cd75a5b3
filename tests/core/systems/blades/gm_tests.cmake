# The GM's records: one test per faction, clock, score and downtime rule (B §7, A §6, C §1, §3, §8).
sheetwright_add_gtest(gm_tests SOURCES core/systems/blades/gmvalidator_test.cpp LIBS sheetwright_core)
