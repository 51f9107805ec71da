#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes one libFuzzer target for a while, starting from a copy of its corpus; fails when it finds
# an input that crashes, leaks or times out (the input is kept and named).
# Usage: fuzz_one.sh BUILD_DIR FUZZER SECONDS     (scripts/test.sh runs it for every target)
set -eu
build=$1
fuzzer=$2
seconds=$3
root=$(cd "$(dirname "$0")/.." && pwd)
corpus=$root/tests/fuzz/corpus/${fuzzer#fuzz_}
work=$(mktemp -d)
cp "$corpus"/* "$work"/
echo "fuzzing $fuzzer for ${seconds}s"
(cd "$work" && "$build/tests/fuzz/$fuzzer" -max_total_time="$seconds" -print_final_stats=1 "$work" 2>&1 |
    grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)|ERROR|crash-" |
    sed "s/^/$fuzzer: /") || true
if ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* >/dev/null 2>&1; then
    echo "error: $fuzzer found an input that fails; it is in $work" >&2
    exit 1
fi
rm -rf "$work"
