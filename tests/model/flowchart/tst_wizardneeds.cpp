// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/wizardneeds.h"
#include "tests/common/seededdatabase.h"

#include <QTest>

using namespace Qt::StringLiterals;

/// What the wizard's answers carry on to the GPUs tab: the metric and the memory a card needs
/// (issue 11: after "trains transformers" the tab opened on 8-bit inference with no memory filter).
class TestWizardNeeds final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
    }
    void cleanupTestCase() { m_db.reset(); }

    void answersChooseMetricAndMemory_data()
    {
        QTest::addColumn<QList<Answer>>("answers");
        QTest::addColumn<int>("metric"); // -1: none
        QTest::addColumn<double>("minVramGb");
        const Answer Y = Answer::Yes;
        const Answer N = Answer::No;
        QTest::newRow("nothing answered") << QList<Answer>{} << -1 << 0.0;
        QTest::newRow("trains transformers") << QList<Answer>{N, Y, Y} << int(Metric::Fp16Training) << 24.0;
        QTest::newRow("trains other models") << QList<Answer>{N, Y, N} << int(Metric::Fp16Training) << 8.0;
        QTest::newRow("runs language models") << QList<Answer>{N, N, Y} << int(Metric::LlmGeneration) << 24.0;
        QTest::newRow("other inference") << QList<Answer>{N, N, N} << int(Metric::Int8Inference) << 8.0;
        QTest::newRow("transformers, then budget answers")
            << QList<Answer>{N, Y, Y, N, Y} << int(Metric::Fp16Training) << 24.0;
        QTest::newRow("an organisation") << QList<Answer>{Y, N} << -1 << 0.0;
    }
    void answersChooseMetricAndMemory()
    {
        QFETCH(QList<Answer>, answers);
        QFETCH(int, metric);
        QFETCH(double, minVramGb);
        FlowchartWalker walker(m_db->chart());
        for (Answer a : answers)
            QVERIFY(walker.answer(a));
        const WizardNeeds needs = wizardNeeds(walker);
        QCOMPARE(needs.metric.has_value(), metric >= 0);
        if (needs.metric)
            QCOMPARE(int(*needs.metric), metric);
        QCOMPARE(needs.minVramGb, minVramGb);
        QCOMPARE(needs.isEmpty(), metric < 0);
    }

private:
    std::unique_ptr<SeededDatabase> m_db;
};

QTEST_GUILESS_MAIN(TestWizardNeeds)
#include "tst_wizardneeds.moc"
