# The printed sheets (ui/print): PDFs read back with poppler's pdftotext, pdffonts and pdfinfo.
sheetwright_add_gtest(print_tests GUI
    SOURCES ui/print/print_test.cpp ui/print/pageflow_test.cpp ui/print/printfixture.h ui/print/profile_print_test.cpp ui/print/loadline_print_test.cpp ui/print/crewwar_print_test.cpp ui/print/pdfname_test.cpp
    LIBS sheetwright_print Qt6::Widgets Qt6::Test)
