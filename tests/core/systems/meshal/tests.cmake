# Meshal Lite (issue #18): one test per numbered rule of /rules/meshal-lite.md §6 that the core
# implements, the worked examples of its Appendix A, exact odds against enumeration, the packs,
# the schemas and the store.
sheetwright_add_gtest(meshal_tests
    SOURCES
        core/systems/meshal/fixtures.h
        core/systems/meshal/attributes_test.cpp
        core/systems/meshal/talent_test.cpp
        core/systems/meshal/items_test.cpp
        core/systems/meshal/rolls_test.cpp
        core/systems/meshal/odds_test.cpp
        core/systems/meshal/damage_test.cpp
        core/systems/meshal/document_test.cpp
        core/systems/meshal/content_test.cpp
        core/systems/meshal/contest_test.cpp
        core/systems/meshal/supplies_test.cpp
        core/systems/meshal/actions_test.cpp
    LIBS sheetwright_core)
# Meshal secret rolls by the flag alone, an old file's mark migrated (#19).
target_sources(meshal_tests PRIVATE core/systems/meshal/secretrolls_test.cpp)
