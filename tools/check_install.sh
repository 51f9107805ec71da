#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a temporary prefix and checks what a desktop needs: the executable,
# a valid launcher, valid AppStream metadata and the icon in every size.
# Usage: check_install.sh BUILD_DIR
set -eu
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
cmake --install "$build" --prefix "$prefix" >/dev/null
status=0
check() { # $1 = file that must exist
    if [ -e "$prefix/$1" ]; then echo "ok      $1"; else echo "MISSING $1"; status=1; fi
}
check bin/gpu-advisor
check share/applications/io.github.gpuadvisor.GpuAdvisor.desktop
check share/metainfo/io.github.gpuadvisor.GpuAdvisor.metainfo.xml
check share/icons/hicolor/scalable/apps/gpu-advisor.svg
for size in 16 24 32 48 64 128 256 512; do
    check share/icons/hicolor/${size}x${size}/apps/gpu-advisor.png
done
desktop-file-validate "$prefix/share/applications/io.github.gpuadvisor.GpuAdvisor.desktop" || status=1
appstreamcli validate --no-net "$prefix/share/metainfo/io.github.gpuadvisor.GpuAdvisor.metainfo.xml" || status=1
"$prefix/bin/gpu-advisor" --version || status=1
[ $status -eq 0 ] && echo "the installed tree is complete and valid"
exit $status
