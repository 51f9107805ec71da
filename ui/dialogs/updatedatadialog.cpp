// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/updatedatadialog.h"

#include "model/format/formatter.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// The keys a bundle is taken from, each with where it comes from, and how to change them.
QString keysText(const QList<SigningKey> &keys)
{
    QStringList names;
    for (const SigningKey &key : keys) {
        names.append(key.shipped ? UpdateDataDialog::tr("%1 (shipped with GPU Advisor)", "a key id").arg(key.id)
                                 : UpdateDataDialog::tr("%1 (added by you)", "a key id").arg(key.id));
    }
    if (names.isEmpty())
        return UpdateDataDialog::tr("no key: every bundle is refused");
    //: %1 lists key ids; "db update --trust-key FILE" and "--forget-key ID" are typed as they are.
    return UpdateDataDialog::tr("%1. Bundles signed by any other key, or by none, are refused. Add a key with "
                                "gpu-advisor db update --trust-key FILE; remove one you added with --forget-key ID.")
        .arg(QLocale().createSeparatedList(names));
}

} // namespace

UpdateDataDialog::UpdateDataDialog(DataUpdater *updater, const QString &address, QWidget *parent)
    : QDialog(parent)
    , m_updater(updater)
{
    setObjectName(u"updateDataDialog"_s);
    setWindowTitle(tr("Update data"));
    setMinimumWidth(560);

    auto *intro = new QLabel(tr("Downloads the newest GPU specifications, GPU prices, prices of the other parts of "
                                "a build, cloud rates, software readiness, language models, measured figures and "
                                "flowchart editions and adds them to your database. "
                                "Everything is checked before anything is saved; what you entered or edited yourself "
                                "stays as it is."),
                             this);
    intro->setWordWrap(true);

    m_address = new QLineEdit(address.isEmpty() ? DataUpdater::defaultUrl().toString() : address, this);
    m_address->setObjectName(u"addressLineEdit"_s);
    m_address->setAccessibleName(tr("Address of the data bundle"));
    m_address->setToolTip(tr("The address of a manifest.json or of its folder. Preferences keep the address "
                             "for later updates."));
    auto *form = new QFormLayout;
    form->addRow(tr("&From:"), m_address);
    m_keys = new QLabel(keysText(updater->signingKeys()), this);
    m_keys->setObjectName(u"signingKeysLabel"_s);
    m_keys->setWordWrap(true);
    m_keys->setTextInteractionFlags(Qt::TextSelectableByMouse);
    form->addRow(tr("Signed by:"), m_keys);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(u"updateProgressBar"_s);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setAccessibleName(tr("Download progress"));
    m_status = new QLabel(tr("Ready."), this);
    m_status->setObjectName(u"updateStatusLabel"_s);
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_report = new QPlainTextEdit(this);
    m_report->setObjectName(u"updateReportTextEdit"_s);
    m_report->setReadOnly(true);
    m_report->setAccessibleName(tr("What the update changed"));
    m_report->setPlaceholderText(tr("What the update changes is listed here."));
    m_report->setMaximumHeight(140);

    m_buttons = new QDialogButtonBox(this);
    m_update = m_buttons->addButton(tr("&Update"), QDialogButtonBox::AcceptRole);
    m_update->setObjectName(u"updateButton"_s);
    m_update->setDefault(true);
    // Added to the buttons only after an update that changed something.
    m_restartButton = new QPushButton(tr("&Restart now"), this);
    m_restartButton->setObjectName(u"restartButton"_s);
    m_restartButton->setToolTip(tr("The new data shows everywhere after GPU Advisor starts again"));
    m_restartButton->hide();
    m_cancel = m_buttons->addButton(QDialogButtonBox::Close);
    m_cancel->setObjectName(u"cancelButton"_s);
    connect(m_update, &QPushButton::clicked, this, &UpdateDataDialog::startUpdate);
    connect(m_cancel, &QPushButton::clicked, this, &UpdateDataDialog::reject);
    connect(m_restartButton, &QPushButton::clicked, this, [this] {
        m_restart = true;
        accept();
    });
    connect(m_updater, &DataUpdater::progressed, this, &UpdateDataDialog::showProgress);
    connect(m_updater, &DataUpdater::finished, this, &UpdateDataDialog::showOutcome);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_report);
    layout->addWidget(m_buttons);
}

void UpdateDataDialog::startUpdate()
{
    if (m_updater->isRunning())
        return;
    QString error;
    const QUrl url = DataUpdater::manifestUrl(m_address->text(), &error);
    if (url.isEmpty()) {
        m_status->setText(error);
        m_address->setFocus();
        return;
    }
    m_report->clear();
    if (m_buttons->buttons().contains(m_restartButton)) {
        // removeButton() leaves the button without a parent; the dialog keeps owning it.
        m_buttons->removeButton(m_restartButton);
        m_restartButton->setParent(this);
    }
    m_restartButton->hide();
    m_progress->setRange(0, 0); // busy until the manifest gives the size
    setRunning(true);
    m_updater->start(url);
}

void UpdateDataDialog::reject()
{
    if (m_updater->isRunning()) {
        // Cancel stops the download; the dialog stays to say that nothing was changed.
        m_status->setText(tr("Cancelling..."));
        m_updater->cancel();
        return;
    }
    QDialog::reject();
}

void UpdateDataDialog::setRunning(bool running)
{
    m_update->setEnabled(!running);
    m_address->setEnabled(!running);
    m_cancel->setText(running ? tr("&Cancel") : tr("&Close"));
}

void UpdateDataDialog::showProgress(qint64 done, qint64 total, const QString &what)
{
    if (total > 0) {
        // Thousandths keep the range inside an int for any bundle the format allows.
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::clamp<qint64>(done * 1000 / total, 0, 1000)));
        //: %1 says which step (Downloading gpus.csv, ...); %2 and %3 are amounts such as "1.2 MB".
        m_status->setText(tr("%1 (%2 of %3)").arg(what, Formatter::dataSize(done), Formatter::dataSize(total)));
    } else {
        m_status->setText(what);
    }
}

void UpdateDataDialog::showOutcome(const UpdateOutcome &outcome)
{
    m_outcome = outcome;
    setRunning(false);
    m_progress->setRange(0, 1);
    switch (outcome.status) {
    case UpdateOutcome::Status::Updated: {
        m_progress->setValue(1);
        // As `db update` says it, and as every date the app shows (2026-11-27).
        const QString date = Formatter::day(outcome.report.bundleDate);
        const int changes = outcome.report.totalAdded() + outcome.report.totalChanged();
        //: %1 is the date of the data bundle.
        m_status->setText(changes > 0 ? tr("Updated to the data of %1.").arg(date)
                                      //: %1 is the date of the data bundle.
                                      : tr("Your data is up to date: the data of %1 adds nothing new.").arg(date));
        m_report->setPlainText(outcome.report.lines().join(u'\n'));
        if (changes > 0) {
            m_buttons->addButton(m_restartButton, QDialogButtonBox::ActionRole);
            m_restartButton->show();
            m_restartButton->setDefault(true);
        }
        break;
    }
    case UpdateOutcome::Status::Cancelled:
        m_progress->setValue(0);
        m_status->setText(tr("Cancelled. Nothing was changed."));
        break;
    case UpdateOutcome::Status::Failed:
        m_progress->setValue(0);
        //: %1 is the reason, e.g. "the server answered 404 Not Found for https://...".
        m_status->setText(tr("The update failed and nothing was changed: %1.").arg(outcome.error));
        break;
    }
}
