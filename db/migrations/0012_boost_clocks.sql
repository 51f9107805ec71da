-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The rated boost clock of each GPU (the clock its spec rates are given at) and where it comes
-- from: the performance model's latency-bound work runs at the clock a card sustains
-- (docs/model.md §1.5). Existing rows get theirs from the bundled seed data when the app next
-- starts; NULL means the sources publish none.
ALTER TABLE gpus ADD COLUMN boost_clock_mhz REAL CHECK (boost_clock_mhz IS NULL OR boost_clock_mhz > 0);
ALTER TABLE gpus ADD COLUMN boost_clock_source TEXT NOT NULL DEFAULT '';
