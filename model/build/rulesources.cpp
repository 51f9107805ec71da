// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/rulesources.h"

#include <QCoreApplication>
#include <QStringList>

using namespace Qt::StringLiterals;

namespace {

QString title(const QString &tag)
{
    // The documents of docs/build-rules.md's table of sources.
    if (tag == u"2023")
        return QCoreApplication::translate("RuleSources", "Dettmers, “Which GPU(s) to Get for Deep Learning” (2023)");
    if (tag == u"2019")
        return QCoreApplication::translate("RuleSources", "Dettmers, the same post’s 2019 edition");
    if (tag == u"D2L")
        return QCoreApplication::translate("RuleSources", "Dive into Deep Learning, “Selecting Servers and GPUs”");
    if (tag == u"SRV")
        return QCoreApplication::translate("RuleSources",
                                           "Yihui Ren, “Guides On Choosing Deep Learning Server” (2019)");
    if (tag == u"2014")
        return QCoreApplication::translate("RuleSources", "Dettmers, a post on building a multi-GPU cluster (2014)");
    return tag;
}

} // namespace

QString ruleSourceTitles(const QString &tags)
{
    QStringList titles;
    for (QString tag : tags.split(u',', Qt::SkipEmptyParts)) {
        tag = tag.trimmed();
        if (tag.startsWith(u'[') && tag.endsWith(u']'))
            tag = tag.mid(1, tag.size() - 2).trimmed();
        if (!tag.isEmpty())
            titles.append(title(tag));
    }
    //: Separates the names of two source documents
    return titles.join(QCoreApplication::translate("RuleSources", "; "));
}
