-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- GPU Advisor's mark in the file header (the bytes "GPUA"), so that another program's SQLite
-- database is never mistaken for one of ours (Database::applicationId(), docs/robustness.md).
PRAGMA application_id = 1196447041;
-- The duplicate check of every imported price (GpuWriter::insertPrice) looks a price up by all
-- of these columns; with only prices_by_gpu it scanned every price of the GPU, condition and
-- date, which made a large import quadratic.
CREATE INDEX IF NOT EXISTS prices_identity ON prices(gpu_id, observed_on, condition, usd, source);
