// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

enum class Answer { Yes, No };

QString answerKey(Answer answer);
std::optional<Answer> answerFromKey(const QString &word);
/// The answer to a yes/no question as people read it ("Yes", "No"), the one wording the wizard,
/// `recommend`, a saved session's changes and a build's summary all show (context "Answer").
QString answerTitle(Answer answer);

enum class LeafKind { Gpu, Cloud, NoOption, ReadPost };

QString leafKindKey(LeafKind kind);
std::optional<LeafKind> leafKindFromKey(const QString &key);

/// A GPU named by a question or a leaf, by database id, and whether the chart means a used card.
struct GpuPick
{
    qint64 gpuId = 0;
    bool used = false;
    friend bool operator==(const GpuPick &, const GpuPick &) = default;
};

/// A question as the user reads it. One question may stand at several places in the tree.
struct FlowQuestion
{
    qint64 id = 0;
    QString key;
    QString text;
    QString explanation; ///< "why this matters", in the app's own words
    /// Budget questions offer these cards and ask whether one of them fits the budget.
    QList<GpuPick> offered;

    bool isBudgetQuestion() const { return !offered.isEmpty(); }
};

/// Where a walk ends: a recommendation, advice to rent, no viable option, or "read the post".
struct FlowLeaf
{
    qint64 id = 0;
    QString key;
    LeafKind kind = LeafKind::Gpu;
    QString title;
    QString text;   ///< one-paragraph summary
    QString advice; ///< what to do next, shown on the leaf's page
    QList<GpuPick> gpus;
    /// The rule behind the pick, as the definition gives it (see PickRule); empty when the leaf
    /// names no card or has no rule.
    QJsonObject rule;

    bool isUsed() const;
};

/// A place in the tree: either a question with a yes and a no branch, or a leaf.
struct FlowNode
{
    qint64 id = 0;
    QString key;
    qint64 questionId = 0;
    qint64 leafId = 0;
    qint64 yesTarget = 0;
    qint64 noTarget = 0;

    bool isLeaf() const { return leafId != 0; }
    qint64 target(Answer answer) const { return answer == Answer::Yes ? yesTarget : noTarget; }
};

/// One language's texts of a flowchart, by the keys of the chart's definition: each replaces the
/// English text it names. Items and fields it does not name keep their English text.
struct FlowchartTranslation
{
    QString language;                                  ///< a language code such as "ru"
    QHash<QString, QString> chart;                     ///< field ("title", "caveat") -> text
    QHash<QString, QHash<QString, QString>> questions; ///< question key -> field -> text
    QHash<QString, QHash<QString, QString>> leaves;    ///< leaf key -> field -> text

    /// The fields a translation may give: the chart's own, a question's and a leaf's. The
    /// citation (source) is not among them.
    static QStringList chartFields();
    static QStringList questionFields();
    static QStringList leafFields();
};

/// One edition of the recommendation flowchart, loaded from the database. Pure data plus the
/// graph queries the wizard and the command line need; it knows nothing about storage.
class Flowchart
{
    Q_DECLARE_TR_FUNCTIONS(Flowchart)

public:
    QString key;
    QString title;
    QString editionDate;
    QString source;
    QString caveat;
    qint64 rootNodeId = 0;
    QHash<qint64, FlowNode> nodes;
    QHash<qint64, FlowQuestion> questions;
    QHash<qint64, FlowLeaf> leaves;

    /// Checks that the graph is a well-formed decision tree: a root, every question node with
    /// both branches pointing at existing nodes, every leaf node naming a leaf, no cycles.
    bool validate(QString *error) const;

    const FlowNode *node(qint64 id) const;
    const FlowQuestion *questionAt(qint64 nodeId) const;
    const FlowLeaf *leafAt(qint64 nodeId) const;

    /// Questions still to answer on the longest way from this node to a leaf (0 at a leaf).
    int longestRemaining(qint64 nodeId) const;

    /// Every root-to-leaf answer sequence, in yes-before-no order.
    QList<QList<Answer>> allPaths() const;

    /// The leaves that can still be reached from this node, yes branch first, each once.
    QList<const FlowLeaf *> reachableLeaves(qint64 nodeId) const;
    /// Their titles, in the same order: what a question's yes and no can still lead to.
    QStringList reachableLeafTitles(qint64 nodeId) const;

    int questionNodeCount() const;
    int leafCount() const { return int(leaves.size()); }

    /// Replaces the texts the translation gives (empty ones excepted); the rest stays as it is.
    void applyTranslation(const FlowchartTranslation &translation);

    /// Cards of the same branch as the leaf reached through these nodes, for "also consider".
    /// The branch is what follows the last non-budget question on the path; where that holds
    /// nothing else, the whole subtree of that question.
    QList<GpuPick> runnerUps(const QList<qint64> &pathNodeIds, qint64 leafNodeId) const;

private:
    void collectPicks(qint64 nodeId, QList<GpuPick> *out, bool stopAtPlainQuestions) const;
};
