// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/recommendation.h"
#include "model/flowchart/recommendationsummary.h"

#include <QWidget>

#include <memory>

class QFrame;
class CardGridLayout;
class QLabel;

namespace Ui {
class ResultPage;
}

/// The wizard's last page. Each kind of leaf gets its own header and sections: recommended
/// cards with specs and prices, the break-even rule for cloud advice, and the cards turned down
/// on the way when nothing fits. The chart's caveat stays in view at the bottom.
class ResultPage final : public QWidget
{
    Q_OBJECT

public:
    explicit ResultPage(QWidget *parent = nullptr);
    ~ResultPage() override;

    /// Names the chart the results come from, shown under the caveat.
    void setChartSource(const QString &title, const QString &editionDate, const QString &source);

    /// Shows `recommendation` as `summary` words it (RecommendationSummary). `declined` lists the
    /// cards the user answered No to on the way; `budgetUsd` of zero means no budget was set.
    void showRecommendation(const Recommendation &recommendation, const RecommendationSummary &summary,
                            const QList<PickDetails> &declined, double budgetUsd);

    /// The short line above the title: "Recommended GPU", "Rent in the cloud", ...
    static QString kindText(LeafKind kind, qsizetype pickCount);

private:
    static void fillCards(QWidget *container, CardGridLayout *layout, const QList<PickDetails> &picks,
                          double budgetUsd);

    std::unique_ptr<Ui::ResultPage> m_ui;
    // The live edition: the stale-price warning, the post's own pick beside today's, and the
    // cards that could have won but have no usable price.
    QFrame *m_freshnessFrame = nullptr;
    QLabel *m_freshnessLabel = nullptr;
    QFrame *m_postPickFrame = nullptr;
    QLabel *m_postPickHeading = nullptr;
    QLabel *m_ruleLabel = nullptr;
    QWidget *m_postPicksWidget = nullptr;
    CardGridLayout *m_postPicksLayout = nullptr;
    CardGridLayout *m_picksLayout = nullptr;
    CardGridLayout *m_runnerUpsLayout = nullptr;
    QLabel *m_unpricedLabel = nullptr;
};
