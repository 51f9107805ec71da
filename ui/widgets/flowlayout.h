// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/widgets/itemlistlayout.h"

#include <QList>
#include <QPair>
#include <QString>

class QBoxLayout;

/// Lays its items out left to right and starts a new line when the next one does not fit, so a
/// row of filters wraps in a narrow window (or a longer language) instead of overlapping. Items
/// that belong together (a label and its field) can be kept on one line by putting them in one
/// widget. Items aligned Qt::AlignRight at the end of a line go to its right edge. Height follows
/// width, so a box layout above it gives it the lines it needs.
class FlowLayout final : public ItemListLayout
{
    Q_OBJECT

public:
    explicit FlowLayout(QWidget *parent = nullptr, int horizontalSpacing = 6, int verticalSpacing = 4);

    /// Moves the widgets of a row layout (designed in a .ui file) into a new widget named
    /// `objectName` with a FlowLayout, which takes the row's place in its parent box layout; the
    /// row is deleted. A label stays on one line with its buddy; spacers are dropped. The focus
    /// chain is unchanged (the widgets stay in their window).
    static QWidget *wrapRow(QBoxLayout *row, const QString &objectName);

    /// Adds a form of labelled fields to `layout`, whose widget is `parent`, as many to a line as
    /// fit: each label (its text with its mnemonic) the buddy of its field and kept on one line
    /// with it, then
    /// `trailing` (a check box, say) when given. In a narrow window, or in a longer language, the
    /// fields wrap instead of squeezing below their labels' text. Returns the form's widget,
    /// named `objectName`.
    static QWidget *addFieldRow(QWidget *parent, QBoxLayout *layout, const QList<QPair<QString, QWidget *>> &fields,
                                QWidget *trailing, const QString &objectName);

    /// Puts `widget` at `index` (as QBoxLayout::insertWidget does).
    void insertWidget(int index, QWidget *widget);

    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    /// Places the items in `rect` (only measures when `apply` is false) and returns the height used.
    int arrange(const QRect &rect, bool apply) const;

    int m_horizontalSpacing;
    int m_verticalSpacing;
};
