#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, then checks everything, on two builds of the whole project:
#   1. gcc (build-check/): the test suite, the format and layer checks among its ctests;
#   2. clang (build-sanitize/), with AddressSanitizer + UndefinedBehaviorSanitizer and libFuzzer's
#      coverage in every library: the test suite again, the fuzz targets' corpora replayed, then a
#      short fuzzing run of each target;
#   3. clang-tidy (.clang-tidy) over every project source, from build 2's compile database.
# Your own build/ is left alone. CONTRIBUTING.md ("What the checks cost") says why it is arranged
# so. Each step's seconds are printed when it ends, and all of them in a table at the end.
# Set GPUADVISOR_FUZZ_SECONDS to fuzz longer (default 30 s per target). Arguments go to ctest.
set -eu
. "$(dirname "$0")/dependencies.sh"
source_dir=$(cd "$(dirname "$0")/.." && pwd)
export QT_QPA_PLATFORM=offscreen
# Read by the sanitized suite and the fuzzers; the gcc build has no sanitizer to read them.
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$source_dir/tools/lsan.supp
jobs=$(nproc)
check=$source_dir/build-check
sanitize=$source_dir/build-sanitize
ctest_args=$*

timings=""
started_all=$(date +%s)
report_timings() {
    status=$?
    if [ -n "$timings" ]; then
        echo
        echo "== seconds per step"
        printf '%s' "$timings"
        printf '%6d s  %s\n' "$(($(date +%s) - started_all))" "in all"
    fi
    exit "$status"
}
trap report_timings EXIT
# step NAME FUNCTION: runs one step, prints its seconds and keeps them for the table.
step() {
    echo "== $1"
    step_started=$(date +%s)
    "$2"
    step_seconds=$(($(date +%s) - step_started))
    timings="$timings$(printf '%6d s  %s' "$step_seconds" "$1")
"
    echo "== $1: $step_seconds s"
}

install_packages() { gpuadvisor_install_dependencies; }

# Unity builds for both: each library compiles as sources of eight in one translation unit
# (CMake's default batch), so Qt's headers beyond the precompiled ones and the templates they
# instantiate are compiled once per eight sources. The libraries took 280 CPU seconds with gcc
# instead of 746 (CONTRIBUTING.md, "What the checks cost"). A file-local name two sources of one
# library both define stops it, as it should: give each a name that says what it does.
unity="-DCMAKE_UNITY_BUILD=ON"

# LLVM's linker for both builds: it links a test program in a fifth of the CPU time of GNU ld
# (0.3 against 1.5 s with gcc, 1.0 against 3.1 s with the sanitizers), and there are 120 of them.
linker="-DCMAKE_EXE_LINKER_FLAGS=-fuse-ld=lld -DCMAKE_SHARED_LINKER_FLAGS=-fuse-ld=lld -DCMAKE_MODULE_LINKER_FLAGS=-fuse-ld=lld"

build_check() {
    # shellcheck disable=SC2086 # $unity $linker: four arguments
    # -O2 as in a release, without debug information: the suite reads none, and it is a sixth of
    # the compile time and most of the link time. The test programs' own code at -O1: it runs once.
    cmake -S "$source_dir" -B "$check" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
        -DGPUADVISOR_BUILD_TESTS=ON -DGPUADVISOR_PRECOMPILE_HEADERS=ON -DGPUADVISOR_TEST_COMPILE_OPTIONS=-O1 \
        $unity $linker >/dev/null
    cmake --build "$check" --parallel "$jobs"
}

# shellcheck disable=SC2086 # ctest_args: the script's arguments, a word each
run_suite() { (cd "$check" && ctest --output-on-failure --timeout 600 -j "$jobs" $ctest_args); }

build_sanitize() {
    # shellcheck disable=SC2086 # $unity $linker: four arguments
    # Debug keeps Q_ASSERT on; -O1, as the sanitizers' manuals advise, runs the suite in half the
    # time of -O0 with every report as exact; line tables are all a report needs.
    CC=clang CXX=clang++ cmake -S "$source_dir" -B "$sanitize" -G Ninja -DCMAKE_BUILD_TYPE=Debug \
        -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DGPUADVISOR_BUILD_TESTS=ON -DGPUADVISOR_FUZZ=ON \
        -DGPUADVISOR_PRECOMPILE_HEADERS=ON $unity $linker >/dev/null
    cmake --build "$sanitize" --parallel "$jobs"
}

# The source checks (format, layers, Formatter only, file sizes) ran in the first suite.
# shellcheck disable=SC2086
run_sanitized_suite() {
    (cd "$sanitize" && ctest --output-on-failure --timeout 900 -j "$jobs" -E "code_format|layer_boundaries|formatter_only|file_sizes" $ctest_args)
}

fuzz() {
    seconds=${GPUADVISOR_FUZZ_SECONDS:-30}
    fuzzers=$(sed -n 's/^gpuadvisor_add_fuzzer(\([a-z_]*\).*/\1/p' "$source_dir/tests/fuzz/CMakeLists.txt")
    # A target per core at a time, each for its full seconds.
    echo "$fuzzers" | xargs -P "$jobs" -I{} sh "$source_dir/tools/fuzz_one.sh" "$sanitize" {} "$seconds"
}

tidy() { python3 "$source_dir/tools/check_tidy.py" --jobs "$jobs" "$sanitize"; }

step "install packages" install_packages
step "build with gcc" build_check
step "test suite" run_suite
step "build with clang: sanitizers, fuzzing coverage" build_sanitize
step "test suite under ASan+UBSan, fuzz corpora replayed" run_sanitized_suite
step "fuzzing" fuzz
step "clang-tidy" tidy
echo "all tests passed: suite, sanitizers, fuzzing and clang-tidy"
