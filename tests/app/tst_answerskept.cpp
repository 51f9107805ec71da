// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Answers are never rewritten (issue 25): the window's wizard walked by clicks, then prices
// imported through File > Import data and the edition switched. An answer belongs to the question
// it answered (its cards and price): when new data changes that question, the walk stops there,
// says what changed and asks again, and nothing the user did not answer is recorded or saved.
#include "app/gui/datafileflow.h"
#include "app/gui/guisession.h"
#include "app/settingsstore.h"
#include "model/browser/whatifsettings.h"
#include "model/format/formatter.h"
#include "tests/common/seededdatabase.h"
#include "tests/ui/wizard/wizarddriver.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/windowpages.h"
#include "ui/wizard/wizardwidget.h"

#include <QAction>
#include <QComboBox>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

class ScriptedImport final : public DataFileDialogs
{
public:
    QString open;
    QString error;

    QString openFileName(QWidget *, const QString &, const QString &) override { return open; }
    QString saveFileName(QWidget *, const QString &, const QString &, const QString &) override { return {}; }
    bool catalogDetails(QWidget *, const QString &, bool, bool, CloudCatalogDefaults *) override { return false; }
    void showError(QWidget *, const QString &, const QString &text, const QString &) override { error = text; }
    void showInformation(QWidget *, const QString &, const QString &) override {}
};

/// Every recorded answer as it was given: same question, answer, cards and price.
bool sameAnswers(const QList<GivenAnswer> &now, const QList<GivenAnswer> &given)
{
    if (now.size() > given.size())
        return false;
    for (qsizetype i = 0; i < now.size(); ++i) {
        if (!given.at(i).answers(now.at(i)) || given.at(i).answer != now.at(i).answer)
            return false;
    }
    return true;
}

} // namespace

class TestAnswersKept final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QVERIFY2(m_db.isValid(), qPrintable(m_db.error())); }

    void importingAPriceNeverChangesARecordedAnswer()
    {
        SettingsStore store(m_dir.filePath(u"settings.ini"_s));
        WhatIfSettings whatIf;
        MainWindow window(m_db.chart(), m_db.gpus());
        GuiSession session(store, window, whatIf);
        session.restore();
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WizardWidget *wizard = window.wizard();
        QCOMPARE(wizard->edition(), Edition::Live);
        WizardDriver driver(wizard);
        // Not an organisation, trains, transformers: no to today's top card.
        QVERIFY(driver.answerAll({Answer::No, Answer::Yes, Answer::Yes}));
        const FlowQuestion *top = wizard->walker().currentQuestion();
        QVERIFY(top && top->isBudgetQuestion());
        // Its key, not the pointer: a reload replaces the walk and the chart the pointer is into.
        const QString topKey = top->key;
        QVERIFY(driver.answer(Answer::No));
        const QList<GivenAnswer> given = wizard->session().givenAnswers();
        QCOMPARE(given.size(), 4);
        QVERIFY(given.last().priceUsd);
        const double askedAt = *given.last().priceUsd;

        // A shop's price for that card today, far below the one the question showed.
        const std::optional<Gpu> card = m_db.gpus().gpu(given.last().offered.first().gpuId);
        QVERIFY(card);
        const double cheaper = std::floor(askedAt / 3);
        QFile file(m_dir.filePath(u"prices.csv"_s));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(u"gpu,date,condition,usd,source\n%1,%2,new,%3,a shop window\n"_s
                       .arg(card->name, QDate::currentDate().toString(Qt::ISODate))
                       .arg(cheaper)
                       .toUtf8());
        file.close();
        ScriptedImport dialogs;
        dialogs.open = file.fileName();
        DataFileFlow flow(m_db.database().connection(), dialogs, &window);
        QObject::connect(&flow, &DataFileFlow::dataChanged, &window, [&window] { reloadStandardPages(window); });
        flow.importAction()->trigger();
        QVERIFY2(dialogs.error.isEmpty(), qPrintable(dialogs.error));

        // The walk stops at the question whose price changed, says so and asks it again.
        QCOMPARE(wizard->walker().steps().size(), 3);
        QVERIFY(sameAnswers(wizard->session().givenAnswers(), given));
        QVERIFY(!wizard->walker().isFinished());
        QCOMPARE(wizard->walker().currentQuestion()->key, topKey);
        const QString notice = driver.text(u"changeNoticeLabel"_s);
        QVERIFY(driver.isShown(u"changeNoticeLabel"_s));
        QVERIFY2(notice.contains(u"question 4"_s), qPrintable(notice));
        QVERIFY2(notice.contains(Formatter::money(cheaper)), qPrintable(notice));
        QVERIFY2(notice.contains(Formatter::money(askedAt)), qPrintable(notice));
        // What is saved is what the user answered, nothing more.
        session.save();
        QCOMPARE(store.lastAnswers(), (QList<Answer>{Answer::No, Answer::Yes, Answer::Yes}));
        QCOMPARE(store.lastGivenAnswers().size(), 3);

        // Answered again, the notice goes.
        QVERIFY(driver.answer(Answer::Yes));
        QVERIFY(!driver.isShown(u"changeNoticeLabel"_s));
        QCOMPARE(wizard->session().givenAnswers().last().priceUsd, std::optional<double>(cheaper));
    }

    void switchingTheEditionNeverChangesARecordedAnswer()
    {
        SeededDatabase db;
        QVERIFY2(db.isValid(), qPrintable(db.error()));
        SettingsStore store(m_dir.filePath(u"edition.ini"_s));
        WhatIfSettings whatIf;
        MainWindow window(db.chart(), db.gpus());
        GuiSession session(store, window, whatIf);
        session.restore();
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        WizardWidget *wizard = window.wizard();
        WizardDriver driver(wizard);
        QVERIFY(driver.answerAll({Answer::No, Answer::Yes, Answer::Yes, Answer::No}));
        const QList<GivenAnswer> live = wizard->session().givenAnswers();
        QCOMPARE(live.size(), 4);

        // The post's edition asks about its own card at question 4: the walk stops there.
        auto *editions = driver.find<QComboBox>(u"editionComboBox"_s);
        QVERIFY(editions);
        editions->setCurrentIndex(1);
        Q_EMIT editions->activated(1);
        QCOMPARE(wizard->edition(), Edition::Post2023);
        QCOMPARE(wizard->walker().steps().size(), 3);
        QVERIFY(sameAnswers(wizard->session().givenAnswers(), live));
        QVERIFY2(driver.text(u"changeNoticeLabel"_s).contains(u"question 4"_s),
                 qPrintable(driver.text(u"changeNoticeLabel"_s)));
        // Back to today's picks: the answer given to the post's question is not carried over either.
        QVERIFY(driver.answer(Answer::Yes));
        const QList<GivenAnswer> post = wizard->session().givenAnswers();
        editions->setCurrentIndex(0);
        Q_EMIT editions->activated(0);
        QCOMPARE(wizard->edition(), Edition::Live);
        QCOMPARE(wizard->walker().steps().size(), 3);
        QVERIFY(sameAnswers(wizard->session().givenAnswers(), post));
        session.save();
        QCOMPARE(store.lastGivenAnswers().size(), 3);
        // A restart brings back exactly that.
        MainWindow again(db.chart(), db.gpus());
        GuiSession next(store, again, whatIf);
        next.restore();
        QCOMPARE(again.wizard()->walker().steps().size(), 3);
        QVERIFY(sameAnswers(again.wizard()->session().givenAnswers(), post));
    }

private:
    QTemporaryDir m_dir;
    SeededDatabase m_db;
};

QTEST_MAIN(TestAnswersKept)
#include "tst_answerskept.moc"
