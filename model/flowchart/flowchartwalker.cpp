// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/flowchartwalker.h"

FlowchartWalker::FlowchartWalker(Flowchart chart)
    : m_chart(std::move(chart))
    , m_current(m_chart.rootNodeId)
{}

bool FlowchartWalker::answer(Answer answer)
{
    const FlowNode *n = m_chart.node(m_current);
    if (!n || n->isLeaf())
        return false;
    // The same answer as the one undone here keeps the later undone answers for forward();
    // a different answer changes the way ahead, so they no longer apply.
    if (!m_undone.isEmpty() && m_undone.last().nodeId == m_current && m_undone.last().answer == answer)
        m_undone.removeLast();
    else
        m_undone.clear();
    m_steps.append({m_current, answer});
    m_current = n->target(answer);
    return true;
}

bool FlowchartWalker::forward()
{
    if (!canGoForward())
        return false;
    return answer(m_undone.last().answer);
}

bool FlowchartWalker::canGoForward() const
{
    return !m_undone.isEmpty() && m_undone.last().nodeId == m_current;
}

bool FlowchartWalker::back()
{
    if (m_steps.isEmpty())
        return false;
    m_undone.append(m_steps.takeLast());
    m_current = m_undone.last().nodeId;
    return true;
}

bool FlowchartWalker::jumpTo(int index)
{
    if (index < 0 || index >= m_steps.size())
        return false;
    m_current = m_steps.at(index).nodeId;
    // Kept for forward(), the nearest first (it is taken from the end).
    for (qsizetype i = m_steps.size() - 1; i >= index; --i)
        m_undone.append(m_steps.at(i));
    m_steps.resize(index);
    return true;
}

void FlowchartWalker::restart()
{
    // Restart can be undone: forward() walks the old answers again.
    for (qsizetype i = m_steps.size() - 1; i >= 0; --i)
        m_undone.append(m_steps.at(i));
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

bool FlowchartWalker::answeredYes(const QString &questionKey) const
{
    for (const Step &s : m_steps) {
        const FlowQuestion *question = m_chart.questionAt(s.nodeId);
        if (s.answer == Answer::Yes && question && question->key == questionKey)
            return true;
    }
    return false;
}

bool FlowchartWalker::replay(const QStringList &words, QString *error)
{
    restart();
    for (int i = 0; i < words.size(); ++i) {
        const QString &word = words.at(i);
        if (isFinished()) {
            if (error) {
                //: %1 is the answer's position (1-based), %2 the word given, %3 the title of the leaf reached,
                //: %4 the number of answers that path takes.
                *error = tr("answer %1 ('%2') is one too many: the walk reached the leaf \"%3\" after %4 answer(s); "
                            "expected exactly %4 answer(s) for this path")
                             .arg(QString::number(i + 1), word, leaf()->title, QString::number(i));
            }
            return false;
        }
        const std::optional<Answer> a = answerFromKey(word);
        if (!a) {
            if (error) {
                //: %1 is the answer's position (1-based), %2 the word given, %3 and %4 the words "yes" and "no"
                //: that the user types (they stay in English), %5 the question's text.
                *error = tr("answer %1 ('%2') is not %3 or %4; expected %3 or %4 for the question \"%5\"")
                             .arg(QString::number(i + 1), word, answerKey(Answer::Yes), answerKey(Answer::No),
                                  currentQuestion() ? currentQuestion()->text : QString());
            }
            return false;
        }
        answer(*a);
    }
    if (!isFinished()) {
        if (error) {
            const QString question = currentQuestion() ? currentQuestion()->text : QString();
            //: %1 is the number of answers given, %2 the question's text, %3 the position of the next answer,
            //: %4 and %5 the words "yes" and "no" that the user types (they stay in English), %6 how many more
            //: answers the longest remaining path takes.
            *error = tr("too few answers: after %1 answer(s) the walk is at the question \"%2\"; expected answer %3 "
                        "(%4 or %5) and up to %6 more after it")
                         .arg(QString::number(words.size()), question, QString::number(words.size() + 1),
                              answerKey(Answer::Yes), answerKey(Answer::No), QString::number(longestRemaining() - 1));
        }
        return false;
    }
    return true;
}
