# The creation wizards and the advancement dialogs (ui/wizards/).
target_sources(ui_tests PRIVATE ui/systems/blades/wizarddriver.h ui/systems/blades/wizards_test.cpp)
