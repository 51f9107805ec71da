// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildplan.h"

#include <QCoreApplication>
#include <QDate>
#include <QString>

#include <memory>

class QPagedPaintDevice;
class QTextDocument;

/// The one-page build report: the wizard's answers (when the build came from the wizard), the
/// recommendation and why, the parts table, power and platform, warnings, costs and assumptions,
/// and the price date. Rendered with Qt's own text layout, to PDF (QPdfWriter) or a printer.
class BuildReport final
{
    Q_DECLARE_TR_FUNCTIONS(BuildReport)

public:
    /// The report as the HTML subset QTextDocument renders.
    static QString html(const BuildPlan &plan, const QDate &today = QDate::currentDate());

    /// Lays the report out for `device`, shrinking the type until it fits one page (down to a
    /// floor below which it would not be readable; then it runs onto a second page).
    static std::unique_ptr<QTextDocument> document(const BuildPlan &plan, QPagedPaintDevice *device,
                                                   const QDate &today = QDate::currentDate());

    /// Writes the PDF in one piece (QSaveFile); the build's title is the PDF's title too.
    /// False with `error` naming the path and the reason when the file cannot be written.
    static bool writePdf(const BuildPlan &plan, const QString &path, QString *error);

    /// "GPU build: TITLE": the PDF's title and the printer's document name.
    static QString title(const BuildPlan &plan);

    /// Prints to a paint device already set up, such as a printer the print dialog chose.
    static void print(const BuildPlan &plan, QPagedPaintDevice *device);
};
