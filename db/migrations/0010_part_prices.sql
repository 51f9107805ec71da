-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Dated prices of the build planner's other parts (memory per GB, storage per TB, CPUs, boards,
-- coolers, cases and PSUs by class), each with what the figure is and its source. The planner
-- takes the newest observation of a class at the plan's price date; docs/part-prices.md lists
-- the classes and sources.
CREATE TABLE part_prices (
    id INTEGER PRIMARY KEY,
    part TEXT NOT NULL CHECK (length(trim(part)) > 0),
    unit TEXT NOT NULL CHECK (unit IN ('each', 'per_gb', 'per_tb')),
    observed_on TEXT NOT NULL,
    monthly INTEGER NOT NULL DEFAULT 0,
    usd REAL NOT NULL CHECK (usd > 0),
    statistic TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL,
    note TEXT NOT NULL DEFAULT '',
    user_entered INTEGER NOT NULL DEFAULT 0
);

CREATE INDEX part_prices_by_part ON part_prices(part, observed_on);
