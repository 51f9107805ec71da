// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Issue 27: what a text from outside may hold, and how a message shows one that holds more.
#include "model/build/partpricedates.h"
#include "model/cloud/cloudcatalogcsv.h"
#include "model/io/csv.h"
#include "model/io/safetext.h"
#include "model/performance/validation.h"

#include <QDate>
#include <QTest>

using namespace Qt::StringLiterals;

class TestSafeText final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void printableShowsCodesAndIsBounded()
    {
        const QString shown = SafeText::printable(u"a\x1b[2Jb\u202Ec\nd"_s);
        QCOMPARE(shown, u"a\\u001b[2Jb\\u202ec\\u000ad"_s);
        const QString longText = SafeText::printable(QString(1000, u'x'), 10);
        QCOMPARE(longText, QString(10, u'x') + QChar(0x2026));
    }

    void namesAndNotesAreCheckedApart()
    {
        QList<CsvRecord> records{{1, {u"name"_s, u"note"_s}},
                                 {2, {u"plain"_s, u"two\nlines\tand a tab"_s}},
                                 {3, {u"rev\u202Eersed"_s, u"ok"_s}},
                                 {4, {u"bell"_s, u"ring\x07"_s}}};
        QStringList errors;
        QVERIFY(!SafeText::checkRecords(records, &errors));
        QCOMPARE(errors.size(), 2);
        QVERIFY2(errors.at(0).startsWith(u"line 3, column name"_s), qPrintable(errors.at(0)));
        QVERIFY2(errors.at(1).startsWith(u"line 4, column note"_s), qPrintable(errors.at(1)));
        QVERIFY(!errors.join(u' ').contains(QChar(0x07)));
    }

    // The readers of part prices, cloud catalogs and measured figures refuse escape codes, and
    // dates that cannot be true; what the bundled data passes is not held to the clock.
    void theNewerReadersRefuseEscapeCodesAndImpossibleDates()
    {
        QList<PartPriceObservation> parts;
        QStringList errors;
        QVERIFY(!PartPriceCsv::parse(
            u"part,unit,observed_on,usd,source\nboard-desktop,each,2026-01,200,sh\x1b]0;x\x07op\n"_s, &parts, &errors));
        QVERIFY2(errors.join(u' ').contains(u"control characters"_s), qPrintable(errors.join(u' ')));
        errors.clear();
        QVERIFY(!PartPriceCsv::parse(u"part,unit,observed_on,usd,source\nboard-desktop,each,0001-01,200,shop\n"_s,
                                     &parts, &errors));
        const QString later = QDate::currentDate().addMonths(3).toString(u"yyyy-MM"_s);
        errors.clear();
        QVERIFY(!PartPriceCsv::parse(u"part,unit,observed_on,usd,source\nboard-desktop,each,%1,200,shop\n"_s.arg(later),
                                     &parts, &errors));
        QVERIFY2(
            PartPriceCsv::parseUpTo(u"part,unit,observed_on,usd,source\nboard-desktop,each,%1,200,shop\n"_s.arg(later),
                                    &parts, &errors, SafeText::latestClockFreeDate()),
            qPrintable(errors.join(u' ')));

        CloudCatalogCsv::ParseResult cloud;
        errors.clear();
        QVERIFY(!CloudCatalogCsv::parse(u"gpu,InstanceType,AcceleratorName,AcceleratorCount,Price,Region,provider,date,"
                                        u"source\nGeForce RTX 3090,x,RTX3090,1,0.2,US,Cl\x1b[1moud,2026-11-01,s\n"_s,
                                        {}, &cloud, &errors));
        QVERIFY2(errors.join(u' ').contains(u"control characters"_s), qPrintable(errors.join(u' ')));
        errors.clear();
        // A 9999 rate would have been the newest, so the cheapest "current" offer.
        QVERIFY(!CloudCatalogCsv::parse(u"gpu,InstanceType,AcceleratorName,AcceleratorCount,Price,Region,provider,date,"
                                        u"source\nGeForce RTX 3090,x,RTX3090,1,0.01,US,Cloud,9999-12-31,s\n"_s,
                                        {}, &cloud, &errors));
        QVERIFY2(errors.join(u' ').contains(u"a date from 1990-01-01"_s), qPrintable(errors.join(u' ')));

        QList<MeasuredPoint> points;
        errors.clear();
        QVERIFY(!parseMeasuredCsv(u"dataset,metric,gpu,value,unit,source,date\nmine,llm-generation,GeForce RTX 3090,"
                                  u"99,tokens/s,me,0001-01-01\n"_s,
                                  &points, &errors));
        QVERIFY2(errors.join(u' ').contains(u"column date: expected a date from 1990-01-01"_s),
                 qPrintable(errors.join(u' ')));
        errors.clear();
        QVERIFY(!parseMeasuredCsv(u"dataset,metric,gpu,value,unit,source,date\nmi\u202Ene,llm-generation,GeForce RTX "
                                  u"3090,99,tokens/s,me,2026-01-01\n"_s,
                                  &points, &errors));
    }
};

QTEST_GUILESS_MAIN(TestSafeText)
#include "tst_safetext.moc"
