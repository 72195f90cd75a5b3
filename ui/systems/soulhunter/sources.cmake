# 狩魂者TRPG with the 追加规则's user interface (issue #21): its SystemUi (ui/systems/registry.cpp),
# the editor the sheets share, the character sheet and its panels, the campaign's settings dialog.
target_sources(sheetwright_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/soulhunterui.h ${CMAKE_CURRENT_LIST_DIR}/soulhunterui.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulfieldlabels.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulhuntereditor.h ${CMAKE_CURRENT_LIST_DIR}/soulhuntereditor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulpanel.h
    ${CMAKE_CURRENT_LIST_DIR}/soultaglist.h ${CMAKE_CURRENT_LIST_DIR}/soultaglist.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulidentitypanel.h ${CMAKE_CURRENT_LIST_DIR}/soulidentitypanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulpowerpanel.h ${CMAKE_CURRENT_LIST_DIR}/soulpowerpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soultrackspanel.h ${CMAKE_CURRENT_LIST_DIR}/soultrackspanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soultechniquespanel.h ${CMAKE_CURRENT_LIST_DIR}/soultechniquespanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulstylepanel.h ${CMAKE_CURRENT_LIST_DIR}/soulstylepanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulgrowthpanel.h ${CMAKE_CURRENT_LIST_DIR}/soulgrowthpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulwizard.h ${CMAKE_CURRENT_LIST_DIR}/soulwizard.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcheckpanel.h ${CMAKE_CURRENT_LIST_DIR}/soulcheckpanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcheckpanel_text.cpp ${CMAKE_CURRENT_LIST_DIR}/soulcheckpanel_roll.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcheckagainst.h ${CMAKE_CURRENT_LIST_DIR}/soulcheckagainst.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulchecktags.h ${CMAKE_CURRENT_LIST_DIR}/soulchecktags.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulchecktechnique.h ${CMAKE_CURRENT_LIST_DIR}/soulchecktechnique.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulsinsdialog.h ${CMAKE_CURRENT_LIST_DIR}/soulsinsdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulpickdialog.h ${CMAKE_CURRENT_LIST_DIR}/soulpickdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulscenedialog.h ${CMAKE_CURRENT_LIST_DIR}/soulscenedialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcharmsbox.h ${CMAKE_CURRENT_LIST_DIR}/soulcharmsbox.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulimprovisedialog.h ${CMAKE_CURRENT_LIST_DIR}/soulimprovisedialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcontentdialog.h ${CMAKE_CURRENT_LIST_DIR}/soulcontentdialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulcontentdialog_entries.cpp ${CMAKE_CURRENT_LIST_DIR}/soulcontentdialog_pack.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulsheet.h ${CMAKE_CURRENT_LIST_DIR}/soulsheet.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soulsettingsdialog.h ${CMAKE_CURRENT_LIST_DIR}/soulsettingsdialog.cpp
)
