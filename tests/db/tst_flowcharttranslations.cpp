// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The flowchart's texts in other languages: complete in the shipped edition, served in the
// language asked for with English where a text is missing, checked on import, and added to
// databases created before they existed.
#include "db/database.h"
#include "db/seeder.h"
#include "db/sqlflowchartrepository.h"
#include "tests/common/rawsqlite.h"
#include "tests/common/seededdatabase.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString ChartKey = u"dettmers-2023"_s;

QJsonObject bundledChart()
{
    QFile f(u":/seed/flowcharts/dettmers-2023.json"_s);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
}

QJsonObject russian()
{
    return bundledChart().value(u"translations"_s).toObject().value(u"ru"_s).toObject();
}

/// One translatable text of the shipped chart: where it is, the English and the Russian.
struct Text
{
    QString where;
    QString english;
    QString russian;
};

QList<Text> shippedTexts()
{
    const QJsonObject chart = bundledChart();
    const QJsonObject ru = russian();
    QList<Text> texts;
    for (const QString &field : {u"title"_s, u"caveat"_s})
        texts.append({field, chart.value(field).toString(), ru.value(field).toString()});
    auto collect = [&texts](const QString &kind, const QJsonArray &items, const QJsonObject &translated,
                            const QStringList &fields) {
        for (const QJsonValue v : items) {
            const QJsonObject item = v.toObject();
            const QString key = item.value(u"key"_s).toString();
            for (const QString &field : fields) {
                texts.append({u"%1 %2 %3"_s.arg(kind, key, field), item.value(field).toString(),
                              translated.value(key).toObject().value(field).toString()});
            }
        }
    };
    collect(u"question"_s, chart.value(u"questions"_s).toArray(), ru.value(u"questions"_s).toObject(),
            {u"text"_s, u"explanation"_s});
    collect(u"leaf"_s, chart.value(u"leaves"_s).toArray(), ru.value(u"leaves"_s).toObject(),
            {u"title"_s, u"text"_s, u"advice"_s});
    return texts;
}

QSet<QString> digitRuns(const QString &text)
{
    static const QRegularExpression digits(u"\\d+"_s);
    QSet<QString> runs;
    for (auto it = digits.globalMatch(text); it.hasNext();)
        runs.insert(it.next().captured());
    return runs;
}

int translationRows(const QJsonObject &chart)
{
    int rows = 0;
    for (const QJsonValue locale : chart.value(u"translations"_s).toObject()) {
        const QJsonObject o = locale.toObject();
        rows += int(o.contains(u"title"_s)) + int(o.contains(u"caveat"_s));
        for (const QString &kind : {u"questions"_s, u"leaves"_s}) {
            for (const QJsonValue item : o.value(kind).toObject())
                rows += int(item.toObject().size());
        }
    }
    return rows;
}

const FlowQuestion *questionByKey(const Flowchart &chart, const QString &key)
{
    for (const FlowQuestion &q : chart.questions) {
        if (q.key == key)
            return &q;
    }
    return nullptr;
}

const FlowLeaf *leafByKey(const Flowchart &chart, const QString &key)
{
    for (const FlowLeaf &l : chart.leaves) {
        if (l.key == key)
            return &l;
    }
    return nullptr;
}

/// Every translatable text of a loaded chart, by place, in the same shape as shippedTexts().
QHash<QString, QString> loadedTexts(const Flowchart &chart)
{
    QHash<QString, QString> texts{{u"title"_s, chart.title}, {u"caveat"_s, chart.caveat}};
    for (const FlowQuestion &q : chart.questions) {
        texts.insert(u"question %1 text"_s.arg(q.key), q.text);
        texts.insert(u"question %1 explanation"_s.arg(q.key), q.explanation);
    }
    for (const FlowLeaf &l : chart.leaves) {
        texts.insert(u"leaf %1 title"_s.arg(l.key), l.title);
        texts.insert(u"leaf %1 text"_s.arg(l.key), l.text);
        texts.insert(u"leaf %1 advice"_s.arg(l.key), l.advice);
    }
    return texts;
}

} // namespace

class TestFlowchartTranslations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void shippedEditionHasRussianForEveryText_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("russian");
        const QList<Text> texts = shippedTexts();
        QCOMPARE(texts.size(), 2 + 15 * 2 + 14 * 3);
        for (const Text &t : texts)
            QTest::newRow(qPrintable(t.where)) << t.english << t.russian;
    }

    void shippedEditionHasRussianForEveryText()
    {
        QFETCH(QString, english);
        QFETCH(QString, russian);
        QVERIFY(!english.isEmpty());
        QVERIFY2(!russian.trimmed().isEmpty(), "no Russian text");
        // A title that is only a GPU's name ("RTX 4090") reads the same in both languages.
        static const QRegularExpression cyrillic(u"\\p{Cyrillic}"_s);
        QVERIFY2(russian.contains(cyrillic) || russian == english, qPrintable(russian));
    }

    void russianKeepsTheNumbers_data() { shippedEditionHasRussianForEveryText_data(); }

    void russianKeepsTheNumbers()
    {
        // Every run of digits in the English (a memory size, a percentage, a GPU model number)
        // is in the Russian too. All shipped texts pass as they are; where the English writes a
        // number as a word ("ten times", "one in five") the Russian does as well, and the Russian
        // may hold digits of its own ("8 GPU" for "an 8-GPU server").
        QFETCH(QString, english);
        QFETCH(QString, russian);
        const QSet<QString> missing = digitRuns(english) - digitRuns(russian);
        QVERIFY2(missing.isEmpty(), qPrintable(u"missing %1 in: %2"_s.arg(missing.values().join(u", "_s), russian)));
    }

    void loadsTheLanguageAskedFor()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QString error;
        const auto en = db.flowcharts().flowchart(ChartKey, u"en"_s, &error);
        QVERIFY2(en, qPrintable(error));
        const auto ru = db.flowcharts().flowchart(ChartKey, u"ru"_s, &error);
        QVERIFY2(ru, qPrintable(error));

        const QHash<QString, QString> english = loadedTexts(*en);
        const QHash<QString, QString> russianTexts = loadedTexts(*ru);
        for (const Text &t : shippedTexts()) {
            QCOMPARE(english.value(t.where), t.english);
            QCOMPARE(russianTexts.value(t.where), t.russian);
        }
        // Only the texts differ: the tree, the cards and the citation are the same.
        QCOMPARE(ru->source, en->source);
        QCOMPARE(ru->rootNodeId, en->rootNodeId);
        QCOMPARE(ru->nodes.keys(), en->nodes.keys());
        QCOMPARE(ru->allPaths(), en->allPaths());
        for (const FlowLeaf &leaf : en->leaves)
            QCOMPARE(ru->leaves.value(leaf.id).gpus, leaf.gpus);

        // A language without texts of its own is English.
        const auto de = db.flowcharts().flowchart(ChartKey, u"de"_s, &error);
        QVERIFY2(de, qPrintable(error));
        QCOMPARE(loadedTexts(*de), english);
    }

    void defaultLanguageFollowsTheDefaultLocale()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QLocale::setDefault(QLocale(u"ru"_s));
        QCOMPARE(SqlFlowchartRepository::defaultLanguage(), u"ru"_s);
        QCOMPARE(db.flowcharts().flowchart(ChartKey)->title, russian().value(u"title"_s).toString());
        QLocale::setDefault(QLocale(u"en"_s));
        QCOMPARE(db.flowcharts().flowchart(ChartKey)->title, bundledChart().value(u"title"_s).toString());
        QLocale::setDefault(QLocale::c());
        QCOMPARE(db.flowcharts().flowchart(ChartKey)->title, bundledChart().value(u"title"_s).toString());
    }

    void aPartialTranslationFallsBackToEnglish()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QJsonObject chart = bundledChart();
        chart[u"key"_s] = u"partly-translated"_s;
        chart[u"translations"_s] = QJsonObject{
            {u"ru"_s,
             QJsonObject{{u"caveat"_s, u"Схема подходит примерно для 80% случаев."_s},
                         {u"questions"_s, QJsonObject{{u"train"_s, QJsonObject{{u"text"_s, u"Будете обучать?"_s}}}}},
                         {u"leaves"_s, QJsonObject{{u"rtx-4090"_s, QJsonObject{{u"advice"_s, u"До 450 Вт."_s}}}}}}}};
        QString error;
        QVERIFY2(Seeder(db.database().connection()).importFlowchart(QJsonDocument(chart).toJson(), u"test"_s, &error),
                 qPrintable(error));
        const auto ru = db.flowcharts().flowchart(u"partly-translated"_s, u"ru"_s, &error);
        QVERIFY2(ru, qPrintable(error));
        const QJsonObject english = bundledChart();
        QCOMPARE(ru->title, english.value(u"title"_s).toString());
        QCOMPARE(ru->caveat, u"Схема подходит примерно для 80% случаев."_s);
        const FlowQuestion *train = questionByKey(*ru, u"train"_s);
        QVERIFY(train);
        QCOMPARE(train->text, u"Будете обучать?"_s);
        QVERIFY(train->explanation.startsWith(u"Training asks much more"_s));
        const FlowQuestion *organisation = questionByKey(*ru, u"organisation"_s);
        QVERIFY(organisation);
        QVERIFY(organisation->text.startsWith(u"Are you buying"_s));
        const FlowLeaf *rtx4090 = leafByKey(*ru, u"rtx-4090"_s);
        QVERIFY(rtx4090);
        QCOMPARE(rtx4090->advice, u"До 450 Вт."_s);
        QCOMPARE(rtx4090->title, u"RTX 4090"_s);
        QVERIFY(rtx4090->text.startsWith(u"The RTX 4090 gives you"_s));
    }

    void badTranslationsAreRefusedWhole_data()
    {
        QTest::addColumn<QJsonObject>("translations");
        QTest::addColumn<QStringList>("fragments");
        auto ru = [](const QJsonObject &o) {
            return QJsonObject{{u"ru"_s, o}};
        };
        QTest::newRow("unknown question")
            << ru({{u"questions"_s, QJsonObject{{u"gaming"_s, QJsonObject{{u"text"_s, u"Игры?"_s}}}}}})
            << QStringList{u"\"ru\""_s, u"\"gaming\""_s};
        QTest::newRow("unknown leaf") << ru({{u"leaves"_s,
                                              QJsonObject{{u"rtx-5090"_s, QJsonObject{{u"title"_s, u"RTX 5090"_s}}}}}})
                                      << QStringList{u"\"ru\""_s, u"\"rtx-5090\""_s};
        QTest::newRow("a question key given as a leaf")
            << ru({{u"leaves"_s, QJsonObject{{u"train"_s, QJsonObject{{u"title"_s, u"Обучение"_s}}}}}})
            << QStringList{u"\"train\""_s};
        QTest::newRow("unknown question field")
            << ru({{u"questions"_s, QJsonObject{{u"train"_s, QJsonObject{{u"title"_s, u"Обучение"_s}}}}}})
            << QStringList{u"\"train\""_s, u"\"title\""_s};
        QTest::newRow("unknown leaf field")
            << ru({{u"leaves"_s, QJsonObject{{u"rtx-4090"_s, QJsonObject{{u"explanation"_s, u"Быстрая."_s}}}}}})
            << QStringList{u"\"rtx-4090\""_s, u"\"explanation\""_s};
        QTest::newRow("the citation is not translated")
            << ru({{u"source"_s, u"Тим Деттмерс"_s}}) << QStringList{u"\"ru\""_s, u"\"source\""_s};
        QTest::newRow("not a text") << ru({{u"title"_s, 42}}) << QStringList{u"\"ru\""_s, u"\"title\""_s};
        QTest::newRow("empty text") << ru({{u"questions"_s,
                                            QJsonObject{{u"train"_s, QJsonObject{{u"text"_s, u""_s}}}}}})
                                    << QStringList{u"\"train\""_s, u"\"text\""_s};
        QTest::newRow("not a language code")
            << QJsonObject{{u"Russian"_s, QJsonObject{{u"title"_s, u"Схема"_s}}}} << QStringList{u"\"Russian\""_s};
        QTest::newRow("language not an object") << QJsonObject{{u"ru"_s, u"Схема"_s}} << QStringList{u"\"ru\""_s};
    }

    void badTranslationsAreRefusedWhole()
    {
        QFETCH(QJsonObject, translations);
        QFETCH(QStringList, fragments);
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QSqlDatabase connection = db.database().connection();
        const QStringList tables = {u"flowcharts"_s, u"flow_questions"_s, u"flow_leaves"_s,
                                    u"flow_nodes"_s, u"flow_edges"_s,     u"flow_translations"_s};
        QList<int> before;
        for (const QString &t : tables)
            before.append(rawValue(connection, u"SELECT COUNT(*) FROM "_s + t));
        QJsonObject chart = bundledChart();
        chart[u"key"_s] = u"badly-translated"_s;
        chart[u"translations"_s] = translations;
        QString error;
        QVERIFY(!Seeder(connection).importFlowchart(QJsonDocument(chart).toJson(), u"bad.json"_s, &error));
        QVERIFY2(error.startsWith(u"bad.json"_s), qPrintable(error));
        for (const QString &fragment : std::as_const(fragments))
            QVERIFY2(error.contains(fragment), qPrintable(error));
        for (int i = 0; i < tables.size(); ++i)
            QCOMPARE(rawValue(connection, u"SELECT COUNT(*) FROM "_s + tables.at(i)), before.at(i));
    }

    void translationsAreNotAnObject()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        QJsonObject chart = bundledChart();
        chart[u"key"_s] = u"badly-translated"_s;
        chart[u"translations"_s] = QJsonArray{u"ru"_s};
        QString error;
        QVERIFY(
            !Seeder(db.database().connection()).importFlowchart(QJsonDocument(chart).toJson(), u"bad.json"_s, &error));
        QVERIFY2(error.contains(u"\"translations\""_s), qPrintable(error));
        QCOMPARE(rawValue(db.database().connection(), u"SELECT COUNT(*) FROM flowcharts"_s), 1);
    }

    void anOldDatabaseGetsTheTranslations()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"old.sqlite"_s);
        QString error;
        {
            Database db;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
            QVERIFY(Database::supportedSchemaVersion() >= 5);
        }
        // What an app of schema version 4 left behind: the chart without translations (and without
        // what later versions added), plus a price the user entered.
        QVERIFY(
            rawExec(path, {u"DROP TABLE flow_translations"_s,
                           u"ALTER TABLE gpus DROP COLUMN device_kind"_s,
                           u"ALTER TABLE gpus DROP COLUMN gpu_memory_gb"_s,
                           u"ALTER TABLE gpus DROP COLUMN gpu_memory_source"_s,
                           u"ALTER TABLE gpus DROP COLUMN boost_clock_mhz"_s,
                           u"ALTER TABLE gpus DROP COLUMN boost_clock_source"_s,
                           u"DELETE FROM meta WHERE key = 'boost_clocks_filled_on'"_s,
                           u"ALTER TABLE prices DROP COLUMN kind"_s,
                           u"ALTER TABLE flow_leaves DROP COLUMN rule"_s,
                           u"DROP TABLE cloud_rates"_s,
                           u"DROP TABLE cloud_aliases"_s,
                           u"DROP TABLE llm_models"_s,
                           u"DROP TABLE part_prices"_s,
                           u"DROP TABLE benchmarks"_s,
                           u"DELETE FROM meta WHERE key = 'benchmarks_bundle'"_s,
                           u"DROP TABLE software_targets"_s,
                           u"DROP TABLE software_readiness"_s,
                           u"DELETE FROM meta WHERE key IN ('software_targets_bundle', 'software_readiness_bundle')"_s,
                           u"DROP TABLE llm_speeds"_s,
                           u"DELETE FROM meta WHERE key = 'llm_speeds_bundle'"_s,
                           u"PRAGMA user_version = 4"_s,
                           u"INSERT INTO prices (gpu_id, observed_on, condition, usd, source, user_entered) "
                           "SELECT id, '2026-11-01', 'used', 1234, 'my own note', 1 FROM gpus "
                           "WHERE name = 'TITAN V'"_s}));
        const QStringList snapshot = {u"SELECT COUNT(*) FROM flowcharts"_s,
                                      u"SELECT id FROM flowcharts WHERE key = 'dettmers-2023'"_s,
                                      u"SELECT COUNT(*) FROM flow_questions"_s,
                                      u"SELECT COUNT(*) FROM flow_leaves"_s,
                                      u"SELECT COUNT(*) FROM flow_nodes"_s,
                                      u"SELECT COUNT(*) FROM flow_edges"_s,
                                      u"SELECT COUNT(*) FROM flow_leaf_gpus"_s,
                                      u"SELECT COUNT(*) FROM flow_question_gpus"_s,
                                      u"SELECT COUNT(*) FROM gpus"_s,
                                      u"SELECT COUNT(*) FROM prices"_s,
                                      u"SELECT COUNT(*) FROM prices WHERE user_entered = 1"_s};
        const QList<int> before = rawCounts(path, snapshot);
        QCOMPARE(before.size(), snapshot.size());
        QVERIFY(!before.contains(-1));
        const int rows = translationRows(bundledChart());
        QVERIFY(rows > 0);
        {
            Database db;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
            QCOMPARE(db.schemaVersion(), Database::supportedSchemaVersion());
            QCOMPARE(rawValue(db.connection(), u"SELECT COUNT(*) FROM flow_translations"_s), rows);
            const auto ru = SqlFlowchartRepository(db.connection()).flowchart(ChartKey, u"ru"_s, &error);
            QVERIFY2(ru, qPrintable(error));
            const QHash<QString, QString> texts = loadedTexts(*ru);
            for (const Text &t : shippedTexts())
                QCOMPARE(texts.value(t.where), t.russian);
        }
        // Nothing else changed, and opening the file again adds nothing.
        QCOMPARE(rawCounts(path, snapshot), before);
        Database db;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        QCOMPARE(rawValue(db.connection(), u"SELECT COUNT(*) FROM flow_translations"_s), rows);
    }

    void translationsAlreadyThereAreKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"db.sqlite"_s);
        QString error;
        {
            Database db;
            QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        }
        // A database whose Russian differs from the bundle's (an older wording, or the user's
        // own) keeps it; a text it lacks (one a later release added, say) is filled in.
        QVERIFY(rawExec(path, {u"UPDATE flow_translations SET text = 'Старый заголовок' "
                               "WHERE locale = 'ru' AND item_kind = 'flowchart' AND field = 'title'"_s,
                               u"DELETE FROM flow_translations WHERE locale = 'ru' AND item_kind = 'flowchart' "
                               "AND field = 'caveat'"_s}));
        Database db;
        QVERIFY2(Seeder::openSeeded(db, path, &error), qPrintable(error));
        const auto ru = SqlFlowchartRepository(db.connection()).flowchart(ChartKey, u"ru"_s, &error);
        QVERIFY2(ru, qPrintable(error));
        QCOMPARE(ru->title, u"Старый заголовок"_s);
        const QString bundledCaveat =
            bundledChart().value(u"translations"_s).toObject().value(u"ru"_s).toObject().value(u"caveat"_s).toString();
        QVERIFY(!bundledCaveat.isEmpty());
        QCOMPARE(ru->caveat, bundledCaveat);
    }
};

QTEST_GUILESS_MAIN(TestFlowchartTranslations)
#include "tst_flowcharttranslations.moc"
