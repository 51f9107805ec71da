// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/charts/chartpanel.h"

#include <QLineF>
#include <QRectF>

#include <functional>

class GpuFilterProxyModel;
class QCategoryAxis;
class QCheckBox;
class QGraphicsItem;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QScatterSeries;
class WhatIfSettings;

/// Price against relative performance for every priced GPU among the rows of the browser's
/// filter proxy, with the Pareto frontier, the GPUs nothing cheaper beats, drawn as a staircase
/// and each of its GPUs labelled. Hovering a point names its GPU;
/// a click reports it.
class ParetoChart final : public ChartPanel
{
    Q_OBJECT

public:
    ParetoChart(const GpuFilterProxyModel *gpus, const WhatIfSettings *settings, QWidget *parent = nullptr);
    ~ParetoChart() override;

    void setFilterDescription(const QString &description);
    bool isLogarithmic() const;
    void setLogarithmic(bool logarithmic);

    /// The frontier's GPUs, cheapest first.
    QList<qint64> frontierGpuIds() const;
    /// The staircase's segments and the boxes of the frontier labels shown, in chart coordinates.
    QList<QLineF> frontierSegments() const;
    QList<QRectF> frontierLabelBoxes() const { return m_labelBoxes; }
    /// Every GPU drawn.
    QList<qint64> shownGpuIds() const;
    qint64 selectedGpu() const { return m_selected; }
    void setSelectedGpu(qint64 gpuId);
    QString hoverText() const { return m_hoverText; }
    /// A GPU's point in chart view coordinates; null when it is not drawn.
    QPoint pointPosition(qint64 gpuId) const;

Q_SIGNALS:
    void gpuClicked(qint64 gpuId);

protected:
    void refresh() override;
    void layoutDecorations() override;
    void colourSeries() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Point
    {
        qint64 id = 0;
        QString name;
        double price = 0;
        double performance = 0;
        bool pick = false;
    };

    /// Where a point is drawn: its price and performance, or their logarithms on log axes.
    QPointF plotted(const Point &point) const;
    /// The points to draw: all of them, or for large sets one per pixel cell.
    QList<QPointF> thinnedPoints() const;
    /// Where each point is in chart coordinates (for drawing and hit testing), computed on demand.
    const QList<QPointF> &positions() const;
    /// Round values between `low` and `high` labelled on an axis, as `text` writes them.
    void label(QCategoryAxis *axis, double low, double high, const std::function<QString(double)> &text) const;
    int pointAt(const QPoint &viewPosition) const;
    int indexOf(qint64 gpuId) const;
    void applyHighlights();
    QString describe(const Point &point) const;

    const GpuFilterProxyModel *m_gpus;
    const WhatIfSettings *m_settings;
    QScatterSeries *m_all = nullptr;  ///< empty: names the points in the legend and carries the axes
    QGraphicsItem *m_cloud = nullptr; ///< draws every point in one item
    QLineSeries *m_frontierLine = nullptr;
    QScatterSeries *m_frontierPoints = nullptr;
    QScatterSeries *m_pickSeries = nullptr;
    QScatterSeries *m_selectedSeries = nullptr;
    QCategoryAxis *m_axisX = nullptr;
    QCategoryAxis *m_axisY = nullptr;
    QCheckBox *m_logCheckBox = nullptr;
    QList<Point> m_points;
    QList<int> m_frontier; ///< indices into m_points, cheapest first
    QList<QGraphicsSimpleTextItem *> m_labels;
    QList<QRectF> m_labelBoxes;
    mutable QList<QPointF> m_positions; ///< chart positions of m_points, computed on demand
    QList<QPointF> m_drawn;             ///< the points drawn, in value coordinates
    qint64 m_selected = 0;
    QString m_hoverText;
    QString m_filterDescription;
};
