// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/flowchart.h"

#include <QStringList>

#include <optional>

/// Loads editions of the recommendation flowchart. Implemented in db/.
class FlowchartRepository
{
public:
    virtual ~FlowchartRepository() = default;

    virtual QStringList flowchartKeys(QString *error = nullptr) const = 0;
    /// The named edition, validated; std::nullopt with `error` set when missing or malformed.
    virtual std::optional<Flowchart> flowchart(const QString &key, QString *error = nullptr) const = 0;
};
