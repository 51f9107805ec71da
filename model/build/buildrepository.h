// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildrequest.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

/// A build the user named and saved: the request (not the computed plan, which follows the
/// prices and rules of the day it is reopened) with its name and timestamps.
struct SavedBuild
{
    qint64 id = 0; ///< 0 until stored
    QString name;
    BuildRequest request;
    QDateTime createdAt; ///< UTC
    QDateTime updatedAt; ///< UTC
};

/// Storage of saved builds. Implemented in db/; the UI and the command line see only this.
class BuildRepository
{
public:
    virtual ~BuildRepository() = default;

    /// Every saved build, by name.
    virtual QList<SavedBuild> builds(QString *error = nullptr) const = 0;
    virtual std::optional<SavedBuild> build(qint64 id, QString *error = nullptr) const = 0;
    /// Names are unique, ignoring case.
    virtual std::optional<SavedBuild> buildByName(const QString &name, QString *error = nullptr) const = 0;
    /// Stores `build` in one transaction: a new name inserts it, a name already saved replaces
    /// that build's request (keeping its creation time). Sets the id and timestamps.
    virtual bool save(SavedBuild *build, QString *error) = 0;
    /// Deletes the build; false with `error` set when there is no such build or the write fails.
    virtual bool remove(qint64 id, QString *error) = 0;
};
