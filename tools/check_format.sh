#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a C++ source differs from what clang-format (with the checked-in .clang-format) makes of it.
# One clang-format process reads every file (one per file took minutes on a busy machine).
# Usage: check_format.sh [source-root] [clang-format binary]
root=${1:-.}
tool=${2:-clang-format}
if ! command -v "$tool" >/dev/null 2>&1; then
    echo "clang-format not found; install it (scripts/dependencies.sh does)" >&2
    exit 1
fi
cd "$root" || exit 1
files=$(find app model db ui report net tests bench -name '*.cpp' -o -name '*.h' 2>/dev/null | sort)
# shellcheck disable=SC2086 # one path per word: the project's paths have no spaces
report=$("$tool" --style=file --dry-run --Werror $files 2>&1)
status=$?
bad=$(printf '%s\n' "$report" | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: error: code should be clang-formatted.*/\1/p' | sort -u | tr '\n' ' ')
if [ -n "$bad" ]; then
    echo "not formatted (run: clang-format -i $bad)"
    exit 1
fi
if [ "$status" -ne 0 ]; then
    echo "clang-format failed:"
    printf '%s\n' "$report"
    exit 1
fi
echo "$(echo "$files" | wc -l) files formatted as .clang-format says"
