// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/catalogdetailsdialog.h"

#include <QDateEdit>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

CatalogDetailsDialog::CatalogDetailsDialog(const QString &file, bool needProvider, bool needDate,
                                           const CloudCatalogDefaults &start, QWidget *parent)
    : QDialog(parent)
    , m_details(start)
{
    setObjectName(u"catalogDetailsDialog"_s);
    setWindowTitle(tr("Cloud price catalog"));
    auto *layout = new QVBoxLayout(this);
    //: %1 is a file
    auto *question = new QLabel(tr("%1 is a cloud price catalog that does not say whose prices they are or when they "
                                   "were read. Every rate keeps both, so that you can tell later how far to trust it.")
                                    .arg(file),
                                this);
    question->setWordWrap(true);
    question->setTextFormat(Qt::PlainText);
    layout->addWidget(question);
    auto *form = new QFormLayout;
    if (needProvider) {
        m_provider = new QLineEdit(start.provider, this);
        m_provider->setObjectName(u"providerEdit"_s);
        //: An example of what to type: cloud providers' names
        m_provider->setPlaceholderText(tr("for example RunPod, AWS, Lambda"));
        form->addRow(tr("&Provider:"), m_provider);
        connect(m_provider, &QLineEdit::textChanged, this, &CatalogDetailsDialog::updateOk);
    }
    if (needDate) {
        m_date = new QDateEdit(start.date.isValid() ? start.date : QDate::currentDate(), this);
        m_date->setObjectName(u"readOnEdit"_s);
        m_date->setCalendarPopup(true);
        m_date->setDisplayFormat(u"yyyy-MM-dd"_s);
        // A price cannot have been read after today.
        m_date->setMaximumDate(QDate::currentDate());
        m_date->setMinimumDate(QDate(2000, 1, 1));
        form->addRow(tr("Prices &read on:"), m_date);
    }
    layout->addLayout(form);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    updateOk();
    resize(std::max(sizeHint().width(), 460), sizeHint().height());
}

CloudCatalogDefaults CatalogDetailsDialog::details() const
{
    CloudCatalogDefaults d = m_details;
    if (m_provider)
        d.provider = m_provider->text().trimmed();
    if (m_date)
        d.date = m_date->date();
    return d;
}

void CatalogDetailsDialog::updateOk()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_provider || !m_provider->text().trimmed().isEmpty());
}
