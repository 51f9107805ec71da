-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The recommendation flowchart as data: questions, leaves, the tree's nodes and its yes/no edges.
-- A question may stand at several nodes; leaves name GPUs by id.
CREATE TABLE flowcharts (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    edition_date TEXT NOT NULL,
    source TEXT NOT NULL,
    caveat TEXT NOT NULL DEFAULT '',
    root_node_id INTEGER
);

CREATE TABLE flow_questions (
    id INTEGER PRIMARY KEY,
    flowchart_id INTEGER NOT NULL REFERENCES flowcharts(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    text TEXT NOT NULL,
    explanation TEXT NOT NULL DEFAULT '',
    UNIQUE (flowchart_id, key)
);

CREATE TABLE flow_question_gpus (
    question_id INTEGER NOT NULL REFERENCES flow_questions(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    gpu_id INTEGER NOT NULL REFERENCES gpus(id),
    used INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (question_id, position)
);

CREATE TABLE flow_leaves (
    id INTEGER PRIMARY KEY,
    flowchart_id INTEGER NOT NULL REFERENCES flowcharts(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('gpu', 'cloud', 'no-option', 'read-post')),
    title TEXT NOT NULL,
    text TEXT NOT NULL,
    advice TEXT NOT NULL DEFAULT '',
    UNIQUE (flowchart_id, key)
);

CREATE TABLE flow_leaf_gpus (
    leaf_id INTEGER NOT NULL REFERENCES flow_leaves(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    gpu_id INTEGER NOT NULL REFERENCES gpus(id),
    used INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (leaf_id, position)
);

CREATE TABLE flow_nodes (
    id INTEGER PRIMARY KEY,
    flowchart_id INTEGER NOT NULL REFERENCES flowcharts(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    question_id INTEGER REFERENCES flow_questions(id),
    leaf_id INTEGER REFERENCES flow_leaves(id),
    UNIQUE (flowchart_id, key),
    CHECK ((question_id IS NULL) <> (leaf_id IS NULL))
);

CREATE TABLE flow_edges (
    from_node_id INTEGER NOT NULL REFERENCES flow_nodes(id) ON DELETE CASCADE,
    answer TEXT NOT NULL CHECK (answer IN ('yes', 'no')),
    to_node_id INTEGER NOT NULL REFERENCES flow_nodes(id) ON DELETE CASCADE,
    PRIMARY KEY (from_node_id, answer)
);
