-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- Software readiness (docs/software-readiness.md): the compute target of each GPU (sm_120,
-- gfx1100 ...) and, per target or per GPU, whether a stack runs on a system, since which version,
-- what it needs, with the source and the day it was checked. Bundled data only: the seed and data
-- updates replace it whole. GPUs are named, not referenced, so a GPU an update adds later finds
-- its rows.
CREATE TABLE software_targets (
    gpu TEXT PRIMARY KEY CHECK (length(trim(gpu)) > 0),
    target TEXT NOT NULL CHECK (length(trim(target)) > 0),
    source TEXT NOT NULL CHECK (length(trim(source)) > 0)
);

CREATE TABLE software_readiness (
    id INTEGER PRIMARY KEY,
    target TEXT NOT NULL CHECK (length(trim(target)) > 0),
    gpu TEXT NOT NULL DEFAULT '',
    stack TEXT NOT NULL CHECK (length(trim(stack)) > 0),
    os TEXT NOT NULL CHECK (os IN ('linux', 'windows', 'macos')),
    state TEXT NOT NULL CHECK (state IN ('supported', 'unofficial', 'unsupported')),
    since_version TEXT NOT NULL DEFAULT '',
    since_date TEXT NOT NULL DEFAULT '',
    min_driver TEXT NOT NULL DEFAULT '',
    min_toolkit TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    source TEXT NOT NULL CHECK (length(trim(source)) > 0),
    checked_on TEXT NOT NULL,
    UNIQUE (target, gpu, stack, os)
);
