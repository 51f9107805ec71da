// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

/// One file a data bundle's manifest lists: its name (a plain file name, never a path), what it
/// holds, its exact size and its SHA-256.
struct BundleFile
{
    QString name;
    QString kind; ///< one of DataBundle::kinds()
    qint64 size = 0;
    QByteArray sha256; ///< 32 raw bytes
};

/// The manifest of a data bundle (manifest.json): the format's version, the date the data was
/// put together, and every file with its size and hash. Files are fetched from beside the
/// manifest and checked against it before anything is written.
struct BundleManifest
{
    int formatVersion = 0;
    QDate date;
    QString generator; ///< what wrote it (tools/make_bundle.py)
    QList<BundleFile> files;

    qint64 totalSize() const;
};

/// A bundle whose every file arrived whole and matched its manifest: file name to bytes.
struct BundleContents
{
    BundleManifest manifest;
    QHash<QString, QByteArray> files;

    /// The bytes of every file of a kind, in manifest order.
    QList<QPair<QString, QByteArray>> filesOfKind(const QString &kind) const;
};

/// The data bundle format: what a manifest may say and the limits a download keeps to. The
/// checks here see only bytes; a file's contents are checked when it is read (db/bundleimporter).
namespace DataBundle {

/// The manifest format this build reads; a bundle with a higher number is refused.
inline constexpr int FormatVersion = 1;
inline constexpr qint64 MaxManifestBytes = 256 * 1024;
inline constexpr qint64 MaxFileBytes = 32 * 1024 * 1024;
inline constexpr qint64 MaxTotalBytes = 128 * 1024 * 1024;
inline constexpr int MaxFiles = 200;

QString manifestName();
/// The kinds of data a bundle may carry, every kind the seed holds: gpus, prices, flowchart,
/// cloud_rates, cloud_aliases, part_prices, software_targets, software_readiness, llm_models (the
/// language-model catalog) and measured (measured figures). One table in databundle.cpp.
QStringList kinds();
/// The name of a kind in the reader's language ("GPU specifications"); the kind itself when unknown.
QString kindTitle(const QString &kind);
/// A name a manifest may give a file: letters, digits, '.', '_' and '-', starting with a letter
/// or digit, at most 100 characters; no folders, no "..".
bool isSafeFileName(const QString &name);

/// Reads and checks a manifest. False, with a message naming the member and what is wrong, for
/// anything but a well-formed manifest of a format this build reads.
bool parseManifest(const QByteArray &json, BundleManifest *manifest, QString *error);
/// The manifest as JSON (what tools/make_bundle.py writes; used by tests).
QByteArray writeManifest(const BundleManifest &manifest);
/// Checks that the bytes are the file the manifest describes (size, then SHA-256).
bool verifyFile(const BundleFile &file, const QByteArray &bytes, QString *error);

} // namespace DataBundle
