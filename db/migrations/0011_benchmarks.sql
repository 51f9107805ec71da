-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Measured figures beside the model's estimates: one row per GPU, dataset and workload, with its
-- unit, source and date. Seeded from docs/benchmarks/measured.csv; users import their own.
CREATE TABLE benchmarks (
    id INTEGER PRIMARY KEY,
    gpu_id INTEGER NOT NULL REFERENCES gpus(id) ON DELETE CASCADE,
    dataset TEXT NOT NULL CHECK (length(trim(dataset)) > 0),
    workload TEXT NOT NULL,
    value REAL NOT NULL CHECK (value > 0),
    unit TEXT NOT NULL,
    source TEXT NOT NULL CHECK (length(trim(source)) > 0),
    measured_on TEXT NOT NULL,
    user_entered INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX benchmarks_by_gpu ON benchmarks(gpu_id, workload);
