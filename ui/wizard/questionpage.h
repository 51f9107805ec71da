// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/recommendation.h"

#include <QStringList>
#include <QWidget>

#include <memory>

class QLabel;

namespace Ui {
class QuestionPage;
}

/// The wizard's question page: the question, why it matters and, for a budget question, the
/// offered cards' latest prices with a suggested answer.
class QuestionPage final : public QWidget
{
    Q_OBJECT

public:
    explicit QuestionPage(QWidget *parent = nullptr);
    ~QuestionPage() override;

    /// What the page shows for one question.
    struct Content
    {
        FlowQuestion question;
        /// For a budget question: the offered cards, their prices and the suggested answer.
        BudgetAdvice advice;
        double budgetUsd = 0;    ///< zero when the user has not set a budget
        QStringList yesOutcomes; ///< titles of the results a Yes can still lead to
        QStringList noOutcomes;
        /// What changed since the user answered this question (new prices or cards); empty when
        /// nothing did.
        QString changeNotice;
    };

    void showQuestion(const Content &content);

    /// The sentence under the prices: the suggested answer and why, or what is missing for one.
    static QString adviceText(const BudgetAdvice &advice, double budgetUsd);

private:
    std::unique_ptr<Ui::QuestionPage> m_ui;
    QLabel *m_changeLabel = nullptr;
};
