// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/flowchart.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

QString answerKey(Answer answer)
{
    return answer == Answer::Yes ? u"yes"_s : u"no"_s;
}

std::optional<Answer> answerFromKey(const QString &word)
{
    const QString w = word.trimmed().toLower();
    if (w == u"yes")
        return Answer::Yes;
    if (w == u"no")
        return Answer::No;
    return std::nullopt;
}

QString answerTitle(Answer answer)
{
    return answer == Answer::Yes
               //: The user's answer to a yes/no question of the wizard
               ? QCoreApplication::translate("Answer", "Yes")
               //: The user's answer to a yes/no question of the wizard
               : QCoreApplication::translate("Answer", "No");
}

QString leafKindKey(LeafKind kind)
{
    switch (kind) {
    case LeafKind::Gpu:
        return u"gpu"_s;
    case LeafKind::Cloud:
        return u"cloud"_s;
    case LeafKind::NoOption:
        return u"no-option"_s;
    case LeafKind::ReadPost:
        return u"read-post"_s;
    }
    return {};
}

std::optional<LeafKind> leafKindFromKey(const QString &key)
{
    for (auto k : {LeafKind::Gpu, LeafKind::Cloud, LeafKind::NoOption, LeafKind::ReadPost}) {
        if (leafKindKey(k) == key)
            return k;
    }
    return std::nullopt;
}

bool FlowLeaf::isUsed() const
{
    return !gpus.isEmpty() && std::all_of(gpus.cbegin(), gpus.cend(), [](const GpuPick &p) { return p.used; });
}

QStringList FlowchartTranslation::chartFields()
{
    return {u"title"_s, u"caveat"_s};
}

QStringList FlowchartTranslation::questionFields()
{
    return {u"text"_s, u"explanation"_s};
}

QStringList FlowchartTranslation::leafFields()
{
    return {u"title"_s, u"text"_s, u"advice"_s};
}

namespace {

void replaceText(QString *text, const QHash<QString, QString> &fields, const QString &field)
{
    const QString translated = fields.value(field);
    if (!translated.isEmpty())
        *text = translated;
}

/// The nodes reachable from `nodeId`, each once, yes branch first; with `stopAtPlainQuestions`
/// the walk does not go past a question that offers no cards. A stack of its own: branches that
/// share nodes are not walked again, and a long chart cannot exhaust the call stack.
QList<qint64> preorderOfChart(const Flowchart &chart, qint64 nodeId, bool stopAtPlainQuestions)
{
    QList<qint64> order;
    QSet<qint64> seen;
    QList<qint64> stack{nodeId};
    while (!stack.isEmpty()) {
        const qint64 id = stack.takeLast();
        const FlowNode *n = chart.node(id);
        if (!n || seen.contains(id))
            continue;
        seen.insert(id);
        order.append(id);
        if (n->isLeaf() || (stopAtPlainQuestions && !chart.questions.value(n->questionId).isBudgetQuestion()))
            continue;
        stack.append(n->noTarget);
        stack.append(n->yesTarget);
    }
    return order;
}

} // namespace

void Flowchart::applyTranslation(const FlowchartTranslation &translation)
{
    replaceText(&title, translation.chart, u"title"_s);
    replaceText(&caveat, translation.chart, u"caveat"_s);
    for (FlowQuestion &question : questions) {
        const auto it = translation.questions.constFind(question.key);
        if (it == translation.questions.cend())
            continue;
        replaceText(&question.text, *it, u"text"_s);
        replaceText(&question.explanation, *it, u"explanation"_s);
    }
    for (FlowLeaf &leaf : leaves) {
        const auto it = translation.leaves.constFind(leaf.key);
        if (it == translation.leaves.cend())
            continue;
        replaceText(&leaf.title, *it, u"title"_s);
        replaceText(&leaf.text, *it, u"text"_s);
        replaceText(&leaf.advice, *it, u"advice"_s);
    }
}

const FlowNode *Flowchart::node(qint64 id) const
{
    const auto it = nodes.constFind(id);
    return it == nodes.cend() ? nullptr : &*it;
}

const FlowQuestion *Flowchart::questionAt(qint64 nodeId) const
{
    const FlowNode *n = node(nodeId);
    if (!n || n->isLeaf())
        return nullptr;
    const auto it = questions.constFind(n->questionId);
    return it == questions.cend() ? nullptr : &*it;
}

const FlowLeaf *Flowchart::leafAt(qint64 nodeId) const
{
    const FlowNode *n = node(nodeId);
    if (!n || !n->isLeaf())
        return nullptr;
    const auto it = leaves.constFind(n->leafId);
    return it == leaves.cend() ? nullptr : &*it;
}

bool Flowchart::validate(QString *error) const
{
    auto fail = [error](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    //: %1 is the flowchart's key, an identifier.
    if (!node(rootNodeId))
        return fail(tr("flowchart '%1' has no root node").arg(key));
    for (const FlowNode &n : nodes) {
        if (n.isLeaf()) {
            //: %1 is the node's key, an identifier.
            if (!leaves.contains(n.leafId))
                return fail(tr("node '%1' names a leaf that does not exist").arg(n.key));
            if (n.yesTarget || n.noTarget)
                return fail(tr("leaf node '%1' has outgoing branches").arg(n.key));
            continue;
        }
        if (!questions.contains(n.questionId))
            return fail(tr("node '%1' names a question that does not exist").arg(n.key));
        if (!node(n.yesTarget) || !node(n.noTarget))
            return fail(tr("question node '%1' lacks a yes or a no branch").arg(n.key));
    }
    // Depth-first search for cycles, with a stack of its own (a long chart must not exhaust the
    // call stack); every node must also be reachable from the root.
    QHash<qint64, int> state; // 1 = on the way, 2 = done
    QList<std::pair<qint64, int>> stack{{rootNodeId, 0}};
    state.insert(rootNodeId, 1);
    while (!stack.isEmpty()) {
        auto &[id, branch] = stack.last();
        const FlowNode &n = nodes[id];
        if (!n.isLeaf() && branch < 2) {
            const qint64 next = branch++ == 0 ? n.yesTarget : n.noTarget;
            const int seen = state.value(next);
            if (seen == 1)
                return fail(tr("flowchart '%1' contains a cycle").arg(key));
            if (seen == 0) {
                state.insert(next, 1);
                stack.append({next, 0});
            }
            continue;
        }
        state.insert(id, 2);
        stack.removeLast();
    }
    for (const FlowNode &n : nodes) {
        if (!state.contains(n.id))
            return fail(tr("node '%1' cannot be reached from the root").arg(n.key));
    }
    return true;
}

int Flowchart::longestRemaining(qint64 nodeId) const
{
    // Each node's longest way is worked out once, after its branches' (post-order with a stack
    // of its own): linear in the nodes, however many ways share them.
    QHash<qint64, int> longest;
    QList<std::pair<qint64, bool>> stack{{nodeId, false}};
    while (!stack.isEmpty()) {
        const auto [id, expanded] = stack.takeLast();
        const FlowNode *n = node(id);
        if (!n || n->isLeaf()) {
            longest.insert(id, 0);
            continue;
        }
        if (longest.contains(id))
            continue;
        if (!expanded) {
            stack.append({id, true});
            for (qint64 next : {n->yesTarget, n->noTarget}) {
                if (!longest.contains(next))
                    stack.append({next, false});
            }
            continue;
        }
        longest.insert(id, 1 + std::max(longest.value(n->yesTarget), longest.value(n->noTarget)));
    }
    return longest.value(nodeId);
}

QList<QList<Answer>> Flowchart::allPaths() const
{
    // Every way is listed, so the result grows with the number of ways; the walk itself keeps its
    // own stack (the answers so far) and never recurses.
    QList<QList<Answer>> paths;
    struct Frame
    {
        qint64 id;
        QList<Answer> answers;
    };
    QList<Frame> stack{{rootNodeId, {}}};
    while (!stack.isEmpty()) {
        Frame frame = stack.takeLast();
        const FlowNode *n = node(frame.id);
        if (!n)
            continue;
        if (n->isLeaf()) {
            paths.append(frame.answers);
            continue;
        }
        QList<Answer> no = frame.answers;
        no.append(Answer::No);
        frame.answers.append(Answer::Yes);
        stack.append({n->noTarget, std::move(no)});
        stack.append({n->yesTarget, std::move(frame.answers)});
    }
    return paths;
}

QStringList Flowchart::reachableLeafTitles(qint64 nodeId) const
{
    QStringList titles;
    for (const FlowLeaf *leaf : reachableLeaves(nodeId))
        titles.append(leaf->title);
    return titles;
}

QList<const FlowLeaf *> Flowchart::reachableLeaves(qint64 nodeId) const
{
    QList<const FlowLeaf *> found;
    QSet<const FlowLeaf *> listed;
    for (const qint64 id : preorderOfChart(*this, nodeId, false)) {
        if (const FlowLeaf *leaf = leafAt(id); leaf && !listed.contains(leaf)) {
            listed.insert(leaf);
            found.append(leaf);
        }
    }
    return found;
}

int Flowchart::questionNodeCount() const
{
    return int(std::count_if(nodes.cbegin(), nodes.cend(), [](const FlowNode &n) { return !n.isLeaf(); }));
}

void Flowchart::collectPicks(qint64 nodeId, QList<GpuPick> *out, bool stopAtPlainQuestions) const
{
    for (const qint64 id : preorderOfChart(*this, nodeId, stopAtPlainQuestions)) {
        if (const FlowLeaf *leaf = leafAt(id)) {
            for (const GpuPick &p : leaf->gpus) {
                if (!out->contains(p))
                    out->append(p);
            }
        }
    }
}

QList<GpuPick> Flowchart::runnerUps(const QList<qint64> &pathNodeIds, qint64 leafNodeId) const
{
    const FlowLeaf *leaf = leafAt(leafNodeId);
    if (!leaf || leaf->gpus.isEmpty())
        return {};
    // The last plain (non-budget) question decides the branch.
    int decider = -1;
    for (int i = int(pathNodeIds.size()) - 1; i >= 0; --i) {
        const FlowQuestion *q = questionAt(pathNodeIds.at(i));
        if (q && !q->isBudgetQuestion()) {
            decider = i;
            break;
        }
    }
    QList<GpuPick> picks;
    if (decider >= 0) {
        const qint64 branchStart = decider + 1 < pathNodeIds.size() ? pathNodeIds.at(decider + 1) : leafNodeId;
        collectPicks(branchStart, &picks, true);
        const bool onlyOwn =
            std::all_of(picks.cbegin(), picks.cend(), [leaf](const GpuPick &p) { return leaf->gpus.contains(p); });
        if (onlyOwn) {
            picks.clear();
            collectPicks(pathNodeIds.at(decider), &picks, false);
        }
    }
    picks.removeIf([leaf](const GpuPick &p) { return leaf->gpus.contains(p); });
    return picks;
}
