// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The LLM page's item models: the model search and the table of configurations.
#include "model/llm/llmmodelsearch.h"
#include "model/llm/llmoptionsortmodel.h"
#include "model/llm/llmoptiontablemodel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

LlmModel model(const QString &name, const QString &developer, double total, double active, int experts)
{
    LlmModel m;
    m.name = name;
    m.developer = developer;
    m.totalParamsB = total;
    m.activeParamsB = active;
    m.layers = 48;
    m.hidden = 4096;
    m.attentionHeads = 32;
    m.kvHeads = 4;
    m.headDim = 128;
    m.experts = experts;
    m.activeExperts = experts > 0 ? 8 : 0;
    m.nativeContext = 32768;
    return m;
}

DeviceMemory device(const QString &name, double capacity, double weights, double kv)
{
    DeviceMemory d;
    d.deviceName = name;
    d.capacityGb = capacity;
    d.weightsGb = weights;
    d.kvCacheGb = kv;
    d.computeBufferGb = 0.5;
    d.overheadGb = 0.5;
    return d;
}

} // namespace

class TestLlmTables final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English)); }

    void search_data()
    {
        QTest::addColumn<QString>("query");
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("matches");
        QTest::newRow("empty query matches all") << QString() << u"Llama 3.1 70B"_s << true;
        QTest::newRow("case ignored") << u"LLAMA"_s << u"Llama 3.1 70B"_s << true;
        QTest::newRow("every word must appear") << u"llama 8b"_s << u"Llama 3.1 70B"_s << false;
        QTest::newRow("words in any order") << u"70b llama"_s << u"Llama 3.1 70B"_s << true;
        QTest::newRow("version with a dot") << u"3.1"_s << u"Llama 3.1 70B"_s << true;
        QTest::newRow("dash splits words") << u"qwen3 a3b"_s << u"Qwen3 30B-A3B"_s << true;
        QTest::newRow("typed without a space") << u"llama3"_s << u"Llama 3 8B"_s << true;
        QTest::newRow("developer") << u"mistral"_s << u"Mixtral 8x7B"_s << true;
        QTest::newRow("unrelated") << u"gemma"_s << u"Qwen3 30B-A3B"_s << false;
    }
    void search()
    {
        QFETCH(QString, query);
        QFETCH(QString, name);
        QFETCH(bool, matches);
        const QString developer = name.startsWith(u"Mixtral"_s) ? u"Mistral AI"_s : u"Some lab"_s;
        QCOMPARE(llmModelMatches(model(name, developer, 70, 70, 0), query), matches);
    }

    void listAndFilter()
    {
        LlmModelListModel list;
        QAbstractItemModelTester listTester(&list, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LlmModelFilterProxyModel filter;
        filter.setSourceModel(&list);
        QAbstractItemModelTester filterTester(&filter, QAbstractItemModelTester::FailureReportingMode::QtTest);
        LlmModel mine = model(u"My fine-tune"_s, u"Me"_s, 8, 8, 0);
        mine.userAdded = true;
        list.setModels({model(u"Llama 3.1 70B"_s, u"Meta"_s, 70.6, 70.6, 0),
                        model(u"Qwen3 30B-A3B"_s, u"Alibaba"_s, 30.5, 3.3, 128), mine});
        QCOMPARE(filter.rowCount(), 3);
        filter.setQuery(u"qwen 30"_s);
        QCOMPARE(filter.rowCount(), 1);
        QCOMPARE(filter.index(0, 0).data(LlmModelListModel::ModelIndexRole).toInt(), 1);
        QVERIFY(filter.index(0, 0).data(Qt::ToolTipRole).toString().contains(u"3.3 billion active"_s));
        filter.setQuery({});
        QCOMPARE(list.rowOf(u"llama 3.1 70b"_s), 0);
        QCOMPARE(list.rowOf(u"Llama 4"_s), -1);
        QCOMPARE(list.index(2).data().toString(), u"My fine-tune (yours)"_s);
        QVERIFY(list.index(0).data(Qt::ToolTipRole).toString().contains(u"dense"_s));
    }

    void tableOfOptions()
    {
        LlmOptionTableModel table;
        QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);

        LlmPlanOption twoCards;
        twoCards.estimate.devices = {device(u"GeForce RTX 3090"_s, 24, 19.8, 1.2),
                                     device(u"GeForce RTX 3090"_s, 24, 19.8, 1.2)};
        twoCards.estimate.fits = true;
        twoCards.estimate.kind = u"gpus"_s;
        twoCards.estimate.decodeTokensPerS = 16.5;
        twoCards.estimate.prefillTokensPerS = 420;
        twoCards.estimate.timeToFirstTokenS = 19.5;
        twoCards.priceUsd = 1650;
        twoCards.priceDate = u"2026-10"_s;
        twoCards.totalCostUsd = 4200;
        twoCards.usdPerMillionTokens = 18.25;

        LlmPlanOption tooSmall;
        tooSmall.estimate.devices = {device(u"GeForce RTX 4090"_s, 24, 39.6, 2.5)};
        tooSmall.estimate.fits = false;
        tooSmall.estimate.kind = u"gpus"_s;
        tooSmall.meetsTarget = false;
        tooSmall.whyNot = {u"The model does not fit in memory."_s};

        LlmPlanOption batch;
        batch.estimate.devices = {device(u"Mac"_s, 96, 40, 10)};
        batch.estimate.fits = true;
        batch.estimate.kind = u"unified"_s;
        batch.estimate.decodeTokensPerS = 8;
        batch.estimate.perUserDecodeTokensPerS = 5;
        batch.estimate.batchDecodeTokensPerS = 20;

        table.setOptions({twoCards, tooSmall, batch}, 5, u"$"_s);
        QCOMPARE(table.rowCount(), 3);
        QCOMPARE(table.columnCount(), int(LlmOptionTableModel::ColumnCount));
        const auto cell = [&table](int row, int column, int role = Qt::DisplayRole) {
            return table.index(row, column).data(role);
        };
        QCOMPARE(cell(0, LlmOptionTableModel::MemoryPerDevice).toString(), u"2 × 22.0 / 24 GB"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::Decode).toString(), u"16.5"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::Prefill).toString(), u"420"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::TimeToFirstToken).toString(), u"20 s"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::Price).toString(), u"$1,650"_s);
        // The price is one observation: its month and its condition.
        QCOMPARE(cell(0, LlmOptionTableModel::PriceDate).toString(), u"2026-10, new"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::UsdPerMillion).toString(), u"$18.25"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::Kind).toString(), u"GPUs"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::Fits).toString(), u"Fits"_s);
        QCOMPARE(cell(0, LlmOptionTableModel::Price, LlmOptionTableModel::ValueRole).toDouble(), 1650.0);
        QVERIFY(cell(0, 0, LlmOptionTableModel::MeetsTargetRole).toBool());

        QCOMPARE(cell(1, LlmOptionTableModel::Fits).toString(), u"Does not fit"_s);
        QCOMPARE(cell(1, LlmOptionTableModel::Price).toString(), u"no price"_s);
        QVERIFY(cell(1, LlmOptionTableModel::Notes).toString().contains(u"does not fit"_s));
        QVERIFY(!cell(1, LlmOptionTableModel::Price, LlmOptionTableModel::ValueRole).isValid());
        QVERIFY(!cell(1, 0, LlmOptionTableModel::MeetsTargetRole).toBool());

        // Several users: each one's share and the batch's sum.
        QCOMPARE(cell(2, LlmOptionTableModel::Decode).toString(), u"5.0 each (20.0 total)"_s);
        QCOMPARE(cell(2, LlmOptionTableModel::Decode, LlmOptionTableModel::ValueRole).toDouble(), 5.0);
        QCOMPARE(cell(2, LlmOptionTableModel::Kind).toString(), u"Unified memory"_s);
        QCOMPARE(table.headerData(LlmOptionTableModel::TotalCost, Qt::Horizontal).toString(), u"5-year cost"_s);
    }

    // Issue 25: sorted by any column (speed above all), configurations without a price are
    // listed apart below the priced ones, in either order.
    void unpricedOptionsAreListedApart()
    {
        const auto option = [](const QString &name, double decode, std::optional<double> price) {
            LlmPlanOption o;
            LlmDevice d;
            d.name = name;
            o.configuration.groups = {DeviceGroup{d, 1}};
            o.estimate.devices = {device(name, 128, 40, 2)};
            o.estimate.fits = true;
            o.estimate.kind = u"unified"_s;
            o.estimate.decodeTokensPerS = decode;
            o.estimate.perUserDecodeTokensPerS = decode;
            o.priceUsd = price;
            return o;
        };
        LlmOptionTableModel table;
        table.setOptions({option(u"Slow"_s, 5, 2000.0), option(u"Fastest, unpriced"_s, 50, std::nullopt),
                          option(u"Fast"_s, 20, 4000.0), option(u"Slowest, unpriced"_s, 1, std::nullopt)},
                         5, u"$"_s);
        LlmOptionSortModel sorted;
        QAbstractItemModelTester tester(&sorted, QAbstractItemModelTester::FailureReportingMode::QtTest);
        sorted.setSourceModel(&table);
        const auto order = [&sorted] {
            QStringList names;
            for (int row = 0; row < sorted.rowCount(); ++row)
                names.append(sorted.index(row, LlmOptionTableModel::Devices).data().toString());
            return names;
        };
        sorted.sort(LlmOptionTableModel::Decode, Qt::DescendingOrder);
        QCOMPARE(order(), (QStringList{u"Fast"_s, u"Slow"_s, u"Fastest, unpriced"_s, u"Slowest, unpriced"_s}));
        sorted.sort(LlmOptionTableModel::Decode, Qt::AscendingOrder);
        QCOMPARE(order(), (QStringList{u"Slow"_s, u"Fast"_s, u"Slowest, unpriced"_s, u"Fastest, unpriced"_s}));
        sorted.sort(LlmOptionTableModel::Price, Qt::DescendingOrder);
        QCOMPARE(order().mid(0, 2), (QStringList{u"Fast"_s, u"Slow"_s}));
    }
};

QTEST_GUILESS_MAIN(TestLlmTables)
#include "tst_llmtables.moc"
