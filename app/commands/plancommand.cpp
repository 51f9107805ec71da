// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/commands/plancommand.h"

#include "app/commands/llmoptions.h"
#include "app/commands/stackoption.h"
#include "app/commands/summarytext.h"

#include "db/database.h"
#include "db/sqlgpurepository.h"
#include "db/sqlllmspeedrepository.h"
#include "db/sqlpartpricerepository.h"
#include "model/build/buildrules.h"
#include "model/catalog/namesuggestions.h"
#include "model/catalog/pricekinds.h"
#include "model/cost/pricing.h"
#include "model/format/formatter.h"
#include "model/llm/contextnote.h"
#include "model/llm/llmplanner.h"
#include "model/llm/llmplansummary.h"
#include "model/llm/llmspeederrors.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace {

/// The keys of a catalog list (weight formats, KV-cache types, RAM platforms), as typed.
template<typename Items> QStringList keysOf(const Items &items)
{
    QStringList keys;
    for (const auto &item : items)
        keys.append(item.key);
    return keys;
}

QStringList formatKeyList()
{
    return keysOf(weightFormats());
}

QString formatKeys()
{
    return formatKeyList().join(u", "_s);
}

QStringList kvKeyList()
{
    return keysOf(kvCacheTypes());
}

QString kvKeys()
{
    return kvKeyList().join(u", "_s);
}

QString ramKeys()
{
    return keysOf(systemMemoryPlatforms()).join(u", "_s);
}

QString closestKeys(const QString &query, const QStringList &keys)
{
    return closestNames(query, keys).join(u", "_s);
}

QString optionalNumber(const std::optional<double> &v, int decimals)
{
    // In the reader's language, as the other figures of the same lines ("32,2" in Russian).
    return v ? Formatter::number(*v, decimals) : u"-"_s;
}

/// What `plan` is asked: the request its options make, and how the answer is shown.
struct PlanQuery
{
    LlmPlanRequest request;
    bool fileFormat = false; ///< no --quant: a model read from a GGUF file, in the file's own format
    std::optional<int> limit;
    std::optional<StackOnOs> stack;
};

/// What the database adds to the query: what the planner plans with (read by the planner, less
/// what --stack leaves out) and, for a configuration given with --gpu, what of it does not run the
/// --stack.
struct PlanData
{
    LlmPlanData planning;
    QStringList stackProblems;
};

/// The steps of `plan`, in the order they run; their messages are the command line's (the
/// CommandLine translation context).
class PlanSteps
{
    Q_DECLARE_TR_FUNCTIONS(CommandLine)

public:
    /// Reads and checks the options into `query`; false (message printed) at the first wrong
    /// one. The model is looked up later, in the database.
    static bool readOptions(CommandContext &context, PlanQuery *query);
    /// Completes the request from the database (the model and its format, the devices' names) and
    /// has the planner read what it plans with into `data`: ExitCode::Ok, else what the command
    /// exits with.
    static int load(CommandContext &context, Database &db, PlanQuery *query, PlanData *data);
    /// The answer laid out: the summary's question, each configuration shown, and the summary's answer.
    static void writeText(QTextStream &out, const PlanQuery &query, const PlanData &data, const LlmPlanAnswer &answer,
                          const QList<LlmPlanOption> &shown);

private:
    static bool readFormat(CommandContext &context, PlanQuery *query);
    static bool readNumbers(CommandContext &context, PlanQuery *query);
    static bool readPricing(CommandContext &context, LlmPlanRequest *request);
    static bool readChoices(CommandContext &context, PlanQuery *query);
    static bool readConfiguration(CommandContext &context, LlmPlanRequest *request);
    static int loadModel(CommandContext &context, Database &db, PlanQuery *query);
    static int loadDevices(CommandContext &context, Database &db, PlanQuery *query, PlanData *data);
    static void writeQuestion(QTextStream &out, const PlanQuery &query, const PlanData &data,
                              const LlmPlanSummary &summary);
    static void writeConfiguration(QTextStream &out, const LlmPlanRequest &request, const LlmPlanOption &o);
};

bool PlanSteps::readOptions(CommandContext &context, PlanQuery *query)
{
    if (!context.isSet(u"model"_s)) {
        //: The example is typed as it is.
        context.fail(tr("--model is required, for example --model \"Llama 3.1 70B\""));
        return false;
    }
    return readFormat(context, query) && readNumbers(context, query) && readPricing(context, &query->request) &&
           readChoices(context, query) && readConfiguration(context, &query->request);
}

/// --quant, --kv-cache and --runtime.
bool PlanSteps::readFormat(CommandContext &context, PlanQuery *query)
{
    LlmWorkload &workload = query->request.workload;
    // Without --quant, a model read from a GGUF file is planned in the file's own format.
    query->fileFormat = !context.isSet(u"quant"_s);
    const auto format =
        query->fileFormat ? std::optional<WeightFormat>(WeightFormat()) : weightFormat(context.value(u"quant"_s));
    if (!format) {
        //: %1 is what the user typed, %2 the closest format names.
        context.fail(tr("unknown --quant '%1'; closest: %2")
                         .arg(context.value(u"quant"_s), closestKeys(context.value(u"quant"_s), formatKeyList())));
        return false;
    }
    workload.format = *format;
    workload.kvCache = *kvCacheType(u"F16"_s);
    if (context.isSet(u"kv-cache"_s)) {
        const auto kv = kvCacheType(context.value(u"kv-cache"_s));
        if (!kv) {
            //: %1 is what the user typed, %2 the closest KV-cache types.
            context.fail(
                tr("unknown --kv-cache '%1'; closest: %2")
                    .arg(context.value(u"kv-cache"_s), closestKeys(context.value(u"kv-cache"_s), kvKeyList())));
            return false;
        }
        workload.kvCache = *kv;
    }
    if (context.isSet(u"runtime"_s)) {
        const QString runtime = context.value(u"runtime"_s).trimmed().toLower();
        if (runtime == llmBackendKey(LlmBackend::LlamaCpp)) {
            workload.backend = LlmBackend::LlamaCpp;
        } else if (runtime == llmBackendKey(LlmBackend::Vllm)) {
            workload.backend = LlmBackend::Vllm;
        } else {
            //: llama.cpp and vllm are typed as they are; %1 is what the user typed.
            context.fail(tr("--runtime must be llama.cpp or vllm, got '%1'").arg(context.value(u"runtime"_s)));
            return false;
        }
    }
    return true;
}

/// --context, --users, --limit, --min-tps, --budget, --api-price and the costs of ownership.
bool PlanSteps::readNumbers(CommandContext &context, PlanQuery *query)
{
    LlmPlanRequest &request = query->request;
    std::optional<int> contextTokens;
    std::optional<int> users;
    double minTps = 0;
    double budget = 0;
    double api = 0;
    if (!context.integer(u"context"_s, 1, 100000000, &contextTokens) ||
        !context.integer(u"users"_s, 1, 100000, &users) || !context.integer(u"limit"_s, 1, 100000, &query->limit) ||
        !context.number(u"min-tps"_s, 0.001, 1e6, &minTps) || !context.number(u"budget"_s, 1, 1e9, &budget) ||
        !context.number(u"api-price"_s, 0, 1e6, &api) ||
        !context.number(u"utilization"_s, 0.0001, 1, &request.cost.utilization) ||
        !context.number(u"kwh-price"_s, 0, 10, &request.cost.kwhPriceUsd) ||
        !context.number(u"years"_s, 0.01, 50, &request.cost.years))
        return false;
    request.workload.context = contextTokens.value_or(8192);
    request.workload.users = users.value_or(1);
    if (context.isSet(u"min-tps"_s))
        request.minTokensPerS = minTps;
    if (context.isSet(u"budget"_s))
        request.budgetUsd = budget;
    if (context.isSet(u"api-price"_s))
        request.apiUsdPerMillion = api;
    // The expected resale after the years is taken off, as `rank` takes it off, unless kept.
    request.cost.countResale = !context.isSet(u"no-resale"_s);
    return true;
}

/// --as-of and --condition: which prices, of when.
bool PlanSteps::readPricing(CommandContext &context, LlmPlanRequest *request)
{
    // A month from 1990-01 to this one, as every command takes it.
    if (!context.month(u"as-of"_s, &request->asOf))
        return false;
    // One real price per card, never an average of a new and a used one.
    request->cost.priceBasis = PriceBasis::Cheapest;
    if (context.isSet(u"condition"_s)) {
        const QString condition = context.value(u"condition"_s).trimmed().toLower();
        const std::optional<PriceBasis> basis = priceBasisFromKey(condition);
        if (!basis || *basis == PriceBasis::Average) {
            //: new, used and cheapest are typed as they are; %1 is what the user typed.
            context.fail(tr("--condition must be new, used or cheapest, got '%1'").arg(context.value(u"condition"_s)));
            return false;
        }
        request->cost.priceBasis = *basis;
    }
    return true;
}

/// --sort, --ram and --stack.
bool PlanSteps::readChoices(CommandContext &context, PlanQuery *query)
{
    if (context.isSet(u"sort"_s)) {
        const QString sort = context.value(u"sort"_s).trimmed().toLower();
        if (sort != u"price"_s && sort != u"total"_s) {
            //: price and total are typed as they are; %1 is what the user typed.
            context.fail(tr("--sort must be price or total, got '%1'").arg(context.value(u"sort"_s)));
            return false;
        }
        query->request.rankByTotalCost = sort == u"total"_s;
    }
    if (context.isSet(u"ram"_s)) {
        const QString ram = context.value(u"ram"_s).trimmed().toLower();
        if (ram == u"none"_s) {
            query->request.includeOffload = false;
        } else if (const auto platform = systemMemoryPlatform(ram)) {
            query->request.offloadPlatform = platform->key;
        } else {
            //: %1 lists the platforms, typed as they are; %2 is what the user typed.
            context.fail(tr("--ram must be one of %1 or none, got '%2'").arg(ramKeys(), context.value(u"ram"_s)));
            return false;
        }
    }
    return StackOption::read(context, &query->stack);
}

/// --gpu and --count: the one configuration to evaluate, if any.
bool PlanSteps::readConfiguration(CommandContext &context, LlmPlanRequest *request)
{
    if (!LlmOptions::readDevices(context, &request->exact))
        return false;
    // One configuration is one machine: as `build` does, no more than it holds (issue 27).
    int cards = 0;
    for (const LlmDeviceChoice &choice : std::as_const(request->exact))
        cards += choice.count;
    if (cards > BuildRules::MaxGpusPerMachine) {
        //: %1 is the most cards one machine holds, %2 how many the --count options add up to.
        context.fail(tr("one configuration is one machine, which holds at most %1 cards; the --count options add up "
                        "to %2")
                         .arg(QString::number(BuildRules::MaxGpusPerMachine), QString::number(cards)));
        return false;
    }
    return true;
}

int PlanSteps::load(CommandContext &context, Database &db, PlanQuery *query, PlanData *data)
{
    if (const int model = loadModel(context, db, query); model != ExitCode::Ok)
        return model;
    return loadDevices(context, db, query, data);
}

/// The model of the catalog, in the format asked or its file's own, checked with the workload.
int PlanSteps::loadModel(CommandContext &context, Database &db, PlanQuery *query)
{
    LlmWorkload &workload = query->request.workload;
    if (const int found = LlmOptions::loadModel(context, db, &workload.model); found != ExitCode::Ok)
        return found;
    if (query->fileFormat) {
        if (workload.model.fileWeights.isEmpty()) {
            //: %1 lists the formats, typed as they are.
            context.fail(tr("--quant is required: one of %1").arg(formatKeys()));
            return ExitCode::Usage;
        }
        workload.format = LlmEstimator::fileWeightFormat(workload.model);
    }
    if (const QString problem = workload.validate(); !problem.isEmpty()) {
        context.fail(problem);
        return ExitCode::Usage;
    }
    // A context past the model's native one is planned, and said (on the standard error, so that
    // --json stays one object).
    if (const QString note = llmContextNote(workload); !note.isEmpty())
        context.err() << "gpu-advisor: " << note << Qt::endl;
    return ExitCode::Ok;
}

/// What the planner plans with, as it reads it; the --gpu names as the database spells them; what
/// --stack leaves.
int PlanSteps::loadDevices(CommandContext &context, Database &db, PlanQuery *query, PlanData *data)
{
    LlmPlanRequest &request = query->request;
    const SqlGpuRepository gpus(db.connection());
    const SqlPartPriceRepository parts(db.connection());
    const SqlLlmSpeedRepository speeds(db.connection());
    data->planning = LlmPlanData::read({&gpus, &parts, &speeds});
    if (!data->planning.error.isEmpty()) {
        context.fail(data->planning.error);
        return ExitCode::Failure;
    }
    // The measured figures beside the estimates: the database's, the user's own among them.
    request.measuredSpeeds = data->planning.measuredSpeeds;
    QStringList names;
    for (const LlmPlanInput &in : std::as_const(data->planning.devices))
        names.append(in.gpu.name);
    if (!LlmOptions::matchDevices(context, names, &request.exact))
        return ExitCode::Usage;

    // --stack: only the devices the stack supports on the system are planned with; a configuration
    // given with --gpu is evaluated as asked, and what does not run the stack is said.
    if (const std::optional<StackOnOs> &stack = query->stack) {
        SoftwareReadiness readiness;
        if (!StackOption::load(context, &readiness))
            return ExitCode::Failure;
        if (request.exact.isEmpty()) {
            data->planning.devices.removeIf(
                [&](const LlmPlanInput &in) { return !readiness.runs(in.gpu.name, *stack); });
        } else {
            for (const LlmDeviceChoice &choice : std::as_const(request.exact)) {
                for (const QString &line : readiness.problems(choice.name, stack))
                    data->stackProblems.append(choice.name + u": "_s + line);
            }
        }
    }
    return ExitCode::Ok;
}

void PlanSteps::writeText(QTextStream &out, const PlanQuery &query, const PlanData &data, const LlmPlanAnswer &answer,
                          const QList<LlmPlanOption> &shown)
{
    writeQuestion(out, query, data, answer.summary);
    for (const LlmPlanOption &o : shown)
        writeConfiguration(out, query.request, o);
    if (shown.size() < answer.options.size()) {
        //: %1 is how many configurations --limit left out.
        out << "\n"
            << tr("%1 more configuration(s) not shown (--limit).")
                   .arg(Formatter::integer(answer.options.size() - shown.size()))
            << "\n";
    }
    // How the configurations, all of them, answer the question.
    if (const SummarySection *section = answer.summary.section(u"answer"_s)) {
        if (!shown.isEmpty())
            out << "\n";
        out << SummaryText::lines(*section);
    }
}

/// The workload, its size and the question as the planner understood it; what --stack left out
/// or finds wrong.
void PlanSteps::writeQuestion(QTextStream &out, const PlanQuery &query, const PlanData &data,
                              const LlmPlanSummary &summary)
{
    out << summary.title << "\n" << summary.subtitle << "\n";
    if (const SummarySection *section = summary.section(u"request"_s))
        out << SummaryText::lines(*section, 2);
    if (query.stack && query.request.exact.isEmpty())
        out << StackOption::filterLine(*query.stack) << "\n";
    for (const QString &line : data.stackProblems)
        out << line << "\n";
    out << "\n";
}

/// One configuration: its mark, memory, speed, price and why it misses.
void PlanSteps::writeConfiguration(QTextStream &out, const LlmPlanRequest &request, const LlmPlanOption &o)
{
    QStringList memory;
    for (const DeviceMemory &d : o.estimate.devices)
        memory.append(Formatter::number(d.totalGb(), 1) + u"/"_s + Formatter::number(d.capacityGb, 1));
    // ✓ meets the target speed and the budget asked for, ✗ misses them; no mark without either.
    const bool asked = request.minTokensPerS || request.budgetUsd;
    const QString mark = !o.meetsTarget ? u"✗ "_s : asked ? u"✓ "_s : u"  "_s;
    //: %1 configuration, %2 kind (gpus, unified, offload; typed as they are)
    out << mark << tr("%1 [%2]").arg(o.label(), o.kind()) << "\n";
    //: %1 memory per device, "used/capacity" in GB, comma-separated
    out << "    " << tr("memory per device (GB): %1").arg(memory.join(u", "_s)) << "\n";
    //: %1 decode tokens/s (one user), %2 per user with all users, %3 prompt tokens/s, %4 seconds to first token
    out << "    "
        << tr("decode %1 tokens/s (one user), %2 per user with all users; prompt %3 tokens/s, first token after %4 "
              "s")
               .arg(optionalNumber(o.estimate.decodeTokensPerS, 1),
                    optionalNumber(o.estimate.perUserDecodeTokensPerS, 1),
                    optionalNumber(o.estimate.prefillTokensPerS, 0), optionalNumber(o.estimate.timeToFirstTokenS, 1))
        << "\n";
    if (const QString trust = LlmSpeedErrors::optionSentence(request, o); !trust.isEmpty())
        out << "    " << trust << "\n";
    // Where a speed was measured on this set-up: the line that says so, with its source.
    for (const SummaryLine &speed : LlmPlanSummary::speedLines(request, o)) {
        if (!speed.source.isEmpty())
            out << "    " << speed.text << "\n      " << (speed.link.isEmpty() ? speed.source : speed.link) << "\n";
    }
    if (o.priceUsd) {
        //: %1 price, %2 its date, %3 5-year cost of ownership, %4 USD per million generated tokens
        out << "    "
            << tr("price %1 (%2), total cost %3 over the years, %4 per million tokens")
                   .arg(Formatter::money(*o.priceUsd, u"$"_s, 0),
                        (o.priceDate.isEmpty() ? u"-"_s : o.priceDate) + u", "_s +
                            PriceKinds::conditionWord(o.condition),
                        Formatter::money(*o.totalCostUsd, u"$"_s, 0),
                        o.usdPerMillionTokens ? Formatter::money(*o.usdPerMillionTokens, u"$"_s, 2) : u"-"_s)
            << "\n";
        // What the total takes off for the resale, or why it takes nothing off (docs/resale.md).
        if (!o.resaleLine.isEmpty())
            out << "    " << o.resaleLine << "\n";
    } else {
        out << "    " << tr("no price on record") << "\n";
    }
    for (const QString &n : o.whyNot + o.estimate.notes)
        out << "    - " << n << "\n";
}

/// The planner's JSON, with what --stack asked and found.
QJsonObject planJson(const PlanQuery &query, const PlanData &data, const LlmPlanAnswer &answer,
                     const QList<LlmPlanOption> &shown)
{
    QJsonObject json = LlmPlanner::toJson(query.request, shown, &answer.summary);
    if (const std::optional<StackOnOs> &stack = query.stack) {
        json.insert(u"stack"_s, QJsonObject{{u"stack"_s, stack->stack},
                                            {u"os"_s, SoftwareStacks::osKey(stack->os)},
                                            {u"problems"_s, QJsonArray::fromStringList(data.stackProblems)}});
    }
    return json;
}

} // namespace

QString PlanCommand::name() const
{
    return u"plan"_s;
}

QString PlanCommand::summary() const
{
    return tr("What to buy to run a language model: every configuration that fits, priced, with its speed.");
}

QString PlanCommand::description() const
{
    return tr("Plan the hardware for a language model at a context, for a number of users, at a target speed. "
              "Without --gpu it lists every configuration of the database's cards and unified-memory machines that "
              "holds the model, cheapest first; with --gpu and --count (repeatable) it evaluates exactly that "
              "configuration, fitting or not.");
}

QList<QCommandLineOption> PlanCommand::options() const
{
    return {
        {u"model"_s, tr("The model, as `models` lists it (required)."), u"NAME"_s},
        {u"quant"_s,
         tr("Weight format: %1 (required, but for a model read from a GGUF file: its own format).").arg(formatKeys()),
         u"FORMAT"_s},
        {u"kv-cache"_s, tr("KV-cache type: %1 (default F16).").arg(kvKeys()), u"TYPE"_s},
        //: llama.cpp and vllm are typed as they are
        {u"runtime"_s, tr("The engine that runs it: llama.cpp or vllm (default: the format's usual one)."),
         u"ENGINE"_s},
        {u"context"_s, tr("Tokens per sequence (default 8192)."), u"N"_s},
        {u"users"_s, tr("Users served at once, each its own sequence (default 1)."), u"N"_s},
        {u"min-tps"_s, tr("Decode speed each user should see, tokens per second."), u"T"_s},
        {u"budget"_s, tr("Most the hardware may cost, USD."), u"USD"_s},
        //: new, used and cheapest are typed as they are.
        {u"condition"_s,
         tr("Price the cards new, used (marketplace listings included) or cheapest, the cheaper of the two "
            "(default cheapest)."),
         u"C"_s},
        {u"api-price"_s, tr("An API's price per million generated tokens, USD, to compare with."), u"USD"_s},
        {u"as-of"_s, tr("Use prices and devices as of a month."), u"YYYY-MM"_s},
        {u"gpu"_s, tr("A device of the configuration to evaluate (repeatable)."), u"NAME"_s},
        {u"count"_s, tr("How many of the --gpu before it (default 1)."), u"N"_s},
        {u"sort"_s, tr("Order: price or total (5-year cost of ownership; default price)."), u"ORDER"_s},
        {u"limit"_s, tr("Show only the first N configurations (default: all)."), u"N"_s},
        {u"ram"_s, tr("System RAM for offloaded layers: %1 (default ddr5-dual), or none.").arg(ramKeys()),
         u"PLATFORM"_s},
        {u"utilization"_s, tr("Share of the time the hardware generates, 0 to 1 (default 0.15)."), u"U"_s},
        {u"kwh-price"_s, tr("Electricity, USD per kWh (default 0.175)."), u"X"_s},
        {u"years"_s, tr("Years of ownership (default 5)."), u"N"_s},
        {u"no-resale"_s, tr("Count no resale of the devices after the years (keep them until they die); by default "
                            "the expected resale is taken off the cost of ownership.")},
        StackOption::option(),
        {u"json"_s, tr("Print a JSON object.")},
    };
}

QList<Command::Synopsis> PlanCommand::synopses() const
{
    return {{u"plan --model NAME --quant FORMAT [--kv-cache TYPE] [--runtime ENGINE] [--context N] [--users N] "
             "[--min-tps T] [--budget USD] [--condition new|used|cheapest] [--limit N] [--as-of YYYY-MM] "
             "[--gpu NAME --count N]... [--stack STACK-OS] [--json]"_s,
             summary()}};
}

int PlanCommand::run(CommandContext &context) const
{
    PlanQuery query;
    if (!PlanSteps::readOptions(context, &query))
        return ExitCode::Usage;
    Database *db = context.database();
    if (!db)
        return ExitCode::Failure;
    PlanData data;
    if (const int loaded = PlanSteps::load(context, *db, &query, &data); loaded != ExitCode::Ok)
        return loaded;

    // --limit shows the first configurations; the summary speaks of all of them.
    const LlmPlanAnswer answer = LlmPlanner().answer(query.request, data.planning);
    const QList<LlmPlanOption> shown = query.limit ? answer.options.mid(0, *query.limit) : answer.options;
    QTextStream &out = context.out();
    if (context.isSet(u"json"_s))
        out << QJsonDocument(planJson(query, data, answer, shown)).toJson(QJsonDocument::Indented);
    else
        PlanSteps::writeText(out, query, data, answer, shown);
    out.flush();
    return ExitCode::Ok;
}
