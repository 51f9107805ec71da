-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The exact weight bytes of a model read from a GGUF file (models import --gguf): the file's
-- format, the bytes outside the layers and each layer's bytes with its routed experts', as
-- LlmFileWeights::toText() writes them ("format=Q4_K_M;outside=182272;layers=376064/0,...").
-- A plan in the file's own format places these bytes (docs/llm-planning.md §1.1); empty for
-- every other model.
ALTER TABLE llm_models ADD COLUMN file_weights TEXT NOT NULL DEFAULT '';
