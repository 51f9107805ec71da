// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/buildplan.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

QString noteSeverityKey(NoteSeverity severity)
{
    return severityKey(severity);
}

std::optional<NoteSeverity> noteSeverityFromKey(const QString &key)
{
    for (auto s : {NoteSeverity::Info, NoteSeverity::Warning, NoteSeverity::Critical}) {
        if (noteSeverityKey(s) == key.trimmed().toLower())
            return s;
    }
    return std::nullopt;
}

double BuildPlan::perMachineUsd() const
{
    double sum = 0;
    for (const BuildPart &part : parts) {
        if (!part.shared)
            sum += part.totalUsd().value_or(0);
    }
    return sum;
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
    if (machines > 1) {
        //: A build's title: %1 lists the GPUs per machine ("4 × GeForce RTX 3090"), %2 is the number of machines
        return QCoreApplication::translate("BuildPlan", "%1, %2 machines").arg(text, QString::number(machines));
    }
    return text;
}

QString BuildPart::typeTitle() const
{
    // The types the planner uses, translated here so that `type` stays a stable key.
    static const char *const Types[] = {
        QT_TRANSLATE_NOOP("BuildPart", "GPU"),
        QT_TRANSLATE_NOOP("BuildPart", "CPU"),
        QT_TRANSLATE_NOOP("BuildPart", "CPU cooler"),
        QT_TRANSLATE_NOOP("BuildPart", "Motherboard"),
        //: A line of a PC's parts list: the system memory (RAM)
        QT_TRANSLATE_NOOP("BuildPart", "Memory"),
        QT_TRANSLATE_NOOP("BuildPart", "Storage"),
        QT_TRANSLATE_NOOP("BuildPart", "Power supply"),
        //: A line of a PC's parts list: the computer case (chassis)
        QT_TRANSLATE_NOOP("BuildPart", "Case"),
        //: Riser cables that connect a graphics card to a PCIe slot at a distance
        QT_TRANSLATE_NOOP("BuildPart", "PCIe extenders"),
        //: A line of a PC's parts list: the network card between machines
        QT_TRANSLATE_NOOP("BuildPart", "Network"),
        QT_TRANSLATE_NOOP("BuildPart", "Network switch"),
    };
    for (const char *t : Types) {
        if (type == QLatin1StringView(t))
            return QCoreApplication::translate("BuildPart", t);
    }
    return type;
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
