-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Dated cloud rental offers of GPUs (SkyPilot catalog rows and per-GPU-hour rates from other
-- sources), and the names cloud catalogs give GPUs mapped to the database's names.
-- Rates per GPU-hour are the instance's price divided by its GPU count.
CREATE TABLE cloud_rates (
    id INTEGER PRIMARY KEY,
    gpu_id INTEGER NOT NULL REFERENCES gpus(id) ON DELETE CASCADE,
    provider TEXT NOT NULL CHECK (length(trim(provider)) > 0),
    instance_type TEXT NOT NULL DEFAULT '',
    accelerator_name TEXT NOT NULL DEFAULT '',
    accelerator_count REAL NOT NULL CHECK (accelerator_count > 0),
    vcpus REAL,
    memory_gib REAL,
    region TEXT NOT NULL DEFAULT '',
    usd_per_hour REAL CHECK (usd_per_hour IS NULL OR usd_per_hour > 0),
    spot_usd_per_hour REAL CHECK (spot_usd_per_hour IS NULL OR spot_usd_per_hour > 0),
    observed_on TEXT NOT NULL,
    monthly INTEGER NOT NULL DEFAULT 0,
    source TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    user_entered INTEGER NOT NULL DEFAULT 0,
    CHECK (usd_per_hour IS NOT NULL OR spot_usd_per_hour IS NOT NULL)
);

CREATE INDEX cloud_rates_by_gpu ON cloud_rates(gpu_id, observed_on);

CREATE TABLE cloud_aliases (
    id INTEGER PRIMARY KEY,
    provider TEXT NOT NULL DEFAULT '',
    accelerator_name TEXT NOT NULL COLLATE NOCASE,
    instance_contains TEXT NOT NULL DEFAULT '',
    gpu_name TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    UNIQUE (provider, accelerator_name, instance_contains)
);
