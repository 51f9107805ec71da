-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The catalog of open-weight language models the LLM planner sizes hardware for: one row per
-- model with the architecture figures its published config gives, where they were read and when.
-- Bundled rows come from resources/seed/llm_models.csv (added when missing, never overwritten);
-- user_added marks the user's own rows. Columns are named as in the CSV.
CREATE TABLE IF NOT EXISTS llm_models (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    developer TEXT NOT NULL DEFAULT '',
    total_params_b REAL NOT NULL CHECK (total_params_b > 0),
    active_params_b REAL NOT NULL CHECK (active_params_b > 0 AND active_params_b <= total_params_b),
    layers INTEGER NOT NULL CHECK (layers > 0),
    hidden_size INTEGER NOT NULL CHECK (hidden_size > 0),
    attention_heads INTEGER NOT NULL CHECK (attention_heads > 0),
    kv_heads INTEGER NOT NULL CHECK (kv_heads > 0 AND kv_heads <= attention_heads),
    head_dim INTEGER NOT NULL CHECK (head_dim > 0),
    attention TEXT NOT NULL CHECK (attention IN ('gqa', 'mla', 'sliding')),
    kv_lora_rank INTEGER NOT NULL DEFAULT 0,
    rope_head_dim INTEGER NOT NULL DEFAULT 0,
    sliding_window INTEGER NOT NULL DEFAULT 0,
    local_layers INTEGER NOT NULL DEFAULT 0,
    global_layers INTEGER NOT NULL DEFAULT 0,
    experts INTEGER NOT NULL DEFAULT 0,
    active_experts INTEGER NOT NULL DEFAULT 0,
    shared_experts INTEGER NOT NULL DEFAULT 0,
    vocab_size INTEGER NOT NULL DEFAULT 0,
    native_context INTEGER NOT NULL CHECK (native_context > 0),
    released_precision TEXT NOT NULL DEFAULT '',
    released TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL DEFAULT '',
    recorded_on TEXT NOT NULL DEFAULT '',
    user_added INTEGER NOT NULL DEFAULT 0
);
