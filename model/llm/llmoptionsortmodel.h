// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmoptionfilter.h"

#include <QCoreApplication>
#include <QSortFilterProxyModel>

/// Sorts the language-model answer (an LlmOptionTableModel) by a column's ValueRole, with the
/// configurations that have no price listed apart after the priced ones, in either order: a
/// device nobody can buy is never ranked among those one can (issue 25). Cells without a value
/// sort last too. Shows the configurations an LlmOptionFilter accepts.
class LlmOptionSortModel final : public QSortFilterProxyModel
{
    Q_OBJECT

public:
    explicit LlmOptionSortModel(QObject *parent = nullptr);

    const LlmOptionFilter &filter() const { return m_filter; }
    void setFilter(const LlmOptionFilter &filter);
    void setKinds(LlmOptionFilter::Kinds kinds);
    void setSearch(const QString &text);
    void setShowOverBudget(bool show);

    /// "12 of 40 configurations shown".
    QString shownText() const;

protected:
    bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    LlmOptionFilter m_filter;
};
