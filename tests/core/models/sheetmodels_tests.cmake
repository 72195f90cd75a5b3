# The sheet windows' item models, each under QAbstractItemModelTester.
target_sources(core_tests PRIVATE
    core/models/sheetmodels_test.cpp
    core/models/sheetmodels_crew_test.cpp
    core/models/sheetmodels_testing.h)
