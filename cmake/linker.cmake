# The linker every target links with (issue #20, CI time): lld when the compiler can use it, else
# gold, else the compiler's default (GNU ld). The test binaries carry debug info and, in the
# sanitizer build, ASan's and the coverage counters' sections: GNU ld spends most of a link
# reading and writing those, lld a fraction (docs/performance.md, "CI time").
option(SHEETWRIGHT_FAST_LINKER "Link with lld (or gold) when the compiler can" ON)
if(SHEETWRIGHT_FAST_LINKER)
    include(CheckLinkerFlag)
    foreach(sheetwright_linker lld gold)
        check_linker_flag(CXX "-fuse-ld=${sheetwright_linker}" SHEETWRIGHT_HAVE_LD_${sheetwright_linker})
        if(SHEETWRIGHT_HAVE_LD_${sheetwright_linker})
            add_link_options("-fuse-ld=${sheetwright_linker}")
            message(STATUS "Linking with ${sheetwright_linker}")
            break()
        endif()
    endforeach()
endif()
