#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a number, an amount of money or a date is written for people anywhere but through
# Formatter (model/format/formatter.h), so "$1,599" reads the same in every view, export and
# command: no QLocale().toString(...), QLocale::system().toString(...), toCurrencyString(...) or
# default-constructed QLocale outside model/format/. Choosing a language with QLocale (the
# translators, Formatter::setLocale) stays where it is: it writes no figure.
# The files listed in `pending` predate the check (issue 24); each leaves the list when its
# figures go through Formatter. Do not add to it.
# Usage: check_formatting.sh [source-root]
root=${1:-.}
pattern='toCurrencyString[[:space:]]*\(|QLocale(::system)?\([^)]*\)\.to(String|Double|Int)[[:space:]]*\(|\bQLocale[[:space:]]+[A-Za-z_]+[[:space:]]*;'
pending='model/llm/llmestimator.cpp
model/llm/llmplanner.cpp
ui/llm/llmmemorybar.cpp
ui/llm/llmpage.cpp'
status=0
hits=$(cd "$root" && grep -rnE "$pattern" model db ui app report net --include='*.h' --include='*.cpp' 2>/dev/null |
    grep -v '^model/format/' | grep -vE ':[0-9]+:[[:space:]]*//')
if [ -n "$hits" ]; then
    echo "$hits" | while IFS= read -r hit; do
        file=${hit%%:*}
        echo "$pending" | grep -qxF "$file" || echo "$hit"
    done >"${TMPDIR:-/tmp}/check_formatting.$$"
    if [ -s "${TMPDIR:-/tmp}/check_formatting.$$" ]; then
        echo "figures written outside Formatter (use Formatter::number, money, day ... instead):"
        cat "${TMPDIR:-/tmp}/check_formatting.$$"
        status=1
    fi
    rm -f "${TMPDIR:-/tmp}/check_formatting.$$"
fi
[ $status -eq 0 ] && echo "figures for people go through Formatter ($(echo "$pending" | wc -l) older files pending)"
exit $status
