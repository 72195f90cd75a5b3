# 狩魂者TRPG with the 追加规则 (issue #21): the base pack and the profile over it, one test per rule
# of /rules/house-rules-004.md §20.1 that concerns a sheet and per formula of §20.2, the 2D10 check
# engine, exact CAT distributions against enumeration, the schemas and the store.
sheetwright_add_gtest(soulhunter_tests
    SOURCES
        core/systems/soulhunter/fixtures.h
        core/systems/soulhunter/pack_test.cpp
        core/systems/soulhunter/sheetrules_test.cpp
        core/systems/soulhunter/derived_test.cpp
        core/systems/soulhunter/check_test.cpp
        core/systems/soulhunter/odds_test.cpp
        core/systems/soulhunter/play_test.cpp
        core/systems/soulhunter/content_test.cpp
        core/systems/soulhunter/cooperative_test.cpp
        core/systems/soulhunter/manifest_test.cpp
        core/systems/soulhunter/sidecheck_test.cpp
        core/systems/soulhunter/scene_test.cpp
        core/systems/soulhunter/charm_test.cpp
        core/systems/soulhunter/sinformat_test.cpp
    LIBS sheetwright_core)
