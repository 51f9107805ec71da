-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Builds the user named and saved in the build planner. The request is stored as the JSON object
-- model/buildexport.cpp writes (GPUs and counts, condition, power limit, circuit, cost settings,
-- workload and the wizard's answers); the plan is computed again when a build is reopened.
CREATE TABLE saved_builds (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(trim(name)) > 0),
    request_json TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
