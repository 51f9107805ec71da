// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/detectgpudialog.h"

#include "model/format/formatter.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString htmlText(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

DetectGpuDialog::DetectGpuDialog(const GpuDetection &detection, const QString &installedName, Metric metric,
                                 const QList<Upgrade> &upgrades, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"detectGpuDialog"_s);
    setWindowTitle(tr("Your current GPU"));

    QString html = u"<p><b>%1</b></p><ul>"_s.arg(htmlText(tr("nvidia-smi reports these GPUs in this computer:")));
    for (const InstalledGpu &gpu : detection.gpus) {
        //: An installed GPU: its name, memory in GB and NVIDIA driver version.
        html += u"<li>%1</li>"_s.arg(htmlText(
            tr("%1, %2 GB, driver %3")
                .arg(gpu.name, Formatter::number(gpu.memoryGb, 0), gpu.driver.isEmpty() ? tr("unknown") : gpu.driver)));
    }
    html += u"</ul>"_s;

    if (installedName.isEmpty()) {
        html += u"<p>%1</p>"_s.arg(
            htmlText(tr("This card is not in GPU Advisor's database, so it cannot be compared. You can add it in the "
                        "GPUs tab by importing a CSV file with its specifications.")));
    } else if (upgrades.isEmpty()) {
        html +=
            u"<p>%1</p>"_s.arg(htmlText(tr("No priced GPU in the database with at least as much memory is faster than "
                                           "your %1 for %2. Your card is already among the best for this work.")
                                            .arg(installedName, metricTitle(metric))));
    } else {
        html += u"<p>%1</p><table cellspacing='0' cellpadding='3'><tr><th align='left'>%2</th><th align='right'>%3"
                "</th><th align='left'>%4</th></tr>"_s.arg(
                    htmlText(tr("Faster than your %1 for %2, with at least as much memory, best performance per dollar "
                                "first:")
                                 .arg(installedName, metricTitle(metric))),
                    htmlText(tr("GPU")), htmlText(tr("Speed-up")), htmlText(tr("Price")));
        for (const Upgrade &upgrade : upgrades) {
            //: How many times as fast as the installed card, e.g. "1.8x".
            const QString speedup = tr("%1x").arg(Formatter::number(upgrade.speedup, 1));
            html += u"<tr><td>%1</td><td align='right'>%2</td><td>%3</td></tr>"_s.arg(
                htmlText(upgrade.name), htmlText(speedup), htmlText(upgrade.price));
        }
        html += u"</table>"_s;
    }
    html += u"<p><i>%1</i></p>"_s.arg(
        htmlText(tr("Worth weighing before you buy (the 2019 edition of the post): if you already own a good card, it "
                    "is often better to wait for the next generation, unless your work has outgrown its memory, as "
                    "large transformers do.")));

    m_label = new QLabel(html, this);
    m_label->setObjectName(u"detectedGpuLabel"_s);
    m_label->setTextFormat(Qt::RichText);
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_label->setAccessibleName(tr("Detected GPUs and upgrades"));
    m_label->setMinimumWidth(480);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->setObjectName(u"detectGpuButtonBox"_s);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    if (!installedName.isEmpty() && !upgrades.isEmpty()) {
        m_compareButton = buttons->addButton(tr("&Compare side by side"), QDialogButtonBox::AcceptRole);
        m_compareButton->setObjectName(u"compareUpgradeButton"_s);
        m_compareButton->setDefault(true);
        connect(m_compareButton, &QPushButton::clicked, this, [this] {
            Q_EMIT compareRequested();
            accept();
        });
    }

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_label);
    layout->addWidget(buttons);
}

QString DetectGpuDialog::text() const
{
    return m_label->text();
}
