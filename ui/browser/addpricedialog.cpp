// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/browser/addpricedialog.h"

#include "model/catalog/gpucsv.h"
#include "model/catalog/pricerecorder.h"
#include "model/flowchart/displaytext.h"
#include "ui/widgets/moneyfield.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

AddPriceDialog::AddPriceDialog(const Gpu &gpu, QWidget *parent)
    : QDialog(parent)
    , m_gpu(gpu)
{
    setObjectName(u"addPriceDialog"_s);
    //: %1 is a GPU name
    setWindowTitle(tr("Add a price for %1").arg(gpu.name));
    auto *layout = new QVBoxLayout(this);
    //: %1 is a GPU name
    auto *intro = new QLabel(tr("A price you found for the %1. It is kept as your entry, with its date and where you "
                                "saw it, and counts like any other price of its day: the newest prices are the ones "
                                "the app compares.")
                                 .arg(gpu.name),
                             this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::PlainText);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    m_date = new QDateEdit(QDate::currentDate(), this);
    m_date->setObjectName(u"priceDateEdit"_s);
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(u"yyyy-MM-dd"_s);
    // Not before the card was released, not after today.
    m_date->setDateRange(std::min(PriceEntry::earliestDate(gpu), QDate::currentDate()), QDate::currentDate());
    form->addRow(tr("&Seen on:"), m_date);

    m_condition = new QComboBox(this);
    m_condition->setObjectName(u"priceConditionComboBox"_s);
    for (PriceCondition c : {PriceCondition::New, PriceCondition::Used}) {
        // The word as sentences use it ("new"), capitalised as a choice of its own.
        QString text = DisplayText::condition(c);
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        m_condition->addItem(text, priceConditionKey(c));
    }
    form->addRow(tr("&Condition:"), m_condition);

    m_usd = new QDoubleSpinBox(this);
    m_usd->setObjectName(u"priceUsdSpinBox"_s);
    m_usd->setDecimals(0);
    m_usd->setRange(GpuCsv::MinPriceUsd, GpuCsv::MaxPriceUsd);
    m_usd->setGroupSeparatorShown(true);
    m_usd->setValue(gpu.launchMsrpUsd.value_or(GpuCsv::MinPriceUsd));
    // Stored in US dollars, whatever symbol the tables show.
    setMoneyAffixes(m_usd, u"$"_s);
    m_usd->setAccessibleName(tr("Price in US dollars"));
    form->addRow(tr("&Price (US dollars):"), m_usd);

    m_source = new QLineEdit(this);
    m_source->setObjectName(u"priceSourceEdit"_s);
    m_source->setPlaceholderText(tr("the shop, the listing or a link"));
    m_source->setMaxLength(500);
    form->addRow(tr("&Where:"), m_source);

    m_note = new QLineEdit(this);
    m_note->setObjectName(u"priceNoteEdit"_s);
    m_note->setPlaceholderText(tr("optional: the model of the card, a bundle, shipping..."));
    m_note->setMaxLength(500);
    form->addRow(tr("&Note:"), m_note);
    layout->addLayout(form);

    m_problems = new QLabel(this);
    m_problems->setObjectName(u"priceProblemsLabel"_s);
    m_problems->setWordWrap(true);
    m_problems->setTextFormat(Qt::PlainText);
    m_problems->setStyleSheet(u"QLabel { color: #b3261e; }"_s);
    m_problems->hide();
    layout->addWidget(m_problems);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Add"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &AddPriceDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
    connect(m_source, &QLineEdit::textChanged, this, &AddPriceDialog::updateState);
    updateState();
    m_usd->setFocus();
    m_usd->selectAll();
    resize(std::max(sizeHint().width(), 480), sizeHint().height());
}

PriceObservation AddPriceDialog::price() const
{
    PriceObservation p;
    p.gpuId = m_gpu.id;
    p.observedOn = m_date->date();
    p.condition = priceConditionFromKey(m_condition->currentData().toString()).value_or(PriceCondition::New);
    p.usd = m_usd->value();
    p.source = m_source->text().trimmed();
    p.note = m_note->text().trimmed();
    p.userEntered = true;
    return p;
}

void AddPriceDialog::accept()
{
    const QStringList problems = PriceEntry::problems(price(), m_gpu);
    if (!problems.isEmpty()) {
        m_problems->setText(problems.join(u'\n'));
        m_problems->show();
        return;
    }
    QDialog::accept();
}

void AddPriceDialog::updateState()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!m_source->text().trimmed().isEmpty());
    m_problems->hide();
}
