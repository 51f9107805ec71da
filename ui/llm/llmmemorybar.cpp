// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmmemorybar.h"

#include "model/format/formatter.h"
#include "ui/charts/chartcolors.h"

#include <QEvent>
#include <QList>
#include <QPainter>
#include <QPoint>

using namespace Qt::StringLiterals;

namespace {

constexpr int RowHeight = 26;
constexpr int BarHeight = 16;
constexpr int LegendHeight = 24;
constexpr int Margin = 6;

QList<QColor> partColours()
{
    // Okabe and Ito again: blue, orange, reddish purple, and a neutral grey for overhead.
    return {ChartColors::bar(), ChartColors::pick(), ChartColors::frontier(), ChartColors::muted()};
}

QStringList partNames()
{
    return {LlmMemoryBar::tr("Weights"), LlmMemoryBar::tr("KV cache"), LlmMemoryBar::tr("Buffers"),
            LlmMemoryBar::tr("Overhead")};
}

QString gb(double value)
{
    return Formatter::number(value, 1);
}

} // namespace

LlmMemoryBar::LlmMemoryBar(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(u"memoryBar"_s);
    setAccessibleName(tr("Memory per device"));
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Minimum);
    // The legend takes a second line in a narrow pane (issue 11: "Накладные" was cut).
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setFocusPolicy(Qt::NoFocus);
}

void LlmMemoryBar::clear()
{
    m_rows.clear();
    m_summary = tr("No configuration selected.");
    setAccessibleDescription(m_summary);
    setToolTip(m_summary);
    updateGeometry();
    update();
}

void LlmMemoryBar::setEstimate(const LlmEstimate &estimate, int systemRamGb)
{
    m_rows.clear();
    QStringList sentences;
    int n = 0;
    for (const DeviceMemory &d : estimate.devices) {
        ++n;
        Row row;
        row.label = estimate.devices.size() > 1 ? tr("%1. %2").arg(n).arg(d.deviceName) : d.deviceName;
        row.capacityGb = d.capacityGb;
        row.partsGb = {d.weightsGb, d.kvCacheGb, d.computeBufferGb, d.overheadGb};
        m_rows.append(row);
        sentences.append(tr("%1: weights %2 GB, KV cache %3 GB, buffers %4 GB, overhead %5 GB; %6 of %7 GB.")
                             .arg(row.label, gb(d.weightsGb), gb(d.kvCacheGb), gb(d.computeBufferGb), gb(d.overheadGb),
                                  gb(d.totalGb()), gb(d.capacityGb)));
    }
    if (estimate.offloadGb > 0) {
        Row row;
        row.label = tr("System RAM");
        row.capacityGb = systemRamGb > 0 ? systemRamGb : estimate.offloadCapacityGb;
        row.partsGb = {estimate.offloadGb, 0, 0, 0};
        m_rows.append(row);
        //: %1 GB offloaded to system RAM, %2 the RAM it is counted against
        sentences.append(tr("System RAM: %1 GB of weights and cache offloaded, of %2 GB.")
                             .arg(gb(estimate.offloadGb), gb(row.capacityGb)));
    }
    m_summary = sentences.join(u' ');
    setAccessibleDescription(m_summary);
    setToolTip(sentences.join(u'\n'));
    updateGeometry();
    update();
}

QList<QPoint> LlmMemoryBar::legendPlaces(int width) const
{
    // Each entry (a swatch and its name) where it fits on the line, else at the start of the next.
    const QFontMetrics fm = fontMetrics();
    QList<QPoint> places;
    int x = Margin;
    int y = Margin;
    for (const QString &name : partNames()) {
        const int entry = 16 + fm.horizontalAdvance(name);
        if (x > Margin && x + entry > width - Margin) {
            x = Margin;
            y += LegendHeight;
        }
        places.append(QPoint(x, y));
        x += entry + 14;
    }
    return places;
}

int LlmMemoryBar::legendHeight(int width) const
{
    const QList<QPoint> places = legendPlaces(width);
    return places.isEmpty() ? LegendHeight : places.last().y() - Margin + LegendHeight;
}

QSize LlmMemoryBar::sizeHint() const
{
    return {420, heightForWidth(420)};
}

QSize LlmMemoryBar::minimumSizeHint() const
{
    return {240, legendHeight(240) + Margin * 2 + RowHeight};
}

bool LlmMemoryBar::hasHeightForWidth() const
{
    return true;
}

int LlmMemoryBar::heightForWidth(int width) const
{
    return legendHeight(width) + Margin * 2 + RowHeight * int(std::max<qsizetype>(1, m_rows.size()));
}

void LlmMemoryBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        update();
    QWidget::changeEvent(event);
}

void LlmMemoryBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor text = palette().color(QPalette::WindowText);
    const QList<QColor> colours = partColours();
    const QStringList names = partNames();
    const QFontMetrics fm = fontMetrics();

    // Legend along the top.
    const QList<QPoint> places = legendPlaces(width());
    for (int i = 0; i < names.size(); ++i) {
        const QPoint at = places.at(i);
        p.fillRect(QRect(at.x(), at.y() + 4, 12, 12), colours.at(i));
        p.setPen(text);
        p.drawText(QPoint(at.x() + 16, at.y() + 4 + fm.ascent() - 1), names.at(i));
    }
    const int legend = legendHeight(width());
    if (m_rows.isEmpty()) {
        p.setPen(text);
        p.drawText(QRect(Margin, legend + Margin, width() - 2 * Margin, RowHeight), Qt::AlignVCenter, m_summary);
        return;
    }

    int labelWidth = 0;
    double scale = 0;
    for (const Row &row : m_rows) {
        labelWidth = std::max(labelWidth, fm.horizontalAdvance(row.label));
        double used = 0;
        for (double part : row.partsGb)
            used += part;
        scale = std::max({scale, used, row.capacityGb});
    }
    labelWidth = std::min(labelWidth + 10, width() * 2 / 5);
    const int textRoom = fm.horizontalAdvance(u"000.0 / 000 GB"_s) + 10;
    const int barLeft = Margin + labelWidth;
    const int barWidth = std::max(40, width() - barLeft - textRoom - Margin);
    const double pxPerGb = scale > 0 ? barWidth / scale : 0;

    int y = legend + Margin;
    for (const Row &row : m_rows) {
        const int top = y + (RowHeight - BarHeight) / 2;
        p.setPen(text);
        p.drawText(QRect(Margin, y, labelWidth - 6, RowHeight), Qt::AlignVCenter | Qt::AlignLeft,
                   fm.elidedText(row.label, Qt::ElideMiddle, labelWidth - 6));
        double at = 0;
        for (int i = 0; i < row.partsGb.size(); ++i) {
            const double w = row.partsGb.at(i) * pxPerGb;
            if (w <= 0)
                continue;
            p.fillRect(QRectF(barLeft + at, top, w, BarHeight), colours.at(i));
            at += w;
        }
        const double capacityPx = row.capacityGb * pxPerGb;
        if (at > capacityPx + 0.5) {
            // What does not fit: hatched over the parts, so it shows without colour too.
            p.fillRect(QRectF(barLeft + capacityPx, top, at - capacityPx, BarHeight), QBrush(text, Qt::BDiagPattern));
        }
        p.setPen(QPen(text, 1.5));
        p.setBrush(Qt::NoBrush);
        p.drawRect(QRectF(barLeft, top, capacityPx, BarHeight));
        double used = 0;
        for (double part : row.partsGb)
            used += part;
        p.drawText(QRect(barLeft + barWidth + 8, y, textRoom, RowHeight), Qt::AlignVCenter | Qt::AlignLeft,
                   tr("%1 / %2 GB").arg(gb(used), Formatter::number(row.capacityGb, 0)));
        y += RowHeight;
    }
}
