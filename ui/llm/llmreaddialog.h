// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QString>

class QCheckBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class RemoteModelReader;
class SecretStore;

/// "From Hugging Face…" and "From a GGUF link…": one field for the repository (an id or an
/// address, checked as it is typed) or the link, an access token with "Remember in the system
/// keychain", Read and Cancel. While the reader reads, its progress shows and Cancel stops it.
/// The dialog accepts once the reader has read the model (the caller takes it from the reader);
/// a repository that needs a token asks for one and says why; a failure is handed on by failed()
/// and the dialog stays open to try again. A token that worked is kept in the store when asked
/// to (or for the session where no keychain answers), never anywhere else.
class LlmReadDialog final : public QDialog
{
    Q_OBJECT

public:
    enum class Source { HuggingFace, GgufLink };

    /// The key the Hugging Face access token is kept under in the secret store.
    static QString tokenKey();

    /// `reader` and `secrets` (may be null: the token is typed each time) must outlive the dialog.
    LlmReadDialog(Source source, RemoteModelReader &reader, SecretStore *secrets, QWidget *parent = nullptr);

    Source source() const { return m_source; }
    /// True while the reader reads for this dialog.
    bool isReading() const { return m_reading; }

    void reject() override;

Q_SIGNALS:
    /// The read failed: `text` says what was not read, `details` the reader's reason.
    void failed(const QString &text, const QString &details);

private:
    void buildFields();
    void checkAddress();
    void read();
    void showProgress(qint64 received, qint64 limit, const QString &stage);
    void readFinished();
    void keepToken();
    void showStoredToken(const QString &key, const QString &value);
    void showKeychainState();
    void setReading(bool reading);
    /// Grows the dialog to what it shows now (why a token is needed, the progress).
    void fitHeight();

    Source m_source;
    RemoteModelReader &m_reader;
    SecretStore *m_secrets = nullptr;
    bool m_reading = false;
    bool m_tokenWasStored = false;

    QFormLayout *m_form = nullptr;
    QLineEdit *m_address = nullptr;
    QLabel *m_addressError = nullptr;
    QLineEdit *m_token = nullptr;
    QCheckBox *m_remember = nullptr;
    QLabel *m_tokenNote = nullptr;
    QLabel *m_tokenWhy = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_stage = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_readButton = nullptr;
};
