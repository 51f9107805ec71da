-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Launch months, so "as of" views list only the GPUs that were on sale by then.
-- Existing rows get theirs from the bundled seed data when the app next starts.
ALTER TABLE gpus ADD COLUMN release_month TEXT NOT NULL DEFAULT '';
ALTER TABLE gpus ADD COLUMN release_source TEXT NOT NULL DEFAULT '';
