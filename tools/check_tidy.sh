#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy (with the checked-in .clang-tidy) over every project source of a build and the
# project headers they include; fails on any finding. tools/check_tidy.py does the work, in
# batches of sources (it says how); this keeps the arguments developers know.
# Usage: check_tidy.sh [build-dir] [jobs] [file-regex]
#   build-dir   default build/ beside the sources; configured by CMake (it writes compile_commands.json)
#   jobs        clang-tidy processes at once, default: the number of cores
#   file-regex  only the sources whose path (from the repository root) matches, e.g. '^app/'
# Set CLANG_TIDY to use another clang-tidy binary.
root=$(cd "$(dirname "$0")/.." && pwd)
if ! command -v "${CLANG_TIDY:-clang-tidy}" >/dev/null 2>&1; then
    echo "clang-tidy not found; install it (scripts/dependencies.sh does)" >&2
    exit 1
fi
exec python3 "$root/tools/check_tidy.py" --jobs "${2:-$(nproc)}" --only "${3:-.}" "${1:-$root/build}"
