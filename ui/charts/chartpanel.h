// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ui/dialogs/savefilechooser.h"
#include "ui/widgets/flowlayout.h"

#include <QHash>
#include <QStringList>
#include <QWidget>

class QAbstractAxis;
class QChart;
class QChartView;
class QGraphicsTextItem;
class QLabel;
class QPushButton;
class QScrollArea;
class QTimer;
class QValueAxis;

/// What every chart of the app has: a title, a note under the plot with the price date and the
/// assumptions (part of the chart, so it is exported with it), a tool bar for the chart's own
/// inputs, and export to PNG and SVG. Subclasses build the series in refresh(), which runs
/// once per burst of changes and only while the chart is visible: hidden charts catch up
/// when they are shown, so a what-if change redraws only what can be seen.
class ChartPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChartPanel(QWidget *parent = nullptr);
    ~ChartPanel() override;

    QChart *chart() const { return m_chart; }
    QChartView *chartView() const { return m_view; }
    QString title() const;
    QString note() const { return m_noteText; }

    /// Writes the chart to `path`, as SVG when it ends in ".svg", else as PNG (at twice the
    /// screen resolution). Returns false and sets `error` when the file cannot be written.
    bool exportTo(const QString &path, QString *error = nullptr);
    void setSaveFileChooser(SaveFileChooser chooser) { m_chooser = std::move(chooser); }

    /// The least height the plot itself keeps; below it the chart scrolls.
    int minimumPlotHeight() const;

    /// Brings the chart up to date now if a refresh is pending (tests and benchmarks).
    void flush();
    bool isRefreshPending() const { return m_dirty; }

public Q_SLOTS:
    /// Ask for a file name, then write the chart there.
    void exportPng();
    void exportSvg();

Q_SIGNALS:
    void exported(const QString &path);
    void exportFailed(const QString &error);
    /// After each refresh.
    void refreshed();

protected:
    void setTitle(const QString &title);
    void setNote(const QString &note);
    /// Shown in place of the chart when there is nothing to draw (empty hides it).
    void setPlaceholder(const QString &text);
    /// Chart-specific inputs go here, left of the export buttons.
    FlowLayout *toolBar() const { return m_toolBar; }
    /// A short name for exported files ("ranking-performance").
    void setFileStem(const QString &stem) { m_fileStem = stem; }

    /// Sets a value axis to run from 0 to a round number at or above `maximum` times `headroom`,
    /// with ticks at round steps (1, 2, 2.5 or 5 times a power of ten) and labels to match.
    /// `currency`: the symbol of an axis of money, written where the locale puts it.
    static void setNiceRange(QValueAxis *axis, double maximum, double headroom = 1.05, const QString &currency = {});

    /// Gives an axis its title: the first of `titles` (longest first) that fits along the axis,
    /// so Qt Charts never cuts it to "..." (issue 11); none when none fits. Chosen again
    /// whenever the plot area changes size.
    void setAxisTitles(QAbstractAxis *axis, const QStringList &titles);

    /// Rebuilds the series from the current data.
    virtual void refresh() = 0;
    /// Marks the chart out of date; it refreshes on the next turn of the event loop if visible.
    void scheduleRefresh();
    /// Places the chart's own decorations (labels, markers) after the plot area moved.
    virtual void layoutDecorations() {}
    /// Gives the series and decorations their colours from ChartColors; runs before the first
    /// refresh and again when the look changes between light and dark.
    virtual void colourSeries() {}

    void showEvent(QShowEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void exportAs(const QString &suffix, const QString &filter);
    void placeNote();
    void applyColours();
    void runRefresh();
    void fitAxisTitles();
    /// Breaks a title too wide for the chart onto more lines.
    void fitTitle();
    /// Makes the view tall enough for the plot's minimum height next to the decorations.
    void keepPlotHeight();

    QChart *m_chart = nullptr;
    QChartView *m_view = nullptr;
    QGraphicsTextItem *m_noteItem = nullptr;
    FlowLayout *m_toolBar = nullptr;
    QLabel *m_placeholder = nullptr;
    QScrollArea *m_scrollArea = nullptr;
    QPushButton *m_pngButton = nullptr;
    QPushButton *m_svgButton = nullptr;
    QTimer *m_refreshTimer = nullptr;
    QHash<QAbstractAxis *, QStringList> m_axisTitles;
    QString m_titleText;
    QString m_noteText;
    QString m_fileStem = QStringLiteral("chart");
    SaveFileChooser m_chooser = fileDialogSaveFileChooser();
    bool m_dirty = true;
    bool m_coloured = false;
};
