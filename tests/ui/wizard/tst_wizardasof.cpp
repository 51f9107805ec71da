// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The wizard's "as of" month: the live picks and their prices follow the month chosen, the
// answers given stay up to a question about prices that changed, the post's edition has no
// month, and the current month follows the calendar.
#include "model/cost/freshness.h"
#include "tests/common/seededdatabase.h"
#include "tests/ui/wizard/wizarddriver.h"
#include "ui/wizard/wizardwidget.h"

#include <QComboBox>
#include <QDateEdit>
#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <future>
#include <memory>

using namespace Qt::StringLiterals;

class TestWizardAsOf final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_db = std::make_unique<SeededDatabase>();
        QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
    }

    void theMonthChangesThePicksAndAsksChangedQuestionsAgain()
    {
        WizardWidget wizard(m_db->chart(), m_db->gpus());
        wizard.resize(1000, 700);
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        WizardDriver driver(&wizard);
        QCOMPARE(wizard.edition(), Edition::Live);
        auto *month = driver.find<QDateEdit>(u"asOfDateEdit"_s);
        QVERIFY(month && month->isEnabled());
        QCOMPARE(month->date().month(), QDate::currentDate().month());
        QVERIFY(!wizard.asOfMonth().isValid());
        QVERIFY(!month->accessibleName().isEmpty());

        QVERIFY(driver.answerAll({Answer::No, Answer::Yes, Answer::Yes, Answer::No, Answer::Yes}));
        QVERIFY(wizard.recommendation().isValid());
        const qsizetype steps = wizard.walker().steps().size();

        QSignalSpy changed(&wizard, &WizardWidget::asOfMonthChanged);
        month->setDate(QDate(2023, 1, 1));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().first().toDate(), QDate(2023, 1, 1));
        QCOMPARE(wizard.asOfMonth(), QDate(2023, 1, 1));
        // The budget questions ask about other cards in January 2023: the walk stops at the first
        // of them, says what changed and asks again; the answers before it stay (issue 25).
        QCOMPARE(wizard.walker().steps().size(), 3);
        QVERIFY2(driver.text(u"changeNoticeLabel"_s).contains(u"question 4"_s),
                 qPrintable(driver.text(u"changeNoticeLabel"_s)));
        QVERIFY(driver.answerAll({Answer::No, Answer::Yes}));
        QCOMPARE(wizard.walker().steps().size(), steps);
        QVERIFY2(driver.text(u"editionHintLabel"_s).contains(u"2023-01"_s),
                 qPrintable(driver.text(u"editionHintLabel"_s)));
        // The picks are priced with what was on record at the end of January 2023.
        QVERIFY(wizard.recommendation().isValid());
        for (const PickDetails &pick : wizard.recommendation().picks) {
            if (const auto price = pick.relevantPrice())
                QVERIFY2(price->observedOn <= QDate(2023, 1, 31), qPrintable(pick.gpu.name));
        }
        // The cards count a price's age to that month, not to today.
        const QList<QLabel *> provenance = wizard.findChildren<QLabel *>(u"priceProvenanceLabel"_s);
        QVERIFY(!provenance.isEmpty());
        const auto first = wizard.recommendation().picks.first().relevantPrice();
        QVERIFY(first);
        const QString age = priceAgeText(first->observedOn, QDate(2023, 1, 31));
        QVERIFY2(std::any_of(provenance.cbegin(), provenance.cend(),
                             [&](const QLabel *l) { return l->text().endsWith(age); }),
                 qPrintable(age));
        const QString ageToday = priceAgeText(first->observedOn, QDate::currentDate());
        for (const QLabel *l : provenance)
            QVERIFY2(ageToday == age || !l->text().endsWith(ageToday), qPrintable(l->text()));

        // The current month follows the calendar again.
        wizard.setAsOfMonth(QDate::currentDate());
        QVERIFY(!wizard.asOfMonth().isValid());
        QCOMPARE(changed.size(), 2);
        QVERIFY(!changed.last().first().toDate().isValid());
    }

    void takesThePicksWorkedOutWhileTheWindowWasBuilt()
    {
        // The start-up hands the wizard today's picks worked out on another thread. Given an
        // evaluation for today that failed, the wizard takes it as it is: no live picks, the
        // post's edition.
        LiveEvaluation failed;
        failed.asOf = QDate::currentDate();
        failed.error = u"worked out elsewhere"_s;
        std::promise<LiveEvaluation> today;
        today.set_value(failed);
        WizardWidget given(m_db->chart(), m_db->gpus(), today.get_future().share(), nullptr);
        QCOMPARE(given.edition(), Edition::Post2023);
        QVERIFY(!WizardDriver(&given).find<QDateEdit>(u"asOfDateEdit"_s)->isEnabled());

        // An evaluation for another month is not today's: the wizard works today's out itself.
        failed.asOf = QDate(2024, 6, 30);
        std::promise<LiveEvaluation> otherMonth;
        otherMonth.set_value(failed);
        WizardWidget own(m_db->chart(), m_db->gpus(), otherMonth.get_future().share(), nullptr);
        QCOMPARE(own.edition(), Edition::Live);
        // Taken once: a later month is worked out from the database as well.
        own.setAsOfMonth(QDate(2024, 6, 1));
        QCOMPARE(own.edition(), Edition::Live);
    }

    void thePostsEditionHasNoMonth()
    {
        WizardWidget wizard(m_db->chart(), m_db->gpus());
        WizardDriver driver(&wizard);
        QSignalSpy edition(&wizard, &WizardWidget::editionChanged);
        wizard.setEdition(Edition::Post2023);
        QCOMPARE(edition.size(), 1);
        QCOMPARE(edition.first().first().value<Edition>(), Edition::Post2023);
        QVERIFY(!driver.find<QDateEdit>(u"asOfDateEdit"_s)->isEnabled());
        wizard.setEdition(Edition::Live);
        QVERIFY(driver.find<QDateEdit>(u"asOfDateEdit"_s)->isEnabled());
    }

    void aMonthOrEditionKeepsAnOpenWalksAnswers()
    {
        // Half-way through the questions, a new month or the other edition asks the same next
        // question with the same answers behind it (they were dropped when the walk was open).
        WizardWidget wizard(m_db->chart(), m_db->gpus());
        wizard.answer(Answer::No);
        wizard.answer(Answer::Yes);
        QVERIFY(!wizard.walker().isFinished());
        const QList<Answer> given = wizard.walker().answers();
        const QString question = wizard.walker().currentQuestion()->key;
        wizard.setAsOfMonth(QDate(2024, 6, 1));
        QCOMPARE(wizard.walker().answers(), given);
        QCOMPARE(wizard.walker().currentQuestion()->key, question);
        wizard.setEdition(Edition::Post2023);
        QCOMPARE(wizard.walker().answers(), given);
        QCOMPARE(wizard.walker().currentQuestion()->key, question);
        wizard.setEdition(Edition::Live);
        QCOMPARE(wizard.walker().answers(), given);
    }

    void restoreEqualsStepByStep()
    {
        WizardWidget restored(m_db->chart(), m_db->gpus());
        restored.restore(QDate(2023, 6, 1), Edition::Live, 900, {Answer::No, Answer::Yes, Answer::Yes});
        WizardWidget stepwise(m_db->chart(), m_db->gpus());
        stepwise.setAsOfMonth(QDate(2023, 6, 1));
        stepwise.setBudget(900);
        for (Answer a : {Answer::No, Answer::Yes, Answer::Yes})
            stepwise.answer(a);
        QCOMPARE(restored.asOfMonth(), stepwise.asOfMonth());
        QCOMPARE(restored.walker().answers(), stepwise.walker().answers());
        QCOMPARE(restored.budget(), stepwise.budget());
        QCOMPARE(restored.suggestedAnswer(), stepwise.suggestedAnswer());
        // The post's edition; answers past a leaf are not taken.
        restored.restore(QDate(), Edition::Post2023, 0, QList<Answer>(40, Answer::Yes));
        QCOMPARE(restored.edition(), Edition::Post2023);
        QVERIFY(restored.walker().isFinished());
        QVERIFY(restored.walker().answers().size() < 40);
    }

private:
    std::unique_ptr<SeededDatabase> m_db;
};

QTEST_MAIN(TestWizardAsOf)
#include "tst_wizardasof.moc"
