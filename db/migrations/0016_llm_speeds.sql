-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Measured language-model speeds beside the planner's estimates (docs/llm-planning.md §7): one row
-- per device set-up, model, format, runtime, context and phase, with its source and date; the
-- columns of docs/benchmarks/llm-speeds.csv (docs/benchmark-sources.md §8). Seeded from that file;
-- users import their own (`db import-llm-speeds`). Devices are named as the file names them (the
-- GPU table's name or llm-hardware.csv's), so a GPU an update adds later finds its rows.
CREATE TABLE llm_speeds (
    id INTEGER PRIMARY KEY,
    hardware TEXT NOT NULL CHECK (length(trim(hardware)) > 0),
    device_count INTEGER NOT NULL DEFAULT 1 CHECK (device_count >= 1),
    backend TEXT NOT NULL CHECK (length(trim(backend)) > 0),
    model TEXT NOT NULL CHECK (length(trim(model)) > 0),
    quant TEXT NOT NULL CHECK (length(trim(quant)) > 0),
    context INTEGER NOT NULL DEFAULT 0,
    depth INTEGER NOT NULL DEFAULT 0,
    users INTEGER NOT NULL DEFAULT 1,
    metric TEXT NOT NULL CHECK (metric IN ('decode_tps', 'prefill_tps')),
    value REAL NOT NULL CHECK (value > 0),
    ubatch INTEGER NOT NULL DEFAULT 0,
    split TEXT NOT NULL DEFAULT '',
    offload TEXT NOT NULL DEFAULT '',
    offload_share REAL NOT NULL DEFAULT 0,
    ram_channels INTEGER NOT NULL DEFAULT 0,
    ram_mts INTEGER NOT NULL DEFAULT 0,
    source TEXT NOT NULL CHECK (length(trim(source)) > 0),
    measured_on TEXT NOT NULL DEFAULT '',
    user_entered INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX llm_speeds_by_hardware ON llm_speeds(hardware, model);
