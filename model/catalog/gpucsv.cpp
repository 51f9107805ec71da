// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpucsv.h"

#include "model/catalog/pricekinds.h"
#include "model/io/csv.h"
#include "model/io/csvrowreader.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>
#include <QRegularExpression>
#include <QScopeGuard>

#include <cmath>
#include <functional>

using namespace Qt::StringLiterals;

namespace {

// Plausibility bounds: anything outside is a typo or a unit mix-up, not a GPU.
constexpr double MaxVramGb = 2048;
constexpr double MaxBandwidthGbs = 100000;
constexpr double MaxTflops = 100000;
constexpr int MaxTdpWatts = 5000;
const QDate EarliestDate = GpuCsv::earliestDate();
using Need = CsvRowReader::Need;
using DateForm = CsvRowReader::DateForm;

QString number(double v)
{
    return QString::number(v, 'g', QLocale::FloatingPointShortest);
}

QString optionalNumber(const std::optional<double> &v)
{
    return v ? number(*v) : QString();
}

} // namespace

namespace GpuCsv {

QStringList gpuColumns()
{
    return {u"name"_s,
            u"vendor"_s,
            u"architecture"_s,
            u"release_year"_s,
            u"vram_gb"_s,
            u"memory_type"_s,
            u"mem_bandwidth_gbs"_s,
            u"l2_cache_mb"_s,
            u"fp32_tflops"_s,
            u"fp16_tensor_tflops_dense"_s,
            u"bf16_support"_s,
            u"fp8_support"_s,
            u"int8_tops_dense"_s,
            u"tensor_core_gen"_s,
            u"tdp_w"_s,
            u"slot_width"_s,
            u"pcie_gen"_s,
            u"nvlink"_s,
            u"launch_msrp_usd"_s,
            u"form_factor"_s,
            u"source"_s,
            u"board_type"_s,
            u"msrp_type"_s,
            u"secondary_sources"_s,
            u"fields_cross_checked"_s,
            u"fields_in_disagreement"_s,
            u"confidence"_s,
            u"notes"_s,
            u"spec_recorded_on"_s,
            u"user_edited"_s,
            u"release_month"_s,
            u"release_source"_s,
            u"device_kind"_s,
            u"gpu_memory_gb"_s,
            u"gpu_memory_source"_s,
            u"boost_clock_mhz"_s,
            u"boost_clock_source"_s};
}

QStringList priceColumns()
{
    return {u"gpu"_s, u"date"_s, u"condition"_s, u"usd"_s, u"source"_s, u"note"_s, u"user_entered"_s, u"kind"_s};
}

namespace {

/// `checkDates`: the dates of what the user imports must lie from EarliestDate to today. The
/// bundled data is not held to the clock: a computer whose clock is wrong must still start.
bool parseGpuRecords(const QHash<QString, int> &index, const QList<CsvRecord> &rows, QList<Gpu> *gpus,
                     QStringList *errors, bool checkDates = false)
{
    QHash<QString, int> seen;
    // A user's card may be announced for next year, not later (the bundle is not held to the clock).
    const int latestYear = checkDates ? QDate::currentDate().year() + 1 : 2100;
    const QDate earliest = checkDates ? EarliestDate : QDate();
    const QDate latest = checkDates ? QDate::currentDate() : QDate();
    for (const CsvRecord &row : std::as_const(rows)) {
        CsvRowReader r(index, row, errors);
        Gpu g;
        g.name = r.text(u"name"_s, Need::Required, true);
        g.vendor = r.text(u"vendor"_s);
        g.architecture = r.text(u"architecture"_s);
        g.releaseYear = r.integer(u"release_year"_s, 1990, latestYear);
        g.vramGb = r.number(u"vram_gb"_s, 0.5, MaxVramGb);
        g.memoryType = r.text(u"memory_type"_s, Need::Optional);
        g.memoryBandwidthGbs = r.number(u"mem_bandwidth_gbs"_s, 1, MaxBandwidthGbs);
        g.l2CacheMb = r.optionalNumber(u"l2_cache_mb"_s, 0, 4096);
        g.fp32Tflops = r.number(u"fp32_tflops"_s, 0.01, MaxTflops);
        g.fp16TensorTflops = r.optionalNumber(u"fp16_tensor_tflops_dense"_s, 0.01, MaxTflops);
        g.bf16 = r.flag(u"bf16_support"_s);
        g.fp8 = r.flag(u"fp8_support"_s);
        g.int8Tops = r.optionalNumber(u"int8_tops_dense"_s, 0.01, MaxTflops * 4);
        // Blank where no generation is published (Apple's GPUs): no matrix units the model can use.
        g.tensorCoreGeneration = r.optionalInteger(u"tensor_core_gen"_s, 0, 20).value_or(0);
        g.tdpWatts = r.integer(u"tdp_w"_s, 1, MaxTdpWatts);
        g.slotWidth = r.optionalNumber(u"slot_width"_s, 1, 5);
        const QString deviceKind = r.text(u"device_kind"_s, Need::Optional);
        if (const auto k = deviceKindFromKey(deviceKind))
            g.deviceKind = *k;
        else if (!deviceKind.isEmpty())
            r.fail(u"device_kind"_s,
                   CsvRowReader::alternatives({deviceKindKey(DeviceKind::Card), deviceKindKey(DeviceKind::Unified)}),
                   deviceKind);
        // 0: no PCIe slot to fill (a unified-memory machine) or a host link the sources leave open.
        g.pcieGeneration = r.integer(u"pcie_gen"_s, 0, 10);
        g.nvlink = r.flag(u"nvlink"_s);
        g.launchMsrpUsd = r.optionalNumber(u"launch_msrp_usd"_s, MinPriceUsd, MaxPriceUsd);
        const QString formFactor = r.text(u"form_factor"_s);
        if (const auto f = formFactorFromKey(formFactor))
            g.formFactor = *f;
        else if (!formFactor.isEmpty())
            r.fail(
                u"form_factor"_s,
                CsvRowReader::alternatives({formFactorKey(FormFactor::Consumer), formFactorKey(FormFactor::Workstation),
                                            formFactorKey(FormFactor::Datacenter)}),
                formFactor);
        g.source = r.text(u"source"_s);
        g.boardType = r.text(u"board_type"_s, Need::Optional);
        g.msrpType = r.text(u"msrp_type"_s, Need::Optional);
        g.secondarySources = r.text(u"secondary_sources"_s, Need::Optional);
        g.fieldsCrossChecked = r.text(u"fields_cross_checked"_s, Need::Optional);
        g.fieldsInDisagreement = r.text(u"fields_in_disagreement"_s, Need::Optional);
        g.confidence = r.text(u"confidence"_s, Need::Optional);
        g.notes = r.text(u"notes"_s, Need::Optional);
        g.specRecordedOn = r.date(u"spec_recorded_on"_s, DateForm::Day, Need::Optional, earliest, latest);
        g.userEdited = r.flag(u"user_edited"_s);
        g.releaseMonth = r.date(u"release_month"_s, DateForm::Month, Need::Optional, QDate(), QDate(latestYear, 12, 1));
        g.releaseSource = r.text(u"release_source"_s, Need::Optional);
        g.gpuMemoryGb = r.optionalNumber(u"gpu_memory_gb"_s, 0.5, MaxVramGb);
        g.gpuMemorySource = r.text(u"gpu_memory_source"_s, Need::Optional);
        g.boostClockMhz = r.optionalNumber(u"boost_clock_mhz"_s, 100, 10000);
        g.boostClockSource = r.text(u"boost_clock_source"_s, Need::Optional);
        if (g.gpuMemoryGb && (!g.isUnifiedMemory() || *g.gpuMemoryGb > g.vramGb)) {
            //: %1 is a number of GB, "unified" a value of the device_kind column (not translated).
            r.fail(u"gpu_memory_gb"_s,
                   QCoreApplication::translate("GpuCsv", "a blank, or on a unified-memory machine at most %1 GB")
                       .arg(g.vramGb),
                   number(*g.gpuMemoryGb));
        }
        if (!g.name.isEmpty()) {
            const QString key = g.name.toLower();
            if (seen.contains(key)) {
                r.failRepeated(u"name"_s, g.name, seen.value(key));
            }
            seen.insert(key, row.line);
        }
        gpus->append(g);
    }
    return errors->isEmpty();
}

bool parsePriceRecords(const QHash<QString, int> &index, const QList<CsvRecord> &rows, QList<PriceRow> *prices,
                       QStringList *errors, bool checkDates = false)
{
    static const QRegularExpression monthPattern(u"^\\d{4}-\\d{2}$"_s);
    const QDate earliest = checkDates ? EarliestDate : QDate();
    const QDate latest = checkDates ? QDate::currentDate() : QDate();
    for (const CsvRecord &row : std::as_const(rows)) {
        CsvRowReader r(index, row, errors);
        PriceRow p;
        p.line = row.line;
        p.gpuName = r.text(u"gpu"_s, Need::Required, true);
        // A month stands for its first day.
        p.observation.monthly = monthPattern.match(r.cell(u"date"_s)).hasMatch();
        p.observation.observedOn = r.date(u"date"_s, DateForm::MonthOrDay, Need::Required, earliest, latest);
        const QString condition = r.text(u"condition"_s);
        if (const auto c = priceConditionFromKey(condition))
            p.observation.condition = *c;
        else if (!condition.isEmpty())
            r.fail(u"condition"_s,
                   CsvRowReader::alternatives({priceConditionKey(PriceCondition::New),
                                               priceConditionKey(PriceCondition::Used),
                                               priceConditionKey(PriceCondition::Mixed)}),
                   condition);
        p.observation.usd = r.number(u"usd"_s, MinPriceUsd, MaxPriceUsd);
        p.observation.source = r.text(u"source"_s);
        p.observation.note = r.text(u"note"_s, Need::Optional);
        p.observation.userEntered = r.flag(u"user_entered"_s);
        p.observation.kind = r.text(u"kind"_s, Need::Optional);
        if (!p.observation.kind.isEmpty() && !PriceKinds::isKnown(p.observation.kind))
            r.fail(u"kind"_s, CsvRowReader::alternatives(PriceKinds::keys()), p.observation.kind);
        prices->append(p);
    }
    return errors->isEmpty();
}

// The descriptive columns after form_factor are optional; the numbers and the source are not.
QStringList requiredGpuColumns()
{
    return gpuColumns().mid(0, 21);
}

QStringList requiredPriceColumns()
{
    return {u"gpu"_s, u"date"_s, u"condition"_s, u"usd"_s, u"source"_s};
}

/// The layouts parseAny() reads, told apart by the names of the header's columns.
enum class Layout { None, Export, Gpus, Prices };

template<typename Names> Layout layoutOf(const Names &names)
{
    if (names.contains(u"record"_s))
        return Layout::Export;
    if (names.contains(u"vram_gb"_s))
        return Layout::Gpus;
    if (names.contains(u"usd"_s) && names.contains(u"gpu"_s))
        return Layout::Prices;
    return Layout::None;
}

} // namespace

QDate earliestDate()
{
    return {1990, 1, 1};
}

bool parseGpus(const QString &text, QList<Gpu> *gpus, QStringList *errors)
{
    gpus->clear();
    QHash<QString, int> index;
    QList<CsvRecord> rows;
    return CsvRowReader::readTable(text, requiredGpuColumns(), &index, &rows, errors) &&
           parseGpuRecords(index, rows, gpus, errors);
}

bool parsePrices(const QString &text, QList<PriceRow> *prices, QStringList *errors)
{
    prices->clear();
    QHash<QString, int> index;
    QList<CsvRecord> rows;
    return CsvRowReader::readTable(text, requiredPriceColumns(), &index, &rows, errors) &&
           parsePriceRecords(index, rows, prices, errors);
}

bool looksLikeGpuData(const QString &text)
{
    return layoutOf(csvHeaderNames(text)) != Layout::None;
}

bool parseAny(const QString &text, QList<Gpu> *gpus, QList<PriceRow> *prices, QStringList *errors)
{
    gpus->clear();
    prices->clear();
    QHash<QString, int> index;
    QList<CsvRecord> rows;
    if (!CsvRowReader::readTable(text, {}, &index, &rows, errors))
        return false;
    // A file that does not say whose its rows are is the user's own: mark them so (db recover
    // keeps what the user added). An export says it row by row and travels unchanged.
    const auto markTheUsers = qScopeGuard([&] {
        if (!index.contains(u"user_edited"_s)) {
            for (Gpu &g : *gpus)
                g.userEdited = true;
        }
        if (!index.contains(u"user_entered"_s)) {
            for (PriceRow &p : *prices)
                p.observation.userEntered = true;
        }
    });
    const Layout layout = layoutOf(index);
    if (layout == Layout::Export) {
        if (!CsvRowReader::requireColumns(index, requiredGpuColumns() + requiredPriceColumns(), errors))
            return false;
        QList<CsvRecord> gpuRows;
        QList<CsvRecord> priceRows;
        const int recordColumn = index.value(u"record"_s);
        for (const CsvRecord &row : std::as_const(rows)) {
            const QString kind = row.fields.value(recordColumn).trimmed().toLower();
            if (kind == u"gpu")
                gpuRows.append(row);
            else if (kind == u"price")
                priceRows.append(row);
            else
                errors->append(CsvRowReader::problem(row.line, u"record"_s,
                                                     CsvRowReader::alternatives({u"gpu"_s, u"price"_s}), kind));
        }
        parseGpuRecords(index, gpuRows, gpus, errors, true);
        parsePriceRecords(index, priceRows, prices, errors, true);
        return errors->isEmpty();
    }
    if (layout == Layout::Gpus) {
        if (!CsvRowReader::requireColumns(index, requiredGpuColumns(), errors))
            return false;
        return parseGpuRecords(index, rows, gpus, errors, true);
    }
    if (layout == Layout::Prices) {
        if (!CsvRowReader::requireColumns(index, requiredPriceColumns(), errors))
            return false;
        return parsePriceRecords(index, rows, prices, errors, true);
    }
    //: %1, %2 and %3 list CSV column names (not translated).
    errors->append(QCoreApplication::translate("GpuCsv", "line 1: the header matches neither the GPU layout (%1), the "
                                                         "price layout (%2) nor an export (%3)")
                       .arg(u"name, vram_gb, ..."_s, u"gpu, date, condition, usd, source"_s, u"record, ..."_s));
    return false;
}

QString writeGpus(const QList<Gpu> &gpus)
{
    // Text cells are neutralised against formula injection (neutralizedCell); numbers are not.
    QString out = csvLine(gpuColumns()) + u'\n';
    for (const Gpu &g : gpus) {
        out += csvLine({neutralizedCell(g.name),
                        neutralizedCell(g.vendor),
                        neutralizedCell(g.architecture),
                        QString::number(g.releaseYear),
                        number(g.vramGb),
                        neutralizedCell(g.memoryType),
                        number(g.memoryBandwidthGbs),
                        optionalNumber(g.l2CacheMb),
                        number(g.fp32Tflops),
                        optionalNumber(g.fp16TensorTflops),
                        g.bf16 ? u"1"_s : u"0"_s,
                        g.fp8 ? u"1"_s : u"0"_s,
                        optionalNumber(g.int8Tops),
                        QString::number(g.tensorCoreGeneration),
                        QString::number(g.tdpWatts),
                        optionalNumber(g.slotWidth),
                        QString::number(g.pcieGeneration),
                        g.nvlink ? u"1"_s : u"0"_s,
                        optionalNumber(g.launchMsrpUsd),
                        formFactorKey(g.formFactor),
                        neutralizedCell(g.source),
                        neutralizedCell(g.boardType),
                        neutralizedCell(g.msrpType),
                        neutralizedCell(g.secondarySources),
                        neutralizedCell(g.fieldsCrossChecked),
                        neutralizedCell(g.fieldsInDisagreement),
                        neutralizedCell(g.confidence),
                        neutralizedCell(g.notes),
                        g.specRecordedOn.toString(Qt::ISODate),
                        g.userEdited ? u"1"_s : u"0"_s,
                        g.releaseMonth.isValid() ? g.releaseMonth.toString(u"yyyy-MM"_s) : QString(),
                        neutralizedCell(g.releaseSource),
                        deviceKindKey(g.deviceKind),
                        optionalNumber(g.gpuMemoryGb),
                        neutralizedCell(g.gpuMemorySource),
                        optionalNumber(g.boostClockMhz),
                        neutralizedCell(g.boostClockSource)}) +
               u'\n';
    }
    return out;
}

QString writePrices(const QList<PriceObservation> &prices, const std::function<QString(qint64)> &nameOf)
{
    QString out = csvLine(priceColumns()) + u'\n';
    for (const PriceObservation &p : prices) {
        out += csvLine({neutralizedCell(nameOf(p.gpuId)), p.dateLabel(), priceConditionKey(p.condition), number(p.usd),
                        neutralizedCell(p.source), neutralizedCell(p.note), p.userEntered ? u"1"_s : u"0"_s, p.kind}) +
               u'\n';
    }
    return out;
}

QString writeExport(const QList<Gpu> &gpus, const QList<PriceObservation> &prices,
                    const std::function<QString(qint64)> &nameOf)
{
    // One header for both kinds of record; "source" serves both (spec source, price source).
    const QStringList priceOnly = {u"gpu"_s,  u"date"_s,         u"condition"_s, u"usd"_s,
                                   u"note"_s, u"user_entered"_s, u"kind"_s};
    const QStringList header = QStringList{u"record"_s} + gpuColumns() + priceOnly;
    const qsizetype width = header.size();
    QString out = csvLine(header) + u'\n';
    QList<CsvRecord> gpuRecords;
    QString error;
    parseCsv(writeGpus(gpus), &gpuRecords, &error);
    for (qsizetype i = 1; i < gpuRecords.size(); ++i) {
        QStringList fields = QStringList{u"gpu"_s} + gpuRecords.at(i).fields;
        fields.resize(width);
        out += csvLine(fields) + u'\n';
    }
    const int sourceColumn = int(header.indexOf(u"source"_s));
    for (const PriceObservation &p : prices) {
        QStringList fields(width);
        fields[0] = u"price"_s;
        fields[sourceColumn] = neutralizedCell(p.source);
        const QStringList values = {neutralizedCell(nameOf(p.gpuId)),
                                    p.dateLabel(),
                                    priceConditionKey(p.condition),
                                    number(p.usd),
                                    neutralizedCell(p.note),
                                    p.userEntered ? u"1"_s : u"0"_s,
                                    p.kind};
        for (qsizetype c = 0; c < priceOnly.size(); ++c)
            fields[header.indexOf(priceOnly.at(c))] = values.at(c);
        out += csvLine(fields) + u'\n';
    }
    return out;
}

} // namespace GpuCsv
