// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/build/partprice.h"
#include "model/build/partpricedates.h"

#include "model/io/csv.h"
#include "model/io/csvrowreader.h"
#include "model/io/safetext.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

QString partPriceUnitKey(PartPriceUnit unit)
{
    switch (unit) {
    case PartPriceUnit::Each:
        return u"each"_s;
    case PartPriceUnit::PerGb:
        return u"per_gb"_s;
    case PartPriceUnit::PerTb:
        return u"per_tb"_s;
    }
    return u"each"_s;
}

std::optional<PartPriceUnit> partPriceUnitFromKey(const QString &key)
{
    for (auto unit : {PartPriceUnit::Each, PartPriceUnit::PerGb, PartPriceUnit::PerTb}) {
        if (partPriceUnitKey(unit) == key)
            return unit;
    }
    return std::nullopt;
}

QString PartPriceObservation::dateLabel() const
{
    return observedOn.toString(monthly ? u"yyyy-MM"_s : u"yyyy-MM-dd"_s);
}

QString PartPriceObservation::statisticTitle() const
{
    if (userEntered)
        //: What a part price is: one the user entered
        return QCoreApplication::translate("PartPrice", "your price");
    if (statistic == u"median_lowest_retail")
        //: What a part price is: the median of several products' lowest retail prices
        return QCoreApplication::translate("PartPrice", "median of retail lows");
    if (statistic == u"lowest_retail")
        //: What a part price is: the lowest retail price found
        return QCoreApplication::translate("PartPrice", "lowest retail price");
    if (statistic == u"listing")
        //: What a part price is: one product's listed price
        return QCoreApplication::translate("PartPrice", "one listing");
    if (statistic == u"average")
        //: What a part price is: an average over a period
        return QCoreApplication::translate("PartPrice", "average");
    if (statistic == u"article")
        //: What a part price is: a figure an article gives
        return QCoreApplication::translate("PartPrice", "article figure");
    return statistic;
}

std::optional<PartPriceObservation> partPriceAt(const QList<PartPriceObservation> &observations, const QString &part,
                                                const QDate &asOf)
{
    QList<const PartPriceObservation *> latest;
    for (const PartPriceObservation &o : observations) {
        if (o.part != part || (asOf.isValid() && o.observedOn > asOf))
            continue;
        if (latest.isEmpty() || o.observedOn > latest.first()->observedOn)
            latest = {&o};
        else if (o.observedOn == latest.first()->observedOn)
            latest.append(&o);
    }
    if (latest.isEmpty())
        return std::nullopt;
    QList<const PartPriceObservation *> mine;
    std::copy_if(latest.cbegin(), latest.cend(), std::back_inserter(mine),
                 [](const PartPriceObservation *o) { return o->userEntered; });
    // The user's newest entry of the date (the highest id) is what they mean now.
    if (!mine.isEmpty())
        return **std::max_element(mine.cbegin(), mine.cend(), [](auto *a, auto *b) { return a->id < b->id; });
    std::stable_sort(latest.begin(), latest.end(), [](auto *a, auto *b) { return a->usd < b->usd; });
    return *latest.at((latest.size() - 1) / 2);
}

namespace PartPriceCsv {

QStringList columns()
{
    return {u"part"_s, u"unit"_s, u"observed_on"_s, u"usd"_s, u"statistic"_s, u"source"_s, u"note"_s};
}

bool looksLikePartPrices(const QString &text)
{
    const QStringList names = csvHeaderNames(text);
    return names.contains(u"part"_s) && names.contains(u"unit"_s) && names.contains(u"observed_on"_s) &&
           names.contains(u"usd"_s);
}

bool parse(const QString &text, QList<PartPriceObservation> *rows, QStringList *errors)
{
    return parseUpTo(text, rows, errors, QDate());
}

bool parseUpTo(const QString &text, QList<PartPriceObservation> *rows, QStringList *errors, const QDate &latest)
{
    rows->clear();
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    QList<CsvRecord> records;
    QString error;
    if (!parseCsv(body, &records, &error)) {
        errors->append(error);
        return false;
    }
    if (records.isEmpty()) {
        errors->append(CsvRowReader::emptyFile());
        return false;
    }
    if (!SafeText::checkRecords(records, errors))
        return false;
    QHash<QString, int> index;
    const QStringList header = records.takeFirst().fields;
    for (int i = 0; i < header.size(); ++i)
        index.insert(header.at(i).trimmed().toLower(), i);
    QStringList missing;
    for (const QString &c : columns()) {
        if (c != u"note" && c != u"statistic" && !index.contains(c))
            missing.append(c);
    }
    if (!missing.isEmpty()) {
        errors->append(CsvRowReader::missingColumns(missing));
        return false;
    }
    static const QRegularExpression partKey(u"^[a-z0-9][a-z0-9-]{0,63}$"_s);
    static const QRegularExpression month(u"^\\d{4}-\\d{2}$"_s);
    const QDate today = latest.isValid() ? latest : QDate::currentDate();
    const int before = int(errors->size());
    for (const CsvRecord &record : std::as_const(records)) {
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue;
        CsvRowReader r(index, record, errors);
        const int rowBefore = int(errors->size());
        PartPriceObservation o;
        o.part = r.cell(u"part"_s);
        if (!partKey.match(o.part).hasMatch()) {
            r.fail(u"part"_s,
                   QCoreApplication::translate("PartPriceCsv", "a part key of lowercase letters, digits and '-'"),
                   o.part);
        }
        const auto unit = partPriceUnitFromKey(r.cell(u"unit"_s));
        if (!unit) {
            r.fail(u"unit"_s,
                   CsvRowReader::alternatives({partPriceUnitKey(PartPriceUnit::Each),
                                               partPriceUnitKey(PartPriceUnit::PerGb),
                                               partPriceUnitKey(PartPriceUnit::PerTb)}),
                   r.cell(u"unit"_s));
        }
        o.unit = unit.value_or(PartPriceUnit::Each);
        o.monthly = month.match(r.cell(u"observed_on"_s)).hasMatch();
        o.observedOn = r.date(u"observed_on"_s, CsvRowReader::DateForm::MonthOrDay, CsvRowReader::Need::Required,
                              SafeText::earliestDate(), today);
        bool ok = false;
        o.usd = r.cell(u"usd"_s).toDouble(&ok);
        if (!ok || !std::isfinite(o.usd) || o.usd <= 0 || o.usd > 1e6) {
            r.fail(u"usd"_s,
                   QCoreApplication::translate("PartPriceCsv", "a price in US dollars above 0 and at most 1,000,000"),
                   r.cell(u"usd"_s));
        }
        o.statistic = r.cell(u"statistic"_s);
        o.source = r.cell(u"source"_s);
        if (o.source.isEmpty())
            r.fail(u"source"_s, QCoreApplication::translate("PartPriceCsv", "where the figure comes from"), o.source);
        o.note = r.cell(u"note"_s);
        if (int(errors->size()) == rowBefore)
            rows->append(o);
    }
    if (errors->size() > before) {
        rows->clear();
        return false;
    }
    return true;
}

QString write(const QList<PartPriceObservation> &rows)
{
    QString out = csvLine(columns()) + u"\n"_s;
    for (const PartPriceObservation &o : rows) {
        out += csvLine({o.part, partPriceUnitKey(o.unit), o.dateLabel(), QString::number(o.usd, 'f', 2), o.statistic,
                        o.source, o.note}) +
               u"\n"_s;
    }
    return out;
}

} // namespace PartPriceCsv
