#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a product source or header is longer than 600 lines (CONTRIBUTING.md, "Size"): a file
# that long holds more than one thing, and is split along what it does. Tests, benchmarks and
# generated files are not product files. A function's own limit (120 lines) is clang-tidy's
# readability-function-size.
# Usage: check_sizes.sh [source-root]
root=${1:-.}
limit=600
status=0
for layer in app model db ui net report; do
    [ -d "$root/$layer" ] || continue
    # shellcheck disable=SC2044 # the project's paths have no spaces
    for file in $(find "$root/$layer" \( -name '*.cpp' -o -name '*.h' \) -type f); do
        lines=$(wc -l <"$file")
        if [ "$lines" -gt "$limit" ]; then
            echo "${file#"$root"/}: $lines lines, over the limit of $limit; split it along what it does"
            status=1
        fi
    done
done
exit $status
