-- SPDX-FileCopyrightText: 2026 GPU Advisor contributors
-- SPDX-License-Identifier: GPL-3.0-or-later
-- The flowchart's texts in other languages than English, one row per text: the chart's own title
-- and caveat (item_key ''), a question's text and explanation, a leaf's title, text and advice.
-- A text missing here is shown in English. Existing charts get theirs from the bundled seed data
-- when the app next starts.
CREATE TABLE flow_translations (
    flowchart_id INTEGER NOT NULL REFERENCES flowcharts(id) ON DELETE CASCADE,
    locale TEXT NOT NULL,
    item_kind TEXT NOT NULL CHECK (item_kind IN ('flowchart', 'question', 'leaf')),
    item_key TEXT NOT NULL,
    field TEXT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (flowchart_id, locale, item_kind, item_key, field)
);
