# Builds the .deb with CPack into a scratch folder and checks its dependencies.
#   cmake -DBUILD_DIR=… -DWORK_DIR=… -P check_deb.cmake
file(REMOVE_RECURSE ${WORK_DIR})
file(MAKE_DIRECTORY ${WORK_DIR})
execute_process(COMMAND cpack -G DEB -B ${WORK_DIR} --config ${BUILD_DIR}/CPackConfig.cmake
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cpack failed:\n${out}")
endif()
file(GLOB debs ${WORK_DIR}/*.deb)
list(LENGTH debs n)
if(NOT n EQUAL 1)
    message(FATAL_ERROR "expected one .deb, found ${n}")
endif()
execute_process(COMMAND dpkg-deb -f ${debs} Depends OUTPUT_VARIABLE depends RESULT_VARIABLE rc)
execute_process(COMMAND dpkg-deb -c ${debs} OUTPUT_VARIABLE contents)
foreach(dep libqt6core6 libqt6widgets6 libqt6sql6-sqlite libqt6svg6 qt6-qpa-plugins fonts-noto-cjk)
    if(NOT depends MATCHES "${dep}")
        message(SEND_ERROR "the .deb does not depend on ${dep}: ${depends}")
    endif()
endforeach()
foreach(path usr/bin/sheetwright usr/bin/sheetwright-cli usr/share/applications/io.github.sheetwright.Sheetwright.desktop
        usr/share/metainfo/io.github.sheetwright.Sheetwright.metainfo.xml
        usr/share/icons/hicolor/scalable/apps/io.github.sheetwright.Sheetwright.svg)
    if(NOT contents MATCHES "${path}")
        message(SEND_ERROR "the .deb lacks ${path}")
    endif()
endforeach()
message(STATUS "deb ok: ${depends}")
