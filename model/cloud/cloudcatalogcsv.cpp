// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cloud/cloudcatalogcsv.h"
#include "model/cloud/cloudcatalogdates.h"

#include "model/io/csv.h"
#include "model/io/csvrowreader.h"
#include "model/io/safetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

using namespace Qt::StringLiterals;

namespace {

// A machine with more GPUs than this, or an hourly price above this, is a typo, not an offer.
constexpr double MaxAccelerators = 256;
constexpr double MaxUsdPerHour = 10000;
constexpr double MaxCpus = 4096;
constexpr double MaxMemoryGib = 65536;

/// Header names, case-blind, to column positions.
QHash<QString, int> headerIndex(const QStringList &header)
{
    QHash<QString, int> index;
    for (int i = 0; i < header.size(); ++i)
        index.insert(header.at(i).trimmed().toLower(), i);
    return index;
}

bool readRecords(const QString &text, QList<CsvRecord> *records, QHash<QString, int> *index, QStringList *errors)
{
    QString error;
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    if (!parseCsv(body, records, &error)) {
        errors->append(error);
        return false;
    }
    if (records->isEmpty()) {
        errors->append(CsvRowReader::emptyFile());
        return false;
    }
    if (!SafeText::checkRecords(*records, errors))
        return false;
    *index = headerIndex(records->takeFirst().fields);
    return true;
}

const QStringList &requiredColumns()
{
    static const QStringList columns = {u"InstanceType"_s, u"AcceleratorName"_s, u"AcceleratorCount"_s, u"Price"_s};
    return columns;
}

} // namespace

namespace CloudCatalogCsv {

QStringList columns()
{
    return {u"gpu"_s,   u"provider"_s,  u"InstanceType"_s, u"AcceleratorName"_s, u"AcceleratorCount"_s,
            u"vCPUs"_s, u"MemoryGiB"_s, u"Price"_s,        u"Region"_s,          u"SpotPrice"_s,
            u"date"_s,  u"source"_s,    u"note"_s};
}

QStringList aliasColumns()
{
    return {u"provider"_s, u"accelerator_name"_s, u"instance_contains"_s, u"gpu"_s, u"note"_s};
}

bool looksLikeCatalog(const QString &text)
{
    const QString firstLine = text.section(u'\n', 0, 0);
    QList<CsvRecord> records;
    QString error;
    if (!parseCsv(firstLine, &records, &error) || records.isEmpty())
        return false;
    const QHash<QString, int> index = headerIndex(records.first().fields);
    for (const QString &c : requiredColumns()) {
        if (!index.contains(c.toLower()))
            return false;
    }
    return true;
}

bool parse(const QString &text, const CloudCatalogDefaults &defaults, ParseResult *result, QStringList *errors)
{
    return parseUpTo(text, defaults, QDate(), result, errors);
}

bool parseUpTo(const QString &text, const CloudCatalogDefaults &defaults, const QDate &notAfter, ParseResult *result,
               QStringList *errors)
{
    *result = {};
    QList<CsvRecord> records;
    QHash<QString, int> index;
    if (!readRecords(text, &records, &index, errors))
        return false;
    QStringList missing;
    for (const QString &c : requiredColumns()) {
        if (!index.contains(c.toLower()))
            missing.append(c);
    }
    if (!missing.isEmpty()) {
        errors->append(CsvRowReader::missingColumns(missing));
        return false;
    }
    result->needsProvider = !index.contains(u"provider"_s) && defaults.provider.trimmed().isEmpty();
    result->needsDate = !index.contains(u"date"_s) && !defaults.date.isValid();
    if (result->needsProvider) {
        errors->append(QCoreApplication::translate(
            "CloudCatalogCsv", "the file has no provider column; name the provider (for example RunPod)"));
        return false;
    }
    if (result->needsDate) {
        errors->append(QCoreApplication::translate(
            "CloudCatalogCsv", "the file has no date column; give the date its prices were read on"));
        return false;
    }
    for (const CsvRecord &record : std::as_const(records)) {
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue; // a blank line
        CsvRowReader r(index, record, errors);
        const int errorsBefore = int(errors->size());
        CloudRateRow row;
        row.line = record.line;
        CloudRate &rate = row.rate;
        rate.acceleratorName = r.cell(u"AcceleratorName"_s);
        if (rate.acceleratorName.isEmpty()) {
            ++result->cpuRowsSkipped;
            continue;
        }
        row.gpuName = r.cell(u"gpu"_s);
        rate.instanceType = r.cell(u"InstanceType"_s);
        rate.provider = r.has(u"provider"_s) ? r.cell(u"provider"_s) : defaults.provider.trimmed();
        if (rate.provider.isEmpty())
            r.fail(u"provider"_s, QCoreApplication::translate("CloudCatalogCsv", "the provider's name"), QString());
        rate.acceleratorCount = r.number(u"AcceleratorCount"_s, 0.001, MaxAccelerators);
        if (rate.acceleratorCount <= 0)
            rate.acceleratorCount = 1;
        rate.vcpus = r.optionalNumber(u"vCPUs"_s, 0, MaxCpus);
        rate.memoryGib = r.optionalNumber(u"MemoryGiB"_s, 0, MaxMemoryGib);
        rate.region = r.cell(u"Region"_s);
        // Catalogs write 0 or nothing where a machine has no such price (Vast.ai's SpotPrice).
        const auto price = r.optionalNumber(u"Price"_s, 0, MaxUsdPerHour);
        const auto spot = r.optionalNumber(u"SpotPrice"_s, 0, MaxUsdPerHour);
        if (price && *price > 0)
            rate.usdPerHour = price;
        if (spot && *spot > 0)
            rate.spotUsdPerHour = spot;
        // A date that cannot be true (0001, 9999) would make a rate the newest for good.
        const QDate latest = notAfter.isValid() ? notAfter : QDate::currentDate();
        if (r.has(u"date"_s)) {
            rate.monthly = r.cell(u"date"_s).size() == 7;
            rate.observedOn = r.date(u"date"_s, CsvRowReader::DateForm::MonthOrDay, CsvRowReader::Need::Required,
                                     SafeText::earliestDate(), latest);
        } else {
            rate.observedOn = defaults.date;
            if (rate.observedOn < SafeText::earliestDate() || rate.observedOn > latest) {
                r.fail(u"date"_s,
                       CsvRowReader::dateRange(CsvRowReader::DateForm::Day, SafeText::earliestDate(), latest),
                       rate.observedOn.toString(Qt::ISODate));
            }
        }
        rate.source = r.has(u"source"_s) ? r.cell(u"source"_s) : defaults.source.trimmed();
        if (rate.source.isEmpty())
            r.fail(u"source"_s, QCoreApplication::translate("CloudCatalogCsv", "where the price comes from"),
                   QString());
        rate.note = r.cell(u"note"_s);
        if (int(errors->size()) != errorsBefore)
            continue;
        if (!rate.usdPerHour && !rate.spotUsdPerHour) {
            ++result->unpricedRowsSkipped;
            continue;
        }
        result->rows.append(row);
    }
    return errors->isEmpty();
}

bool parseAliases(const QString &text, QList<CloudAlias> *aliases, QStringList *errors)
{
    aliases->clear();
    QList<CsvRecord> records;
    QHash<QString, int> index;
    if (!readRecords(text, &records, &index, errors))
        return false;
    for (const QString &c : {u"accelerator_name"_s, u"gpu"_s}) {
        if (!index.contains(c)) {
            errors->append(CsvRowReader::missingColumns({c}));
            return false;
        }
    }
    for (const CsvRecord &record : std::as_const(records)) {
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue;
        CsvRowReader r(index, record, errors);
        CloudAlias a{r.cell(u"provider"_s), r.cell(u"accelerator_name"_s), r.cell(u"instance_contains"_s),
                     r.cell(u"gpu"_s), r.cell(u"note"_s)};
        if (a.acceleratorName.isEmpty() || a.gpuName.isEmpty()) {
            r.fail(a.acceleratorName.isEmpty() ? u"accelerator_name"_s : u"gpu"_s,
                   QCoreApplication::translate("CloudCatalogCsv", "a name"), QString());
            continue;
        }
        aliases->append(a);
    }
    return errors->isEmpty();
}

QString resolve(const CloudRateRow &row, const QList<CloudAlias> &aliases)
{
    if (!row.gpuName.isEmpty())
        return row.gpuName;
    int bestScore = -1;
    QString best;
    for (const CloudAlias &a : aliases) {
        if (a.acceleratorName.compare(row.rate.acceleratorName, Qt::CaseInsensitive) != 0)
            continue;
        if (!a.provider.isEmpty() && a.provider.compare(row.rate.provider, Qt::CaseInsensitive) != 0)
            continue;
        if (!a.instanceContains.isEmpty() && !row.rate.instanceType.contains(a.instanceContains, Qt::CaseInsensitive))
            continue;
        const int score = (a.provider.isEmpty() ? 0 : 2) + (a.instanceContains.isEmpty() ? 0 : 1);
        if (score > bestScore) {
            bestScore = score;
            best = a.gpuName;
        }
    }
    return best;
}

QString write(const QList<CloudRateRow> &rows)
{
    auto number = [](const std::optional<double> &v) {
        return v ? QLocale::c().toString(*v, 'g', 12) : QString();
    };
    QString out = csvLine(columns()) + u'\n';
    for (const CloudRateRow &row : rows) {
        const CloudRate &r = row.rate;
        out += csvLine({row.gpuName, r.provider, r.instanceType, r.acceleratorName,
                        QLocale::c().toString(r.acceleratorCount, 'g', 12), number(r.vcpus), number(r.memoryGib),
                        number(r.usdPerHour), r.region, number(r.spotUsdPerHour), r.dateLabel(), r.source, r.note}) +
               u'\n';
    }
    return out;
}

} // namespace CloudCatalogCsv
