// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/flowchart.h"

#include <QSet>

#include <algorithm>
#include <functional>

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
    // Depth-first search for cycles; every node must also be reachable from the root.
    QHash<qint64, int> state; // 1 = on the stack, 2 = done
    std::function<bool(qint64)> visit = [&](qint64 id) {
        state[id] = 1;
        const FlowNode &n = nodes[id];
        if (!n.isLeaf()) {
            for (qint64 next : {n.yesTarget, n.noTarget}) {
                if (state.value(next) == 1)
                    return false;
                if (state.value(next) == 0 && !visit(next))
                    return false;
            }
        }
        state[id] = 2;
        return true;
    };
    if (!visit(rootNodeId))
        return fail(tr("flowchart '%1' contains a cycle").arg(key));
    for (const FlowNode &n : nodes) {
        if (!state.contains(n.id))
            return fail(tr("node '%1' cannot be reached from the root").arg(n.key));
    }
    return true;
}

int Flowchart::longestRemaining(qint64 nodeId) const
{
    const FlowNode *n = node(nodeId);
    if (!n || n->isLeaf())
        return 0;
    return 1 + std::max(longestRemaining(n->yesTarget), longestRemaining(n->noTarget));
}

QList<QList<Answer>> Flowchart::allPaths() const
{
    QList<QList<Answer>> paths;
    QList<Answer> current;
    std::function<void(qint64)> walk = [&](qint64 id) {
        const FlowNode *n = node(id);
        if (!n)
            return;
        if (n->isLeaf()) {
            paths.append(current);
            return;
        }
        for (Answer a : {Answer::Yes, Answer::No}) {
            current.append(a);
            walk(n->target(a));
            current.removeLast();
        }
    };
    walk(rootNodeId);
    return paths;
}

QList<const FlowLeaf *> Flowchart::reachableLeaves(qint64 nodeId) const
{
    QList<const FlowLeaf *> found;
    QSet<qint64> seen;
    std::function<void(qint64)> visit = [&](qint64 id) {
        if (seen.contains(id))
            return;
        seen.insert(id);
        if (const FlowLeaf *leaf = leafAt(id)) {
            if (!found.contains(leaf))
                found.append(leaf);
            return;
        }
        if (const FlowNode *n = node(id)) {
            visit(n->yesTarget);
            visit(n->noTarget);
        }
    };
    visit(nodeId);
    return found;
}

int Flowchart::questionNodeCount() const
{
    return int(std::count_if(nodes.cbegin(), nodes.cend(), [](const FlowNode &n) { return !n.isLeaf(); }));
}

void Flowchart::collectPicks(qint64 nodeId, QList<GpuPick> *out, bool stopAtPlainQuestions) const
{
    const FlowNode *n = node(nodeId);
    if (!n)
        return;
    if (n->isLeaf()) {
        for (const GpuPick &p : leaves.value(n->leafId).gpus) {
            if (!out->contains(p))
                out->append(p);
        }
        return;
    }
    if (stopAtPlainQuestions && !questions.value(n->questionId).isBudgetQuestion())
        return;
    collectPicks(n->yesTarget, out, stopAtPlainQuestions);
    collectPicks(n->noTarget, out, stopAtPlainQuestions);
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
