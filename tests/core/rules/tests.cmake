# Rules engine: dice, exact odds, progress clocks, injected randomness.
sheetwright_add_gtest(rules_tests
    SOURCES
        core/rules/random_test.cpp
        core/rules/fraction_test.cpp
        core/systems/blades/dice/dice_test.cpp
        core/systems/blades/dice/odds_test.cpp
        core/rules/clock_test.cpp
    LIBS sheetwright_core)

# The JSON Schema subset validator alone: its own tests and the official JSON-Schema-Test-Suite
# (draft 7 files, from the json-schema-test-suite package that scripts/deps installs).
sheetwright_add_gtest(jsonschema_tests
    SOURCES
        core/rules/jsonschema_test.cpp
        core/rules/jsonschema_suite_test.cpp
    LIBS sheetwright_jsonschema)
