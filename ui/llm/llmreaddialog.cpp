// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmreaddialog.h"

#include "model/format/formatter.h"
#include "model/llm/hfconfig.h"
#include "model/llm/remotemodelreader.h"
#include "model/settings/secretstore.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace {

/// Why `text` is not a link the GGUF reader can follow; empty when it is one.
QString ggufLinkProblem(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty() || (scheme != u"https"_s && scheme != u"http"_s))
        return LlmReadDialog::tr("Enter the http or https address of a GGUF file.");
    return {};
}

} // namespace

QString LlmReadDialog::tokenKey()
{
    return u"huggingface-token"_s;
}

LlmReadDialog::LlmReadDialog(Source source, RemoteModelReader &reader, SecretStore *secrets, QWidget *parent)
    : QDialog(parent)
    , m_source(source)
    , m_reader(reader)
    , m_secrets(secrets)
{
    setObjectName(u"llmReadDialog"_s);
    setWindowTitle(source == Source::HuggingFace ? tr("Add a model from Hugging Face")
                                                 : tr("Add a model from a GGUF link"));
    buildFields();

    connect(m_address, &QLineEdit::textChanged, this, &LlmReadDialog::checkAddress);
    connect(m_readButton, &QPushButton::clicked, this, &LlmReadDialog::read);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &LlmReadDialog::reject);
    connect(&m_reader, &RemoteModelReader::progress, this, &LlmReadDialog::showProgress);
    connect(&m_reader, &RemoteModelReader::finished, this, &LlmReadDialog::readFinished);
    checkAddress();
    showKeychainState();
    if (m_secrets) {
        connect(m_secrets, &SecretStore::readFinished, this, &LlmReadDialog::showStoredToken);
        m_secrets->read(tokenKey());
    }
    resize(560, 0);
    fitHeight();
}

void LlmReadDialog::fitHeight()
{
    // Wrapped lines need the height for the dialog's width, which sizeHint() does not give.
    QLayout *outer = layout();
    outer->activate();
    const int needed = outer->hasHeightForWidth() ? outer->totalHeightForWidth(width()) : sizeHint().height();
    if (needed > height())
        resize(width(), needed);
}

void LlmReadDialog::buildFields()
{
    auto *outer = new QVBoxLayout(this);
    auto *intro = new QLabel(
        m_source == Source::HuggingFace
            ? tr("The repository's config.json (and its safetensors headers, for the exact parameter count) is read; "
                 "no weights are downloaded.")
            : tr("Only the file's header is read, at most 16 MB, by range requests; the server must honour them."),
        this);
    intro->setWordWrap(true);
    outer->addWidget(intro);

    auto *form = new QFormLayout;
    m_form = form;
    m_address = new QLineEdit(this);
    m_address->setObjectName(u"addressLineEdit"_s);
    m_address->setClearButtonEnabled(true);
    m_address->setPlaceholderText(m_source == Source::HuggingFace
                                      ? u"Qwen/Qwen3-30B-A3B, https://huggingface.co/…"_s
                                      : u"https://huggingface.co/…/resolve/main/…-Q4_K_M.gguf"_s);
    const QString addressLabel = m_source == Source::HuggingFace ? tr("Re&pository:") : tr("&Link:");
    m_address->setAccessibleName(addressLabel.chopped(1).remove(u'&'));
    m_address->setToolTip(m_source == Source::HuggingFace
                              ? tr("owner/name, owner/name@revision or the repository's address")
                              : tr("A Hugging Face resolve/ address or any server that honours Range"));
    form->addRow(addressLabel, m_address);
    m_addressError = new QLabel(this);
    m_addressError->setObjectName(u"addressErrorLabel"_s);
    m_addressError->setWordWrap(true);
    m_addressError->setStyleSheet(u"color: palette(highlight);"_s);
    form->addRow(QString(), m_addressError);

    m_token = new QLineEdit(this);
    m_token->setObjectName(u"tokenLineEdit"_s);
    m_token->setEchoMode(QLineEdit::Password);
    m_token->setPlaceholderText(tr("Only for gated or private repositories"));
    m_token->setAccessibleName(tr("Access token"));
    m_token->setToolTip(tr("A Hugging Face access token (huggingface.co/settings/tokens); sent to Hugging Face only"));
    form->addRow(tr("Access &token:"), m_token);
    m_remember = new QCheckBox(tr("Remember in the system &keychain"), this);
    m_remember->setObjectName(u"rememberTokenCheckBox"_s);
    form->addRow(QString(), m_remember);
    m_tokenNote = new QLabel(this);
    m_tokenNote->setObjectName(u"tokenNoteLabel"_s);
    m_tokenNote->setWordWrap(true);
    m_tokenNote->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    form->addRow(QString(), m_tokenNote);
    m_tokenWhy = new QLabel(this);
    m_tokenWhy->setObjectName(u"tokenWhyLabel"_s);
    m_tokenWhy->setWordWrap(true);
    m_tokenWhy->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_tokenWhy->setStyleSheet(u"font-weight: bold;"_s);
    form->addRow(QString(), m_tokenWhy);
    form->setRowVisible(m_tokenWhy, false);
    outer->addLayout(form);

    m_progress = new QProgressBar(this);
    m_progress->setObjectName(u"readProgressBar"_s);
    m_progress->setAccessibleName(tr("Reading"));
    m_progress->setTextVisible(false);
    m_progress->hide();
    outer->addWidget(m_progress);
    m_stage = new QLabel(this);
    m_stage->setObjectName(u"stageLabel"_s);
    m_stage->setWordWrap(true);
    m_stage->hide();
    outer->addWidget(m_stage);
    outer->addStretch(1);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(u"buttonBox"_s);
    m_readButton = m_buttons->addButton(tr("&Read"), QDialogButtonBox::ActionRole);
    m_readButton->setObjectName(u"readButton"_s);
    m_readButton->setDefault(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(u"cancelButton"_s);
    outer->addWidget(m_buttons);
}

void LlmReadDialog::checkAddress()
{
    const QString text = m_address->text().trimmed();
    QString error;
    if (!text.isEmpty()) {
        if (m_source == Source::HuggingFace)
            HfRepoRef::parse(text, &error);
        else
            error = ggufLinkProblem(text);
    }
    m_addressError->setText(error);
    m_form->setRowVisible(m_addressError, !error.isEmpty());
    m_readButton->setEnabled(!m_reading && !text.isEmpty() && error.isEmpty());
}

void LlmReadDialog::showKeychainState()
{
    const bool persistent = m_secrets && m_secrets->isPersistent();
    m_form->setRowVisible(m_remember, persistent);
    if (!m_secrets)
        m_tokenNote->setText(tr("The token is used for this read only."));
    else if (!persistent)
        m_tokenNote->setText(tr("No system keychain answers here: the token is kept only until GPU Advisor quits."));
    m_form->setRowVisible(m_tokenNote, !persistent);
    fitHeight();
}

void LlmReadDialog::showStoredToken(const QString &key, const QString &value)
{
    if (key != tokenKey())
        return;
    // A keychain that did not answer is known only now.
    showKeychainState();
    if (value.isEmpty() || !m_token->text().isEmpty())
        return;
    m_tokenWasStored = true;
    m_token->setText(value);
    m_remember->setChecked(true);
}

void LlmReadDialog::setReading(bool reading)
{
    m_reading = reading;
    m_address->setEnabled(!reading);
    m_token->setEnabled(!reading);
    m_remember->setEnabled(!reading);
    m_progress->setVisible(reading);
    m_stage->setVisible(reading);
    checkAddress();
    fitHeight();
}

void LlmReadDialog::read()
{
    const QString text = m_address->text().trimmed();
    const QString token = m_token->text().trimmed();
    m_form->setRowVisible(m_tokenWhy, false);
    m_progress->setRange(0, 0);
    m_stage->setText(tr("Connecting…"));
    setReading(true);
    if (m_source == Source::HuggingFace) {
        QString error;
        const std::optional<HfRepoRef> ref = HfRepoRef::parse(text, &error);
        if (!ref) {
            setReading(false);
            return;
        }
        m_reader.readHuggingFace(*ref, HfRepoRef::defaultEndpoint(), token);
    } else {
        m_reader.readGguf(QUrl(text, QUrl::StrictMode), token);
    }
}

void LlmReadDialog::showProgress(qint64 received, qint64 limit, const QString &stage)
{
    if (!m_reading)
        return;
    if (limit > 0) {
        // Per mille: a byte count does not fit the bar's int.
        m_progress->setRange(0, 1000);
        m_progress->setValue(int(std::min<qint64>(1000, received * 1000 / limit)));
        //: %1 what is read, %2 and %3 sizes: "config.json: 12 kB of 16 MB"
        m_stage->setText(tr("%1: %2 of %3").arg(stage, Formatter::dataSize(received), Formatter::dataSize(limit)));
    } else {
        m_progress->setRange(0, 0);
        //: %1 what is read, %2 a size
        m_stage->setText(tr("%1: %2").arg(stage, Formatter::dataSize(received)));
    }
}

void LlmReadDialog::readFinished()
{
    // A read this dialog cancelled, or one it did not start.
    if (!m_reading)
        return;
    setReading(false);
    switch (m_reader.status()) {
    case RemoteModelReader::Status::Read:
        keepToken();
        accept();
        return;
    case RemoteModelReader::Status::Cancelled:
        return;
    case RemoteModelReader::Status::NeedsToken:
        //: %1 the reader's reason
        m_tokenWhy->setText(tr("%1 Enter an access token of an account that may read it: create one at "
                               "huggingface.co/settings/tokens, and accept the model's terms on its page first if "
                               "it asks.")
                                .arg(m_reader.error()));
        m_form->setRowVisible(m_tokenWhy, true);
        fitHeight();
        m_token->setFocus(Qt::OtherFocusReason);
        return;
    case RemoteModelReader::Status::Failed:
        break;
    }
    const QString what = m_address->text().trimmed();
    //: %1 a repository or a link
    Q_EMIT failed(tr("%1 was not read; nothing was added.").arg(what), m_reader.error());
}

void LlmReadDialog::keepToken()
{
    if (!m_secrets)
        return;
    const QString token = m_token->text().trimmed();
    // Where no keychain answers, the store keeps it for the session, as the note says.
    const bool keep = !token.isEmpty() && (m_remember->isChecked() || !m_secrets->isPersistent());
    if (keep)
        m_secrets->write(tokenKey(), token);
    else if (m_tokenWasStored)
        m_secrets->remove(tokenKey());
}

void LlmReadDialog::reject()
{
    if (m_reading) {
        m_reading = false;
        m_reader.cancel();
    }
    QDialog::reject();
}
