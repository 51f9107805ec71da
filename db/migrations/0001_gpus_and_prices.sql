-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- GPU specifications with their provenance, and dated price observations.
-- Statements end with a semicolon at the end of a line; the migration runner splits on that.
CREATE TABLE gpus (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
    vendor TEXT NOT NULL,
    architecture TEXT NOT NULL,
    release_year INTEGER NOT NULL,
    vram_gb REAL NOT NULL CHECK (vram_gb > 0),
    memory_type TEXT NOT NULL DEFAULT '',
    mem_bandwidth_gbs REAL NOT NULL CHECK (mem_bandwidth_gbs > 0),
    l2_cache_mb REAL,
    fp32_tflops REAL NOT NULL CHECK (fp32_tflops > 0),
    fp16_tensor_tflops REAL,
    bf16 INTEGER NOT NULL DEFAULT 0,
    fp8 INTEGER NOT NULL DEFAULT 0,
    int8_tops REAL,
    tensor_core_gen INTEGER NOT NULL DEFAULT 0,
    tdp_w INTEGER NOT NULL CHECK (tdp_w > 0),
    slot_width REAL,
    pcie_gen INTEGER NOT NULL,
    nvlink INTEGER NOT NULL DEFAULT 0,
    launch_msrp_usd REAL,
    form_factor TEXT NOT NULL CHECK (form_factor IN ('consumer', 'workstation', 'datacenter')),
    board_type TEXT NOT NULL DEFAULT '',
    msrp_type TEXT NOT NULL DEFAULT '',
    confidence TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL,
    secondary_sources TEXT NOT NULL DEFAULT '',
    fields_cross_checked TEXT NOT NULL DEFAULT '',
    fields_in_disagreement TEXT NOT NULL DEFAULT '',
    spec_recorded_on TEXT NOT NULL DEFAULT '',
    user_edited INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE prices (
    id INTEGER PRIMARY KEY,
    gpu_id INTEGER NOT NULL REFERENCES gpus(id) ON DELETE CASCADE,
    observed_on TEXT NOT NULL,
    monthly INTEGER NOT NULL DEFAULT 0,
    condition TEXT NOT NULL CHECK (condition IN ('new', 'used')),
    usd REAL NOT NULL CHECK (usd > 0),
    source TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    user_entered INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX prices_by_gpu ON prices(gpu_id, condition, observed_on);

CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
