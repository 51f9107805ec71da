// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/cloud/cloudcatalogcsv.h"

#include <QObject>
#include <QSqlDatabase>

class QAction;
class QWidget;

/// What File > Import data and Export data ask and tell the user: the real dialogs in the app, a
/// scripted fake in the tests.
class DataFileDialogs
{
public:
    virtual ~DataFileDialogs() = default;
    /// A file to read; empty when cancelled.
    virtual QString openFileName(QWidget *parent, const QString &caption, const QString &filter) = 0;
    /// Where to write, starting from `suggestedPath`; empty when cancelled.
    virtual QString saveFileName(QWidget *parent, const QString &caption, const QString &suggestedPath,
                                 const QString &filter) = 0;
    /// A cloud catalog names no provider or no date: asks for those marked `need...`, starting
    /// from `defaults`; false when cancelled.
    virtual bool catalogDetails(QWidget *parent, const QString &file, bool needProvider, bool needDate,
                                CloudCatalogDefaults *defaults) = 0;
    /// Says why nothing was written; `details` lists the problems, one a line.
    virtual void showError(QWidget *parent, const QString &title, const QString &text, const QString &details) = 0;
    /// Says what was done.
    virtual void showInformation(QWidget *parent, const QString &title, const QString &text) = 0;
};

/// DataFileDialogs as file dialogs, message boxes and the catalog details dialog.
class StandardDataFileDialogs final : public DataFileDialogs
{
public:
    QString openFileName(QWidget *parent, const QString &caption, const QString &filter) override;
    QString saveFileName(QWidget *parent, const QString &caption, const QString &suggestedPath,
                         const QString &filter) override;
    bool catalogDetails(QWidget *parent, const QString &file, bool needProvider, bool needDate,
                        CloudCatalogDefaults *defaults) override;
    void showError(QWidget *parent, const QString &title, const QString &text, const QString &details) override;
    void showInformation(QWidget *parent, const QString &title, const QString &text) override;
};

/// File > Import data and Export data: the command line's `db import` and `db export` in the
/// window (DataFiles does the work for both). An import reads GPUs and prices, a cloud catalog,
/// part prices or measured figures, told apart by the header; every row is checked first, and a
/// file with a problem writes nothing and lists its lines. After an import that changed
/// something, dataChanged() has the screens read the database again.
class DataFileFlow final : public QObject
{
    Q_OBJECT

public:
    DataFileFlow(const QSqlDatabase &db, DataFileDialogs &dialogs, QWidget *window);

    QAction *importAction() const { return m_importAction; }
    QAction *exportAction() const { return m_exportAction; }

    /// Asks for a file and imports it.
    void importFile();
    /// Asks where to write every GPU and price, and writes them.
    void exportFile();

Q_SIGNALS:
    /// An import changed the data: the screens read it again.
    void dataChanged();
    /// A line for the status bar.
    void message(const QString &text);

private:
    QSqlDatabase m_db;
    DataFileDialogs &m_dialogs;
    QWidget *m_window;
    QAction *m_importAction;
    QAction *m_exportAction;
};
