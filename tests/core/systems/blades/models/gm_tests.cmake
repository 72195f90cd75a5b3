# The GM boards' item models under QAbstractItemModelTester (issue #6).
target_sources(core_tests PRIVATE core/systems/blades/models/gmmodels_test.cpp)
