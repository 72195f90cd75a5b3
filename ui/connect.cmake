# File ▸ Connect to a shared campaign… (issue #19): the dialog, and QtKeychain for the password
# where it is installed (Debian qtkeychain-qt6-dev; without it, passwords are kept in memory only).
target_sources(sheetwright_ui PRIVATE connectdialog.h connectdialog.cpp linkbanner.h linkbanner.cpp readonlypage.h readonlypage.cpp)
find_package(Qt6Keychain CONFIG QUIET)
if(Qt6Keychain_FOUND)
    target_link_libraries(sheetwright_ui PRIVATE qt6keychain)
    target_compile_definitions(sheetwright_ui PRIVATE SHEETWRIGHT_WITH_KEYCHAIN)
endif()
