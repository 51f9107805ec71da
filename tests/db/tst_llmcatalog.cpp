// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The language-model catalog in SQLite: seeded from the bundle, the user's own models added,
// changed and removed, imports all or nothing, impossible architectures refused.
#include "db/seeder.h"
#include "db/sqlllmmodelrepository.h"
#include "tests/common/seededdatabase.h"

#include <QSqlQuery>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

LlmModel ownModel(const QString &name)
{
    LlmModel m;
    m.name = name;
    m.developer = u"Me"_s;
    m.totalParamsB = 7;
    m.activeParamsB = 7;
    m.layers = 32;
    m.hidden = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 8;
    m.headDim = 128;
    m.vocab = 32000;
    m.nativeContext = 8192;
    m.releasedPrecision = u"BF16"_s;
    m.source = u"my notes"_s;
    return m;
}

} // namespace

class TestLlmCatalog final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void seededWithTheBundledModels()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SqlLlmModelRepository repo(db.database().connection());
        QString error;
        const QList<LlmModel> models = repo.models(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(models.size() >= 40);
        const auto v3 = repo.modelByName(u"deepseek-v3"_s);
        QVERIFY(v3);
        QCOMPARE(v3->attention, AttentionKind::Mla);
        QCOMPARE(v3->kvLoraRank, 512);
        QCOMPARE(v3->experts, 256);
        QVERIFY(!v3->userAdded);
        QCOMPARE(v3->released, QDate(2024, 12, 1));
        QVERIFY(v3->source.contains(u"huggingface.co/deepseek-ai"_s));
    }

    void theUsersModelIsAddedChangedAndRemoved()
    {
        SeededDatabase db;
        SqlLlmModelRepository repo(db.database().connection());
        QString error;
        qint64 id = 0;
        QVERIFY2(repo.addModel(ownModel(u"My 7B"_s), &error, &id), qPrintable(error));
        QVERIFY(id > 0);
        auto stored = repo.modelByName(u"MY 7b"_s);
        QVERIFY(stored && stored->userAdded);
        QCOMPARE(stored->kvHeads, 8);
        // The same name again is refused, ignoring case.
        QVERIFY(!repo.addModel(ownModel(u"my 7B"_s), &error));
        QVERIFY(error.startsWith(u"name:"_s));
        stored->kvHeads = 4;
        QVERIFY2(repo.updateModel(*stored, &error), qPrintable(error));
        QCOMPARE(repo.modelByName(u"My 7B"_s)->kvHeads, 4);
        QVERIFY(repo.removeModel(id, &error));
        QVERIFY(!repo.modelByName(u"My 7B"_s));
        // Bundled rows are read-only.
        const LlmModel bundled = *repo.modelByName(u"Phi-4"_s);
        QVERIFY(!repo.removeModel(bundled.id, &error));
        QVERIFY(!repo.updateModel(bundled, &error));
    }

    void impossibleArchitecturesAreRefused()
    {
        SeededDatabase db;
        SqlLlmModelRepository repo(db.database().connection());
        LlmModel bad = ownModel(u"Bad"_s);
        bad.kvHeads = 64;
        QString error;
        QVERIFY(!repo.addModel(bad, &error));
        QVERIFY2(error.startsWith(u"kv_heads:"_s), qPrintable(error));
        QVERIFY(!repo.modelByName(u"Bad"_s));
    }

    void importIsAllOrNothing()
    {
        SeededDatabase db;
        SqlLlmModelRepository repo(db.database().connection());
        const qsizetype before = repo.models().size();
        LlmModel clash = ownModel(u"Llama 3 8B"_s);
        QString error;
        QVERIFY(!repo.importModels({ownModel(u"First"_s), clash}, &error));
        QVERIFY2(error.contains(u"Llama 3 8B"_s), qPrintable(error));
        QCOMPARE(repo.models().size(), before);
        QVERIFY(repo.importModels({ownModel(u"First"_s), ownModel(u"Second"_s)}, &error));
        QCOMPARE(repo.models().size(), before + 2);
    }

    void seedingAgainAddsMissingModelsOnly()
    {
        SeededDatabase db;
        QSqlQuery q(db.database().connection());
        QVERIFY(q.exec(u"DELETE FROM llm_models WHERE name = 'Phi-4'"_s));
        QVERIFY(q.exec(u"UPDATE llm_models SET source = 'kept' WHERE name = 'Gemma 3 27B'"_s));
        QString error;
        QVERIFY2(Seeder(db.database().connection()).ensureSeeded(&error), qPrintable(error));
        SqlLlmModelRepository repo(db.database().connection());
        QVERIFY(repo.modelByName(u"Phi-4"_s));
        QCOMPARE(repo.modelByName(u"Gemma 3 27B"_s)->source, u"kept"_s);
    }

    void anUnchangedCatalogIsNotWrittenAgain()
    {
        SeededDatabase db;
        QString error;
        QVERIFY2(Seeder(db.database().connection()).ensureSeeded(&error), qPrintable(error));
        QSqlQuery q(db.database().connection());
        QVERIFY(q.exec(u"SELECT total_changes()"_s) && q.next());
        const qint64 before = q.value(0).toLongLong();
        QVERIFY2(Seeder(db.database().connection()).ensureSeeded(&error), qPrintable(error));
        QVERIFY(q.exec(u"SELECT total_changes()"_s) && q.next());
        QCOMPARE(q.value(0).toLongLong(), before);
    }
};

QTEST_GUILESS_MAIN(TestLlmCatalog)
#include "tst_llmcatalog.moc"
