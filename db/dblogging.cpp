// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/dblogging.h"

Q_LOGGING_CATEGORY(lcDb, "gpuadvisor.db", QtWarningMsg)
