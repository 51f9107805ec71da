// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmimportflows.h"

#include "model/format/formatter.h"
#include "model/llm/ggufmodel.h"
#include "model/llm/hfconfig.h"
#include "model/llm/remotemodelreader.h"
#include "model/settings/secretstore.h"
#include "ui/llm/llmimportconfirm.h"
#include "ui/llm/llmmodeldialog.h"
#include "ui/llm/llmpage.h"
#include "ui/llm/llmpagedialogs.h"
#include "ui/llm/llmreaddialog.h"

#include <QAction>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// The GGUF files on disk among `urls` (a drop), by path.
QStringList droppedGgufFiles(const QList<QUrl> &urls)
{
    QStringList files;
    for (const QUrl &url : urls) {
        if (url.isLocalFile() && url.toLocalFile().endsWith(u".gguf"_s, Qt::CaseInsensitive))
            files.append(url.toLocalFile());
    }
    return files;
}

/// The model a GGUF file belongs to: the parts of a split file ("name-00002-of-00003.gguf") share
/// one; any other file is its own.
QString ggufModelKey(const QString &path)
{
    static const QRegularExpression split(u"^(.*)-(\\d{5})-of-(\\d{5})\\.gguf$"_s,
                                          QRegularExpression::CaseInsensitiveOption);
    const QFileInfo fi(path);
    const QRegularExpressionMatch match = split.match(fi.fileName());
    if (!match.hasMatch())
        return fi.absoluteFilePath();
    return fi.absoluteDir().filePath(match.captured(1) + u"-of-"_s + match.captured(3)).toLower();
}

} // namespace

LlmImportFlows::LlmImportFlows(LlmPage *page)
    : QObject(page)
    , m_page(page)
{
    m_fromHuggingFace = new QAction(tr("From &Hugging Face…"), this);
    m_fromHuggingFace->setObjectName(u"fromHuggingFaceAction"_s);
    m_fromFile = new QAction(tr("From a GGUF &file…"), this);
    m_fromFile->setObjectName(u"fromGgufFileAction"_s);
    m_fromLink = new QAction(tr("From a GGUF &link…"), this);
    m_fromLink->setObjectName(u"fromGgufLinkAction"_s);
    connect(m_fromHuggingFace, &QAction::triggered, this, &LlmImportFlows::readFromHuggingFace);
    connect(m_fromFile, &QAction::triggered, this, &LlmImportFlows::readGgufFile);
    connect(m_fromLink, &QAction::triggered, this, &LlmImportFlows::readGgufLink);
    setReader(nullptr);
    m_page->setAcceptDrops(true);
    m_page->installEventFilter(this);
}

void LlmImportFlows::setReader(RemoteModelReader *reader)
{
    m_reader = reader;
    for (QAction *action : {m_fromHuggingFace, m_fromLink}) {
        action->setEnabled(reader != nullptr);
        action->setToolTip(reader ? QString() : tr("This build of GPU Advisor cannot read from the network"));
    }
}

void LlmImportFlows::setSecretStore(SecretStore *secrets)
{
    if (m_secrets)
        disconnect(m_secrets, nullptr, this, nullptr);
    m_secrets = secrets;
    if (!m_secrets)
        return;
    // The keychain refused (the user denied it, a locked keychain): the token was used, not kept.
    connect(m_secrets, &SecretStore::writeFinished, this, [this](const QString &, const QString &error) {
        if (!error.isEmpty())
            m_page->dialogs().showError(m_page, tr("Access token"),
                                        tr("The access token was not kept in the system keychain."), error);
    });
}

QList<QAction *> LlmImportFlows::actions() const
{
    return {m_fromHuggingFace, m_fromFile, m_fromLink};
}

void LlmImportFlows::readFromHuggingFace()
{
    openReadDialog(true);
}

void LlmImportFlows::readGgufLink()
{
    openReadDialog(false);
}

void LlmImportFlows::openReadDialog(bool huggingFace)
{
    if (!m_reader)
        return;
    const auto source = huggingFace ? LlmReadDialog::Source::HuggingFace : LlmReadDialog::Source::GgufLink;
    auto *dialog = new LlmReadDialog(source, *m_reader, m_secrets, m_page);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &LlmReadDialog::failed, this, [this, dialog](const QString &text, const QString &details) {
        m_page->dialogs().showError(dialog, dialog->windowTitle(), text, details);
    });
    connect(dialog, &QDialog::accepted, this, [this, huggingFace] {
        if (huggingFace)
            offerHuggingFace(m_reader->huggingFaceInfo());
        else
            offerGguf(m_reader->ggufInfo());
    });
    dialog->open();
}

void LlmImportFlows::readGgufFile()
{
    //: File dialog filter; keep "(*.gguf)" and "(*)" as they are
    const QString file = m_page->dialogs().openFileName(m_page, tr("Add a model from a GGUF file"),
                                                        tr("GGUF files (*.gguf);;All files (*)"));
    if (!file.isEmpty())
        readGgufFiles({file});
}

void LlmImportFlows::readGgufFiles(const QStringList &paths)
{
    QSet<QString> seen;
    for (const QString &path : paths) {
        const QString key = ggufModelKey(path);
        if (!seen.contains(key)) {
            seen.insert(key);
            m_files.append(path);
        }
    }
    // Files dropped while one is being confirmed wait for it.
    if (!m_offered)
        readNextFile();
}

void LlmImportFlows::readNextFile()
{
    while (!m_files.isEmpty()) {
        const QString path = m_files.takeFirst();
        GgufModelInfo info;
        QString error;
        if (!GgufModelReader::readFile(path, &info, &error)) {
            //: %1 a file
            m_page->dialogs().showError(m_page, tr("Add a model from a GGUF file"),
                                        tr("%1 was not read; nothing was added.").arg(QDir::toNativeSeparators(path)),
                                        error);
            continue;
        }
        offerGguf(info);
        return;
    }
}

void LlmImportFlows::offerGguf(const GgufModelInfo &info)
{
    //: %1 parameters, %2 parameters each token uses, %3 a size, %4 tensors
    const QString size =
        tr("%1 parameters, %2 per token; %3 of weights in %4 tensors")
            .arg(Formatter::integer(qint64(info.totalParams)),
                 Formatter::integer(qint64(std::llround(info.activeParams))),
                 Formatter::dataSize(qint64(info.totalBytes)), Formatter::integer(info.tensors.size()));
    //: %1 the file's architecture as its metadata names it ("llama", "qwen3moe")
    const QStringList details{info.formatLabel(), size, tr("Architecture in the file: %1").arg(info.architecture)};
    QDialog *shown = offer(info.model, details, info.missing,
                           //: %1 lists fields of the form
                           tr("The file's metadata does not give: %1. Enter them from the model's card or its "
                              "config.json."));
    // The next file once this one is added or left.
    m_offered = shown;
    connect(shown, &QDialog::finished, this, [this] {
        m_offered = nullptr;
        readNextFile();
    });
}

void LlmImportFlows::offerHuggingFace(const HfModelInfo &info)
{
    LlmModel model = info.model;
    if (model.name.isEmpty())
        model.name = info.ref.repo.section(u'/', -1);
    if (model.source.isEmpty())
        model.source = info.ref.fileUrl(HfRepoRef::defaultEndpoint(), u"config.json"_s).toString();
    if (!model.recordedOn.isValid())
        model.recordedOn = QDate::currentDate();
    model.userAdded = true;
    //: %1 the repository, %2 its config.json's architecture ("Qwen3MoeForCausalLM")
    const QStringList details{tr("%1: %2").arg(info.ref.label(), info.architecture),
                              info.exactParameters ? tr("Parameters counted from the safetensors headers.")
                                                   : tr("Parameters computed from the architecture in config.json.")};
    offer(model, details, info.missing,
          //: %1 lists fields of the form
          tr("The repository's config.json does not give: %1. Enter them from the model's card or paper."));
}

QDialog *LlmImportFlows::offer(const LlmModel &model, const QStringList &details, const QStringList &missing,
                               const QString &missingSentence)
{
    if (!missing.isEmpty() || !model.validate().isEmpty()) {
        LlmModelDialog *form = m_page->openModelForm(model, missingSentence, missing);
        // What was read is not a possible model: the form says which field is wrong.
        if (missing.isEmpty())
            form->check();
        return form;
    }
    auto *confirm = new LlmImportConfirmDialog(model, details, m_page->modelNames(), m_page);
    confirm->setAttribute(Qt::WA_DeleteOnClose);
    connect(confirm, &QDialog::accepted, this, [this, confirm] { m_page->storeModel(confirm->model()); });
    confirm->open();
    return confirm;
}

bool LlmImportFlows::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_page && event->type() == QEvent::DragEnter) {
        auto *enter = static_cast<QDragEnterEvent *>(event);
        if (!droppedGgufFiles(enter->mimeData()->urls()).isEmpty()) {
            enter->acceptProposedAction();
            return true;
        }
    } else if (watched == m_page && event->type() == QEvent::Drop) {
        auto *drop = static_cast<QDropEvent *>(event);
        const QStringList files = droppedGgufFiles(drop->mimeData()->urls());
        if (!files.isEmpty()) {
            drop->acceptProposedAction();
            readGgufFiles(files);
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}
