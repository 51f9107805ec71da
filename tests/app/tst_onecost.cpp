// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One break-even of a card against renting it (issue 25, point 4): `breakeven --gpu` and the
// GPU browser's break-even chart set it up the same way (cardBreakEvenInput: the card's price and
// the desktop around it, the window's electricity price and utilisation) and give the same days.
// Before, the command ignored the card's price and took the post's $0.12/kWh: 5.2 years for an
// RTX 5090 where the window said 10.6.
#include "model/browser/whatifsettings.h"
#include "tests/common/isolatedprocess.h"
#include "tests/common/processrun.h"
#include "tests/common/seededdatabase.h"
#include "ui/browser/gpubrowserwidget.h"
#include "ui/charts/breakevenchart.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

class TestOneCost final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
    }

    void breakEvenAgreesInTheWindowAndTheCommand_data()
    {
        QTest::addColumn<QString>("gpu");
        QTest::newRow("RTX 5090") << u"GeForce RTX 5090"_s;
        QTest::newRow("RTX 4090") << u"GeForce RTX 4090"_s;
    }

    void breakEvenAgreesInTheWindowAndTheCommand()
    {
        QFETCH(QString, gpu);
        const ProcessRun r = runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE),
                                        {u"breakeven"_s, u"--db"_s, m_db.path(), u"--gpu"_s, gpu, u"--json"_s},
                                        isolatedEnvironment(m_dir.path()));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
        const QJsonObject inputs = o.value(u"inputs"_s).toObject();

        WhatIfSettings settings;
        GpuBrowserWidget browser(m_db.gpus(), &settings);
        browser.resize(1400, 860);
        browser.show();
        browser.selectGpu(m_db.gpus().gpuByName(gpu)->id);
        auto *chart = browser.findChild<BreakEvenChart *>(u"breakEvenChart"_s);
        QVERIFY(chart);
        QWidget *page = chart;
        while (page && browser.viewTabWidget()->indexOf(page) < 0)
            page = page->parentWidget();
        browser.viewTabWidget()->setCurrentWidget(page);
        chart->flush();
        QVERIFY(chart->input() && chart->result());

        // The card's price is in the desktop's, as in the window.
        const QJsonObject card = o.value(u"card"_s).toObject();
        QVERIFY(card.value(u"price_usd"_s).toDouble() > 0);
        QCOMPARE(inputs.value(u"desktop_cost_usd"_s).toDouble(), chart->input()->desktopCostUsd);
        QCOMPARE(inputs.value(u"kwh_price_usd"_s).toDouble(), chart->input()->kwhPriceUsd);
        QCOMPARE(inputs.value(u"kwh_price_usd"_s).toDouble(), CostParameters().kwhPriceUsd);
        QCOMPARE(inputs.value(u"utilization"_s).toDouble(), chart->input()->utilization);
        QCOMPARE(inputs.value(u"gpu_watts"_s).toDouble(), chart->input()->gpuWatts);
        QCOMPARE(inputs.value(u"system_watts"_s).toDouble(), chart->input()->systemWatts);
        QCOMPARE(inputs.value(u"cloud_hourly_usd"_s).toDouble(), chart->input()->cloudHourlyUsd);
        QVERIFY(chart->result()->breakEvenDays.has_value() == !o.value(u"never"_s).toBool());
        if (chart->result()->breakEvenDays)
            QCOMPARE(o.value(u"breakeven_days"_s).toDouble(), *chart->result()->breakEvenDays);
    }

private:
    QTemporaryDir m_dir;
    SeededDatabase m_db;
};

QTEST_MAIN(TestOneCost)
#include "tst_onecost.moc"
