// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/datafileflow.h"

#include "app/datafiles.h"
#include "model/io/problemlist.h"
#include "model/io/textinput.h"
#include "ui/dialogs/catalogdetailsdialog.h"
#include "ui/dialogs/messageboxes.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

QString StandardDataFileDialogs::openFileName(QWidget *parent, const QString &caption, const QString &filter)
{
    return QFileDialog::getOpenFileName(parent, caption, {}, filter);
}

QString StandardDataFileDialogs::saveFileName(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                              const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, caption, suggestedPath, filter);
}

bool StandardDataFileDialogs::catalogDetails(QWidget *parent, const QString &file, bool needProvider, bool needDate,
                                             CloudCatalogDefaults *defaults)
{
    CatalogDetailsDialog dialog(file, needProvider, needDate, *defaults, parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    *defaults = dialog.details();
    return true;
}

void StandardDataFileDialogs::showError(QWidget *parent, const QString &title, const QString &text,
                                        const QString &details)
{
    MessageBoxes::showProblems(parent, u"dataFileErrorBox"_s, title, text, details);
}

void StandardDataFileDialogs::showInformation(QWidget *parent, const QString &title, const QString &text)
{
    MessageBoxes::showDone(parent, u"dataFileInformationBox"_s, title, text);
}

DataFileFlow::DataFileFlow(const QSqlDatabase &db, DataFileDialogs &dialogs, QWidget *window)
    : QObject(window)
    , m_db(db)
    , m_dialogs(dialogs)
    , m_window(window)
    , m_importAction(new QAction(tr("&Import data..."), window))
    , m_exportAction(new QAction(tr("&Export data..."), window))
{
    m_importAction->setObjectName(u"actionImportData"_s);
    m_importAction->setStatusTip(
        tr("Add GPUs and prices, a cloud price catalog, part prices or your own measurements from a CSV file"));
    m_exportAction->setObjectName(u"actionExportData"_s);
    m_exportAction->setStatusTip(tr("Write every GPU and price, with their sources and dates, to a CSV file"));
    connect(m_importAction, &QAction::triggered, this, &DataFileFlow::importFile);
    connect(m_exportAction, &QAction::triggered, this, &DataFileFlow::exportFile);
}

void DataFileFlow::importFile()
{
    const QString title = tr("Import data");
    //: File dialog filter; keep "(*.csv)" and "(*)" as they are
    const QString path = m_dialogs.openFileName(m_window, title, tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    const QString shown = QDir::toNativeSeparators(path);
    //: %1 is a file
    const QString refused = tr("%1 was not imported; nothing was written.").arg(shown);
    QString text;
    QString error;
    if (TextInput::read(path, &text, &error) != TextInput::Result::Ok) {
        m_dialogs.showError(m_window, title, refused, error);
        return;
    }
    CloudCatalogDefaults defaults;
    defaults.source = QFileInfo(path).fileName();
    DataImportOutcome outcome = DataFiles::importText(m_db, text, shown, defaults);
    if (outcome.needsProvider || outcome.needsDate) {
        // A catalog as the provider publishes it: who and when come from the user, then it is read again.
        defaults.date = QDate::currentDate();
        if (!m_dialogs.catalogDetails(m_window, shown, outcome.needsProvider, outcome.needsDate, &defaults))
            return;
        outcome = DataFiles::importText(m_db, text, shown, defaults);
    }
    switch (outcome.status) {
    case DataImportOutcome::Status::BadFile:
        m_dialogs.showError(m_window, title, refused + u' ' + tr("Correct these lines and import it again:"),
                            ProblemList::shown(outcome.problems).join(u'\n'));
        return;
    case DataImportOutcome::Status::DatabaseRefused:
        m_dialogs.showError(m_window, title, refused, outcome.summary.join(u'\n'));
        return;
    case DataImportOutcome::Status::Imported:
        break;
    }
    // The screens take the new data first, so the summary closes on them showing it.
    if (outcome.changes > 0)
        Q_EMIT dataChanged();
    m_dialogs.showInformation(m_window, title, outcome.summary.join(u"\n\n"_s));
    Q_EMIT message(outcome.summary.first());
}

void DataFileFlow::exportFile()
{
    const QString title = tr("Export data");
    const QString suggested =
        QDir(QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation))
            .filePath(u"gpu-advisor-gpus-%1.csv"_s.arg(QDate::currentDate().toString(Qt::ISODate)));
    //: File dialog filter; keep "(*.csv)" and "(*)" as they are
    QString path = m_dialogs.saveFileName(m_window, title, suggested, tr("CSV files (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    // A name typed without an extension is a CSV file, as the dialog's filter says.
    if (QFileInfo(path).suffix().isEmpty())
        path += u".csv"_s;
    QString summary;
    QString error;
    if (!DataFiles::exportGpusAndPrices(m_db, QDir::toNativeSeparators(path), &summary, &error)) {
        //: %1 is a file
        m_dialogs.showError(m_window, title, tr("%1 was not written.").arg(QDir::toNativeSeparators(path)), error);
        return;
    }
    Q_EMIT message(summary);
}
