// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/recoveryflow.h"

#include "db/database.h"
#include "db/recovery.h"

#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace {

QString title()
{
    //: The title of GPU Advisor's message boxes.
    return QCoreApplication::translate("main", "GPU Advisor");
}

/// The reason as a sentence of its own: the database's messages start in lower case, to follow a
/// colon on the command line.
QString asSentence(const QString &reason)
{
    return reason.isEmpty() ? reason : reason.left(1).toUpper() + reason.mid(1);
}

} // namespace

void MessageBoxRecoveryDialogs::cannotUse(const QString &reason)
{
    //: %1 is the reason.
    QMessageBox::critical(
        nullptr, title(),
        QCoreApplication::translate("main", "GPU Advisor cannot use its database.\n\n%1").arg(asSentence(reason)));
}

bool MessageBoxRecoveryDialogs::offerFreshDatabase(const QString &reason, const QString &target)
{
    QMessageBox box(QMessageBox::Critical, title(),
                    QCoreApplication::translate("main", "GPU Advisor cannot use its database."));
    box.setObjectName(u"recoveryMessageBox"_s);
    //: %1 is the reason the database cannot be used, %2 the name of the new database file.
    box.setInformativeText(QCoreApplication::translate("main",
                                                       "%1\n\nThe file was not changed. GPU Advisor can start a fresh "
                                                       "database from its bundled data under a new name,\n%2,\nand "
                                                       "copy into it the prices, GPUs and saved builds that can still "
                                                       "be read from the old file.")
                               .arg(asSentence(reason), target));
    QPushButton *recover =
        box.addButton(QCoreApplication::translate("main", "Start a fresh database"), QMessageBox::AcceptRole);
    //: A button: leave GPU Advisor without touching the database.
    box.addButton(QCoreApplication::translate("main", "Quit"), QMessageBox::RejectRole);
    box.setDefaultButton(recover);
    box.exec();
    return box.clickedButton() == recover;
}

void MessageBoxRecoveryDialogs::recoveryFailed(const QString &reason)
{
    //: %1 is the reason.
    QMessageBox::critical(nullptr, title(), QCoreApplication::translate("main", "The recovery failed: %1").arg(reason));
}

void MessageBoxRecoveryDialogs::recovered(const QString &summary)
{
    QMessageBox::information(nullptr, title(), summary);
}

bool RecoveryFlow::offer(const QString &path, const QString &reason, QString *recoveredPath, bool worthRecovering)
{
    // A missing file has nothing to recover, a locked one needs only the other program to finish,
    // and a healthy one refused for what it is (read-only, another program's) needs no recovery.
    if (!worthRecovering || !QFileInfo::exists(path) || Database::isLockedByAnotherProgram(path)) {
        m_dialogs.cannotUse(reason);
        return false;
    }
    const QString target = Recovery::suggestedPath(path);
    if (!m_dialogs.offerFreshDatabase(reason, target))
        return false;
    SalvageReport report;
    QString recoveryError;
    if (!Recovery::recover(path, target, &report, &recoveryError)) {
        m_dialogs.recoveryFailed(recoveryError);
        return false;
    }
    //: %1 is the new database file; %2 to %4 are counts.
    QString summary = QCoreApplication::translate("main", "A fresh database is at %1. Salvaged from the old file: %2 "
                                                          "GPU(s), %3 price(s), %4 saved build(s).")
                          .arg(target, QString::number(report.gpus), QString::number(report.prices),
                               QString::number(report.savedBuilds));
    if (!report.problems.isEmpty()) {
        //: Heading of a list of the parts of the old database that could not be read.
        summary +=
            u"\n\n"_s + QCoreApplication::translate("main", "Not readable:") + u"\n"_s + report.problems.join(u'\n');
    }
    m_dialogs.recovered(summary);
    *recoveredPath = target;
    return true;
}
