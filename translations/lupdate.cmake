# Runs lupdate over the sources for the three languages, writing the .ts files into OUT_DIR.
# Used by the update_translations target (OUT_DIR = translations/) and by the translation test
# (OUT_DIR = a copy), so both see the same result.
#   cmake -DLUPDATE=… -DSOURCE_DIR=… -DOUT_DIR=… -P lupdate.cmake
foreach(var LUPDATE SOURCE_DIR OUT_DIR)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "lupdate.cmake needs -D${var}=…")
    endif()
endforeach()
set(dirs ${SOURCE_DIR}/ui ${SOURCE_DIR}/app ${SOURCE_DIR}/translations)
# A game system's CLI commands live in its folder (core/systems/<id>/cli) and speak to the user.
# So do the words its CLI and UI share (l10n: violation sentences) and its importers' messages (io).
file(GLOB system_cli_dirs LIST_DIRECTORIES true ${SOURCE_DIR}/core/systems/*/cli ${SOURCE_DIR}/core/systems/*/l10n
     ${SOURCE_DIR}/core/systems/*/io)
list(APPEND dirs ${system_cli_dirs})
# Edit labels are stored untranslated (core/common/undolabel.h): SW_TR_LABEL is read like tr(),
# sw::trLabel like QCoreApplication::translate().
# Includes are written from the ui/ and core/ roots ("systems/blades/sheets/…"): lupdate needs
# both to find the classes (and so the namespaces) that tr() contexts are named after.
foreach(lang en zh_TW zh_CN)
    set(ts ${OUT_DIR}/sheetwright_${lang}.ts)
    if(NOT OUT_DIR STREQUAL "${SOURCE_DIR}/translations" AND EXISTS ${SOURCE_DIR}/translations/sheetwright_${lang}.ts)
        file(COPY ${SOURCE_DIR}/translations/sheetwright_${lang}.ts DESTINATION ${OUT_DIR})
    endif()
    set(extra)
    if(lang STREQUAL "en")
        # English is the source language: only plural forms need an entry.
        set(extra -pluralonly)
    endif()
    set(existing_dirs)
    foreach(d ${dirs})
        if(EXISTS ${d})
            list(APPEND existing_dirs ${d})
        endif()
    endforeach()
    execute_process(
        COMMAND ${LUPDATE} -silent -locations none -no-obsolete -extensions cpp,h
                -tr-function-alias tr+=SW_TR_LABEL,translate+=trLabel
                -source-language en -target-language ${lang} ${extra}
                ${existing_dirs} -I ${SOURCE_DIR}/ui -I ${SOURCE_DIR}/core -ts ${ts}
        RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed for ${lang} (${rc})")
    endif()
endforeach()
