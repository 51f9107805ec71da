// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

/// The mark in the `meta` table that says a database has taken in a bundled seed file, so that
/// an unchanged file is neither parsed nor written again at every start. A file's mark is its
/// SHA-256 digest, then the row counts that would drop if its rows were lost ("<digest> 42 7"),
/// then the schema version when a later migration may add a column the seeder fills from the
/// same file ("<digest> 42 7 v9"); the file is taken in again when any of them changes. Data
/// taken in once, whatever the file, is marked by the date it was seeded on.
class SeedMark final
{
public:
    /// The mark of a file's `bytes` under `key`. `counts` are SQL expressions of the rows the
    /// file gave, each a scalar subquery ("(SELECT COUNT(*) FROM llm_models WHERE user_added = 0)").
    enum class SchemaVersion { Left, Included };
    static SeedMark ofFile(const QString &key, const QByteArray &bytes, const QStringList &counts = {},
                           SchemaVersion version = SchemaVersion::Left);
    /// The mark of the bundled seed file at `resourcePath` (":/seed/llm_models.csv"), from the
    /// digest the build worked out (resources/seeddigests.h): the file is not read. A resource
    /// the build did not digest is read and hashed; one that cannot be read gives an error.
    static std::optional<SeedMark> ofResource(const QString &key, const QString &resourcePath, QString *error,
                                              const QStringList &counts = {},
                                              SchemaVersion version = SchemaVersion::Left);
    /// The mark under `key` of data taken in once: only whether it is there counts.
    static SeedMark once(const QString &key);

    /// True in `current` when the database holds this mark as it would write it now: the same
    /// digest and counts (a file's mark), or any date (a mark of data taken in once). One query.
    bool isCurrent(const QSqlDatabase &db, bool *current, QString *error) const;
    /// Writes the mark with the counts as they are now (today's date for a mark of data taken in
    /// once), replacing an older one; inside the caller's transaction when there is one. One
    /// statement.
    bool remember(const QSqlDatabase &db, QString *error) const;

    /// Parses a bundled file's `text` and writes its rows; false with `problems` when it cannot.
    using BundledRowsWriter = std::function<bool(const QString &text, QStringList *problems)>;
    /// A table of bundled rows beside the user's (`user_entered` = 0 or 1) taken from the seed
    /// file at `resourcePath` whenever that file differs from the one the database last took in
    /// under `key`: the bundled rows are deleted, the file's written by `write` and the mark
    /// remembered, in one transaction. An unchanged file is not read.
    static bool takeBundledTable(const QSqlDatabase &db, const QString &key, const QString &resourcePath,
                                 const QString &table, const BundledRowsWriter &write, QString *error);

private:
    SeedMark() = default;
    static SeedMark ofDigest(const QString &key, const QString &digest, const QStringList &counts,
                             SchemaVersion version);

    QString m_key;
    QString m_digest; ///< hexadecimal; empty for a mark of data taken in once
    /// The mark's value as SQL: the digest bound as the first value, the counts and the schema
    /// version joined to it with spaces.
    QString m_valueSql;
};
