// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cost/money.h"

#include <QLocale>

#include <cmath>

QString formatMoney(double amount, const QString &symbol, int decimals)
{
    static const QLocale english(QLocale::English, QLocale::UnitedStates);
    if (decimals < 0)
        decimals = std::abs(amount) >= 100 ? 0 : 2;
    const QString number = english.toString(std::abs(amount), 'f', decimals);
    return (amount < 0 ? QStringLiteral("-") : QString()) + symbol + number;
}
