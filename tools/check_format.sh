#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a C++ source differs from what clang-format (with the checked-in .clang-format) makes of it.
# Usage: check_format.sh [source-root] [clang-format binary]
root=${1:-.}
tool=${2:-clang-format}
if ! command -v "$tool" >/dev/null 2>&1; then
    echo "clang-format not found; install it (scripts/dependencies.sh does)" >&2
    exit 1
fi
cd "$root" || exit 1
files=$(find app model db ui tests bench -name '*.cpp' -o -name '*.h' 2>/dev/null | sort)
bad=""
for f in $files; do
    if ! "$tool" --style=file --dry-run --Werror "$f" >/dev/null 2>&1; then
        bad="$bad $f"
    fi
done
if [ -n "$bad" ]; then
    echo "not formatted (run: clang-format -i$bad)"
    exit 1
fi
echo "$(echo "$files" | wc -l) files formatted as .clang-format says"
