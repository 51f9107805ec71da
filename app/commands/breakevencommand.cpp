// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/breakevencommand.h"

#include "model/cost/breakeven.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace {

QJsonValue optionalJson(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QString BreakevenCommand::name() const
{
    return u"breakeven"_s;
}

QString BreakevenCommand::summary() const
{
    return tr("Days after which buying a desktop is cheaper than renting a cloud GPU.");
}

QList<QCommandLineOption> BreakevenCommand::options() const
{
    const BreakEvenInput defaults;
    return {
        {u"desktop-cost"_s, tr("Price of the desktop with its GPU(s), USD (default %1).").arg(defaults.desktopCostUsd),
         u"USD"_s},
        //: W is the option's value name and the unit, watts.
        {u"gpu-watts"_s, tr("GPU power draw, W (default %1).").arg(defaults.gpuWatts), u"W"_s},
        //: The power drawn by the rest of the system; W is the option's value name and the unit, watts.
        {u"system-watts"_s, tr("Rest of the system, W (default %1).").arg(defaults.systemWatts), u"W"_s},
        {u"kwh-price"_s, tr("Electricity, USD per kWh (default %1).").arg(defaults.kwhPriceUsd), u"X"_s},
        {u"cloud-hourly"_s, tr("Cloud GPU rate, USD per hour (default %1).").arg(defaults.cloudHourlyUsd), u"USD"_s},
        {u"utilization"_s, tr("Share of the day the GPU works, 0 to 1 (default %1).").arg(defaults.utilization),
         u"U"_s},
        {u"json"_s, tr("Print a JSON object.")},
    };
}

QList<Command::Synopsis> BreakevenCommand::synopses() const
{
    return {{u"breakeven [--desktop-cost USD] [--gpu-watts W] [--cloud-hourly USD] [--json]"_s, summary()}};
}

int BreakevenCommand::run(CommandContext &context) const
{
    QTextStream &out = context.out();
    BreakEvenInput in;
    if (!context.number(u"desktop-cost"_s, 0, 1e7, &in.desktopCostUsd) ||
        !context.number(u"gpu-watts"_s, 0, 100000, &in.gpuWatts) ||
        !context.number(u"system-watts"_s, 0, 100000, &in.systemWatts) ||
        !context.number(u"kwh-price"_s, 0, 10, &in.kwhPriceUsd) ||
        !context.number(u"cloud-hourly"_s, 0, 10000, &in.cloudHourlyUsd) ||
        !context.number(u"utilization"_s, 0, 1, &in.utilization))
        return ExitCode::Usage;
    if (const QString problem = in.validate(); !problem.isEmpty()) {
        context.fail(problem);
        return ExitCode::Usage;
    }
    const BreakEvenResult r = breakEven(in);
    if (context.isSet(u"json"_s)) {
        const QJsonObject o{{u"breakeven_days"_s, optionalJson(r.breakEvenDays)},
                            {u"never"_s, !r.breakEvenDays.has_value()},
                            {u"energy_kwh_per_year"_s, r.energyKwhPerYear},
                            {u"electricity_usd_per_day"_s, r.electricityUsdPerDay},
                            {u"electricity_usd_per_year"_s, r.electricityUsdPerDay * 365},
                            {u"cloud_usd_per_day"_s, r.cloudUsdPerDay},
                            {u"inputs"_s, QJsonObject{{u"desktop_cost_usd"_s, in.desktopCostUsd},
                                                      {u"gpu_watts"_s, in.gpuWatts},
                                                      {u"system_watts"_s, in.systemWatts},
                                                      {u"kwh_price_usd"_s, in.kwhPriceUsd},
                                                      {u"cloud_hourly_usd"_s, in.cloudHourlyUsd},
                                                      {u"utilization"_s, in.utilization}}}};
        out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        out.flush();
        return ExitCode::Ok;
    }
    //: %1 is the desktop's price in dollars, %2 its electricity in dollars per day, %3 its energy in kWh per year.
    //: The line below it starts with "Cloud:"; the two amounts line up.
    out << tr("Desktop: $%1 + electricity $%2/day (%3 kWh/year)")
               .arg(QString::number(in.desktopCostUsd), QString::number(r.electricityUsdPerDay, 'f', 3),
                    QString::number(r.energyKwhPerYear, 'f', 0))
        << "\n";
    //: %1 is the cloud's cost in dollars per day, %2 its hourly rate in dollars, %3 hours a day. The spaces line
    //: the amount up with the "Desktop:" line above it.
    out << tr("Cloud:   $%1/day ($%2/h x %3 h/day)")
               .arg(QString::number(r.cloudUsdPerDay, 'f', 3), QString::number(in.cloudHourlyUsd),
                    QString::number(in.utilization * 24))
        << "\n";
    if (r.breakEvenDays) {
        //: %1 is a number of days, %2 the same in months.
        out << tr("Break-even after %1 days (about %2 months): after that the desktop is cheaper.")
                   .arg(QString::number(*r.breakEvenDays, 'f', 0), QString::number(*r.breakEvenDays / 30.44, 'f', 1))
            << "\n";
    } else {
        out << tr("Never: at this rate the cloud costs no more per day than the desktop's electricity.") << "\n";
    }
    out.flush();
    return ExitCode::Ok;
}
