// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/common/seededdatabase.h"

#include "db/seeder.h"

#include <QFile>

using namespace Qt::StringLiterals;

namespace {

/// The bundled data, seeded once per test process. Seeding parses and writes every bundled table:
/// 1.6 s under the sanitizers, and a GUI test seeds a database for each of its test functions
/// (58 in tst_ui_windowpages). Each SeededDatabase copies this file instead, then opens the copy
/// through Seeder::openSeeded as the application does, which finds its seed mark current.
struct SeedTemplate
{
    QTemporaryDir dir;
    QString path;
    QString error;
    bool valid = false;
};

const SeedTemplate &seedTemplate()
{
    static const auto made = [] {
        auto seeded = std::make_unique<SeedTemplate>();
        if (!seeded->dir.isValid()) {
            seeded->error = u"cannot create a temporary folder: %1"_s.arg(seeded->dir.errorString());
            return seeded;
        }
        seeded->path = seeded->dir.filePath(u"template.sqlite"_s);
        Database db;
        seeded->valid = Seeder::openSeeded(db, seeded->path, &seeded->error);
        // Closing the last connection folds the write-ahead log into the file, so one file is the
        // whole database.
        db.close();
        return seeded;
    }();
    return *made;
}

} // namespace

SeededDatabase::SeededDatabase()
{
    const SeedTemplate &seeded = seedTemplate();
    if (!seeded.valid) {
        m_error = seeded.error;
    } else if (!m_dir.isValid()) {
        m_error = u"cannot create a temporary folder: %1"_s.arg(m_dir.errorString());
    } else if (!QFile::copy(seeded.path, path())) {
        m_error = u"cannot copy the seeded database to %1"_s.arg(path());
    } else {
        m_valid = Seeder::openSeeded(m_db, path(), &m_error);
    }
    m_gpus = std::make_unique<SqlGpuRepository>(m_db.connection());
    m_charts = std::make_unique<SqlFlowchartRepository>(m_db.connection());
}

QString SeededDatabase::path() const
{
    return m_dir.filePath(u"test.sqlite"_s);
}

Flowchart SeededDatabase::chart()
{
    return m_charts->flowchart(u"dettmers-2023"_s).value_or(Flowchart());
}
