# Fate Condensed's printed sheet (issue #17), read back with poppler in three languages.
target_sources(print_tests PRIVATE ui/systems/fate/fateprint_test.cpp)
