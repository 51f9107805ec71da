#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs clang-tidy (with the checked-in .clang-tidy) over every project source in a build's
# compile_commands.json, and the project headers they include; fails on any finding.
# Usage: check_tidy.sh [build-dir] [jobs] [file-regex]
#   build-dir   default build/ beside the sources; configured by CMake (it writes compile_commands.json)
#   jobs        clang-tidy processes at once, default: the number of cores
#   file-regex  only the sources whose path (from the repository root) matches, e.g. '^app/'
# Set CLANG_TIDY to use another clang-tidy binary.
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$root/build}" && pwd) || exit 1
jobs=${2:-$(nproc)}
only=${3:-.}
tool=${CLANG_TIDY:-clang-tidy}
if ! command -v "$tool" >/dev/null 2>&1; then
    echo "clang-tidy not found; install it (scripts/dependencies.sh does)" >&2
    exit 1
fi
if [ ! -f "$build/compile_commands.json" ]; then
    echo "no $build/compile_commands.json: configure the build with CMake first" >&2
    exit 1
fi
# Project code only: the generated moc/uic sources and the build tree are not ours.
layers='(app|model|db|ui|report|net|bench|tests)'
files=$(sed -n 's/^ *"file": "\(.*\)",\{0,1\}$/\1/p' "$build/compile_commands.json" | sed "s|^$root/||" |
    grep -E "^$layers/" | grep -vE '_autogen/' | grep -E "$only" | sort -u)
if [ -z "$files" ]; then
    echo "no project sources in $build/compile_commands.json match '$only'" >&2
    exit 1
fi
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
start=$(date +%s)
# One log per source, so parallel runs do not interleave their lines.
echo "$files" | (cd "$root" && xargs -P "$jobs" -I{} sh -c '
    log="$1/$(echo "$2" | tr / _)"
    if ! "$3" -p "$4" --quiet --header-filter="^$5/$6/" "$2" >"$log.out" 2>"$log.err"; then
        echo "$2" >"$log.failed"
    fi' sh "$logs" {} "$tool" "$build" "$root" "$layers")
seconds=$(($(date +%s) - start))
count=$(echo "$files" | wc -l)
# A header's finding is reported by every source that includes it: list each once.
findings=$(cat "$logs"/*.out 2>/dev/null | grep -E '^[^ ].*:[0-9]+:[0-9]+: (warning|error): ' | sort -u)
if [ -n "$findings" ]; then
    # The finding lines with the code and the fix hint under each, once per finding.
    cat "$logs"/*.out | awk '
        /^[^ ].*:[0-9]+:[0-9]+: (warning|error): / { show = !seen[$0]++ }
        show { print }'
    echo
    echo "clang-tidy: $(echo "$findings" | wc -l) findings in $count sources (${seconds} s); fix them (see CONTRIBUTING.md)"
    exit 1
fi
failed=$(cat "$logs"/*.failed 2>/dev/null)
if [ -n "$failed" ]; then
    for f in $failed; do
        echo "clang-tidy could not check $f:"
        cat "$logs/$(echo "$f" | tr / _).err"
    done
    exit 1
fi
echo "clang-tidy: $count sources clean (${seconds} s)"
