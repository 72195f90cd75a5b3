# reliability_tests: the campaign generator's output is a valid campaign; the corrupt-file
# corpus, a full disk, a read-only file and two processes on one campaign, each case counted.
# With SHEETWRIGHT_RELIABILITY_RESULTS=FILE every test appends its counts to FILE as JSON lines
# (scripts/reliability turns them into docs/reliability.md).
sheetwright_add_gtest(reliability_tests
    SOURCES
        core/store/reliabilityresults.h
        core/store/generator_test.cpp
        core/store/corruptcorpus_test.cpp
        core/store/diskfull_test.cpp
        core/store/twoprocess_test.cpp
    LIBS sheetwright_campaigngen sheetwright_core)
target_compile_definitions(reliability_tests PRIVATE
    SHEETWRIGHT_CLI="$<TARGET_FILE:sheetwright-cli>"
    SHEETWRIGHT_CRASHWRITER="$<TARGET_FILE:crashwriter>")
add_dependencies(reliability_tests sheetwright-cli crashwriter)
