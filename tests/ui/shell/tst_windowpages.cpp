// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/sqlbuildrepository.h"
#include "model/browser/whatifsettings.h"
#include "tests/common/seededdatabase.h"
#include "ui/planner/plannerpage.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/windowpages.h"
#include "ui/wizard/wizardwidget.h"

#include <QComboBox>
#include <QTest>

using namespace Qt::StringLiterals;

/// How the window's pages pass on what the wizard learned.
class TestWindowPages final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
        m_builds = std::make_unique<SqlBuildRepository>(m_db->database().connection());
        m_window = std::make_unique<MainWindow>(m_db->chart(), m_db->gpus());
        addStandardPages(*m_window, m_db->gpus(), *m_builds, m_whatIf);
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    }
    void cleanup()
    {
        m_window.reset();
        m_builds.reset();
        m_db.reset();
    }

    void restoredResultOpensThePlannerOnItsGpu()
    {
        // Issue 11: after a restart the wizard's result came back (its answers replayed), but
        // the planner opened on its own default card, another GPU.
        WizardWidget *wizard = m_window->wizard();
        for (Answer a : {Answer::No, Answer::Yes, Answer::Yes, Answer::No, Answer::Yes})
            wizard->answer(a);
        QVERIFY(wizard->recommendation().isValid());
        const QString pick = wizard->recommendation().picks.first().gpu.name;
        QCOMPARE(pick, u"GeForce RTX 3090"_s);
        m_window->showPage(u"plannerPage"_s);
        auto *planner = qobject_cast<PlannerPage *>(m_window->page(u"plannerPage"_s));
        QVERIFY(planner);
        QTRY_VERIFY(planner->plan().has_value());
        QCOMPARE(planner->plan()->gpus.first().gpu.name, pick);
        QCOMPARE(planner->plan()->request.condition, PriceCondition::Used);
    }

private:
    std::unique_ptr<SeededDatabase> m_db;
    std::unique_ptr<SqlBuildRepository> m_builds;
    std::unique_ptr<MainWindow> m_window;
    WhatIfSettings m_whatIf;
};

QTEST_MAIN(TestWindowPages)
#include "tst_windowpages.moc"
