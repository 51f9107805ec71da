// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

/// What an update did to one kind of data (GPUs, prices, ...).
struct UpdateCounts
{
    QString kind; ///< a bundle kind: gpus, prices, flowchart, cloud_rates, ...
    int added = 0;
    int changed = 0;
    int unchanged = 0;
    int keptUserEdits = 0; ///< rows the bundle would change but the user edited: left as they are

    bool operator==(const UpdateCounts &) const = default;
};

/// What a data update changed, kind by kind, and the bundle it came from.
struct UpdateReport
{
    QDate bundleDate;
    QList<UpdateCounts> counts;

    UpdateCounts &countsFor(const QString &kind);
    UpdateCounts countsOf(const QString &kind) const;
    int totalAdded() const;
    int totalChanged() const;
    /// One line per kind, in the reader's language: "GPU specifications: 3 added, 1 changed, 60 unchanged".
    QStringList lines() const;
    /// The name of a kind in the reader's language.
    static QString kindTitle(const QString &kind);
};

/// How an update ended.
struct UpdateOutcome
{
    enum class Status { Updated, Cancelled, Failed };
    Status status = Status::Failed;
    QString error;       ///< why it failed, in the reader's language; the database is untouched
    UpdateReport report; ///< what changed, when Updated
};

/// A key a data bundle may be signed by (minisign's key id, in hexadecimal), as the window lists
/// it: shipped with GPU Advisor, or added by the user with `db update --trust-key FILE`.
struct SigningKey
{
    QString id;
    bool shipped = false;
};

/// Downloads a data bundle, checks it whole and applies it in one transaction. The window and
/// the command line see only this interface; net/ implements it, app/ wires it to the database.
/// One update at a time: start() while one runs is ignored.
class DataUpdater : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    virtual void start(const QUrl &manifestUrl) = 0;
    /// Stops a running update; finished() follows with Status::Cancelled. Nothing is written.
    virtual void cancel() = 0;
    virtual bool isRunning() const = 0;
    /// The keys a bundle must be signed by to be taken; none when this updater checks no signature.
    virtual QList<SigningKey> signingKeys() const { return {}; }

    /// The published bundle of the project: its manifest's address.
    static QUrl defaultUrl();
    /// The address a user typed, made into a manifest's address: a folder gets manifest.json.
    /// Invalid (with `error`) unless http, https or file.
    static QUrl manifestUrl(const QString &text, QString *error);

Q_SIGNALS:
    /// `done` of `total` bytes (total 0 while unknown); `what` says which step, in the reader's language.
    void progressed(qint64 done, qint64 total, const QString &what);
    void finished(const UpdateOutcome &outcome);
};
