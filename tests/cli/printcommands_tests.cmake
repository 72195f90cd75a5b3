# export-pdf through the shipped sheetwright-cli (it needs its QGuiApplication, made in cli_main).
if(SHEETWRIGHT_BUILD_UI)
    sheetwright_add_gtest(cli_print_tests NEEDS_UI
        SOURCES cli/printcommands_test.cpp
        LIBS sheetwright_core Qt6::Test)
    target_compile_definitions(cli_print_tests PRIVATE SHEETWRIGHT_CLI="$<TARGET_FILE:sheetwright-cli>")
    add_dependencies(cli_print_tests sheetwright-cli)
    target_sources(cli_print_tests PRIVATE cli/fate/fateprintcli_test.cpp) # Fate's sheets through export-pdf (#17)
endif()
