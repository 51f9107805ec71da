// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/stackoption.h"

#include "db/database.h"
#include "db/sqlreadinessrepository.h"

using namespace Qt::StringLiterals;

namespace StackOption {

QCommandLineOption option()
{
    //: vllm-linux is typed as it is.
    return {u"stack"_s,
            QCoreApplication::translate("CommandLine",
                                        "Only GPUs a software stack supports on a system, such as vllm-linux, "
                                        "pytorch-windows or mlx-macos (see docs/software-readiness.md)."),
            u"STACK-OS"_s};
}

bool read(CommandContext &context, std::optional<StackOnOs> *stack)
{
    if (!context.isSet(u"stack"_s))
        return true;
    QString error;
    *stack = SoftwareStacks::parseStackOnOs(context.value(u"stack"_s), &error);
    if (!*stack) {
        //: %1 says what is wrong with the value given after --stack.
        context.fail(QCoreApplication::translate("CommandLine", "--stack: %1").arg(error));
        return false;
    }
    return true;
}

bool load(CommandContext &context, SoftwareReadiness *readiness)
{
    Database *db = context.database();
    if (!db)
        return false;
    ReadinessData data;
    QString error;
    if (!SqlReadinessRepository(db->connection()).load(&data, &error)) {
        context.err() << "gpu-advisor: "
                      << QCoreApplication::translate("CommandLine", "cannot read the database: %1").arg(error)
                      << Qt::endl;
        return false;
    }
    *readiness = SoftwareReadiness(data);
    return true;
}

QString filterLine(const StackOnOs &stack)
{
    //: %1 is a software stack ("vLLM"), %2 a system ("Linux").
    return QCoreApplication::translate("CommandLine", "Only GPUs that %1 supports on %2 (by its own support list; "
                                                      "docs/software-readiness.md).")
        .arg(SoftwareStacks::displayName(stack.stack), SoftwareStacks::osName(stack.os));
}

QJsonObject json(const SoftwareReadiness &readiness, const QString &gpuName, const StackOnOs &stack)
{
    QJsonObject o{{u"stack"_s, stack.stack}, {u"os"_s, SoftwareStacks::osKey(stack.os)}};
    const std::optional<ReadinessEntry> e = readiness.entry(gpuName, stack);
    if (!e) {
        o.insert(u"state"_s, u"unknown"_s);
        return o;
    }
    o.insert(u"state"_s, SoftwareStacks::stateKey(e->state));
    o.insert(u"since_version"_s, e->sinceVersion.isEmpty() ? QJsonValue() : QJsonValue(e->sinceVersion));
    o.insert(u"since_date"_s, e->sinceDate.isValid() ? QJsonValue(e->sinceDate.toString(Qt::ISODate)) : QJsonValue());
    o.insert(u"min_toolkit"_s, e->minToolkit);
    o.insert(u"min_driver"_s, e->minDriver);
    o.insert(u"note"_s, e->note);
    o.insert(u"source"_s, e->source);
    o.insert(u"checked_on"_s, e->checkedOn.toString(Qt::ISODate));
    return o;
}

} // namespace StackOption
