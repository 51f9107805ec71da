// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/frozencolumntableview.h"

#include <QHeaderView>
#include <QScrollBar>

using namespace Qt::StringLiterals;

FrozenColumnTableView::FrozenColumnTableView(QWidget *parent)
    : QTableView(parent)
    , m_frozen(new QTableView(this))
{
    m_frozen->setObjectName(u"frozenColumnTableView"_s);
    // Keyboard focus stays in the table; the frozen view is a window onto its first column.
    m_frozen->setFocusPolicy(Qt::NoFocus);
    m_frozen->verticalHeader()->hide();
    m_frozen->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_frozen->horizontalHeader()->setHighlightSections(false);
    m_frozen->horizontalHeader()->setSortIndicatorShown(true);
    m_frozen->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_frozen->setFrameShape(QFrame::NoFrame);
    m_frozen->setEditTriggers(QAbstractItemView::NoEditTriggers);
    viewport()->stackUnder(m_frozen);

    connect(horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column != m_column)
            return;
        // A width the user or the code gives is the one to come back to; a narrowing for a
        // narrow view is not.
        if (!m_fitting)
            m_wantedWidth = size;
        m_frozen->setColumnWidth(column, size);
        placeFrozenView();
    });
    // The user can widen the name column from either header.
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionResized, this, [this](int column, int, int size) {
        if (column == m_column && columnWidth(column) != size)
            setColumnWidth(column, size);
    });
    connect(verticalHeader(), &QHeaderView::sectionResized, this,
            [this](int row, int, int size) { m_frozen->setRowHeight(row, size); });
    connect(verticalScrollBar(), &QAbstractSlider::valueChanged, m_frozen->verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(m_frozen->verticalScrollBar(), &QAbstractSlider::valueChanged, verticalScrollBar(),
            &QAbstractSlider::setValue);
    connect(horizontalHeader(), &QHeaderView::sortIndicatorChanged, m_frozen->horizontalHeader(),
            &QHeaderView::setSortIndicator);
    connect(horizontalHeader(), &QHeaderView::sectionMoved, this, &FrozenColumnTableView::keepFrozenColumnFirst);
    connect(m_frozen->horizontalHeader(), &QHeaderView::sectionClicked, this,
            &FrozenColumnTableView::sortFromFrozenHeader);
    // What the user does in the frozen column counts as done in the table.
    connect(m_frozen, &QAbstractItemView::activated, this, &QAbstractItemView::activated);
    connect(m_frozen, &QAbstractItemView::clicked, this, &QAbstractItemView::clicked);
    connect(m_frozen, &QAbstractItemView::doubleClicked, this, &QAbstractItemView::doubleClicked);
    connect(m_frozen, &QAbstractItemView::pressed, this, &QAbstractItemView::pressed);
}

FrozenColumnTableView::~FrozenColumnTableView() = default;

void FrozenColumnTableView::setModel(QAbstractItemModel *model)
{
    if (QAbstractItemModel *old = this->model())
        disconnect(old, nullptr, this, nullptr);
    QTableView::setModel(model);
    m_frozen->setModel(model);
    m_frozen->setSelectionModel(selectionModel());
    if (model) {
        for (auto signal : {&QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved})
            connect(model, signal, this, &FrozenColumnTableView::showOnlyFrozenColumn);
        connect(model, &QAbstractItemModel::modelReset, this, &FrozenColumnTableView::showOnlyFrozenColumn);
        connect(model, &QAbstractItemModel::layoutChanged, this, &FrozenColumnTableView::showOnlyFrozenColumn);
    }
    showOnlyFrozenColumn();
}

void FrozenColumnTableView::setSelectionModel(QItemSelectionModel *selectionModel)
{
    QTableView::setSelectionModel(selectionModel);
    // QTableView::setModel() calls this before the frozen view has the model; setModel() then
    // hands the selection on itself.
    if (selectionModel && m_frozen->model() == selectionModel->model())
        m_frozen->setSelectionModel(selectionModel);
}

void FrozenColumnTableView::setFrozenColumn(int column)
{
    m_column = column;
    keepFrozenColumnFirst();
    showOnlyFrozenColumn();
}

void FrozenColumnTableView::showOnlyFrozenColumn()
{
    const int columns = model() ? model()->columnCount() : 0;
    for (int column = 0; column < columns; ++column)
        m_frozen->setColumnHidden(column, column != m_column);
    if (m_column < columns)
        m_frozen->setColumnWidth(m_column, columnWidth(m_column));
    m_frozen->setVisible(m_column < columns && !isColumnHidden(m_column));
    placeFrozenView();
}

void FrozenColumnTableView::keepFrozenColumnFirst()
{
    QHeaderView *header = horizontalHeader();
    if (m_column < header->count() && header->visualIndex(m_column) != 0) {
        const QSignalBlocker block(header);
        header->moveSection(header->visualIndex(m_column), 0);
        // The blocked signal would have relaid the header.
        updateGeometries();
        viewport()->update();
    }
}

void FrozenColumnTableView::placeFrozenView()
{
    // Over the table's first column, from the top of the header to the bottom of the rows.
    m_frozen->setGeometry(verticalHeader()->width() + frameWidth(), frameWidth(), columnWidth(m_column),
                          viewport()->height() + horizontalHeader()->height());
    m_frozen->horizontalHeader()->setFixedHeight(horizontalHeader()->height());
}

void FrozenColumnTableView::sortFromFrozenHeader(int column)
{
    if (!isSortingEnabled())
        return;
    QHeaderView *header = horizontalHeader();
    const Qt::SortOrder order =
        header->sortIndicatorSection() == column && header->sortIndicatorOrder() == Qt::AscendingOrder
            ? Qt::DescendingOrder
            : Qt::AscendingOrder;
    sortByColumn(column, order);
}

void FrozenColumnTableView::resizeEvent(QResizeEvent *event)
{
    QTableView::resizeEvent(event);
    fitFrozenColumn();
    placeFrozenView();
}

void FrozenColumnTableView::fitFrozenColumn()
{
    // In a narrow view the frozen column leaves the next one room to show its figures whole (at
    // 900 px the names took the whole width and the figures, right-aligned, were out of sight),
    // down to less than half the view; it widens again, up to the width it was given, as the
    // view does.
    if (m_wantedWidth <= 0)
        return;
    const int visual = horizontalHeader()->visualIndex(m_column);
    const int next = horizontalHeader()->logicalIndex(visual + 1);
    const int view = viewport()->width();
    const int nextWidth = next >= 0 ? columnWidth(next) : 0;
    const int room = std::max({MinimumFrozenWidth, view * 9 / 20, view - nextWidth});
    const int width = std::min(m_wantedWidth, room);
    if (columnWidth(m_column) == width)
        return;
    m_fitting = true;
    setColumnWidth(m_column, width);
    m_fitting = false;
}

void FrozenColumnTableView::updateGeometries()
{
    QTableView::updateGeometries();
    if (!m_frozen)
        return;
    m_frozen->verticalHeader()->setDefaultSectionSize(verticalHeader()->defaultSectionSize());
    m_frozen->setAlternatingRowColors(alternatingRowColors());
    m_frozen->setSelectionBehavior(selectionBehavior());
    m_frozen->setSelectionMode(selectionMode());
    m_frozen->setWordWrap(wordWrap());
    m_frozen->setTextElideMode(textElideMode());
    m_frozen->setVerticalScrollMode(verticalScrollMode());
    m_frozen->verticalScrollBar()->setValue(verticalScrollBar()->value());
    placeFrozenView();
}

QModelIndex FrozenColumnTableView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    const QModelIndex current = QTableView::moveCursor(cursorAction, modifiers);
    // A cell moved to with the keyboard must not end up under the frozen column.
    const int hidden = columnWidth(m_column) - visualRect(current).left();
    if (cursorAction == MoveLeft && current.isValid() && current.column() != m_column && hidden > 0)
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - hidden);
    return current;
}

void FrozenColumnTableView::scrollTo(const QModelIndex &index, ScrollHint hint)
{
    // Scrolling to a name only needs the row in view: the name is always on screen.
    const int sideways = horizontalScrollBar()->value();
    QTableView::scrollTo(index, hint);
    if (index.column() == m_column)
        horizontalScrollBar()->setValue(sideways);
}
