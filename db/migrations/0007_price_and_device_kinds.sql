-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- What each price observation is, and what kind of device a GPU row describes.
-- prices: the condition may be 'mixed' (marketplace listings whose source does not separate new
-- from used), and `kind` names the statistic (a monthly retail median, an average sold price, the
-- mean of the three cheapest asking prices...). The table is rebuilt because SQLite cannot change
-- a CHECK constraint in place; nothing references prices, so the copy keeps every row and id.
-- gpus: `device_kind` is 'card' (a PCIe card or a datacenter module with its own memory) or
-- 'unified' (a machine whose CPU and GPU share one memory: DGX Spark, Ryzen AI Max, Apple
-- M-series). `gpu_memory_gb` is the part of a unified memory the GPU can use, as documented in
-- `gpu_memory_source`; NULL means the whole of vram_gb.
CREATE TABLE prices_v6 (
    id INTEGER PRIMARY KEY,
    gpu_id INTEGER NOT NULL REFERENCES gpus(id) ON DELETE CASCADE,
    observed_on TEXT NOT NULL,
    monthly INTEGER NOT NULL DEFAULT 0,
    condition TEXT NOT NULL CHECK (condition IN ('new', 'used', 'mixed')),
    usd REAL NOT NULL CHECK (usd > 0),
    source TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    user_entered INTEGER NOT NULL DEFAULT 0,
    kind TEXT NOT NULL DEFAULT ''
);
INSERT INTO prices_v6 (id, gpu_id, observed_on, monthly, condition, usd, source, note, user_entered, kind)
SELECT id, gpu_id, observed_on, monthly, condition, usd, source, note, user_entered,
       CASE
           WHEN user_entered = 1 THEN ''
           WHEN source LIKE 'Amazon price history%' THEN 'retail_median'
           WHEN source LIKE 'eBay average sold price%' THEN 'sold_average'
           WHEN source LIKE 'Lowest retail price of the month%' THEN 'retail_lowest'
           ELSE ''
       END
FROM prices;
DROP TABLE prices;
ALTER TABLE prices_v6 RENAME TO prices;
CREATE INDEX prices_by_gpu ON prices(gpu_id, condition, observed_on);
-- The duplicate check of imports (GpuWriter::insertPrice); an earlier migration may have made it
-- on the old table, which the rebuild dropped.
CREATE INDEX IF NOT EXISTS prices_identity ON prices(gpu_id, observed_on, condition, usd, source);
ALTER TABLE gpus ADD COLUMN device_kind TEXT NOT NULL DEFAULT 'card' CHECK (device_kind IN ('card', 'unified'));
ALTER TABLE gpus ADD COLUMN gpu_memory_gb REAL CHECK (gpu_memory_gb IS NULL OR gpu_memory_gb > 0);
ALTER TABLE gpus ADD COLUMN gpu_memory_source TEXT NOT NULL DEFAULT '';
-- The rule behind a flowchart leaf's pick (JSON, see model/flowchart/livepicks.h): the live
-- edition evaluates it on the database. Existing charts get theirs from the bundled definition
-- when the app next starts.
ALTER TABLE flow_leaves ADD COLUMN rule TEXT NOT NULL DEFAULT '';
