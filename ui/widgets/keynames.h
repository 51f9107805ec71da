// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeyCombination>
#include <QString>

/// Key names as this system writes them (QKeySequence::NativeText), for sentences that tell
/// the user which keys to press: "Ctrl" and "Ctrl+S" on Linux and Windows, "⌘" and "⌘S" on
/// macOS, in the language of Qt's translations.
namespace KeyNames {

/// A key with its modifiers: "Ctrl+S", "⌘S", "Return".
QString key(QKeyCombination combination);
/// One modifier on its own, without a separator: "Ctrl" or "⌘", "Shift" or "⇧". A sentence
/// joins it to a mouse action or a group of keys ("%1+click").
QString modifier(Qt::KeyboardModifier modifier);

} // namespace KeyNames
