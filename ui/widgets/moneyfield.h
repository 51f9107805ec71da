// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/format/formatter.h"

#include <QString>

/// Puts the currency symbol of a money field where the locale puts it in every amount the app
/// writes ("$700" in English, "700 $" in Russian; Formatter::moneyAffixes), with `unit` after
/// the figure and symbol ("/kWh"). Only what differs is set: rewriting the prefix of a box the
/// user is typing in would move the cursor. For QSpinBox and QDoubleSpinBox.
template<typename SpinBox> void setMoneyAffixes(SpinBox *box, const QString &symbol, const QString &unit = QString())
{
    const Formatter::MoneyAffixes affixes = Formatter::moneyAffixes(symbol, unit);
    if (box->prefix() != affixes.prefix)
        box->setPrefix(affixes.prefix);
    if (box->suffix() != affixes.suffix)
        box->setSuffix(affixes.suffix);
}
