# Precompiled headers for the targets with many sources (issue #20, CI time): Qt's, the standard
# library's and GoogleTest's headers are parsed once per target instead of once per source file.
# Each target compiles its own header with its own flags, so a precompiled header is never used
# by a compile whose macros or options differ (GCC's -Winvalid-pch, an error under -Werror).
#
# On by default, except when a compiler launcher (ccache) is set: ccache only caches a compile
# that uses a precompiled header with `sloppiness=pch_defines,time_macros`, and a build with
# ccache gains little from it. Such a build also keeps every file's own includes honest (a
# missing #include that the precompiled header would hide fails there).
if(CMAKE_CXX_COMPILER_LAUNCHER)
    set(sheetwright_pch_default OFF)
else()
    set(sheetwright_pch_default ON)
endif()
option(SHEETWRIGHT_PCH "Precompile Qt, standard library and GoogleTest headers in the larger targets"
       ${sheetwright_pch_default})

set(sheetwright_pch_core
    <algorithm> <array> <functional> <map> <memory> <optional> <utility> <vector>
    <QByteArray> <QCoreApplication> <QDir> <QFile> <QFileInfo> <QHash> <QJsonArray>
    <QJsonDocument> <QJsonObject> <QJsonValue> <QList> <QMap> <QObject> <QRegularExpression>
    <QSet> <QSqlDatabase> <QSqlError> <QSqlQuery> <QString> <QStringList> <QVariant>)
set(sheetwright_pch_gui ${sheetwright_pch_core} <QFont> <QFontMetricsF> <QPainter>)
set(sheetwright_pch_widgets ${sheetwright_pch_gui}
    <QAction> <QApplication> <QBoxLayout> <QCheckBox> <QComboBox> <QDialog> <QDialogButtonBox>
    <QFormLayout> <QGridLayout> <QLabel> <QLineEdit> <QListWidget> <QPushButton> <QSpinBox>
    <QWidget>)
set(sheetwright_pch_test <gtest/gtest.h> <QTemporaryDir>)

# kind: core (Qt Core and Sql), gui (and Qt Gui), widgets (and Qt Widgets); TEST adds GoogleTest.
function(sheetwright_precompile kind)
    cmake_parse_arguments(ARG "TEST" "" "TARGETS" ${ARGN})
    foreach(target IN LISTS ARG_TARGETS)
        if(NOT TARGET ${target})
            continue()
        endif()
        set(headers ${sheetwright_pch_${kind}})
        if(ARG_TEST)
            list(APPEND headers ${sheetwright_pch_test})
        endif()
        target_precompile_headers(${target} PRIVATE ${headers})
    endforeach()
endfunction()

function(sheetwright_precompile_all)
    if(NOT SHEETWRIGHT_PCH)
        return()
    endif()
    sheetwright_precompile(core TARGETS sheetwright_store sheetwright_models sheetwright_blades
        sheetwright_fate sheetwright_meshal sheetwright_soulhunter sheetwright_cli_commands)
    sheetwright_precompile(gui TARGETS sheetwright_print)
    sheetwright_precompile(widgets TARGETS sheetwright_ui)
    sheetwright_precompile(core TEST TARGETS core_tests cli_tests fate_tests meshal_tests
        soulhunter_tests blades_ops_tests procedures_tests rules_tests reliability_tests
        gmtable_tests)
    sheetwright_precompile(widgets TEST TARGETS ui_tests soulhunter_ui_tests print_tests)
endfunction()
