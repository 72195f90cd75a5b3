# Line counts for scripts/coverage (issue #20, CI time). With SHEETWRIGHT_COVERAGE on, only the
# libraries whose lines scripts/coverage reports are compiled with gcc --coverage (each marks
# itself with sheetwright_count_lines); every program links gcov's runtime. Counting every file
# made each compile of build-asan/ a quarter slower and every test process write a count file for
# each object it holds at its exit, for lines no report reads.
option(SHEETWRIGHT_COVERAGE "Count lines (gcc --coverage) in the libraries scripts/coverage reports" OFF)
if(SHEETWRIGHT_COVERAGE)
    target_link_options(sheetwright_options INTERFACE --coverage)
endif()

function(sheetwright_count_lines target)
    if(SHEETWRIGHT_COVERAGE)
        target_compile_options(${target} PRIVATE --coverage)
    endif()
endfunction()
