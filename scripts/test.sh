#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds GPU Advisor with its tests and runs every test.
set -eu
. "$(dirname "$0")/dependencies.sh"
gpuadvisor_install_dependencies
source_dir=$(cd "$(dirname "$0")/.." && pwd)
gpuadvisor_build "$source_dir/build" -DGPUADVISOR_BUILD_TESTS=ON
cd "$source_dir/build"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --timeout 600 "$@"
