# Meshal Lite's UI (issue #18): the sheet, the Talent ledger and the dice dock, driven by clicks
# and keys.
target_sources(ui_tests PRIVATE ui/systems/meshal/meshalfixture.h ui/systems/meshal/meshaljourney_test.cpp
    ui/systems/meshal/meshalsheet_test.cpp ui/systems/meshal/meshaldice_test.cpp
    ui/systems/meshal/meshalwizard_test.cpp ui/systems/meshal/meshalcontent_test.cpp
    ui/systems/meshal/meshalsecret_test.cpp ui/systems/meshal/meshalmnemonics_test.cpp
    ui/systems/meshal/meshalbearing_test.cpp)
