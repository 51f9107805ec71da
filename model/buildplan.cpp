// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/buildplan.h"

using namespace Qt::StringLiterals;

QString noteSeverityKey(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Info:
        return u"info"_s;
    case NoteSeverity::Warning:
        return u"warning"_s;
    case NoteSeverity::Critical:
        return u"critical"_s;
    }
    return {};
}

std::optional<NoteSeverity> noteSeverityFromKey(const QString &key)
{
    for (auto s : {NoteSeverity::Info, NoteSeverity::Warning, NoteSeverity::Critical}) {
        if (noteSeverityKey(s) == key.trimmed().toLower())
            return s;
    }
    return std::nullopt;
}

QString BuildPlan::priceDate() const
{
    QString latest;
    for (const PlannedGpu &g : gpus) {
        if (g.priceOrigin != GpuPriceOrigin::LaunchMsrp && g.priceDate > latest)
            latest = g.priceDate;
    }
    return latest;
}

QString BuildPlan::title() const
{
    QStringList lines;
    for (const PlannedGpu &g : gpus)
        lines.append(u"%1 × %2"_s.arg(g.count).arg(g.gpu.name));
    QString text = lines.join(u" + "_s);
    if (machines > 1)
        text += u", %1 machines"_s.arg(machines);
    return text;
}

bool BuildPlan::hasNote(const QString &key) const
{
    return note(key) != nullptr;
}

const BuildNote *BuildPlan::note(const QString &key) const
{
    for (const BuildNote &n : notes) {
        if (n.key == key)
            return &n;
    }
    return nullptr;
}
