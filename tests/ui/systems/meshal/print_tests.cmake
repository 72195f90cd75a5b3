# Meshal Lite's printed sheet (issue #18), read back with poppler in three languages.
target_sources(print_tests PRIVATE ui/systems/meshal/meshalprint_test.cpp)
