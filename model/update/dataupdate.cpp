// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/update/dataupdate.h"

#include "model/io/safetext.h"
#include "model/update/databundle.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

using namespace Qt::StringLiterals;

UpdateCounts &UpdateReport::countsFor(const QString &kind)
{
    for (UpdateCounts &c : counts) {
        if (c.kind == kind)
            return c;
    }
    counts.append(UpdateCounts{kind});
    return counts.last();
}

UpdateCounts UpdateReport::countsOf(const QString &kind) const
{
    for (const UpdateCounts &c : counts) {
        if (c.kind == kind)
            return c;
    }
    return UpdateCounts{kind};
}

int UpdateReport::totalAdded() const
{
    int n = 0;
    for (const UpdateCounts &c : counts)
        n += c.added;
    return n;
}

int UpdateReport::totalChanged() const
{
    int n = 0;
    for (const UpdateCounts &c : counts)
        n += c.changed;
    return n;
}

QString UpdateReport::kindTitle(const QString &kind)
{
    return DataBundle::kindTitle(kind);
}

QStringList UpdateReport::lines() const
{
    QStringList out;
    for (const UpdateCounts &c : counts) {
        //: %1 is a kind of data (GPU specifications, Prices, ...); %2 to %4 are counts.
        QString line = QCoreApplication::translate("UpdateReport", "%1: %2 added, %3 changed, %4 unchanged")
                           .arg(kindTitle(c.kind), QString::number(c.added), QString::number(c.changed),
                                QString::number(c.unchanged));
        if (c.keptUserEdits > 0) {
            //: %1 is a line such as "Prices: 3 added, ..."; %2 a count of rows the user edited.
            line = QCoreApplication::translate("UpdateReport", "%1; %2 edited by you, kept as they are")
                       .arg(line, QString::number(c.keptUserEdits));
        }
        out.append(line);
    }
    return out;
}

QUrl DataUpdater::defaultUrl()
{
    // tools/make_bundle.py writes the bundle; each release publishes it beside the release's
    // assets, where "latest" always points at the newest.
    return QUrl(u"https://github.com/gpuadvisor/gpu-advisor/releases/latest/download/manifest.json"_s);
}

QUrl DataUpdater::manifestUrl(const QString &text, QString *error)
{
    const QString typed = text.trimmed();
    if (typed.isEmpty()) {
        *error = QCoreApplication::translate("DataUpdater", "the address of the data bundle is empty");
        return {};
    }
    // An address names its scheme (http://, https://, file://); anything else is a path on this
    // computer, relative to the current folder: "bundle/" is a folder, not the web site
    // http://bundle/ (issue 27).
    QUrl url = typed.contains(u"://"_s) ? QUrl(typed, QUrl::StrictMode)
                                        : QUrl::fromLocalFile(QDir::cleanPath(QFileInfo(typed).absoluteFilePath()) +
                                                              (typed.endsWith(u'/') ? u"/"_s : QString()));
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != u"http" && scheme != u"https" && scheme != u"file") ||
        (scheme != u"file" && url.host().isEmpty())) {
        //: %1 is what the user typed; http, https and file are kinds of address (not translated).
        *error =
            QCoreApplication::translate("DataUpdater", "\"%1\" is not an http, https or file address of a data bundle")
                .arg(SafeText::printable(typed));
        return {};
    }
    if (url.isLocalFile() && QFileInfo(url.toLocalFile()).isDir() && !url.path().endsWith(u'/'))
        url.setPath(url.path() + u'/');
    if (url.path().isEmpty() || url.path().endsWith(u'/'))
        url.setPath(url.path() + (url.path().isEmpty() ? u"/"_s : QString()) + DataBundle::manifestName());
    return url;
}
