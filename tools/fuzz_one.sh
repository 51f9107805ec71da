#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fuzzes one libFuzzer target for a while, starting from a copy of its corpus; fails when the
# target is missing or finds an input that crashes, leaks or times out (the input is kept and named).
# Usage: fuzz_one.sh BUILD_DIR FUZZER SECONDS     (scripts/test.sh runs it for every target)
set -eu
build=$(cd "$1" && pwd)
fuzzer=$2
seconds=$3
root=$(cd "$(dirname "$0")/.." && pwd)
binary=$build/tests/fuzz/$fuzzer
corpus=$root/tests/fuzz/corpus/${fuzzer#fuzz_}
if [ ! -x "$binary" ] || [ ! -d "$corpus" ]; then
    echo "error: no fuzz target $binary or no corpus $corpus" >&2
    exit 1
fi
work=$(mktemp -d)
cp "$corpus"/* "$work"/
echo "fuzzing $fuzzer for ${seconds}s"
status=0
(cd "$work" && "$binary" -max_total_time="$seconds" -print_final_stats=1 "$work" >"$work/fuzz.log" 2>&1) || status=$?
grep -E "^stat::(number_of_executed_units|average_exec_per_sec|new_units_added)" "$work/fuzz.log" | sed "s/^/$fuzzer: /"
if [ "$status" -ne 0 ] || ls "$work"/crash-* "$work"/leak-* "$work"/timeout-* "$work"/oom-* >/dev/null 2>&1; then
    grep -E "ERROR|SUMMARY|crash-|leak-|timeout-" "$work/fuzz.log" | head -20 >&2 || true
    echo "error: $fuzzer failed (exit $status); its log and input are in $work" >&2
    exit 1
fi
rm -rf "$work"
