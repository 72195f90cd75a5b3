# The GM boards' item models under QAbstractItemModelTester (issue #6), told exactly what each
# step changed (issue #14).
target_sources(core_tests PRIVATE
    core/systems/blades/models/gmmodels_testing.h
    core/systems/blades/models/gmmodels_test.cpp
    core/systems/blades/models/gmmodels_steps_test.cpp
    core/systems/blades/models/gmpaging_test.cpp
    core/systems/blades/models/gmladder_paging_test.cpp)
