target_sources(ui_tests PRIVATE ui/widgets_test.cpp)
