# Game systems as modules: the registry, and the shared store driven by a test-only system.
add_library(sheetwright_toysystem STATIC support/toysystem/toysystem.h support/toysystem/toysystem.cpp)
target_include_directories(sheetwright_toysystem PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
target_link_libraries(sheetwright_toysystem PUBLIC sheetwright_core PRIVATE sheetwright_options)
sheetwright_add_gtest(systems_tests
    SOURCES core/systems/registry_test.cpp
    LIBS sheetwright_toysystem)
