#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what is missing, builds GPU Advisor and launches it. Arguments go to the app,
# e.g. ./scripts/run.sh recommend --answers no,yes,yes,yes
set -eu
. "$(dirname "$0")/dependencies.sh"
gpuadvisor_install_dependencies
source_dir=$(cd "$(dirname "$0")/.." && pwd)
gpuadvisor_build "$source_dir/build" >/dev/null
exec "$source_dir/build/app/gpu-advisor" "$@"
