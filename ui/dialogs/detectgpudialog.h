// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpudetection.h"
#include "model/catalog/upgrade.h"
#include "model/performance/performancemodel.h"

#include <QDialog>

class QLabel;
class QPushButton;

/// What "detect my current GPU" found, with the upgrades worth a look: the cards that are
/// faster for the chosen work, best performance per dollar first, and how much faster each is.
class DetectGpuDialog final : public QDialog
{
    Q_OBJECT

public:
    struct Upgrade
    {
        QString name;
        double speedup = 0;
        QString price; ///< formatted, with its date
    };

    /// `installedName` is the database name of the first installed card, empty when the
    /// database does not know it.
    DetectGpuDialog(const GpuDetection &detection, const QString &installedName, Metric metric,
                    const QList<Upgrade> &upgrades, QWidget *parent = nullptr);

    QString text() const;

Q_SIGNALS:
    /// The user asked to see the installed card next to the upgrades in the compare view.
    void compareRequested();

private:
    QLabel *m_label = nullptr;
    QPushButton *m_compareButton = nullptr;
};
