// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;

class WhatIfSettings;

namespace Ui {
class WhatIfPanel;
}

/// The controls for the shared what-if assumptions: metric, "as of" month (with the post's
/// January 2023 view one click away), price basis, electricity price, utilisation, years of
/// ownership, the rest of the desktop and the currency symbol. Every change goes straight to
/// the WhatIfSettings, and the controls follow changes made elsewhere. Ranges and a validator
/// keep impossible values out.
class WhatIfPanel final : public QWidget
{
    Q_OBJECT

public:
    explicit WhatIfPanel(WhatIfSettings *settings, QWidget *parent = nullptr);
    ~WhatIfPanel() override;

    /// The months offered in the "as of" list, from the first to the last month with prices.
    void setMonthRange(const QDate &first, const QDate &last);
    /// The post's view: prices as of January 2023 and the post's cost assumptions.
    static QDate postViewMonth();

public Q_SLOTS:
    void showPostView();

private:
    void updateControls();
    void applyCost();
    void selectAsOf(const QDate &asOf);

    std::unique_ptr<Ui::WhatIfPanel> m_ui;
    QComboBox *m_softwareComboBox = nullptr; ///< the software assumption for 8-bit work
    QCheckBox *m_resaleCheckBox = nullptr;   ///< the what-if "keep it until it dies" when cleared
    WhatIfSettings *m_settings;
};
