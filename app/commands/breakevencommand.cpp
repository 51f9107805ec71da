// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/breakevencommand.h"

#include "db/database.h"
#include "db/sqlgpurepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/costofownership.h"
#include "model/catalog/namesuggestions.h"
#include "model/cloud/cloudrate.h"
#include "model/cost/breakeven.h"
#include "model/cost/pricing.h"
#include "model/format/formatter.h"

#include <QJsonArray>

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

QJsonValue optionalJson(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject providerJson(const ProviderRate &p)
{
    return {{u"provider"_s, p.provider}, {u"usd_per_gpu_hour"_s, p.usdPerGpuHour},
            {u"date"_s, p.dateLabel},    {u"instance_type"_s, p.instanceType},
            {u"region"_s, p.region},     {u"source"_s, p.source}};
}

QJsonObject summaryJson(const CloudRateSummary &s)
{
    QJsonArray providers;
    for (const ProviderRate &p : s.providers)
        providers.append(providerJson(p));
    return {{u"cheapest"_s, s.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(providerJson(s.cheapest()))},
            {u"median_usd_per_gpu_hour"_s, optionalJson(s.medianUsdPerGpuHour)},
            {u"providers"_s, providers}};
}

const QStringList &rateChoices()
{
    static const QStringList choices = {u"cheapest"_s, u"median"_s, u"cheapest-spot"_s, u"median-spot"_s};
    return choices;
}

} // namespace

/// What `breakeven` says, as JSON or as text: the inputs, the card's cloud rates and price
/// when a GPU is named, and the result.
struct BreakevenReport
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    BreakEvenInput input;
    BreakEvenResult result;
    QString gpuName;
    CloudRateSummary onDemand;
    CloudRateSummary spot;
    QString choice; ///< which of the card's rates: cheapest, median, ..., "user", or empty (the default)
    std::optional<ProviderRate> used;
    std::optional<double> cardPriceUsd; ///< the card's price, when the desktop is costed from it
    QString cardPriceDate;
    double desktopAroundUsd = 0; ///< the desktop around the card
    /// The card's cost of ownership over the cost settings' years (CostOfOwnership), as `rank`,
    /// `build`, the browser and Compare give it.
    std::optional<CostBreakdown> ownership;

    void writeJson(QTextStream &out) const;
    void writeText(QTextStream &out) const;
    void writeRates(QTextStream &out) const;
};

void BreakevenReport::writeJson(QTextStream &out) const
{
    const QJsonObject o{
        {u"breakeven_days"_s, optionalJson(result.breakEvenDays)},
        {u"never"_s, !result.breakEvenDays.has_value()},
        {u"energy_kwh_per_year"_s, result.energyKwhPerYear},
        {u"electricity_usd_per_day"_s, result.electricityUsdPerDay},
        {u"electricity_usd_per_year"_s, result.electricityUsdPerDay * 365},
        {u"cloud_usd_per_day"_s, result.cloudUsdPerDay},
        {u"resale"_s, input.resaleLine.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(input.resaleLine)},
        {u"inputs"_s, QJsonObject{{u"desktop_cost_usd"_s, input.desktopCostUsd},
                                  {u"expected_resale_usd"_s, input.resaleUsd},
                                  {u"gpu_watts"_s, input.gpuWatts},
                                  {u"system_watts"_s, input.systemWatts},
                                  {u"kwh_price_usd"_s, input.kwhPriceUsd},
                                  {u"cloud_hourly_usd"_s, input.cloudHourlyUsd},
                                  {u"utilization"_s, input.utilization}}}};
    QJsonObject doc = o;
    if (!gpuName.isEmpty()) {
        doc.insert(u"gpu"_s, gpuName);
        doc.insert(u"cloud_rates"_s,
                   QJsonObject{{u"on_demand"_s, summaryJson(onDemand)}, {u"spot"_s, summaryJson(spot)}});
        doc.insert(u"cloud_rate_used"_s,
                   QJsonObject{{u"choice"_s, choice.isEmpty() ? u"default"_s : choice},
                               {u"usd_per_gpu_hour"_s, input.cloudHourlyUsd},
                               {u"provider"_s, used ? QJsonValue(used->provider) : QJsonValue(QJsonValue::Null)},
                               {u"date"_s, used ? QJsonValue(used->dateLabel) : QJsonValue(QJsonValue::Null)}});
    }
    if (cardPriceUsd) {
        // The desktop is the card and the desktop around it, as the GPU browser's chart costs it.
        doc.insert(u"card"_s, QJsonObject{{u"price_usd"_s, *cardPriceUsd},
                                          {u"price_date"_s, cardPriceDate},
                                          {u"desktop_around_usd"_s, desktopAroundUsd},
                                          {u"cost_of_ownership_usd"_s, ownership->totalUsd()},
                                          {u"cost_of_ownership_years"_s, ownership->years},
                                          {u"expected_resale_usd"_s, ownership->resaleUsd},
                                          {u"resale"_s, ownership->resaleLine()}});
    }
    out << QJsonDocument(doc).toJson(QJsonDocument::Indented);
}

void BreakevenReport::writeRates(QTextStream &out) const
{
    if (!gpuName.isEmpty()) {
        if (onDemand.isEmpty() && spot.isEmpty()) {
            //: %1 is a GPU name; --cloud-hourly is typed as it is.
            out << tr("No cloud rates of the %1 on record; give yours with --cloud-hourly.").arg(gpuName) << "\n";
        } else {
            //: %1 is a GPU name. A table of cloud offers follows, one provider a line.
            out << tr("Cloud rates of the %1 per GPU-hour, each provider's newest offer:").arg(gpuName) << "\n";
            for (const CloudRateSummary *summary : {&onDemand, &spot}) {
                //: A kind of cloud rate, in a column of at most 10 characters.
                const QString kind = summary->kind == CloudRateKind::Spot ? tr("spot") : tr("on demand");
                for (const ProviderRate &p : summary->providers) {
                    // The offer's instance type where the catalog names one; its source is in --json.
                    out << "  "
                        << QStringLiteral("%1 %2 %3  %4  %5")
                               .arg(kind, -10)
                               .arg(p.provider, -18)
                               .arg(Formatter::pricePerHour(p.usdPerGpuHour), 8)
                               .arg(p.dateLabel, -10)
                               .arg(p.instanceType)
                               .trimmed()
                        << "\n";
                }
                if (summary->providers.size() > 1) {
                    //: %1 is "on demand" or "spot", %2 a rate per hour ("$0.55/h"), %3 a number of providers.
                    out << "  "
                        << tr("%1: median %2 across %3 providers")
                               .arg(kind, Formatter::pricePerHour(*summary->medianUsdPerGpuHour),
                                    Formatter::integer(summary->providers.size()))
                        << "\n";
                }
            }
            if (choice == u"user") {
                out << tr("Using the rate you gave.") << "\n";
            } else if (used) {
                //: %1 is a rate per hour ("$0.40/h"), %2 a provider, %3 a date; --cloud-rate is typed as it is.
                out << tr("Using the cheapest: %1 at %2 (%3); --cloud-rate picks another.")
                           .arg(Formatter::pricePerHour(used->usdPerGpuHour), used->provider, used->dateLabel)
                    << "\n";
            } else if (!choice.isEmpty()) {
                //: %1 is a rate per hour ("$0.55/h"); --cloud-rate is typed as it is.
                out << tr("Using the median: %1; --cloud-rate picks another.")
                           .arg(Formatter::pricePerHour(input.cloudHourlyUsd))
                    << "\n";
            } else {
                //: --cloud-hourly is typed as it is.
                out << tr("No rate of that kind on record: using the default; give yours with --cloud-hourly.") << "\n";
            }
        }
        out << "\n";
    }
}

void BreakevenReport::writeText(QTextStream &out) const
{
    writeRates(out);
    if (cardPriceUsd) {
        //: %1 the card's price ("$4,795"), %2 its date, %3 the desktop around it ("$1,869")
        out << tr("Card: %1 (%2) + the desktop around it %3")
                   .arg(Formatter::money(*cardPriceUsd, u"$"_s, 0), cardPriceDate,
                        Formatter::money(desktopAroundUsd, u"$"_s, 0))
            << "\n";
    }
    if (input.resaleUsd > 0) {
        //: %1 is the desktop's price in dollars, %2 the card's expected resale after the years in dollars, %3
        //: its electricity in dollars per day, %4 its energy in kWh per year. The line below it starts with
        //: "Cloud:"; the two amounts line up.
        out << tr("Desktop: %1 − expected resale %2 + electricity %3/day (%4 kWh/year)")
                   .arg(Formatter::money(input.desktopCostUsd), Formatter::money(input.resaleUsd, u"$"_s, 0),
                        Formatter::money(result.electricityUsdPerDay, u"$"_s, 3),
                        Formatter::integer(qRound64(result.energyKwhPerYear)))
            << "\n";
    } else {
        //: %1 is the desktop's price in dollars, %2 its electricity in dollars per day, %3 its energy in kWh per
        //: year. The line below it starts with "Cloud:"; the two amounts line up.
        out << tr("Desktop: %1 + electricity %2/day (%3 kWh/year)")
                   .arg(Formatter::money(input.desktopCostUsd),
                        Formatter::money(result.electricityUsdPerDay, u"$"_s, 3),
                        Formatter::integer(qRound64(result.energyKwhPerYear)))
            << "\n";
    }
    // What the break-even takes off for the resale, or why it takes nothing off (docs/resale.md).
    if (!input.resaleLine.isEmpty())
        out << "  " << input.resaleLine << "\n";
    //: %1 is the cloud's cost in dollars per day, %2 its hourly rate in dollars, %3 hours a day. The spaces line
    //: the amount up with the "Desktop:" line above it.
    out << tr("Cloud:   %1/day (%2 x %3 h/day)")
               .arg(Formatter::money(result.cloudUsdPerDay, u"$"_s, 3), Formatter::pricePerHour(input.cloudHourlyUsd),
                    Formatter::number(input.utilization * 24))
        << "\n";
    if (result.breakEvenDays) {
        //: %1 is a number of days, %2 the same in months.
        out << tr("Break-even after %1 days (about %2 months): after that the desktop is cheaper.")
                   .arg(Formatter::integer(qRound64(*result.breakEvenDays)),
                        Formatter::number(*result.breakEvenDays / 30.44, 1))
            << "\n";
    } else {
        out << tr("Never: at this rate the cloud costs no more per day than the desktop's electricity.") << "\n";
    }
}

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
    const BreakEvenInput defaults; // the 2023 post's worked example
    const CostParameters cost;     // the window's, which --gpu takes
    return {
        {u"desktop-cost"_s, tr("Price of the desktop with its GPU(s), USD (default %1).").arg(defaults.desktopCostUsd),
         u"USD"_s},
        //: W is the option's value name and the unit, watts.
        {u"gpu-watts"_s, tr("GPU power draw, W (default %1).").arg(defaults.gpuWatts), u"W"_s},
        //: The power drawn by the rest of the system; W is the option's value name and the unit, watts.
        {u"system-watts"_s, tr("Rest of the system, W (default %1).").arg(defaults.systemWatts), u"W"_s},
        //: %1 the post's electricity price, %2 the window's, which --gpu takes
        {u"kwh-price"_s,
         tr("Electricity, USD per kWh (default %1; %2 with --gpu).").arg(defaults.kwhPriceUsd).arg(cost.kwhPriceUsd),
         u"X"_s},
        {u"cloud-hourly"_s, tr("Cloud GPU rate, USD per hour (default %1).").arg(defaults.cloudHourlyUsd), u"USD"_s},
        {u"utilization"_s, tr("Share of the day the GPU works, 0 to 1 (default %1).").arg(defaults.utilization),
         u"U"_s},
        //: NAME is the option's value name.
        {u"gpu"_s,
         tr("A GPU of the database: its price, power draw and dated cloud rates are used, the desktop being the card "
            "and the machine the build planner prices around it, at the window's electricity price and "
            "utilisation."),
         u"NAME"_s},
        //: The values are typed as they are.
        {u"cloud-rate"_s,
         tr("With --gpu and no --cloud-hourly: cheapest, median, cheapest-spot or median-spot across providers "
            "(default cheapest)."),
         u"WHICH"_s},
        {u"no-resale"_s, tr("With --gpu: count no resale of the GPU in its cost of ownership and break-even (keep "
                            "it until it dies).")},
        {u"json"_s, tr("Print a JSON object.")},
    };
}

QList<Command::Synopsis> BreakevenCommand::synopses() const
{
    return {
        {u"breakeven [--gpu NAME] [--desktop-cost USD] [--gpu-watts W] [--cloud-hourly USD] [--json]"_s, summary()}};
}

int BreakevenCommand::run(CommandContext &context) const
{
    BreakevenReport report;
    BreakEvenInput &in = report.input;
    if (!context.number(u"desktop-cost"_s, 0, 1e7, &in.desktopCostUsd) ||
        !context.number(u"gpu-watts"_s, 0, 100000, &in.gpuWatts) ||
        !context.number(u"system-watts"_s, 0, 100000, &in.systemWatts) ||
        !context.number(u"kwh-price"_s, 0, 10, &in.kwhPriceUsd) ||
        !context.number(u"cloud-hourly"_s, 0, 10000, &in.cloudHourlyUsd) ||
        !context.number(u"utilization"_s, 0, 1, &in.utilization))
        return ExitCode::Usage;
    report.choice = context.isSet(u"cloud-rate"_s) ? context.value(u"cloud-rate"_s).trimmed() : u"cheapest"_s;
    if (!rateChoices().contains(report.choice)) {
        //: The values are typed as they are; %1 is what the user typed.
        context.fail(
            tr("--cloud-rate must be cheapest, median, cheapest-spot or median-spot, got '%1'").arg(report.choice));
        return ExitCode::Usage;
    }
    if (context.isSet(u"gpu"_s)) {
        if (const int code = readCard(context, &report); code != ExitCode::Ok)
            return code;
    }
    if (const QString problem = in.validate(); !problem.isEmpty()) {
        context.fail(problem);
        return ExitCode::Usage;
    }
    report.result = breakEven(in);
    if (context.isSet(u"json"_s))
        report.writeJson(context.out());
    else
        report.writeText(context.out());
    context.out().flush();
    return ExitCode::Ok;
}

int BreakevenCommand::readCard(CommandContext &context, BreakevenReport *report)
{
    // With a GPU: its power draw unless given, the rate from its dated cloud offers, and the
    // desktop costed as the GPU browser's chart costs it (the card, the desktop around it, the
    // window's electricity price and utilisation) unless the desktop's price is given.
    BreakEvenInput &in = report->input;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    const SqlGpuRepository gpus(db->connection());
    QString error;
    const std::optional<Gpu> gpu = gpus.gpuByName(context.value(u"gpu"_s), &error);
    if (!gpu) {
        QStringList names;
        for (const Gpu &g : gpus.gpus(&error))
            names.append(g.name);
        if (!error.isEmpty()) {
            context.fail(tr("cannot read the database: %1").arg(error));
            return ExitCode::Failure;
        }
        context.fail(unknownGpuMessage(context.value(u"gpu"_s), names));
        return ExitCode::Usage;
    }
    report->gpuName = gpu->name;
    if (!context.isSet(u"gpu-watts"_s))
        in.gpuWatts = gpu->tdpWatts;
    const QList<CloudRate> rates = gpus.cloudRates(gpu->id);
    report->onDemand = CloudRates::summarize(rates, CloudRateKind::OnDemand);
    report->spot = CloudRates::summarize(rates, CloudRateKind::Spot);
    const QString &choice = report->choice;
    const CloudRateSummary &chosen = choice.endsWith(u"spot"_s) ? report->spot : report->onDemand;
    if (context.isSet(u"cloud-hourly"_s)) {
        report->choice = u"user"_s;
    } else if (chosen.isEmpty()) {
        report->choice.clear(); // no rates of this kind: the default rate stands
    } else if (choice.startsWith(u"median"_s)) {
        in.cloudHourlyUsd = *chosen.medianUsdPerGpuHour;
    } else {
        in.cloudHourlyUsd = chosen.cheapest().usdPerGpuHour;
        report->used = chosen.cheapest();
    }
    CostParameters cost; // the window's defaults, unless the options say otherwise
    if (context.isSet(u"kwh-price"_s))
        cost.kwhPriceUsd = in.kwhPriceUsd;
    if (context.isSet(u"utilization"_s))
        cost.utilization = in.utilization;
    cost.countResale = !context.isSet(u"no-resale"_s);
    in.kwhPriceUsd = cost.kwhPriceUsd;
    in.utilization = std::max(cost.utilization, BreakEvenInput::MinimumUtilization);
    if (context.isSet(u"desktop-cost"_s))
        return ExitCode::Ok;
    const PriceQuote quote = quotePrice(gpus.prices(gpu->id, &error));
    if (!error.isEmpty()) {
        context.fail(tr("cannot read the database: %1").arg(error));
        return ExitCode::Failure;
    }
    report->cardPriceUsd = quote.usd(cost.priceBasis);
    if (!report->cardPriceUsd) {
        //: %1 is a GPU name; --desktop-cost is typed as it is.
        context.fail(tr("no price of the %1 on record; give the desktop's with --desktop-cost").arg(gpu->name));
        return ExitCode::Usage;
    }
    report->cardPriceDate = quote.dateLabel(cost.priceBasis);
    // The one cost of ownership and break-even: the desktop the build planner prices around the card
    // from the dated part prices.
    CostOfOwnership ownership(SqlPartPriceRepository(db->connection()).partPrices(&error));
    // The expected resale from the dated second-hand prices, as `rank` takes it off.
    ownership.setResale(ResaleModel(gpus.gpus(&error), gpus.allPrices(&error)));
    if (!error.isEmpty()) {
        context.fail(tr("cannot read the database: %1").arg(error));
        return ExitCode::Failure;
    }
    const double systemWatts = in.systemWatts;
    const std::optional<double> gpuWatts =
        context.isSet(u"gpu-watts"_s) ? std::optional<double>(in.gpuWatts) : std::nullopt;
    in = ownership.breakEvenInput(*gpu, *report->cardPriceUsd, cost, {}, in.cloudHourlyUsd, gpuWatts);
    if (context.isSet(u"system-watts"_s) && !gpu->isCompleteComputer())
        in.systemWatts = systemWatts;
    report->desktopAroundUsd = in.desktopCostUsd - *report->cardPriceUsd;
    report->ownership = ownership.cost(*gpu, *report->cardPriceUsd, cost, {});
    return ExitCode::Ok;
}
