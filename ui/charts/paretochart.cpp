// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/paretochart.h"

#include "model/browser/gpufilterproxymodel.h"
#include "model/browser/gputablemodel.h"
#include "model/format/formatter.h"
#include "model/performance/pareto.h"
#include "ui/browser/assumptionstext.h"
#include "ui/charts/chartcolors.h"
#include "ui/charts/labelplacement.h"
#include "ui/shell/theme.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QGraphicsItem>
#include <QGraphicsSimpleTextItem>
#include <QGuiApplication>
#include <QHBoxLayout>
#include <QImage>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMouseEvent>
#include <QPainter>
#include <QScatterSeries>
#include <QSet>
#include <QToolTip>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr qreal MarkerSize = 9;
constexpr qreal HitRadius = 9;
constexpr qreal LabelOffset = 6;
// Below this many points every point is drawn, however close.
constexpr int ThinningThreshold = 500;

/// A filled circle: drawn once and stamped for each point, so thousands of points cost one
/// item rather than one each.
QImage circle(const QColor &fill, qreal size, const QColor &outline)
{
    // Drawn at the screen's pixel density, so the markers stay sharp on HiDPI screens.
    const qreal ratio = qApp ? qApp->devicePixelRatio() : 1.0;
    const int side = int(std::ceil(size));
    QImage image(QSize(side, side) * ratio, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(outline, 1));
    painter.setBrush(fill);
    painter.drawEllipse(QRectF(0.5, 0.5, side - 1, side - 1));
    return image;
}

/// Every GPU's marker, drawn by one item: a scatter series makes an item per point, and
/// thousands of them take longer to move than to paint.
class PointCloud final : public QGraphicsItem
{
public:
    explicit PointCloud(QGraphicsItem *parent)
        : QGraphicsItem(parent)
    {}

    void setMarker(QImage marker)
    {
        m_marker = std::move(marker);
        update();
    }

    void setPoints(QList<QPointF> points, const QRectF &clip)
    {
        prepareGeometryChange();
        m_points = std::move(points);
        m_clip = clip;
        update();
    }
    QRectF boundingRect() const override { return m_clip; }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *) override
    {
        painter->save();
        painter->setClipRect(m_clip);
        const QSizeF size = QSizeF(m_marker.size()) / m_marker.devicePixelRatio();
        for (const QPointF &p : std::as_const(m_points))
            painter->drawImage(QRectF(p - QPointF(size.width() / 2, size.height() / 2), size), m_marker);
        painter->restore();
    }

private:
    QImage m_marker;
    QList<QPointF> m_points;
    QRectF m_clip;
};

QScatterSeries *scatter(const QString &name, qreal size, QObject *parent)
{
    auto *series = new QScatterSeries(parent);
    series->setName(name);
    series->setMarkerSize(size);
    return series;
}

void colourScatter(QScatterSeries *series, const QColor &colour)
{
    series->setColor(colour);
    series->setBorderColor(ChartColors::background());
    series->setLightMarker(circle(colour, series->markerSize(), ChartColors::background()));
}

/// The frontier's labels: its colour, deepened on a light background and lightened on a dark
/// one so that small text stays readable.
QColor frontierLabelColour()
{
    return Theme::isDark() ? ChartColors::frontier().lighter(125) : ChartColors::frontier().darker(150);
}

} // namespace

ParetoChart::ParetoChart(const GpuFilterProxyModel *gpus, const WhatIfSettings *settings, QWidget *parent)
    : ChartPanel(parent)
    , m_gpus(gpus)
    , m_settings(settings)
{
    setObjectName(u"paretoChart"_s);
    setFileStem(u"price-vs-performance"_s);

    m_logCheckBox = new QCheckBox(tr("Lo&garithmic axes"), this);
    m_logCheckBox->setObjectName(u"logScaleCheckBox"_s);
    m_logCheckBox->setChecked(true);
    m_logCheckBox->setToolTip(tr("Spread the cheap, slow cards out: prices and performance both span two orders "
                                 "of magnitude"));
    toolBar()->insertWidget(0, m_logCheckBox);

    m_all = scatter(tr("GPU"), MarkerSize, this);
    m_cloud = new PointCloud(chart());
    // Qt Charts stacks its items by z: grid 2, axes 3, line series 4, scatter series 7. The
    // points go over the grid and under the frontier and the highlights.
    m_cloud->setZValue(3.5);
    m_frontierLine = new QLineSeries(this);
    m_frontierLine->setName(tr("Pareto frontier: most performance for the price"));
    m_frontierPoints = scatter(QString(), MarkerSize + 2, this);
    m_pickSeries = scatter(tr("The wizard's pick"), MarkerSize + 5, this);
    m_selectedSeries = new QScatterSeries(this);
    m_selectedSeries->setName(tr("Selected in the table"));
    m_selectedSeries->setMarkerSize(MarkerSize + 9);
    m_selectedSeries->setColor(Qt::transparent);
    for (QAbstractSeries *series : std::initializer_list<QAbstractSeries *>{m_all, m_frontierLine, m_frontierPoints,
                                                                            m_pickSeries, m_selectedSeries})
        chart()->addSeries(series);
    chart()->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    // The frontier's corners are the frontier; the selection and the pick get entries of their
    // own while they are on the chart (applyHighlights).
    for (QLegendMarker *marker : chart()->legend()->markers(m_frontierPoints))
        marker->setVisible(false);
    // Category axes with labels on their values: round prices and figures written as the tables
    // write them ("$1,000"), on a linear or a logarithmic scale alike.
    m_axisX = new QCategoryAxis(this);
    m_axisY = new QCategoryAxis(this);
    for (QCategoryAxis *axis : {m_axisX, m_axisY}) {
        axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        axis->setTruncateLabels(false);
    }
    chart()->addAxis(m_axisX, Qt::AlignBottom);
    chart()->addAxis(m_axisY, Qt::AlignLeft);
    for (QAbstractSeries *series : chart()->series()) {
        series->attachAxis(m_axisX);
        series->attachAxis(m_axisY);
    }
    connect(m_logCheckBox, &QCheckBox::toggled, this, &ParetoChart::setLogarithmic);

    chartView()->viewport()->setMouseTracking(true);
    chartView()->viewport()->installEventFilter(this);

    connect(m_gpus, &QAbstractItemModel::dataChanged, this, &ParetoChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::layoutChanged, this, &ParetoChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::modelReset, this, &ParetoChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::rowsInserted, this, &ParetoChart::scheduleRefresh);
    connect(m_gpus, &QAbstractItemModel::rowsRemoved, this, &ParetoChart::scheduleRefresh);
    connect(m_settings, &WhatIfSettings::changed, this, &ParetoChart::scheduleRefresh);
    scheduleRefresh();
}

ParetoChart::~ParetoChart() = default;

bool ParetoChart::isLogarithmic() const
{
    return m_logCheckBox->isChecked();
}

void ParetoChart::setLogarithmic(bool logarithmic)
{
    m_logCheckBox->setChecked(logarithmic);
    scheduleRefresh();
}

QPointF ParetoChart::plotted(const Point &point) const
{
    if (isLogarithmic())
        return {std::log10(point.price), std::log10(std::max(point.performance, 1e-6))};
    return {point.price, point.performance};
}

void ParetoChart::label(QCategoryAxis *axis, double low, double high, const std::function<QString(double)> &text) const
{
    for (const QString &old : axis->categoriesLabels())
        axis->remove(old);
    QList<double> values;
    if (isLogarithmic()) {
        // 1-2-5 steps per decade, or finer when the range spans less than a decade or two.
        for (const QList<double> &mantissas : {QList<double>{1, 2, 5}, QList<double>{1, 1.5, 2, 3, 5, 7}}) {
            values.clear();
            for (int decade = int(std::floor(std::log10(low))); decade <= int(std::ceil(std::log10(high))); ++decade) {
                for (double m : mantissas) {
                    const double v = m * std::pow(10, decade);
                    if (v >= low && v <= high)
                        values.append(v);
                }
            }
            if (values.size() >= 4)
                break;
        }
        axis->setRange(std::log10(low), std::log10(high));
        axis->setStartValue(std::log10(low));
    } else {
        const double range = high - low;
        const double magnitude = std::pow(10, std::floor(std::log10(range / 5)));
        double step = 10 * magnitude;
        for (double m : {1.0, 2.0, 2.5, 5.0}) {
            if (m * magnitude * 5 >= range) {
                step = m * magnitude;
                break;
            }
        }
        for (double v = step; v <= high + step * 1e-9; v += step)
            values.append(v);
        axis->setRange(low, high);
        axis->setStartValue(low);
    }
    for (double v : std::as_const(values))
        axis->append(text(v), isLogarithmic() ? std::log10(v) : v);
}

void ParetoChart::setFilterDescription(const QString &description)
{
    if (description == m_filterDescription)
        return;
    m_filterDescription = description;
    scheduleRefresh();
}

QList<qint64> ParetoChart::frontierGpuIds() const
{
    QList<qint64> ids;
    for (int i : m_frontier)
        ids.append(m_points.at(i).id);
    return ids;
}

QList<qint64> ParetoChart::shownGpuIds() const
{
    QList<qint64> ids;
    ids.reserve(m_points.size());
    for (const Point &p : m_points)
        ids.append(p.id);
    return ids;
}

int ParetoChart::indexOf(qint64 gpuId) const
{
    for (int i = 0; i < m_points.size(); ++i) {
        if (m_points.at(i).id == gpuId)
            return i;
    }
    return -1;
}

void ParetoChart::setSelectedGpu(qint64 gpuId)
{
    if (gpuId == m_selected)
        return;
    m_selected = gpuId;
    applyHighlights();
}

void ParetoChart::applyHighlights()
{
    QList<QPointF> picks;
    QList<QPointF> selected;
    for (const Point &p : std::as_const(m_points)) {
        if (p.pick)
            picks.append(plotted(p));
        if (p.id == m_selected)
            selected.append(plotted(p));
    }
    m_pickSeries->replace(picks);
    m_selectedSeries->replace(selected);
    for (QLegendMarker *marker : chart()->legend()->markers(m_pickSeries))
        marker->setVisible(!picks.isEmpty());
    for (QLegendMarker *marker : chart()->legend()->markers(m_selectedSeries))
        marker->setVisible(!selected.isEmpty());
}

QString ParetoChart::describe(const Point &point) const
{
    QString text = tr("%1\n%2, %3 × the %4")
                       .arg(point.name, Formatter::money(point.price, m_settings->currencySymbol()),
                            Formatter::number(point.performance, 2), m_settings->performance().referenceGpu);
    for (int i : m_frontier) {
        if (m_points.at(i).id == point.id)
            text += u'\n' + tr("On the Pareto frontier: nothing cheaper is faster.");
    }
    if (point.pick)
        text += u'\n' + tr("The wizard recommends this GPU.");
    return text;
}

void ParetoChart::refresh()
{
    const int rows = m_gpus->rowCount();
    m_points.clear();
    m_points.reserve(rows);
    QList<ParetoPoint> plane;
    plane.reserve(rows);
    QString newestPrice;
    double minPrice = 0;
    double maxPrice = 0;
    double maxPerformance = 0;
    double minPerformance = 0;
    for (int row = 0; row < rows; ++row) {
        const RankEntry &e = m_gpus->entryAt(row);
        if (!e.priceUsd || *e.priceUsd <= 0)
            continue;
        Point p;
        p.price = *e.priceUsd;
        p.performance = e.performance.relative;
        p.id = e.gpu.id;
        p.name = e.gpu.name;
        p.pick = m_gpus->isPickAt(row);
        newestPrice = std::max(newestPrice, AssumptionsText::latestMonth(e.priceDate));
        minPrice = m_points.isEmpty() ? p.price : std::min(minPrice, p.price);
        maxPrice = std::max(maxPrice, p.price);
        maxPerformance = std::max(maxPerformance, p.performance);
        if (p.performance > 0)
            minPerformance = minPerformance > 0 ? std::min(minPerformance, p.performance) : p.performance;
        plane.append({p.price, p.performance});
        m_points.append(std::move(p));
    }
    m_frontier = paretoFrontier(plane);
    m_positions.clear();

    // The frontier as a staircase: between two of its GPUs the best you can buy is the cheaper one.
    QList<QPointF> steps;
    QList<QPointF> corners;
    for (int k = 0; k < m_frontier.size(); ++k) {
        const Point &p = m_points.at(m_frontier.at(k));
        const QPointF at = plotted(p);
        if (k > 0)
            steps.append({at.x(), steps.last().y()});
        steps.append(at);
        corners.append(at);
    }
    m_frontierLine->replace(steps);
    m_frontierPoints->replace(corners);
    applyHighlights();

    const QString currency = m_settings->currencySymbol();
    if (!m_points.isEmpty()) {
        const auto money = [&currency](double v) {
            return Formatter::money(v, currency);
        };
        const auto figure = [](double v) {
            return Formatter::number(v);
        };
        if (isLogarithmic()) {
            label(m_axisX, minPrice / 1.3, maxPrice * 1.3, money);
            label(m_axisY, std::max(1e-3, minPerformance / 1.3), maxPerformance * 1.3, figure);
        } else {
            label(m_axisX, 0, maxPrice * 1.08, money);
            label(m_axisY, 0, maxPerformance * 1.08, figure);
        }
    }
    m_drawn = thinnedPoints();

    const PriceBasis basis = m_settings->cost().priceBasis;
    const QString basisName = basis == PriceBasis::New        ? tr("new")
                              : basis == PriceBasis::Used     ? tr("used")
                              : basis == PriceBasis::Cheapest ? tr("cheaper of new and used")
                                                              : tr("average of new and used, the post's method");
    const QString scale = isLogarithmic() ? tr("log scale") : tr("linear scale");
    // Shorter titles stand in when the long ones do not fit; the note names the price basis.
    setAxisTitles(m_axisX, {tr("GPU price (%1, %2; %3)").arg(currency, basisName, scale),
                            tr("GPU price (%1; %2)").arg(currency, scale), tr("GPU price")});
    setAxisTitles(m_axisY, {tr("Relative performance (%1 = 1; %2)").arg(m_settings->performance().referenceGpu, scale),
                            tr("Relative performance (%1)").arg(scale), tr("Relative performance"), tr("Performance")});
    setTitle(tr("Price vs performance: %1").arg(AssumptionsText::shortMetric(m_settings->metric())));
    QString note = AssumptionsText::metricDetail(m_settings->metric()) +
                   tr("%1 priced GPUs, %2 on the Pareto frontier: no cheaper GPU performs as well as one of them.")
                       .arg(m_points.size())
                       .arg(m_frontier.size()) +
                   u' ' + AssumptionsText::note(*m_settings, newestPrice, false);
    note += u' ' + tr("Ringed: the GPU selected in the table; orange: the wizard's pick.");
    if (!m_filterDescription.isEmpty())
        note += u' ' + tr("Shown: %1.").arg(m_filterDescription);
    setNote(note);

    while (m_labels.size() < m_frontier.size()) {
        auto *label = new QGraphicsSimpleTextItem(chart());
        label->setBrush(frontierLabelColour());
        label->setZValue(10);
        m_labels.append(label);
    }
    for (int i = 0; i < m_labels.size(); ++i) {
        m_labels.at(i)->setVisible(i < m_frontier.size());
        if (i < m_frontier.size())
            m_labels.at(i)->setText(m_points.at(m_frontier.at(i)).name);
    }
    setPlaceholder(m_points.isEmpty() ? tr("No GPU that matches the filters has a price for this month.") : QString());
}

QList<QPointF> ParetoChart::thinnedPoints() const
{
    // Thousands of GPUs land on the same few pixels; one marker per 2-pixel cell looks the same
    // and draws in a fraction of the time. Hovering and clicking still find every GPU.
    constexpr double Cell = 2;
    const QSizeF plot = chart()->plotArea().isEmpty() ? QSizeF(chartView()->size()) : chart()->plotArea().size();
    const double spanX = m_axisX->max() - m_axisX->min();
    const double spanY = m_axisY->max() - m_axisY->min();
    const bool thin = m_points.size() > ThinningThreshold && spanX > 0 && spanY > 0;
    QSet<quint64> taken;
    QList<QPointF> points;
    points.reserve(m_points.size());
    for (const Point &p : m_points) {
        const QPointF at = plotted(p);
        if (thin) {
            const auto cellX = quint64(std::max(0.0, (at.x() - m_axisX->min()) / spanX * plot.width() / Cell));
            const auto cellY = quint64(std::max(0.0, (at.y() - m_axisY->min()) / spanY * plot.height() / Cell));
            const quint64 cell = (cellX << 32) | cellY;
            if (taken.contains(cell))
                continue;
            taken.insert(cell);
        }
        points.append(at);
    }
    return points;
}

void ParetoChart::layoutDecorations()
{
    m_positions.clear();
    QList<QPointF> drawn;
    drawn.reserve(m_drawn.size());
    for (const QPointF &p : std::as_const(m_drawn))
        drawn.append(chart()->mapToPosition(p, m_all));
    // Labels keep off each other, the staircase and the frontier's points (issue 11: they sat
    // on the staircase), and off the other GPUs' dots where they have room to.
    LabelPlacement placement(chart()->plotArea());
    QList<QRectF> dots;
    dots.reserve(drawn.size());
    const qreal dot = MarkerSize / 2 + 1;
    for (const QPointF &at : std::as_const(drawn))
        dots.append(QRectF(at - QPointF(dot, dot), QSizeF(2 * dot, 2 * dot)));
    placement.setDots(std::move(dots));
    static_cast<PointCloud *>(m_cloud)->setPoints(std::move(drawn), chart()->plotArea());
    for (const QLineF &step : frontierSegments())
        placement.block(QRectF(step.p1(), step.p2()).normalized().adjusted(-3, -3, 3, 3));
    const qreal reach = (MarkerSize + 9) / 2; // the selection ring, the largest marker
    for (int k : std::as_const(m_frontier)) {
        const QPointF at = chart()->mapToPosition(plotted(m_points.at(k)), m_all);
        placement.block(QRectF(at - QPointF(reach, reach), QSizeF(2 * reach, 2 * reach)));
    }
    m_labelBoxes.clear();
    // From the dearest (top right) down, each label in the best place around its point.
    for (int k = int(m_frontier.size()) - 1; k >= 0; --k) {
        if (k >= m_labels.size())
            continue;
        QGraphicsSimpleTextItem *label = m_labels.at(k);
        const QPointF at = chart()->mapToPosition(plotted(m_points.at(m_frontier.at(k))), m_all);
        const std::optional<QRectF> box = placement.place(
            LabelPlacement::spotsAround(at, label->boundingRect().size(), LabelOffset + reach / 2, LabelOffset / 2));
        label->setVisible(box.has_value());
        if (box) {
            label->setPos(box->topLeft());
            m_labelBoxes.append(*box);
        }
    }
}

QList<QLineF> ParetoChart::frontierSegments() const
{
    QList<QLineF> segments;
    const QList<QPointF> steps = m_frontierLine->points();
    for (qsizetype i = 1; i < steps.size(); ++i)
        segments.append(QLineF(chart()->mapToPosition(steps.at(i - 1), m_frontierLine),
                               chart()->mapToPosition(steps.at(i), m_frontierLine)));
    return segments;
}

const QList<QPointF> &ParetoChart::positions() const
{
    if (m_positions.size() != m_points.size()) {
        m_positions.clear();
        m_positions.reserve(m_points.size());
        for (const Point &p : m_points)
            m_positions.append(chart()->mapToPosition(plotted(p), m_all));
    }
    return m_positions;
}

int ParetoChart::pointAt(const QPoint &viewPosition) const
{
    const QList<QPointF> &at0 = positions();
    const QPointF at = chart()->mapFromScene(chartView()->mapToScene(viewPosition));
    int best = -1;
    qreal bestDistance = HitRadius * HitRadius;
    for (int i = 0; i < at0.size(); ++i) {
        const QPointF d = at0.at(i) - at;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QPoint ParetoChart::pointPosition(qint64 gpuId) const
{
    const int i = indexOf(gpuId);
    if (i < 0)
        return {};
    const Point &p = m_points.at(i);
    const QPointF inChart = chart()->mapToPosition(plotted(p), m_all);
    return chartView()->mapFromScene(chart()->mapToScene(inChart));
}

bool ParetoChart::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == chartView()->viewport()) {
        if (event->type() == QEvent::MouseMove) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            const int i = pointAt(mouse->position().toPoint());
            if (i >= 0) {
                m_hoverText = describe(m_points.at(i));
                QToolTip::showText(mouse->globalPosition().toPoint(), m_hoverText, chartView());
            } else {
                QToolTip::hideText();
            }
        } else if (event->type() == QEvent::MouseButtonPress) {
            const auto *mouse = static_cast<QMouseEvent *>(event);
            const int i = mouse->button() == Qt::LeftButton ? pointAt(mouse->position().toPoint()) : -1;
            if (i >= 0) {
                Q_EMIT gpuClicked(m_points.at(i).id);
                return true;
            }
        }
    }
    return ChartPanel::eventFilter(watched, event);
}

void ParetoChart::colourSeries()
{
    const QColor background = ChartColors::background();
    colourScatter(m_all, ChartColors::bar());
    static_cast<PointCloud *>(m_cloud)->setMarker(circle(ChartColors::bar(), MarkerSize, background));
    m_frontierLine->setPen(QPen(ChartColors::frontier(), 2));
    colourScatter(m_frontierPoints, ChartColors::frontier());
    colourScatter(m_pickSeries, ChartColors::pick());
    m_pickSeries->setBorderColor(ChartColors::pickEdge());
    m_pickSeries->setLightMarker(circle(ChartColors::pick(), m_pickSeries->markerSize(), ChartColors::pickEdge()));
    m_selectedSeries->setBorderColor(ChartColors::selection());
    m_selectedSeries->setPen(QPen(ChartColors::selection(), 2.5));
    for (QGraphicsSimpleTextItem *label : std::as_const(m_labels))
        label->setBrush(frontierLabelColour());
}
