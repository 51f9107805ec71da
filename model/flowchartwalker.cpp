// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchartwalker.h"

using namespace Qt::StringLiterals;

FlowchartWalker::FlowchartWalker(Flowchart chart)
    : m_chart(std::move(chart))
    , m_current(m_chart.rootNodeId)
{}

bool FlowchartWalker::answer(Answer answer)
{
    const FlowNode *n = m_chart.node(m_current);
    if (!n || n->isLeaf())
        return false;
    m_steps.append({m_current, answer});
    m_current = n->target(answer);
    return true;
}

bool FlowchartWalker::back()
{
    if (m_steps.isEmpty())
        return false;
    m_current = m_steps.takeLast().nodeId;
    return true;
}

bool FlowchartWalker::jumpTo(int index)
{
    if (index < 0 || index >= m_steps.size())
        return false;
    m_current = m_steps.at(index).nodeId;
    m_steps.resize(index);
    return true;
}

void FlowchartWalker::restart()
{
    m_steps.clear();
    m_current = m_chart.rootNodeId;
}

QList<qint64> FlowchartWalker::pathNodeIds() const
{
    QList<qint64> ids;
    ids.reserve(m_steps.size() + 1);
    for (const Step &s : m_steps)
        ids.append(s.nodeId);
    ids.append(m_current);
    return ids;
}

QList<Answer> FlowchartWalker::answers() const
{
    QList<Answer> result;
    result.reserve(m_steps.size());
    for (const Step &s : m_steps)
        result.append(s.answer);
    return result;
}

bool FlowchartWalker::replay(const QStringList &words, QString *error)
{
    restart();
    for (int i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (isFinished()) {
            if (error) {
                *error = u"answer %1 ('%2') is one too many: the walk reached the leaf \"%3\" after %4 answer(s); "
                         "expected exactly %4 answer(s) for this path"_s.arg(i + 1)
                             .arg(word, leaf()->title)
                             .arg(i);
            }
            return false;
        }
        const std::optional<Answer> a = answerFromKey(word);
        if (!a) {
            if (error) {
                *error =
                    u"answer %1 ('%2') is not yes or no; expected yes or no for the question \"%3\""_s.arg(i + 1).arg(
                        word, currentQuestion() ? currentQuestion()->text : QString());
            }
            return false;
        }
        answer(*a);
    }
    if (!isFinished()) {
        if (error) {
            const QString question = currentQuestion() ? currentQuestion()->text : QString();
            *error = u"too few answers: after %1 answer(s) the walk is at the question \"%2\"; expected answer %3 "
                     "(yes or no) and up to %4 more after it"_s.arg(words.size())
                         .arg(question)
                         .arg(words.size() + 1)
                         .arg(longestRemaining() - 1);
        }
        return false;
    }
    return true;
}
