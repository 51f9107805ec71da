#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a number, an amount of money or a date is written for people anywhere but through
# Formatter (model/format/formatter.h), so "$1,599" reads the same in every view, export and
# command: no QLocale().toString(...), QLocale::system().toString(...), toCurrencyString(...) or
# default-constructed QLocale outside model/format/. Choosing a language with QLocale (the
# translators, QLocale::setDefault, which Formatter writes figures in) stays where it is: it writes
# no figure.
# Usage: check_formatting.sh [source-root]
root=${1:-.}
pattern='toCurrencyString[[:space:]]*\(|QLocale(::system)?\([^)]*\)\.to(String|Double|Int)[[:space:]]*\(|\bQLocale[[:space:]]+[A-Za-z_]+[[:space:]]*;'
status=0
hits=$(cd "$root" && grep -rnE "$pattern" model db ui app report net --include='*.h' --include='*.cpp' 2>/dev/null |
    grep -v '^model/format/' | grep -vE ':[0-9]+:[[:space:]]*//')
if [ -n "$hits" ]; then
    echo "figures written outside Formatter (use Formatter::number, money, day ... instead):"
    echo "$hits"
    status=1
fi
[ $status -eq 0 ] && echo "figures for people go through Formatter"
exit $status
