// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/llm/llmestimator.h"

#include <QWidget>

/// What one configuration keeps on each of its devices, as one horizontal bar per device:
/// weights, KV cache, compute buffers and runtime overhead, against the memory the model may
/// use there (the outline); memory beyond it is hatched. Weights and KV cache placed in
/// system RAM get a bar of their own. A screen reader gets the same figures as text.
class LlmMemoryBar final : public QWidget
{
    Q_OBJECT

public:
    explicit LlmMemoryBar(QWidget *parent = nullptr);

    /// The devices' memory and, with offload, the system RAM: against `systemRamGb`, the RAM the
    /// build gets, when given (else the most the platform takes).
    void setEstimate(const LlmEstimate &estimate, int systemRamGb = 0);
    void clear();
    /// The figures as sentences, one per device (also the accessible description).
    QString summary() const { return m_summary; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// Where each legend entry goes at `width`, and the height the legend takes.
    QList<QPoint> legendPlaces(int width) const;
    int legendHeight(int width) const;
    struct Row
    {
        QString label;
        double capacityGb = 0;
        QList<double> partsGb; ///< weights, KV cache, buffers, overhead
    };

    QList<Row> m_rows;
    QString m_summary;
};
