-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The duplicate checks of the cloud-rate, part-price and measured-figure imports, answered by an
-- index each: without them every imported row was compared with every row stored before it that
-- shares its GPU (or part) and date, so 20,000 such rows took 20-30 s (issue 27; prices have had
-- prices_identity since migration 0006). docs/robustness.md gives the figures.
CREATE INDEX IF NOT EXISTS cloud_rates_identity
    ON cloud_rates(gpu_id, provider, instance_type, region, observed_on, usd_per_hour, spot_usd_per_hour, source);
CREATE INDEX IF NOT EXISTS part_prices_identity ON part_prices(part, unit, observed_on, usd, source, user_entered);
CREATE INDEX IF NOT EXISTS benchmarks_identity
    ON benchmarks(gpu_id, dataset, workload, value, source, measured_on);
