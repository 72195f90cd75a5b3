# Rolls from the character sheet: an action's roll (position, effect, push, bargain, assistance,
# bonus dice) and resistance from an attribute, with the exact odds, written in one undo step.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/rolldialog.h ${CMAKE_CURRENT_LIST_DIR}/rolldialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rolldialog_roll.cpp
    ${CMAKE_CURRENT_LIST_DIR}/downtimerolldialog.h ${CMAKE_CURRENT_LIST_DIR}/downtimerolldialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/fortunerolldialog.h ${CMAKE_CURRENT_LIST_DIR}/fortunerolldialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/rollwords.h ${CMAKE_CURRENT_LIST_DIR}/rollwords.cpp
)
