// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmmodel.h"

#include <QDialog>
#include <QHash>

class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

/// A form for a model the catalog lacks: its size and its architecture as its config.json
/// gives them. OK checks the architecture (LlmModel::validate()) and a clash with the names
/// already in the catalog; a refusal names the field in the form's words and puts the focus
/// on it, and the dialog stays open. The dialog only returns the model; the page stores it.
class LlmModelDialog final : public QDialog
{
    Q_OBJECT

public:
    explicit LlmModelDialog(const QStringList &takenNames, QWidget *parent = nullptr);

    /// The model the fields describe (not yet checked).
    LlmModel model() const;
    /// Fills the fields from a model (to start from a similar one, or from what a file or a
    /// repository gave). A model read from a GGUF file keeps its exact tensor bytes.
    void setModel(const LlmModel &model);
    /// Says above the fields which of them the source did not give (`columns`: the catalog's
    /// column names) and puts the focus on the first. `sentence` holds %1 for their labels.
    void setMissing(const QString &sentence, const QStringList &columns);
    /// Why OK was refused last, empty when it was not.
    QString error() const;
    /// Says why the fields cannot be added, naming the first bad field and putting the focus on
    /// it, as OK does; true when they can.
    bool check();

    void accept() override;

private:
    void updateEnabled();
    void addRow(const QString &key, const QString &label, QWidget *field, const QString &toolTip);

    QLineEdit *m_name = nullptr;
    QLineEdit *m_developer = nullptr;
    QDoubleSpinBox *m_total = nullptr;
    QDoubleSpinBox *m_active = nullptr;
    QSpinBox *m_layers = nullptr;
    QSpinBox *m_hidden = nullptr;
    QSpinBox *m_heads = nullptr;
    QSpinBox *m_kvHeads = nullptr;
    QSpinBox *m_headDim = nullptr;
    QComboBox *m_attention = nullptr;
    QSpinBox *m_kvLoraRank = nullptr;
    QSpinBox *m_ropeHeadDim = nullptr;
    QSpinBox *m_window = nullptr;
    QSpinBox *m_localLayers = nullptr;
    QSpinBox *m_globalLayers = nullptr;
    QSpinBox *m_experts = nullptr;
    QSpinBox *m_activeExperts = nullptr;
    QSpinBox *m_sharedExperts = nullptr;
    QSpinBox *m_vocab = nullptr;
    QSpinBox *m_context = nullptr;
    QComboBox *m_precision = nullptr;
    QLineEdit *m_source = nullptr;
    QLabel *m_missing = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QHash<QString, QWidget *> m_fields; ///< CSV column name -> its field
    QHash<QString, QString> m_labels;   ///< CSV column name -> the form's label
    QStringList m_taken;
    LlmFileWeights m_fileWeights; ///< from setModel(): a GGUF file's bytes, kept as they are
};
