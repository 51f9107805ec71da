#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, then checks everything four ways:
#   1. the suite on a normal build (build/);
#   2. clang-tidy (.clang-tidy) over every project source of that build: any finding fails;
#   3. the suite again under AddressSanitizer + UndefinedBehaviorSanitizer (build-asan/);
#   4. the libFuzzer targets (clang, build-fuzz/): their corpora replayed, then a short fuzzing run.
# Set GPUADVISOR_FUZZ_SECONDS to fuzz longer (default 30 s per target).
set -eu
. "$(dirname "$0")/dependencies.sh"
gpuadvisor_install_dependencies
source_dir=$(cd "$(dirname "$0")/.." && pwd)
export QT_QPA_PLATFORM=offscreen

echo "== 1/4 the test suite"
gpuadvisor_build "$source_dir/build" -DGPUADVISOR_BUILD_TESTS=ON
(cd "$source_dir/build" && ctest --output-on-failure --timeout 600 "$@")

echo "== 2/4 clang-tidy"
sh "$source_dir/tools/check_tidy.sh" "$source_dir/build"

echo "== 3/4 the test suite under AddressSanitizer and UndefinedBehaviorSanitizer"
export ASAN_OPTIONS=detect_leaks=1:abort_on_error=1
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
export LSAN_OPTIONS=suppressions=$source_dir/tools/lsan.supp
cmake -S "$source_dir" -B "$source_dir/build-asan" -G Ninja -DCMAKE_BUILD_TYPE=Debug -DGPUADVISOR_SANITIZE=ON
cmake --build "$source_dir/build-asan" --parallel
# The source checks (format, layers) ran in step 1 already.
(cd "$source_dir/build-asan" && ctest --output-on-failure --timeout 900 -E "code_format|layer_boundaries" "$@")

echo "== 4/4 fuzzing"
CC=clang CXX=clang++ cmake -S "$source_dir" -B "$source_dir/build-fuzz" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DGPUADVISOR_FUZZ=ON -DGPUADVISOR_BUILD_TESTS=OFF
fuzzers=$(sed -n 's/^gpuadvisor_add_fuzzer(\([a-z_]*\).*/\1/p' "$source_dir/tests/fuzz/CMakeLists.txt")
# shellcheck disable=SC2086 # one target name per word
cmake --build "$source_dir/build-fuzz" --parallel --target $fuzzers
(cd "$source_dir/build-fuzz" && ctest --output-on-failure -L fuzz)
seconds=${GPUADVISOR_FUZZ_SECONDS:-30}
for fuzzer in $fuzzers; do
    corpus=$source_dir/tests/fuzz/corpus/${fuzzer#fuzz_}
    work=$(mktemp -d)
    cp "$corpus"/* "$work"/
    echo "fuzzing $fuzzer for ${seconds}s"
    (cd "$work" && "$source_dir/build-fuzz/tests/fuzz/$fuzzer" -max_total_time="$seconds" -print_final_stats=1 "$work" \
        2>&1 | grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)|ERROR|crash-") || true
    if ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* >/dev/null 2>&1; then
        echo "error: $fuzzer found an input that fails; it is in $work" >&2
        exit 1
    fi
    rm -rf "$work"
done
echo "all tests passed: suite, clang-tidy, sanitizers and fuzzing"
