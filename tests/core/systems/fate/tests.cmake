# Fate Condensed (issue #17): one test per numbered rule of /rules/fate-condensed.md §9, the seed's
# worked examples (§6.6), exact odds against enumeration, the pack, the schema and the store.
sheetwright_add_gtest(fate_tests
    SOURCES
        core/systems/fate/fixtures.h
        core/systems/fate/rollrules_test.cpp
        core/systems/fate/sheetrules_test.cpp
        core/systems/fate/odds_test.cpp
        core/systems/fate/document_test.cpp
        core/systems/fate/milestones_test.cpp
        core/systems/fate/fari_test.cpp
        core/systems/fate/profile_test.cpp
        core/systems/fate/diamondprofile.h
        core/systems/fate/campaignpack_test.cpp
        core/systems/fate/extreme_test.cpp
    LIBS sheetwright_core)
