// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariant>

#include <optional>

/// How values the model keeps as optional or possibly-null bind to SQL parameters, the same way
/// in every writer.
namespace SqlBind {

/// An absent number binds as SQL NULL.
inline QVariant optional(const std::optional<double> &v)
{
    return v ? QVariant(*v) : QVariant();
}

/// A NULL column reads back as an absent number.
inline std::optional<double> optionalValue(const QVariant &v)
{
    return v.isNull() ? std::nullopt : std::optional<double>(v.toDouble());
}

/// A null QString binds as SQL NULL; text columns are NOT NULL, so it binds as '' instead.
inline QString text(const QString &s)
{
    return s.isNull() ? QStringLiteral("") : s;
}

/// Writes a failure's message where the caller asked for it; a null pointer asks for none.
inline void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

} // namespace SqlBind
