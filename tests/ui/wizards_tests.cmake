# The creation wizards and the advancement dialogs (ui/wizards/).
target_sources(ui_tests PRIVATE ui/wizarddriver.h ui/wizards_test.cpp)
