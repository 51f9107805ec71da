// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/llm/llmmodeldialog.h"

#include "model/llm/llmmodelcsv.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QSpinBox *intSpinBox(QWidget *parent, const QString &objectName, int minimum, int maximum, int value)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(minimum, maximum);
    box->setValue(value);
    return box;
}

QDoubleSpinBox *billions(QWidget *parent, const QString &objectName, double value)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(0, 100000);
    box->setDecimals(2);
    box->setValue(value);
    return box;
}

QString inConfig(const QString &key)
{
    //: %1 is a key of a model's config.json, an identifier
    return LlmModelDialog::tr("In config.json: %1").arg(key);
}

} // namespace

LlmModelDialog::LlmModelDialog(const QStringList &takenNames, QWidget *parent)
    : QDialog(parent)
    , m_taken(takenNames)
{
    setObjectName(u"llmModelDialog"_s);
    setWindowTitle(tr("Add your model"));

    auto *outer = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Enter the figures from the model's config.json (or its paper). The planner reads "
                                "nothing else about it."),
                             this);
    intro->setWordWrap(true);
    outer->addWidget(intro);
    m_missing = new QLabel(this);
    m_missing->setObjectName(u"missingLabel"_s);
    m_missing->setWordWrap(true);
    m_missing->setStyleSheet(u"font-weight: bold;"_s);
    m_missing->hide();
    outer->addWidget(m_missing);

    auto *area = new QScrollArea(this);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    auto *form = new QWidget(area);
    auto *layout = new QFormLayout(form);
    area->setWidget(form);
    outer->addWidget(area, 1);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"nameLineEdit"_s);
    m_developer = new QLineEdit(this);
    m_developer->setObjectName(u"developerLineEdit"_s);
    m_total = billions(this, u"totalParamsSpinBox"_s, 8);
    m_active = billions(this, u"activeParamsSpinBox"_s, 8);
    m_layers = intSpinBox(this, u"layersSpinBox"_s, 0, 100000, 32);
    m_hidden = intSpinBox(this, u"hiddenSpinBox"_s, 0, 10000000, 4096);
    m_heads = intSpinBox(this, u"attentionHeadsSpinBox"_s, 0, 100000, 32);
    m_kvHeads = intSpinBox(this, u"kvHeadsSpinBox"_s, 0, 100000, 8);
    m_headDim = intSpinBox(this, u"headDimSpinBox"_s, 0, 100000, 128);
    m_attention = new QComboBox(this);
    m_attention->setObjectName(u"attentionComboBox"_s);
    m_attention->addItem(tr("Grouped-query or multi-head (GQA)"), attentionKindKey(AttentionKind::Gqa));
    m_attention->addItem(tr("Multi-head latent (MLA)"), attentionKindKey(AttentionKind::Mla));
    m_attention->addItem(tr("Sliding window"), attentionKindKey(AttentionKind::SlidingWindow));
    m_kvLoraRank = intSpinBox(this, u"kvLoraRankSpinBox"_s, 0, 1000000, 0);
    m_ropeHeadDim = intSpinBox(this, u"ropeHeadDimSpinBox"_s, 0, 100000, 0);
    m_window = intSpinBox(this, u"slidingWindowSpinBox"_s, 0, 10000000, 0);
    m_localLayers = intSpinBox(this, u"localLayersSpinBox"_s, 0, 100000, 0);
    m_globalLayers = intSpinBox(this, u"globalLayersSpinBox"_s, 0, 100000, 0);
    m_experts = intSpinBox(this, u"expertsSpinBox"_s, 0, 1000000, 0);
    m_activeExperts = intSpinBox(this, u"activeExpertsSpinBox"_s, 0, 1000000, 0);
    m_sharedExperts = intSpinBox(this, u"sharedExpertsSpinBox"_s, 0, 1000000, 0);
    m_vocab = intSpinBox(this, u"vocabSpinBox"_s, 0, 100000000, 128256);
    m_context = intSpinBox(this, u"nativeContextSpinBox"_s, 0, 100000000, 131072);
    m_precision = new QComboBox(this);
    m_precision->setObjectName(u"precisionComboBox"_s);
    for (const QString &key : {u"bf16"_s, u"f16"_s, u"fp8"_s, u"mxfp4"_s})
        m_precision->addItem(key.toUpper(), key);
    m_source = new QLineEdit(this);
    m_source->setObjectName(u"sourceLineEdit"_s);
    m_source->setPlaceholderText(u"https://huggingface.co/.../config.json"_s);

    // Keys are the CSV's column names: LlmModel::validate() names the bad field by them.
    addRow(u"name"_s, tr("Name:"), m_name, tr("Unique in the catalog, for example \"My Llama 3 8B fine-tune\""));
    addRow(u"developer"_s, tr("Developer:"), m_developer, tr("Who released the model"));
    addRow(u"total_params_b"_s, tr("Total parameters (billions):"), m_total, tr("Every weight of the model"));
    addRow(u"active_params_b"_s, tr("Active parameters (billions):"), m_active,
           tr("What one token passes through; the same as the total for a dense model"));
    addRow(u"layers"_s, tr("Layers:"), m_layers, inConfig(u"num_hidden_layers"_s));
    addRow(u"hidden_size"_s, tr("Hidden size:"), m_hidden, inConfig(u"hidden_size"_s));
    addRow(u"attention_heads"_s, tr("Attention heads:"), m_heads, inConfig(u"num_attention_heads"_s));
    addRow(u"kv_heads"_s, tr("Key/value heads:"), m_kvHeads, inConfig(u"num_key_value_heads"_s));
    addRow(u"head_dim"_s, tr("Head size:"), m_headDim, tr("head_dim; usually the hidden size divided by the heads"));
    addRow(u"attention"_s, tr("Attention:"), m_attention, tr("How the layers keep their keys and values"));
    addRow(u"kv_lora_rank"_s, tr("Latent size (MLA):"), m_kvLoraRank, inConfig(u"kv_lora_rank"_s));
    addRow(u"rope_head_dim"_s, tr("Rope key size (MLA):"), m_ropeHeadDim, inConfig(u"qk_rope_head_dim"_s));
    addRow(u"sliding_window"_s, tr("Window (tokens):"), m_window, inConfig(u"sliding_window"_s));
    addRow(u"local_layers"_s, tr("Local layers per repeat:"), m_localLayers,
           tr("Of each repeat of the pattern, the layers that see only the window"));
    addRow(u"global_layers"_s, tr("Global layers per repeat:"), m_globalLayers,
           tr("Of each repeat of the pattern, the layers that see the whole context"));
    addRow(u"experts"_s, tr("Routed experts:"), m_experts, tr("0 for a dense model"));
    addRow(u"active_experts"_s, tr("Experts per token:"), m_activeExperts, inConfig(u"num_experts_per_tok"_s));
    addRow(u"shared_experts"_s, tr("Shared experts:"), m_sharedExperts, tr("Experts every token uses"));
    addRow(u"vocab_size"_s, tr("Vocabulary:"), m_vocab, inConfig(u"vocab_size"_s));
    addRow(u"native_context"_s, tr("Native context (tokens):"), m_context, inConfig(u"max_position_embeddings"_s));
    addRow(u"released_precision"_s, tr("Released precision:"), m_precision, tr("The format of the official weights"));
    addRow(u"source"_s, tr("Source:"), m_source, tr("Where the figures come from"));
    // The rows in the catalog's column order (QHash has none); columns the form does not ask for
    // (the release month, the recording date) have no field.
    const QStringList columns = LlmModelCsv::columns();
    for (const QString &key : columns) {
        if (!m_fields.contains(key))
            continue;
        auto *label = new QLabel(m_labels.value(key), form);
        label->setBuddy(m_fields.value(key));
        layout->addRow(label, m_fields.value(key));
    }

    m_error = new QLabel(this);
    m_error->setObjectName(u"errorLabel"_s);
    m_error->setWordWrap(true);
    m_error->setStyleSheet(u"color: palette(highlight); font-weight: bold;"_s);
    m_error->hide();
    outer->addWidget(m_error);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(u"buttonBox"_s);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Add to the catalog"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &LlmModelDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &LlmModelDialog::reject);
    outer->addWidget(m_buttons);

    connect(m_attention, &QComboBox::currentIndexChanged, this, &LlmModelDialog::updateEnabled);
    connect(m_experts, &QSpinBox::valueChanged, this, &LlmModelDialog::updateEnabled);
    updateEnabled();
    // Wide enough for the form without a horizontal scroll bar in every language (the Russian
    // labels and attention kinds are wider than 520 pixels allow).
    const int formWidth = form->sizeHint().width() + area->verticalScrollBar()->sizeHint().width();
    const QMargins margins = outer->contentsMargins();
    resize(std::max(520, formWidth + margins.left() + margins.right()), 640);
}

void LlmModelDialog::addRow(const QString &key, const QString &label, QWidget *field, const QString &toolTip)
{
    m_fields.insert(key, field);
    m_labels.insert(key, label);
    QString spoken = label;
    if (spoken.endsWith(u':'))
        spoken.chop(1);
    field->setAccessibleName(spoken);
    field->setToolTip(toolTip);
}

void LlmModelDialog::updateEnabled()
{
    const QString kind = m_attention->currentData().toString();
    const bool mla = kind == attentionKindKey(AttentionKind::Mla);
    const bool sliding = kind == attentionKindKey(AttentionKind::SlidingWindow);
    m_kvLoraRank->setEnabled(mla);
    m_ropeHeadDim->setEnabled(mla);
    m_window->setEnabled(sliding);
    m_localLayers->setEnabled(sliding);
    m_globalLayers->setEnabled(sliding);
    const bool moe = m_experts->value() > 0;
    m_activeExperts->setEnabled(moe);
    m_sharedExperts->setEnabled(moe);
}

LlmModel LlmModelDialog::model() const
{
    LlmModel m;
    m.name = m_name->text().trimmed();
    m.developer = m_developer->text().trimmed();
    m.totalParamsB = m_total->value();
    m.activeParamsB = m_active->value();
    m.layers = m_layers->value();
    m.hidden = m_hidden->value();
    m.attentionHeads = m_heads->value();
    m.kvHeads = m_kvHeads->value();
    m.headDim = m_headDim->value();
    m.attention = attentionKindFromKey(m_attention->currentData().toString()).value_or(AttentionKind::Gqa);
    // Fields that do not apply to the chosen attention or to a dense model count as zero, as
    // the catalog stores them.
    m.kvLoraRank = m_kvLoraRank->isEnabled() ? m_kvLoraRank->value() : 0;
    m.ropeHeadDim = m_ropeHeadDim->isEnabled() ? m_ropeHeadDim->value() : 0;
    m.slidingWindow = m_window->isEnabled() ? m_window->value() : 0;
    m.localLayers = m_localLayers->isEnabled() ? m_localLayers->value() : 0;
    m.globalLayers = m_globalLayers->isEnabled() ? m_globalLayers->value() : 0;
    m.experts = m_experts->value();
    m.activeExperts = m_activeExperts->isEnabled() ? m_activeExperts->value() : 0;
    m.sharedExperts = m_sharedExperts->isEnabled() ? m_sharedExperts->value() : 0;
    m.vocab = m_vocab->value();
    m.nativeContext = m_context->value();
    m.releasedPrecision = m_precision->currentData().toString();
    m.source = m_source->text().trimmed();
    m.recordedOn = QDate::currentDate();
    m.userAdded = true;
    m.fileWeights = m_fileWeights;
    return m;
}

void LlmModelDialog::setModel(const LlmModel &model)
{
    m_name->setText(model.name);
    m_developer->setText(model.developer);
    m_total->setValue(model.totalParamsB);
    m_active->setValue(model.activeParamsB);
    m_layers->setValue(model.layers);
    m_hidden->setValue(model.hidden);
    m_heads->setValue(model.attentionHeads);
    m_kvHeads->setValue(model.kvHeads);
    m_headDim->setValue(model.headDim);
    m_attention->setCurrentIndex(std::max(0, m_attention->findData(attentionKindKey(model.attention))));
    m_kvLoraRank->setValue(model.kvLoraRank);
    m_ropeHeadDim->setValue(model.ropeHeadDim);
    m_window->setValue(model.slidingWindow);
    m_localLayers->setValue(model.localLayers);
    m_globalLayers->setValue(model.globalLayers);
    m_experts->setValue(model.experts);
    m_activeExperts->setValue(model.activeExperts);
    m_sharedExperts->setValue(model.sharedExperts);
    m_vocab->setValue(model.vocab);
    m_context->setValue(model.nativeContext);
    m_precision->setCurrentIndex(std::max(0, m_precision->findData(model.releasedPrecision.toLower())));
    m_source->setText(model.source);
    m_fileWeights = model.fileWeights;
}

void LlmModelDialog::setMissing(const QString &sentence, const QStringList &columns)
{
    QStringList labels;
    for (const QString &key : columns) {
        QString label = m_labels.value(key, key);
        if (label.endsWith(u':'))
            label.chop(1);
        labels.append(label);
    }
    m_missing->setText(sentence.arg(labels.join(u", "_s)));
    m_missing->setVisible(!columns.isEmpty());
    if (QWidget *first = columns.isEmpty() ? nullptr : m_fields.value(columns.first()))
        first->setFocus(Qt::OtherFocusReason);
}

QString LlmModelDialog::error() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void LlmModelDialog::accept()
{
    if (check())
        QDialog::accept();
}

bool LlmModelDialog::check()
{
    const LlmModel m = model();
    QString key;
    QString why;
    const QString problem = m.validate();
    if (!problem.isEmpty()) {
        // "kv_heads: must be from 1 to ..." names the CSV column; say it in the form's words.
        key = problem.section(u':', 0, 0).trimmed();
        why = problem.section(u':', 1).trimmed();
    } else if (m_taken.contains(m.name, Qt::CaseInsensitive)) {
        key = u"name"_s;
        why = tr("the catalog already has a model of that name");
    }
    if (key.isEmpty()) {
        m_error->hide();
        return true;
    }
    QString label = m_labels.value(key, key);
    if (label.endsWith(u':'))
        label.chop(1);
    m_error->setText(tr("%1: %2").arg(label, why));
    m_error->show();
    if (QWidget *field = m_fields.value(key)) {
        field->setFocus(Qt::OtherFocusReason);
        if (auto *edit = qobject_cast<QLineEdit *>(field))
            edit->selectAll();
    }
    return false;
}
