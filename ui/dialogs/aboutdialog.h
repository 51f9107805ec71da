// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/datasources.h"

#include <QDate>
#include <QDialog>

class QTabWidget;
class QTextBrowser;

/// What the About dialog tells: the program, where its data comes from and when it was
/// recorded, how the numbers are computed, and the licences.
struct AboutInfo
{
    QString version;
    DataSourceSummary sources;
    QString flowchartTitle;
    QDate flowchartEdition;
    QString flowchartSource;
    QString readError; ///< why the database could not be read in full; empty when it could
};

/// The About dialog: four tabs (About, Data sources, Methodology, Licences).
class AboutDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit AboutDialog(const AboutInfo &info, QWidget *parent = nullptr);

    /// The HTML of the data sources tab, for the dialog and for tests.
    static QString sourcesHtml(const AboutInfo &info);

private:
    QTextBrowser *addPage(const QString &objectName, const QString &title, const QString &accessibleName);

    QTabWidget *m_tabs = nullptr;
};
