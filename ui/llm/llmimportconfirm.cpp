// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmimportconfirm.h"

#include "model/llm/llmmodelsearch.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

LlmImportConfirmDialog::LlmImportConfirmDialog(const LlmModel &model, const QStringList &details,
                                               const QStringList &takenNames, QWidget *parent)
    : QDialog(parent)
    , m_model(model)
    , m_taken(takenNames)
{
    setObjectName(u"llmImportConfirmDialog"_s);
    setWindowTitle(tr("Add the model read"));
    auto *outer = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_name = new QLineEdit(model.name, this);
    m_name->setObjectName(u"importNameLineEdit"_s);
    m_name->setMaxLength(120);
    m_name->setAccessibleName(tr("Name"));
    m_name->setToolTip(tr("Unique in the catalog"));
    form->addRow(tr("&Name:"), m_name);
    outer->addLayout(form);

    QStringList lines{LlmModelListModel::summary(model).toHtmlEscaped()};
    for (const QString &line : details)
        lines.append(line.toHtmlEscaped());
    if (!model.source.isEmpty())
        lines.append(tr("Source: %1").arg(model.source).toHtmlEscaped());
    auto *summary = new QLabel(lines.join(u"<br/>"_s), this);
    summary->setObjectName(u"importSummaryLabel"_s);
    summary->setTextFormat(Qt::RichText);
    summary->setWordWrap(true);
    summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    outer->addWidget(summary);

    m_error = new QLabel(this);
    m_error->setObjectName(u"errorLabel"_s);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(u"color: palette(highlight); font-weight: bold;"_s);
    outer->addWidget(m_error);
    // A name the catalog has already is said at once (a GGUF file of a model the catalog holds).
    m_error->setText(nameProblem());
    m_error->setVisible(!m_error->text().isEmpty());
    outer->addStretch(1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->setObjectName(u"buttonBox"_s);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Add to the catalog"));
    connect(buttons, &QDialogButtonBox::accepted, this, &LlmImportConfirmDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &LlmImportConfirmDialog::reject);
    outer->addWidget(buttons);
    m_name->setFocus(Qt::OtherFocusReason);
    m_name->selectAll();
    resize(560, sizeHint().height());
}

LlmModel LlmImportConfirmDialog::model() const
{
    LlmModel m = m_model;
    m.name = m_name->text().trimmed();
    return m;
}

QString LlmImportConfirmDialog::error() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

QString LlmImportConfirmDialog::nameProblem() const
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty())
        return tr("Give the model a name.");
    if (m_taken.contains(name, Qt::CaseInsensitive))
        return tr("The catalog already has a model of that name: give this one another.");
    return {};
}

void LlmImportConfirmDialog::accept()
{
    const QString problem = nameProblem();
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
    if (!problem.isEmpty()) {
        m_name->setFocus(Qt::OtherFocusReason);
        m_name->selectAll();
        return;
    }
    QDialog::accept();
}
