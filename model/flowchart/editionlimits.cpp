// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/editionlimits.h"

#include "model/io/safetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace EditionLimits {

namespace {

/// Every string of the document, and every member name, within its length and free of control
/// characters; keys and names are single lines. Walked with a stack of its own, not recursion.
bool checkEditionTexts(const QJsonObject &root, QString *error)
{
    QList<std::pair<QJsonValue, QString>> stack{{QJsonValue(root), QString()}};
    while (!stack.isEmpty()) {
        const auto [value, where] = stack.takeLast();
        if (value.isString()) {
            const QString text = value.toString();
            const bool isKey = where.endsWith(u".key"_s) || where == u"key" || where.endsWith(u".yes"_s) ||
                               where.endsWith(u".no"_s) || where.endsWith(u".question"_s) ||
                               where.endsWith(u".leaf"_s) || where == u"root";
            const int max = isKey ? MaxKeyChars : MaxTextChars;
            if (text.size() > max) {
                //: %1 names a place in the flowchart's definition (JSON), %2 a number of characters.
                *error =
                    QCoreApplication::translate("EditionLimits", "%1 is longer than %2 characters").arg(where).arg(max);
                return false;
            }
            // Texts may break lines; none may hold escape codes or marks that reverse the text.
            const bool bidi =
                std::any_of(text.cbegin(), text.cend(), [](QChar c) { return SafeText::isBidiMark(c.unicode()); });
            if (bidi || SafeText::hasForbidden(text, isKey)) {
                //: %1 names a place in the flowchart's definition (JSON), %2 the text with the characters shown as
                //: codes.
                *error = QCoreApplication::translate("EditionLimits",
                                                     "%1 holds control characters or direction marks: \"%2\"")
                             .arg(where, SafeText::printable(text, 60));
                return false;
            }
        } else if (value.isArray()) {
            const QJsonArray array = value.toArray();
            for (qsizetype i = array.size() - 1; i >= 0; --i)
                stack.append({array.at(i), u"%1[%2]"_s.arg(where).arg(i)});
        } else if (value.isObject()) {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                if (it.key().size() > MaxKeyChars || SafeText::hasForbidden(it.key(), true)) {
                    //: %1 names a place in the flowchart's definition (JSON), %2 a member's name shown safely.
                    *error = QCoreApplication::translate("EditionLimits",
                                                         "%1 has a member whose name is not a plain key: \"%2\"")
                                 .arg(where.isEmpty() ? u"the definition"_s : where, SafeText::printable(it.key(), 60));
                    return false;
                }
                stack.append({it.value(), where.isEmpty() ? it.key() : where + u'.' + it.key()});
            }
        }
    }
    return true;
}

/// The longest way from the root, in questions, over the nodes' yes and no branches; false on a
/// cycle or a branch to a node that does not exist. Each node is finished once (iterative
/// depth-first search with a memo), so shared branches cost nothing more.
bool checkEditionDepth(const QJsonObject &chart, QString *error)
{
    struct Node
    {
        QStringList next;
        int state = 0; // 0 new, 1 on the way, 2 done
        int depth = 0; // questions from here to a leaf, once done
    };
    QHash<QString, Node> nodes;
    for (const QJsonValue v : chart.value(u"nodes"_s).toArray()) {
        const QJsonObject o = v.toObject();
        Node n;
        for (const QString &answer : {u"yes"_s, u"no"_s}) {
            if (o.contains(answer))
                n.next.append(o.value(answer).toString());
        }
        nodes.insert(o.value(u"key"_s).toString(), n);
    }
    const QString root = chart.value(u"root"_s).toString();
    if (!nodes.contains(root)) {
        //: %1 is a node's key (an identifier).
        *error = QCoreApplication::translate("EditionLimits", "the root \"%1\" is not one of the nodes")
                     .arg(SafeText::printable(root, 60));
        return false;
    }
    QList<std::pair<QString, qsizetype>> stack{{root, 0}};
    nodes[root].state = 1;
    while (!stack.isEmpty()) {
        auto &[key, index] = stack.last();
        Node &node = nodes[key];
        if (index < node.next.size()) {
            const QString next = node.next.at(index++);
            const auto it = nodes.find(next);
            if (it == nodes.end()) {
                //: %1 and %2 are node keys (identifiers).
                *error = QCoreApplication::translate("EditionLimits", "node \"%1\" leads to the unknown node \"%2\"")
                             .arg(key, SafeText::printable(next, 60));
                return false;
            }
            if (it->state == 1) {
                //: %1 is a node key (an identifier).
                *error = QCoreApplication::translate("EditionLimits", "the flowchart has a cycle through node \"%1\"")
                             .arg(next);
                return false;
            }
            if (it->state == 0) {
                it->state = 1;
                stack.append({next, 0});
            }
            continue;
        }
        int deepest = 0;
        for (const QString &next : std::as_const(node.next))
            deepest = std::max(deepest, nodes.value(next).depth);
        node.depth = node.next.isEmpty() ? 0 : deepest + 1;
        node.state = 2;
        if (node.depth > MaxDepth) {
            //: %1 is a number of questions.
            *error = QCoreApplication::translate("EditionLimits",
                                                 "its longest way from the root asks more than %1 questions")
                         .arg(MaxDepth);
            return false;
        }
        stack.removeLast();
    }
    return true;
}

} // namespace

QDate earliestDate()
{
    return {2010, 1, 1};
}

QDate latestDate()
{
    return {2100, 12, 31};
}

bool check(const QByteArray &json, QString *error, const QDate &notAfter)
{
    if (json.size() > MaxBytes) {
        //: %1 and %2 are sizes in bytes.
        *error = QCoreApplication::translate("EditionLimits",
                                             "the definition is %1 bytes, more than the %2 an edition may have")
                     .arg(QString::number(json.size()), QString::number(MaxBytes));
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        //: %1 is the JSON parser's message, %2 a character offset.
        *error = QCoreApplication::translate("EditionLimits", "not a JSON object (%1 at offset %2)")
                     .arg(parseError.errorString(), QString::number(parseError.offset));
        return false;
    }
    const QJsonObject chart = doc.object();
    const struct
    {
        const char *member;
        int max;
    } counts[] = {{"questions", MaxQuestions}, {"leaves", MaxLeaves}, {"nodes", MaxNodes}};
    for (const auto &[member, max] : counts) {
        const QString name = QLatin1StringView(member);
        if (!chart.value(name).isArray()) {
            //: %1 is the name of a JSON member (not translated).
            *error = QCoreApplication::translate("EditionLimits", "\"%1\" is not a list").arg(name);
            return false;
        }
        if (chart.value(name).toArray().size() > max) {
            //: %1 is the name of a JSON member (not translated), %2 a count, %3 the most allowed.
            *error = QCoreApplication::translate("EditionLimits",
                                                 "\"%1\" has %2 items, more than the %3 an edition may have")
                         .arg(name, QString::number(chart.value(name).toArray().size()), QString::number(max));
            return false;
        }
    }
    const QDate date = QDate::fromString(chart.value(u"edition_date"_s).toString(), Qt::ISODate);
    const QDate latest = notAfter.isValid() ? std::min(notAfter, latestDate()) : latestDate();
    if (!date.isValid() || date < earliestDate() || date > latest) {
        //: %1 is the name of a JSON member (not translated); %2 and %3 are dates (YYYY-MM-DD).
        *error = QCoreApplication::translate("EditionLimits", "\"%1\" is not a date from %2 to %3")
                     .arg(u"edition_date"_s, earliestDate().toString(Qt::ISODate), latest.toString(Qt::ISODate));
        return false;
    }
    return checkEditionTexts(chart, error) && checkEditionDepth(chart, error);
}

} // namespace EditionLimits
