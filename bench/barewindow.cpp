// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick for gpu-advisor's start-up: a bare Qt Widgets + Charts + SQLite window that
// opens an SQLite file, shows a main window with a menu, a status bar and a small chart, paints
// it once and exits, as `gpu-advisor --quit-after-show` does.
// Usage: bare-window DATABASE-FILE
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QLineSeries>
#include <QMainWindow>
#include <QMenuBar>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>

using namespace Qt::StringLiterals;

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList arguments = QCoreApplication::arguments();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QSQLITE"_s, u"bare"_s);
        db.setDatabaseName(arguments.value(1, u":memory:"_s));
        if (!db.open())
            return 1;
        QSqlQuery query(db);
        if (!query.exec(u"SELECT sqlite_version()"_s) || !query.next())
            return 1;
    }

    QMainWindow window;
    window.menuBar()->addMenu(u"&File"_s)->addAction(u"&Quit"_s, &window, &QWidget::close);
    window.statusBar()->showMessage(u"Ready"_s);
    auto *series = new QLineSeries;
    series->append({{0, 1}, {1, 3}, {2, 2}, {3, 5}});
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->createDefaultAxes();
    chart->setTitle(u"A chart"_s);
    auto *tabs = new QTabWidget;
    tabs->addTab(new QChartView(chart), u"Chart"_s);
    window.setCentralWidget(tabs);
    window.resize(1100, 740);
    window.show();
    QTimer::singleShot(0, &window, [&window] {
        window.repaint();
        QCoreApplication::quit();
    });
    return QApplication::exec();
}
