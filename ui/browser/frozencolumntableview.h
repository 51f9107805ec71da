// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTableView>

/// A table whose first column stays in place while the others scroll sideways, after Qt's
/// "Frozen Column" example: a second view over the left edge shows only that column. Both views
/// share the model and the selection; scrolling, row heights, the column's width and sorting
/// follow each other, and clicks or Enter in the frozen column act as in the table. The frozen
/// column is kept at the left edge when the user moves the other columns.
class FrozenColumnTableView final : public QTableView
{
    Q_OBJECT

public:
    explicit FrozenColumnTableView(QWidget *parent = nullptr);
    ~FrozenColumnTableView() override;

    void setModel(QAbstractItemModel *model) override;
    void setSelectionModel(QItemSelectionModel *selectionModel) override;

    /// The model column that stays in place (0 unless set).
    void setFrozenColumn(int column);
    int frozenColumn() const { return m_column; }
    /// The view over the left edge (objectName "frozenColumnTableView").
    QTableView *frozenView() const { return m_frozen; }

    void scrollTo(const QModelIndex &index, ScrollHint hint = EnsureVisible) override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void updateGeometries() override;
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;

private:
    void showOnlyFrozenColumn();
    void keepFrozenColumnFirst();
    void placeFrozenView();
    void sortFromFrozenHeader(int column);

    QTableView *m_frozen = nullptr;
    /// Keeps the frozen column within about half of a narrow view, up to m_wantedWidth.
    void fitFrozenColumn();
    static constexpr int MinimumFrozenWidth = 80;

    int m_column = 0;
    int m_wantedWidth = 0; ///< the width last given to the frozen column, other than by fitting
    bool m_fitting = false;
};
