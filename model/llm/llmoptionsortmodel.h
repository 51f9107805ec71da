// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSortFilterProxyModel>

/// Sorts the language-model answer (an LlmOptionTableModel) by a column's ValueRole, with the
/// configurations that have no price listed apart after the priced ones, in either order: a
/// device nobody can buy is never ranked among those one can (issue 25). Cells without a value
/// sort last too.
class LlmOptionSortModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit LlmOptionSortModel(QObject *parent = nullptr);

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
};
