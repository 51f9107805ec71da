# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Options every layer shares: language level, warnings, and Qt defines that keep the code honest.
add_library(gpuadvisor_options INTERFACE)
target_compile_features(gpuadvisor_options INTERFACE cxx_std_20)
target_compile_options(gpuadvisor_options INTERFACE
    $<$<CXX_COMPILER_ID:GNU,Clang>:-Wall -Wextra -Wpedantic -Wshadow -Wnon-virtual-dtor>)
target_compile_definitions(gpuadvisor_options INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_CAST_FROM_BYTEARRAY
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_FOREACH
    QT_NO_KEYWORDS
    QT_USE_QSTRINGBUILDER
    QT_DISABLE_DEPRECATED_BEFORE=0x060400)
# Every include names its layer ("model/flowchart.h"), so a crossing shows in review.
target_include_directories(gpuadvisor_options INTERFACE ${PROJECT_SOURCE_DIR})

# AddressSanitizer + UndefinedBehaviorSanitizer for the whole build (scripts/test.sh runs the
# suite this way too). Qt itself is not instrumented; tools/sanitizers.supp lists what it leaks.
option(GPUADVISOR_SANITIZE "Build with AddressSanitizer and UndefinedBehaviorSanitizer" OFF)
if(GPUADVISOR_SANITIZE)
    set(sanitize_flags -fsanitize=address,undefined -fno-sanitize=vptr -fno-sanitize-recover=all
                       -fno-omit-frame-pointer)
    target_compile_options(gpuadvisor_options INTERFACE ${sanitize_flags})
    target_link_options(gpuadvisor_options INTERFACE ${sanitize_flags})
endif()

# libFuzzer targets (clang only): every library gets coverage instrumentation, the fuzzers in
# tests/fuzz link the libFuzzer driver.
option(GPUADVISOR_FUZZ "Build the libFuzzer targets (needs clang)" OFF)
if(GPUADVISOR_FUZZ)
    if(NOT CMAKE_CXX_COMPILER_ID STREQUAL "Clang")
        message(FATAL_ERROR "GPUADVISOR_FUZZ needs clang: configure with -DCMAKE_CXX_COMPILER=clang++")
    endif()
    target_compile_options(gpuadvisor_options INTERFACE -fsanitize=fuzzer-no-link,address,undefined
                                                        -fno-sanitize=vptr -fno-sanitize-recover=all
                                                        -fno-omit-frame-pointer)
    target_link_options(gpuadvisor_options INTERFACE -fsanitize=address,undefined)
endif()
