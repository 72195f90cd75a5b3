# The sheet windows' item models, each under QAbstractItemModelTester.
target_sources(core_tests PRIVATE
    core/systems/blades/models/sheetmodels_test.cpp
    core/systems/blades/models/sheetmodels_crew_test.cpp
    core/systems/blades/models/sheetmodels_testing.h)
