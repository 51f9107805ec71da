// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/wizard/resultpage.h"

#include "ui/widgets/cardgridlayout.h"
#include "ui/widgets/repolish.h"
#include "ui/wizard/pickcard.h"

#include "ui_resultpage.h"

#include <QFrame>
#include <QLabel>
#include <QScrollBar>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

constexpr int CardColumns = 2;
// The width a pick card is designed at (pickcard.ui): narrower, its price and provenance lines
// wrap into a tall, hard-to-read column.
constexpr int CardColumnWidth = 340;
constexpr int CardSpacing = 14;

QString iconGlyph(LeafKind kind)
{
    switch (kind) {
    case LeafKind::Gpu:
        return u"\u2714"_s; // heavy check mark
    case LeafKind::Cloud:
        return u"\u2601"_s; // cloud
    case LeafKind::NoOption:
        return u"!"_s;
    case LeafKind::ReadPost:
        return u"?"_s;
    }
    return {};
}

const SummaryLine *lineOf(const Summary &summary, const QString &section, const QString &line)
{
    const SummarySection *s = summary.section(section);
    return s ? s->line(line) : nullptr;
}

/// "How this was chosen: ...": a line with its label, as the command line prints it.
QString labelled(const SummaryLine &line)
{
    return line.label.isEmpty() ? line.text : line.label + u": "_s + line.text;
}

} // namespace

ResultPage::ResultPage(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::ResultPage>())
{
    setObjectName(u"resultPage"_s);
    m_ui->setupUi(this);
    // The cards go side by side where two fit and one under the other in a narrow window, so
    // none is cut at the right edge (issue 11: at 900x600 the second card and the title were).
    m_picksLayout = new CardGridLayout(m_ui->picksWidget, CardColumns, CardColumnWidth, CardSpacing);
    m_runnerUpsLayout = new CardGridLayout(m_ui->runnerUpsWidget, CardColumns, CardColumnWidth, CardSpacing);

    // Under the recommended cards: first a warning when their prices are old or far apart,
    // then, in the live edition, the rule that chose them and the post's own pick.
    const int below = m_ui->contentsLayout->indexOf(m_ui->picksWidget) + 1;
    m_freshnessFrame = new QFrame(m_ui->resultContents);
    m_freshnessFrame->setObjectName(u"freshnessFrame"_s);
    auto *freshnessLayout = new QVBoxLayout(m_freshnessFrame);
    m_freshnessLabel = new QLabel(m_freshnessFrame);
    m_freshnessLabel->setObjectName(u"freshnessLabel"_s);
    m_freshnessLabel->setWordWrap(true);
    m_freshnessLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    //: Accessible name of the warning that the prices behind a recommendation are old.
    m_freshnessLabel->setAccessibleName(tr("Price warning"));
    freshnessLayout->addWidget(m_freshnessLabel);
    m_ui->contentsLayout->insertWidget(below, m_freshnessFrame);

    m_postPickFrame = new QFrame(m_ui->resultContents);
    m_postPickFrame->setObjectName(u"postPickFrame"_s);
    auto *postLayout = new QVBoxLayout(m_postPickFrame);
    m_ruleLabel = new QLabel(m_postPickFrame);
    m_ruleLabel->setObjectName(u"ruleLabel"_s);
    m_ruleLabel->setWordWrap(true);
    m_ruleLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_ruleLabel->setProperty("secondary", true);
    postLayout->addWidget(m_ruleLabel);
    m_unpricedLabel = new QLabel(m_postPickFrame);
    m_unpricedLabel->setObjectName(u"unpricedLabel"_s);
    m_unpricedLabel->setWordWrap(true);
    m_unpricedLabel->setProperty("secondary", true);
    postLayout->addWidget(m_unpricedLabel);
    m_postPickHeading = new QLabel(m_postPickFrame);
    m_postPickHeading->setObjectName(u"postPickHeadingLabel"_s);
    m_postPickHeading->setProperty("heading", true);
    m_postPickHeading->setWordWrap(true);
    postLayout->addWidget(m_postPickHeading);
    m_postPicksWidget = new QWidget(m_postPickFrame);
    m_postPicksWidget->setObjectName(u"postPicksWidget"_s);
    //: Accessible name of the cards the 2023 post picked, shown beside today's pick.
    m_postPicksWidget->setAccessibleName(tr("The post's pick"));
    m_postPicksLayout = new CardGridLayout(m_postPicksWidget, CardColumns, CardColumnWidth, CardSpacing);
    postLayout->addWidget(m_postPicksWidget);
    m_ui->contentsLayout->insertWidget(below + 1, m_postPickFrame);
    m_freshnessFrame->hide();
    m_postPickFrame->hide();
}

ResultPage::~ResultPage() = default;

void ResultPage::setChartSource(const QString &title, const QString &editionDate, const QString &source)
{
    // The status bar names the chart already; the full reference is a tooltip away.
    m_ui->caveatLabel->setToolTip(tr("%1, edition of %2\nSource: %3").arg(title, editionDate, source));
}

QString ResultPage::kindText(LeafKind kind, qsizetype pickCount)
{
    switch (kind) {
    case LeafKind::Gpu:
        return pickCount > 1 ? tr("Recommended GPUs") : tr("Recommended GPU");
    case LeafKind::Cloud:
        return tr("Rent in the cloud");
    case LeafKind::NoOption:
        return tr("No viable option");
    case LeafKind::ReadPost:
        return tr("No simple answer");
    }
    return {};
}

void ResultPage::showRecommendation(const Recommendation &recommendation, const RecommendationSummary &summary,
                                    const QList<PickDetails> &declined, double budgetUsd)
{
    const FlowLeaf &leaf = recommendation.leaf;
    const QString kindKey = leafKindKey(leaf.kind);
    // Each kind of result has its own colours in the stylesheet, keyed by this property.
    for (QWidget *w : {static_cast<QWidget *>(m_ui->resultHeaderFrame), static_cast<QWidget *>(m_ui->kindIconLabel),
                       static_cast<QWidget *>(m_ui->resultKindLabel)}) {
        w->setProperty("kind", kindKey);
        repolish(w);
    }
    m_ui->kindIconLabel->setText(iconGlyph(leaf.kind));

    m_ui->resultKindLabel->setText(recommendation.budgetFallback
                                       //: A result that is not one of the chart's steps: the best card within the
                                       //: user's budget from the ranking by value.
                                       ? tr("Best card within your budget")
                                       : kindText(leaf.kind, recommendation.picks.size()));
    m_ui->resultTitleLabel->setText(summary.title);
    m_ui->resultTextLabel->setText(summary.subtitle);
    m_ui->resultTextLabel->setVisible(!summary.subtitle.isEmpty());

    fillCards(m_ui->picksWidget, m_picksLayout, recommendation.picks, budgetUsd);
    m_ui->picksWidget->setVisible(!recommendation.picks.isEmpty());

    // Every sentence below comes from the answer's summary, as `recommend` prints it.
    const SummaryLine *warning = lineOf(summary, u"freshness"_s, u"warning"_s);
    m_freshnessLabel->setText(warning ? warning->text : QString());
    m_freshnessFrame->setVisible(warning);

    const SummarySection *chosen = summary.section(u"chosen"_s);
    m_postPickFrame->setVisible(chosen);
    if (chosen) {
        const SummaryLine *rule = chosen->line(u"rule"_s);
        m_ruleLabel->setText(rule ? labelled(*rule) : QString());
        const SummaryLine *unpriced = chosen->line(u"unpriced"_s);
        m_unpricedLabel->setText(unpriced ? labelled(*unpriced) : QString());
        m_unpricedLabel->setVisible(unpriced);
        const SummarySection *post = summary.section(u"post"_s);
        const bool same = post && post->line(u"same"_s);
        m_postPickHeading->setText(post ? (same ? post->title : post->title + u':') : QString());
        QList<PickDetails> postPicks;
        for (const SummaryLine &line : post ? post->lines : QList<SummaryLine>()) {
            if (line.index >= 0)
                postPicks.append(recommendation.postPicks.at(line.index));
        }
        fillCards(m_postPicksWidget, m_postPicksLayout, postPicks, budgetUsd);
        m_postPicksWidget->setVisible(!postPicks.isEmpty());
    }

    const SummaryLine *advice = lineOf(summary, u"next"_s, u"advice"_s);
    m_ui->adviceLabel->setText(advice ? advice->text : QString());
    m_ui->adviceFrame->setVisible(advice);

    m_ui->breakEvenFrame->setVisible(leaf.kind == LeafKind::Cloud);

    const bool nothingFits =
        leaf.kind == LeafKind::NoOption || leaf.kind == LeafKind::ReadPost || recommendation.budgetFallback;
    m_ui->declinedWidget->setPicks(nothingFits ? declined : QList<PickDetails>(), budgetUsd, true);
    m_ui->declinedFrame->setVisible(nothingFits && !declined.isEmpty());

    // "Also consider" offers only what the budget allows; the summary names the cards left out.
    QList<PickDetails> runnerUps;
    QStringList intro;
    const SummarySection *also = summary.section(u"also"_s);
    for (const SummaryLine &line : also ? also->lines : QList<SummaryLine>()) {
        if (line.index >= 0)
            runnerUps.append(recommendation.runnerUps.at(line.index));
        else
            intro.append(line.text);
    }
    fillCards(m_ui->runnerUpsWidget, m_runnerUpsLayout, runnerUps, budgetUsd);
    m_ui->runnerUpsWidget->setVisible(!runnerUps.isEmpty());
    m_ui->runnerUpsIntroLabel->setText(intro.join(u' '));
    m_ui->runnerUpsFrame->setVisible(also);

    const SummaryLine *caveat = lineOf(summary, u"caveat"_s, u"caveat"_s);
    m_ui->caveatLabel->setText(caveat ? caveat->text : QString());
    m_ui->caveatFrame->setVisible(caveat);

    m_ui->resultScrollArea->verticalScrollBar()->setValue(0);
}

void ResultPage::fillCards(QWidget *container, CardGridLayout *layout, const QList<PickDetails> &picks,
                           double budgetUsd)
{
    const QList<PickCard *> old = container->findChildren<PickCard *>(Qt::FindDirectChildrenOnly);
    for (PickCard *card : old)
        delete card;
    for (const PickDetails &pick : picks) {
        auto *card = new PickCard(container);
        card->setPick(pick, budgetUsd);
        layout->addWidget(card);
    }
}
