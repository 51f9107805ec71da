#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a program of the command line loads Qt Widgets, Qt Charts or Qt Print Support
# (which brings Widgets): the command line and its fuzzer write the PDF report with QtGui alone.
# Usage: check_links.sh PROGRAM...
status=0
for program in "$@"; do
    [ -f "$program" ] || continue
    hits=$(ldd "$program" | grep -E 'libQt6(Widgets|Charts|PrintSupport|OpenGLWidgets)\.')
    if [ -n "$hits" ]; then
        echo "link violation: $program loads widgets, charts or print support:"
        echo "$hits"
        status=1
    else
        echo "$(basename "$program"): $(ldd "$program" | grep -oE 'libQt6[A-Za-z]+' | sort -u | tr '\n' ' ')"
    fi
done
exit $status
