# Fails when a .ts file has an unfinished entry, or when lupdate would change a .ts file
# (a new tr() string not yet extracted, or one that was removed from the code).
#   cmake -DLUPDATE=… -DSOURCE_DIR=… -DWORK_DIR=… -P check_translations.cmake
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
set(failed FALSE)
foreach(lang en zh_TW zh_CN)
    set(ts ${SOURCE_DIR}/translations/sheetwright_${lang}.ts)
    if(NOT EXISTS ${ts})
        message(SEND_ERROR "missing ${ts}")
        set(failed TRUE)
        continue()
    endif()
    file(STRINGS ${ts} unfinished REGEX "type=\"(unfinished|vanished|obsolete)\"")
    list(LENGTH unfinished n)
    if(n GREATER 0)
        message(SEND_ERROR "${ts}: ${n} unfinished or obsolete entries")
        set(failed TRUE)
    endif()
endforeach()
execute_process(COMMAND ${CMAKE_COMMAND} -DLUPDATE=${LUPDATE} -DSOURCE_DIR=${SOURCE_DIR}
    -DOUT_DIR=${WORK_DIR} -P ${SOURCE_DIR}/translations/lupdate.cmake RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "lupdate failed")
endif()
foreach(lang en zh_TW zh_CN)
    execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files
        ${SOURCE_DIR}/translations/sheetwright_${lang}.ts ${WORK_DIR}/sheetwright_${lang}.ts
        RESULT_VARIABLE different)
    if(different)
        message(SEND_ERROR "translations/sheetwright_${lang}.ts is out of date with the sources: "
                           "run `cmake --build <build> --target update_translations` and translate")
        set(failed TRUE)
    endif()
endforeach()
if(failed)
    message(FATAL_ERROR "translation check failed")
endif()
message(STATUS "translations complete and up to date")
