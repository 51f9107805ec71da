// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/flowchart.h"

#include <QCoreApplication>
#include <QStringList>

/// Walks a Flowchart one answer at a time, with undo (back), jumps to an earlier question,
/// and restart. The walk is its list of steps; the current node follows from it.
class FlowchartWalker
{
    Q_DECLARE_TR_FUNCTIONS(FlowchartWalker)

public:
    struct Step
    {
        qint64 nodeId = 0; ///< the question node that was answered
        Answer answer = Answer::Yes;
    };

    explicit FlowchartWalker(Flowchart chart = {});

    const Flowchart &chart() const { return m_chart; }
    const QList<Step> &steps() const { return m_steps; }
    qint64 currentNodeId() const { return m_current; }
    const FlowQuestion *currentQuestion() const { return m_chart.questionAt(m_current); }
    const FlowLeaf *leaf() const { return m_chart.leafAt(m_current); }
    bool isFinished() const { return leaf() != nullptr; }

    /// Answers the current question; false (and no change) when the walk is already at a leaf.
    bool answer(Answer answer);
    /// Undoes the last answer; false when there is none. The answer is kept for forward().
    bool back();
    /// Gives again the answer that back(), jumpTo() or restart() took from here; false when
    /// there is none. Answering the same way keeps the later undone answers; answering the
    /// other way drops them.
    bool forward();
    bool canGoForward() const;
    /// Returns to the question answered at step `index` (0-based), dropping it and later answers.
    bool jumpTo(int index);
    void restart();

    int answeredCount() const { return int(m_steps.size()); }
    /// Questions still ahead on the longest way to a leaf (0 when finished).
    int longestRemaining() const { return m_chart.longestRemaining(m_current); }
    /// Node ids visited so far, the current one last.
    QList<qint64> pathNodeIds() const;
    QList<Answer> answers() const;
    /// True when the walk so far answered Yes to the question with this key.
    bool answeredYes(const QString &questionKey) const;
    QList<GpuPick> runnerUps() const { return m_chart.runnerUps(pathNodeIds(), m_current); }

    /// Replays a whole answer list from the root. On failure returns false and sets `error`
    /// to a sentence naming the offending answer (1-based) and what was expected there.
    bool replay(const QStringList &words, QString *error);

private:
    Flowchart m_chart;
    QList<Step> m_steps;
    QList<Step> m_undone; ///< answers taken back, the next one to give again last
    qint64 m_current = 0;
};
