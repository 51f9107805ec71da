#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages GPU Advisor needs to build, run and test, if any are missing.
# Sourced by run.sh and test.sh; uses sudo when not run as root.
set -eu

GPUADVISOR_PACKAGES="build-essential cmake ninja-build pkg-config clang-format clang-tidy \
qt6-base-dev qt6-base-dev-tools qt6-charts-dev libqt6sql6-sqlite qt6-svg-dev \
qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n libgl-dev \
desktop-file-utils appstream fonts-dejavu-core clang libclang-rt-14-dev lld cmark-gfm python3 \
libsodium-dev python3-cryptography qtkeychain-qt6-dev"

gpuadvisor_install_dependencies() {
    missing=""
    for package in $GPUADVISOR_PACKAGES; do
        if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
            missing="$missing $package"
        fi
    done
    [ -z "$missing" ] && return 0
    echo "Installing missing packages:$missing"
    if [ "$(id -u)" -eq 0 ]; then
        sudo_cmd=""
    elif command -v sudo >/dev/null 2>&1; then
        sudo_cmd="sudo"
    else
        echo "error: the packages$missing are missing and neither root nor sudo is available" >&2
        return 1
    fi
    $sudo_cmd apt-get update -qq
    # shellcheck disable=SC2086 # word splitting of the package list is intended
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq $missing
}

# Configures and builds into $1 (default: build/ beside the sources) with extra CMake arguments.
gpuadvisor_build() {
    source_dir=$(cd "$(dirname "$0")/.." && pwd)
    build_dir=${1:-$source_dir/build}
    shift || true
    cmake -S "$source_dir" -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo "$@"
    cmake --build "$build_dir" --parallel
}
