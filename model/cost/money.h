// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

/// "$1,499" or "€0.175": the symbol, then the amount grouped the American way (the prices in
/// the database are US prices). `decimals` < 0 picks 0 for amounts of 100 or more, else 2.
QString formatMoney(double amount, const QString &symbol, int decimals = -1);
