// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/charts/chartpanel.h"

#include "model/format/formatter.h"
#include "model/io/atomicfile.h"
#include "ui/charts/chartcolors.h"
#include "ui/shell/theme.h"
#include "ui/widgets/flowlayout.h"

#include <QAbstractAxis>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QGraphicsLayout>
#include <QGraphicsTextItem>
#include <QHBoxLayout>
#include <QImage>
#include <QLabel>
#include <QLegend>
#include <QPainter>
#include <QPushButton>
#include <QScrollArea>
#include <QStandardPaths>
#include <QSvgGenerator>
#include <QTimer>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

constexpr qreal NoteSideMargin = 12;
constexpr qreal NoteGap = 6;
constexpr qreal PngScale = 2;
const QSizeF ExportFallbackSize(960, 640);

/// Whole or not at all, and never over the database, a link's target or a device (AtomicFile).
bool writeFile(const QString &path, const QByteArray &bytes, QString *error)
{
    QString message;
    if (AtomicFile::write(path, bytes, &message))
        return true;
    if (error)
        *error = message;
    return false;
}

} // namespace

ChartPanel::ChartPanel(QWidget *parent)
    : QWidget(parent)
{
    m_chart = new QChart;
    m_chart->setAnimationOptions(QChart::NoAnimation);
    // The panel frames the chart already: no rounded card and no empty border around it.
    m_chart->setBackgroundRoundness(0);
    // Axis numbers grouped the way the tables write them ("$15,000"): the amounts are US prices.
    m_chart->setLocalizeNumbers(true);
    m_chart->setLocale(Formatter::locale());
    m_chart->layout()->setContentsMargins(0, 0, 0, 0);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    QFont titleFont = m_chart->titleFont();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_chart->setTitleFont(titleFont);

    m_view = new QChartView(m_chart, this);
    m_view->setObjectName(u"chartView"_s);
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setFocusPolicy(Qt::NoFocus);
    m_view->setFrameShape(QFrame::NoFrame);

    m_noteItem = new QGraphicsTextItem(m_chart);
    QFont noteFont = m_noteItem->font();
    noteFont.setPointSizeF(noteFont.pointSizeF() * 0.9);
    m_noteItem->setFont(noteFont);

    m_placeholder = new QLabel(this);
    m_placeholder->setObjectName(u"chartPlaceholderLabel"_s);
    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setWordWrap(true);
    m_placeholder->hide();

    m_pngButton = new QPushButton(tr("Export PNG…"), this);
    m_pngButton->setObjectName(u"exportPngButton"_s);
    m_pngButton->setToolTip(tr("Save this chart as a PNG image"));
    m_svgButton = new QPushButton(tr("Export SVG…"), this);
    m_svgButton->setObjectName(u"exportSvgButton"_s);
    m_svgButton->setToolTip(tr("Save this chart as an SVG drawing"));
    connect(m_pngButton, &QPushButton::clicked, this, &ChartPanel::exportPng);
    connect(m_svgButton, &QPushButton::clicked, this, &ChartPanel::exportSvg);

    // The chart's own controls on the left, export on the right; in a narrow pane they wrap
    // onto a second line instead of widening the pane (issue 11).
    m_toolBar = new FlowLayout;
    m_toolBar->addWidget(m_pngButton);
    m_toolBar->addWidget(m_svgButton);
    m_toolBar->setAlignment(m_pngButton, Qt::AlignRight);
    m_toolBar->setAlignment(m_svgButton, Qt::AlignRight);

    // In a short window the chart scrolls rather than squeezing its plot to a sliver between
    // the title, the legend and the note (issue 11: cloud vs desktop at 900x600 in Russian).
    m_scrollArea = new QScrollArea(this);
    m_scrollArea->setObjectName(u"chartScrollArea"_s);
    m_scrollArea->setFrameShape(QFrame::NoFrame);
    m_scrollArea->setWidgetResizable(true);
    m_scrollArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // Not a stop of its own for Tab, like the chart in it; the note is the view's description.
    m_scrollArea->setFocusPolicy(Qt::NoFocus);
    auto *contents = new QWidget(m_scrollArea);
    contents->setObjectName(u"chartContents"_s);
    auto *contentsLayout = new QVBoxLayout(contents);
    contentsLayout->setContentsMargins(0, 0, 0, 0);
    contentsLayout->addWidget(m_view, 1);
    contentsLayout->addWidget(m_placeholder, 1);
    m_view->setParent(contents);
    m_placeholder->setParent(contents);
    m_scrollArea->setWidget(contents);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(m_toolBar);
    layout->addWidget(m_scrollArea, 1);

    m_refreshTimer = new QTimer(this);
    m_refreshTimer->setSingleShot(true);
    m_refreshTimer->setInterval(0);
    connect(m_refreshTimer, &QTimer::timeout, this, &ChartPanel::runRefresh);
    connect(m_chart, &QChart::plotAreaChanged, this, [this] {
        fitTitle();
        keepPlotHeight();
        fitAxisTitles();
        placeNote();
        layoutDecorations();
    });
    // The colours are applied before the first refresh, when the subclass has made its axes
    // and series, and again whenever the look changes.
    connect(Theme::instance(), &Theme::changed, this, [this] {
        m_coloured = false;
        scheduleRefresh();
    });
}

ChartPanel::~ChartPanel() = default;

QString ChartPanel::title() const
{
    return m_titleText;
}

void ChartPanel::setTitle(const QString &title)
{
    if (title == m_titleText)
        return;
    m_titleText = title;
    m_view->setAccessibleName(title);
    fitTitle();
}

void ChartPanel::fitTitle()
{
    // Qt Charts cuts a title wider than the chart to "...": a long one goes onto two lines (or
    // more) instead, broken between words.
    const qreal room = m_chart->size().width() - 24;
    const QFontMetricsF metrics(m_chart->titleFont());
    QString shown = m_titleText;
    if (room > 0 && metrics.horizontalAdvance(m_titleText) > room) {
        QStringList lines;
        QString line;
        for (const QString &word : m_titleText.split(u' ', Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + u' ' + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > room) {
                lines.append(line);
                line = word;
            } else {
                line = longer;
            }
        }
        lines.append(line);
        shown = lines.join(u"<br>"_s);
    }
    // The title is laid out as rich text each time it is set: only when it changes.
    if (m_chart->title() != shown)
        m_chart->setTitle(shown);
}

void ChartPanel::setNote(const QString &note)
{
    if (note == m_noteText)
        return;
    m_noteText = note;
    m_noteItem->setPlainText(note);
    m_view->setAccessibleDescription(note);
    placeNote();
}

void ChartPanel::setPlaceholder(const QString &text)
{
    m_placeholder->setText(text);
    const bool empty = !text.isEmpty();
    m_placeholder->setVisible(empty);
    m_view->setVisible(!empty);
    m_pngButton->setEnabled(!empty);
    m_svgButton->setEnabled(!empty);
}

void ChartPanel::placeNote()
{
    const QSizeF size = m_chart->size();
    if (size.isEmpty())
        return;
    m_noteItem->setTextWidth(std::max<qreal>(100, size.width() - 2 * NoteSideMargin));
    const qreal height = m_noteText.isEmpty() ? 0 : m_noteItem->boundingRect().height();
    QMargins margins = m_chart->margins();
    const int bottom = int(std::ceil(height + NoteGap));
    if (margins.bottom() != bottom) {
        margins.setBottom(bottom);
        m_chart->setMargins(margins);
    }
    m_noteItem->setPos(NoteSideMargin, size.height() - height - NoteGap / 2);
}

int ChartPanel::minimumPlotHeight() const
{
    // Room for five or six tick labels with a line of space between each.
    return 10 * fontMetrics().height();
}

void ChartPanel::keepPlotHeight()
{
    const QSizeF size = m_chart->size();
    if (size.isEmpty() || !m_view->isVisible())
        return;
    // What the title, the axes' labels, the legend and the note take (they depend on the
    // width, not on the height); the view is made tall enough to leave the plot its minimum.
    const qreal decorations = size.height() - m_chart->plotArea().height();
    const int needed = int(std::ceil(decorations)) + minimumPlotHeight();
    if (m_view->minimumHeight() != needed)
        m_view->setMinimumHeight(needed);
}

void ChartPanel::setNiceRange(QValueAxis *axis, double maximum, double headroom, const QString &currency)
{
    constexpr int TargetTicks = 5;
    const double top = maximum > 0 && std::isfinite(maximum) ? maximum * headroom : 1;
    const double rough = top / TargetTicks;
    const double magnitude = std::pow(10, std::floor(std::log10(rough)));
    double step = 10 * magnitude;
    for (double mantissa : {1.0, 2.0, 2.5, 5.0}) {
        if (mantissa * magnitude >= rough) {
            step = mantissa * magnitude;
            break;
        }
    }
    const int steps = std::max(1, int(std::ceil(top / step - 1e-9)));
    axis->setRange(0, steps * step);
    axis->setTickCount(steps + 1);
    // As many decimals as the step needs: 0.25 needs two, 0.5 one, 5 none.
    int decimals = 0;
    while (decimals < 6 && std::abs(step * std::pow(10, decimals) - std::round(step * std::pow(10, decimals))) > 1e-6)
        ++decimals;
    // An axis of money writes its symbol where the locale puts it, as every amount does.
    const Formatter::MoneyAffixes affixes =
        currency.isEmpty() ? Formatter::MoneyAffixes{} : Formatter::moneyAffixes(currency);
    const auto escaped = [](QString text) {
        return text.replace(u'%', u"%%"_s);
    };
    axis->setLabelFormat(escaped(affixes.prefix) + u"%.%1f"_s.arg(decimals) + escaped(affixes.suffix));
}

void ChartPanel::scheduleRefresh()
{
    m_dirty = true;
    if (isVisible())
        m_refreshTimer->start();
}

void ChartPanel::flush()
{
    if (m_dirty)
        runRefresh();
}

void ChartPanel::runRefresh()
{
    m_refreshTimer->stop();
    if (!m_dirty)
        return;
    m_dirty = false;
    if (!m_coloured)
        applyColours();
    refresh();
    fitAxisTitles();
    placeNote();
    layoutDecorations();
    Q_EMIT refreshed();
}

void ChartPanel::setAxisTitles(QAbstractAxis *axis, const QStringList &titles)
{
    m_axisTitles.insert(axis, titles);
    fitAxisTitles();
}

void ChartPanel::fitAxisTitles()
{
    const QRectF plot = m_chart->plotArea();
    for (auto it = m_axisTitles.cbegin(); it != m_axisTitles.cend(); ++it) {
        QAbstractAxis *axis = it.key();
        const QStringList &titles = it.value();
        if (titles.isEmpty())
            continue;
        // Qt Charts cuts a title longer than the plot area's side; the text item's margins
        // take a few pixels of that.
        const qreal room = (axis->orientation() == Qt::Horizontal ? plot.width() : plot.height()) - 12;
        const QFontMetricsF metrics(axis->titleFont());
        // None fits a very small plot: no title rather than a cut one (the chart's title and
        // note still say what the axis shows).
        QString chosen;
        if (!plot.isEmpty()) {
            for (const QString &title : titles) {
                if (metrics.horizontalAdvance(title) <= room) {
                    chosen = title;
                    break;
                }
            }
        } else {
            chosen = titles.first();
        }
        if (axis->titleText() != chosen)
            axis->setTitleText(chosen);
    }
}

void ChartPanel::applyColours()
{
    m_coloured = true;
    const QColor text = ChartColors::text();
    m_chart->setBackgroundBrush(ChartColors::background());
    m_chart->setPlotAreaBackgroundVisible(false);
    m_chart->setTitleBrush(text);
    m_chart->legend()->setLabelColor(text);
    m_noteItem->setDefaultTextColor(ChartColors::note());
    for (QAbstractAxis *axis : m_chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setGridLineColor(ChartColors::grid());
        axis->setMinorGridLineColor(ChartColors::grid());
        axis->setLinePenColor(ChartColors::axisLine());
    }
    colourSeries();
}

void ChartPanel::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    // Catch up before the first paint rather than a frame later.
    if (m_dirty)
        runRefresh();
}

void ChartPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitTitle();
    placeNote();
}

bool ChartPanel::exportTo(const QString &path, QString *error)
{
    flush();
    if (m_chart->size().isEmpty())
        m_chart->resize(ExportFallbackSize);
    fitAxisTitles();
    placeNote();
    layoutDecorations();
    const QSizeF size = m_chart->size();
    const QRectF source = m_chart->sceneBoundingRect();

    if (path.endsWith(u".svg"_s, Qt::CaseInsensitive)) {
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size.toSize());
        // CSS pixels, so that browsers show the drawing at the size it had on screen.
        generator.setResolution(96);
        generator.setViewBox(QRectF(QPointF(), size));
        generator.setTitle(title());
        generator.setDescription(m_noteText);
        QPainter painter(&generator);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.fillRect(QRectF(QPointF(), size), Qt::white);
        m_view->scene()->render(&painter, QRectF(QPointF(), size), source);
        painter.end();
        return writeFile(path, buffer.data(), error);
    }

    QImage image((size * PngScale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(PngScale);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    m_view->scene()->render(&painter, QRectF(QPointF(), size), source);
    painter.end();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (!image.save(&buffer, "PNG")) {
        if (error)
            *error = tr("The image could not be encoded.");
        return false;
    }
    return writeFile(path, buffer.data(), error);
}

void ChartPanel::exportPng()
{
    exportAs(u"png"_s, tr("PNG images (*.png)"));
}

void ChartPanel::exportSvg()
{
    exportAs(u"svg"_s, tr("SVG drawings (*.svg)"));
}

void ChartPanel::exportAs(const QString &suffix, const QString &filter)
{
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString suggested = QDir(folder).filePath(m_fileStem + u'.' + suffix);
    QString path = m_chooser(this, tr("Export chart"), suggested, filter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += u'.' + suffix;
    QString error;
    if (exportTo(path, &error))
        Q_EMIT exported(path);
    else
        Q_EMIT exportFailed(error);
}
