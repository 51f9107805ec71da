// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/cloud/cloudcatalogcsv.h"
#include "model/cloud/cloudcatalogdates.h"

#include "model/io/safetext.h"

#include "model/io/csv.h"

#include <QCoreApplication>
#include <QHash>
#include <QLocale>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// A machine with more GPUs than this, or an hourly price above this, is a typo, not an offer.
constexpr double MaxAccelerators = 256;
constexpr double MaxUsdPerHour = 10000;
constexpr double MaxCpus = 4096;
constexpr double MaxMemoryGib = 65536;

QString mismatch(int line, const QString &column, const QString &expected, const QString &found)
{
    //: %2 is a CSV column name (not translated); %3 says what the column should hold; %4 is the text found.
    return QCoreApplication::translate("CloudCatalogCsv", "line %1, column %2: expected %3, found \"%4\"")
        .arg(QString::number(line), column, expected, found);
}

QString numberRange(double low, double high)
{
    //: What a column should hold: %1 and %2 are the bounds.
    return QCoreApplication::translate("CloudCatalogCsv", "a number from %1 to %2")
        .arg(QLocale::c().toString(low, 'g', 10), QLocale::c().toString(high, 'g', 10));
}

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
        errors->append(QCoreApplication::translate("CloudCatalogCsv", "the file is empty"));
        return false;
    }
    if (!SafeText::checkRecords(*records, errors))
        return false;
    *index = headerIndex(records->takeFirst().fields);
    return true;
}

class Reader
{
public:
    Reader(const QHash<QString, int> &index, const CsvRecord &record, QStringList *errors)
        : m_index(index)
        , m_record(record)
        , m_errors(errors)
    {}

    bool has(const QString &column) const { return m_index.contains(column.toLower()); }
    QString text(const QString &column) const
    {
        return m_record.fields.value(m_index.value(column.toLower(), -1)).trimmed();
    }
    /// Empty or a number in range; a bad value is recorded as an error.
    std::optional<double> number(const QString &column, double low, double high)
    {
        const QString t = text(column);
        if (t.isEmpty())
            return std::nullopt;
        bool ok = false;
        const double v = QLocale::c().toDouble(t, &ok);
        if (!ok || !std::isfinite(v) || v < low || v > high) {
            m_errors->append(mismatch(m_record.line, column, numberRange(low, high), t));
            return std::nullopt;
        }
        return v;
    }
    int line() const { return m_record.line; }
    QStringList *errors() const { return m_errors; }

private:
    const QHash<QString, int> &m_index;
    const CsvRecord &m_record;
    QStringList *m_errors;
};

/// "YYYY-MM-DD", or "YYYY-MM" for a monthly figure (dated the first).
QDate parseDate(const QString &text, bool *monthly)
{
    *monthly = false;
    QDate d = QDate::fromString(text, u"yyyy-MM-dd"_s);
    if (!d.isValid() && text.size() == 7) {
        d = QDate::fromString(text + u"-01"_s, u"yyyy-MM-dd"_s);
        *monthly = d.isValid();
    }
    return d;
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
        //: %1 lists the missing CSV column names (not translated).
        errors->append(QCoreApplication::translate("CloudCatalogCsv", "line 1: the header lacks the column(s) %1")
                           .arg(missing.join(u", "_s)));
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
        Reader r(index, record, errors);
        const int errorsBefore = int(errors->size());
        CloudRateRow row;
        row.line = record.line;
        CloudRate &rate = row.rate;
        rate.acceleratorName = r.text(u"AcceleratorName"_s);
        if (rate.acceleratorName.isEmpty()) {
            ++result->cpuRowsSkipped;
            continue;
        }
        row.gpuName = r.text(u"gpu"_s);
        rate.instanceType = r.text(u"InstanceType"_s);
        rate.provider = r.has(u"provider"_s) ? r.text(u"provider"_s) : defaults.provider.trimmed();
        if (rate.provider.isEmpty())
            errors->append(mismatch(record.line, u"provider"_s,
                                    QCoreApplication::translate("CloudCatalogCsv", "the provider's name"), QString()));
        const auto count = r.number(u"AcceleratorCount"_s, 0.001, MaxAccelerators);
        if (!count && r.text(u"AcceleratorCount"_s).isEmpty())
            errors->append(mismatch(record.line, u"AcceleratorCount"_s, numberRange(0.001, MaxAccelerators), {}));
        rate.acceleratorCount = count.value_or(1);
        rate.vcpus = r.number(u"vCPUs"_s, 0, MaxCpus);
        rate.memoryGib = r.number(u"MemoryGiB"_s, 0, MaxMemoryGib);
        rate.region = r.text(u"Region"_s);
        // Catalogs write 0 or nothing where a machine has no such price (Vast.ai's SpotPrice).
        const auto price = r.number(u"Price"_s, 0, MaxUsdPerHour);
        const auto spot = r.number(u"SpotPrice"_s, 0, MaxUsdPerHour);
        if (price && *price > 0)
            rate.usdPerHour = price;
        if (spot && *spot > 0)
            rate.spotUsdPerHour = spot;
        if (r.has(u"date"_s)) {
            bool monthly = false;
            rate.observedOn = parseDate(r.text(u"date"_s), &monthly);
            rate.monthly = monthly;
            if (!rate.observedOn.isValid()) {
                errors->append(mismatch(record.line, u"date"_s,
                                        //: What a column should hold; YYYY-MM-DD and YYYY-MM are date formats.
                                        QCoreApplication::translate("CloudCatalogCsv", "a date YYYY-MM-DD or YYYY-MM"),
                                        r.text(u"date"_s)));
            }
        } else {
            rate.observedOn = defaults.date;
        }
        // A date that cannot be true (0001, 9999) would make a rate the newest for good.
        const QDate latest = notAfter.isValid() ? notAfter : QDate::currentDate();
        if (rate.observedOn.isValid() && (rate.observedOn < SafeText::earliestDate() || rate.observedOn > latest)) {
            errors->append(
                mismatch(record.line, u"date"_s,
                         //: What a column should hold; %1 and %2 are dates (YYYY-MM-DD).
                         QCoreApplication::translate("CloudCatalogCsv", "a date from %1 to %2")
                             .arg(SafeText::earliestDate().toString(Qt::ISODate), latest.toString(Qt::ISODate)),
                         rate.observedOn.toString(Qt::ISODate)));
        }
        rate.source = r.has(u"source"_s) ? r.text(u"source"_s) : defaults.source.trimmed();
        if (rate.source.isEmpty()) {
            errors->append(mismatch(record.line, u"source"_s,
                                    QCoreApplication::translate("CloudCatalogCsv", "where the price comes from"), {}));
        }
        rate.note = r.text(u"note"_s);
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
            //: %1 lists the missing CSV column names (not translated).
            errors->append(
                QCoreApplication::translate("CloudCatalogCsv", "line 1: the header lacks the column(s) %1").arg(c));
            return false;
        }
    }
    for (const CsvRecord &record : std::as_const(records)) {
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue;
        Reader r(index, record, errors);
        CloudAlias a{r.text(u"provider"_s), r.text(u"accelerator_name"_s), r.text(u"instance_contains"_s),
                     r.text(u"gpu"_s), r.text(u"note"_s)};
        if (a.acceleratorName.isEmpty() || a.gpuName.isEmpty()) {
            errors->append(mismatch(record.line, a.acceleratorName.isEmpty() ? u"accelerator_name"_s : u"gpu"_s,
                                    QCoreApplication::translate("CloudCatalogCsv", "a name"), {}));
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
