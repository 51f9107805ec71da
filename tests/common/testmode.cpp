// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Linked into every test program (gpuadvisor_add_test): before main() runs, QStandardPaths and
// QSettings switch to their test locations (~/.qttest/...), so no test reads or writes the
// user's settings or data; ctest also points HOME and the XDG folders at the build tree.
#include <QStandardPaths>
#include <QtGlobal>

namespace {

void enableTestMode()
{
    QStandardPaths::setTestModeEnabled(true);
}

} // namespace

Q_CONSTRUCTOR_FUNCTION(enableTestMode)
