// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/recommendation.h"

#include <QWidget>

class QGridLayout;

/// A compact table of cards, one row each: name (with a "used" badge), latest price, and the
/// price's date and source. Used for a budget question's offers and for the cards a user
/// turned down on the way to a result.
class OfferList final : public QWidget
{
    Q_OBJECT

public:
    explicit OfferList(QWidget *parent = nullptr);

    /// Replaces the rows. With `budgetUsd` above zero and `showVerdict`, each row also says
    /// whether the price fits the budget.
    void setPicks(const QList<PickDetails> &picks, double budgetUsd = 0, bool showVerdict = false);
    qsizetype count() const { return m_picks.size(); }

private:
    QGridLayout *m_layout;
    QList<PickDetails> m_picks;
};
