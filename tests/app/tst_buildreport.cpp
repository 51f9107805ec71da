// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The PDF build report as laid out for the page, in the languages it is written in.
#include "model/build/buildplanner.h"
#include "report/buildreport.h"
#include "tests/common/seededdatabase.h"

#include <QAbstractTextDocumentLayout>
#include <QGuiApplication>
#include <QPdfWriter>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTranslator>

using namespace Qt::StringLiterals;

class TestBuildReport final : public QObject
{
    Q_OBJECT

private:
    SeededDatabase m_db;
    QTemporaryDir m_dir;

    /// Four RTX 4090s on a 15 A outlet: a critical note, warnings and advice.
    BuildPlan crowdedPlan()
    {
        BuildRequest request;
        request.gpus.append({u"GeForce RTX 4090"_s, 4});
        QString error;
        const std::optional<BuildPlan> plan = BuildPlanner(m_db.gpus()).plan(request, &error);
        if (!plan)
            qFatal("the build cannot be planned: %s", qPrintable(error));
        return *plan;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(m_db.isValid(), qPrintable(m_db.error()));
        QVERIFY(m_dir.isValid());
    }

    void severityWordsStayWhole_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("English") << QString();
        QTest::newRow("Russian") << u"ru"_s;
    }

    // Issue 11's walk-through: the Russian PDF broke "Предупреж/дение" in a column sized for
    // "Warning". Each severity word is one line, however long it is in the reader's language.
    void severityWordsStayWhole()
    {
        QFETCH(QString, language);
        QTranslator translator;
        if (!language.isEmpty()) {
            QVERIFY(translator.load(QStringLiteral(GPUADVISOR_QM_DIR "/gpu-advisor_%1.qm").arg(language)));
            QCoreApplication::installTranslator(&translator);
        }
        const BuildPlan plan = crowdedPlan();
        QPdfWriter pdf(m_dir.filePath(u"report.pdf"_s));
        const std::unique_ptr<QTextDocument> doc = BuildReport::document(plan, &pdf);
        const QStringList words{severityTitle(Severity::Critical), severityTitle(Severity::Warning),
                                severityTitle(Severity::Info)};
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(words.contains(u"Предупреждение"_s), language == u"ru");
        doc->documentLayout(); // lays the document out
        int seen = 0;
        for (QTextBlock block = doc->begin(); block.isValid(); block = block.next()) {
            if (!words.contains(block.text()))
                continue;
            ++seen;
            QVERIFY(block.layout());
            QVERIFY2(block.layout()->lineCount() == 1,
                     qPrintable(u"\"%1\" takes %2 lines"_s.arg(block.text()).arg(block.layout()->lineCount())));
        }
        QVERIFY2(seen >= 2, "the plan has notes of at least two severities");
    }
};

QTEST_MAIN(TestBuildReport)
#include "tst_buildreport.moc"
