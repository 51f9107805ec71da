// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QStringList>

class LlmPage;
class QAction;
class QDialog;
class RemoteModelReader;
class SecretStore;
struct GgufModelInfo;
struct HfModelInfo;

/// The Language models tab's ways to add a model read from somewhere (issue 28): "From Hugging
/// Face…" and "From a GGUF link…" (LlmReadDialog, through the reader app/ gives), "From a GGUF
/// file…" and GGUF files dropped on the tab (the header read on disk; the parts of a split file
/// as one model). What was read is confirmed with its name editable and added through the page's
/// own path (LlmPage::storeModel()); when the source did not give every field, the "Add your
/// model" form opens filled with what it gave and names the rest. Failures go through the page's
/// dialogs seam.
class LlmImportFlows final : public QObject
{
    Q_OBJECT

public:
    explicit LlmImportFlows(LlmPage *page);

    /// Where the Hugging Face and link reads go (none: those two actions are disabled).
    void setReader(RemoteModelReader *reader);
    void setSecretStore(SecretStore *secrets);
    /// "From Hugging Face…", "From a GGUF file…", "From a GGUF link…", for the page's menu.
    QList<QAction *> actions() const;

public Q_SLOTS:
    void readFromHuggingFace();
    void readGgufFile();
    void readGgufLink();
    /// Reads GGUF files on disk (the files dropped) one model after another: the parts of a split
    /// file once, as one model.
    void readGgufFiles(const QStringList &paths);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void openReadDialog(bool huggingFace);
    void offerHuggingFace(const HfModelInfo &info);
    void offerGguf(const GgufModelInfo &info);
    /// The confirmation when nothing is missing and the model is possible; the filled form
    /// otherwise. Returns the dialog opened.
    QDialog *offer(const LlmModel &model, const QStringList &details, const QStringList &missing,
                   const QString &missingSentence);
    void readNextFile();

    LlmPage *m_page = nullptr;
    RemoteModelReader *m_reader = nullptr;
    SecretStore *m_secrets = nullptr;
    QAction *m_fromHuggingFace = nullptr;
    QAction *m_fromFile = nullptr;
    QAction *m_fromLink = nullptr;
    QStringList m_files;         ///< GGUF files still to read, one per model
    QPointer<QDialog> m_offered; ///< the confirmation or form of the GGUF model read last
};
