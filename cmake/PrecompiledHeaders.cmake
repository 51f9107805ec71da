# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled Qt headers, built once per build tree and reused by every target.
#
# Parsing Qt's headers is most of a source's compile time here: 2 of the 4 seconds gcc takes for
# a test at -O2, and about half of a library source's (CONTRIBUTING.md, "What the checks cost").
# One header set, QtCore's common classes and the standard library, compiled once by a small object
# library that defines no more than every target does (QtCore's and the project's macros): a
# compiler uses a precompiled header only where each macro it was built with, or tests, is defined
# the same way, and the widget, SQL and test macros a target adds on top are not among those.
# QtTest's headers stay out: they test QT_TESTCASE_BUILDDIR and QT_TESTCASE_SOURCEDIR, which
# differ from one test folder to the next, and gcc would refuse the header for every test.
#
# scripts/test.sh turns it on (-DGPUADVISOR_PRECOMPILE_HEADERS=ON); it is off by default, so that
# your own build/ stays as it was and goes on checking that each source includes what it uses (with
# the header, a missing include of a class in it would go unnoticed). clang-tidy does not read gcc's
# precompiled headers: tools/check_tidy.py drops them from the commands it runs.
option(GPUADVISOR_PRECOMPILE_HEADERS "Precompile Qt's headers once per build tree" OFF)

set(gpuadvisor_core_headers
    <QObject> <QString> <QStringList> <QList> <QHash> <QMap> <QSet> <QVariant> <QDate> <QDateTime>
    <QJsonArray> <QJsonDocument> <QJsonObject> <QRegularExpression> <QFile> <QDir> <QLocale>
    <QTextStream> <QCoreApplication>
    <algorithm> <cmath> <functional> <memory> <optional> <vector>)

# Gives every target of the project that builds with gpuadvisor_options the header set; call it
# last, once every target exists.
function(gpuadvisor_precompile_headers)
    if(NOT GPUADVISOR_PRECOMPILE_HEADERS)
        return()
    endif()
    # The holder: an object library of an empty source, with the flags every target shares.
    set(source ${CMAKE_CURRENT_BINARY_DIR}/gpuadvisor_pch.cpp)
    file(CONFIGURE OUTPUT ${source} CONTENT "// The precompiled headers' own translation unit.\n")
    add_library(gpuadvisor_pch OBJECT ${source})
    target_link_libraries(gpuadvisor_pch PRIVATE Qt6::Core gpuadvisor_options)
    set_target_properties(gpuadvisor_pch PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    target_precompile_headers(gpuadvisor_pch PRIVATE ${gpuadvisor_core_headers})

    set(directories ${PROJECT_SOURCE_DIR})
    while(directories)
        list(POP_FRONT directories directory)
        get_property(children DIRECTORY ${directory} PROPERTY SUBDIRECTORIES)
        list(APPEND directories ${children})
        get_property(targets DIRECTORY ${directory} PROPERTY BUILDSYSTEM_TARGETS)
        foreach(target IN LISTS targets)
            get_target_property(type ${target} TYPE)
            get_target_property(libraries ${target} LINK_LIBRARIES)
            if(type MATCHES "^(EXECUTABLE|STATIC_LIBRARY|OBJECT_LIBRARY)$" AND NOT target STREQUAL "gpuadvisor_pch"
               AND "gpuadvisor_options" IN_LIST libraries)
                target_precompile_headers(${target} REUSE_FROM gpuadvisor_pch)
            endif()
        endforeach()
    endwhile()
endfunction()
