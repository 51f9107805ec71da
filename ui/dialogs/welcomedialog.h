// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

/// The first-run welcome: the three ways to use the app (wizard, GPU browser, build planner).
class WelcomeDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit WelcomeDialog(QWidget *parent = nullptr);

    bool showAgain() const;

private:
    class QCheckBox *m_showAgain = nullptr;
};
