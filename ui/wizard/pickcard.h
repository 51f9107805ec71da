// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/recommendation.h"

#include <QFrame>

#include <memory>

namespace Ui {
class PickCard;
}

/// One recommended card on the result page: name, a "used" badge, key specs and the price,
/// each figure with its date and source.
class PickCard final : public QFrame
{
    Q_OBJECT

public:
    explicit PickCard(QWidget *parent = nullptr);
    ~PickCard() override;

    /// Shows the pick; a budget above zero adds whether its price fits.
    void setPick(const PickDetails &pick, double budgetUsd);
    const PickDetails &pick() const { return m_pick; }

private:
    std::unique_ptr<Ui::PickCard> m_ui;
    PickDetails m_pick;
};
