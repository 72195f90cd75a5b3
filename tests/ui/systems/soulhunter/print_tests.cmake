# 狩魂者's printed sheet (issue #21), read back with poppler in three languages.
target_sources(print_tests PRIVATE ui/systems/soulhunter/soulprint_test.cpp)
