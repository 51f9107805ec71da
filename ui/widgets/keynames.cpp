// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/keynames.h"

#include <QCoreApplication>
#include <QKeySequence>

namespace KeyNames {

QString key(QKeyCombination combination)
{
    return QKeySequence(combination).toString(QKeySequence::NativeText);
}

QString modifier(Qt::KeyboardModifier modifier)
{
    // QKeySequence names a modifier only together with a key: take a key's name off the
    // combination, then the separator that joins them where the system writes one ("Ctrl+A";
    // macOS writes "⌘A").
    const QString plain = key(QKeyCombination(Qt::Key_A));
    QString name = key(QKeyCombination(modifier, Qt::Key_A));
    if (name.endsWith(plain))
        name.chop(plain.size());
    // Qt's own separator and its translation, named through constants so that lupdate leaves the
    // word to Qt's translations.
    static constexpr char context[] = "QShortcut";
    static constexpr char plus[] = "+";
    const QString separator = QCoreApplication::translate(context, plus);
    if (name.size() > separator.size() && name.endsWith(separator))
        name.chop(separator.size());
    return name;
}

} // namespace KeyNames
