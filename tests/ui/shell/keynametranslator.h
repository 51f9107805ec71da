// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTranslator>

/// Qt's key names as a German system has them (Strg, Umschalt, Eingabe), to tell names that come
/// from QKeySequence from names written into a sentence.
class KeyNameTranslator final : public QTranslator
{
public:
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (qstrcmp(context, "QShortcut") != 0)
            return {};
        if (qstrcmp(sourceText, "Ctrl") == 0)
            return QStringLiteral("Strg");
        if (qstrcmp(sourceText, "Shift") == 0)
            return QStringLiteral("Umschalt");
        if (qstrcmp(sourceText, "Return") == 0)
            return QStringLiteral("Eingabe");
        return {};
    }
    bool isEmpty() const override { return false; }
};
