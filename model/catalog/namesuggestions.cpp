// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/namesuggestions.h"

#include <QCoreApplication>
#include <QList>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QString squeezed(const QString &text)
{
    QString result;
    for (const QChar c : text) {
        if (c.isLetterOrNumber())
            result.append(c.toLower());
    }
    return result;
}

} // namespace

int editDistance(const QString &a, const QString &b)
{
    const QString x = a.toLower();
    const QString y = b.toLower();
    QList<int> previous(y.size() + 1);
    QList<int> current(y.size() + 1);
    for (qsizetype j = 0; j <= y.size(); ++j)
        previous[j] = int(j);
    for (qsizetype i = 1; i <= x.size(); ++i) {
        current[0] = int(i);
        for (qsizetype j = 1; j <= y.size(); ++j) {
            const int substitution = previous[j - 1] + (x.at(i - 1) == y.at(j - 1) ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[y.size()];
}

QStringList closestNames(const QString &query, const QStringList &names, int limit)
{
    struct Candidate
    {
        QString name;
        bool contains;
        int tokens;
        int distance;
    };
    const QString q = squeezed(query);
    static const QRegularExpression separators(u"[^\\p{L}\\p{N}]+"_s);
    const QStringList tokens = query.toLower().split(separators, Qt::SkipEmptyParts);
    QList<Candidate> candidates;
    for (const QString &name : names) {
        const QString n = squeezed(name);
        const bool contains = !q.isEmpty() && n.contains(q);
        int matched = 0;
        for (const QString &t : std::as_const(tokens))
            matched += n.contains(t) ? 1 : 0;
        candidates.append({name, contains, matched, editDistance(query.trimmed(), name)});
    }
    std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        if (a.contains != b.contains)
            return a.contains;
        if (a.tokens != b.tokens)
            return a.tokens > b.tokens;
        return a.distance < b.distance;
    });
    QStringList result;
    for (const Candidate &c : std::as_const(candidates)) {
        if (result.size() >= limit)
            break;
        result.append(c.name);
    }
    return result;
}

QString unknownGpuMessage(const QString &query, const QStringList &names)
{
    const QStringList close = closestNames(query, names);
    if (close.isEmpty()) {
        //: %1 is the GPU name the user gave.
        return QCoreApplication::translate("CommandLine", "unknown GPU '%1'").arg(query);
    }
    //: %1 is the GPU name the user gave, %2 a list of GPU names.
    return QCoreApplication::translate("CommandLine", "unknown GPU '%1'; closest matches: %2")
        .arg(query, close.join(u"; "_s));
}
