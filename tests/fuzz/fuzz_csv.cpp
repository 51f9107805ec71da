// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the CSV reader and the import validation behind `db import`. Any input must
// end in a parse result or a list of errors naming line and column, never in a crash.
#include "model/catalog/gpucsv.h"
#include "model/io/csv.h"

#include <QString>
#include <QStringDecoder>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(QByteArrayView(data, qsizetype(size)));
    if (decoder.hasError())
        return 0; // the importer refuses non-UTF-8 before parsing

    QList<CsvRecord> records;
    QString error;
    if (parseCsv(text, &records, &error)) {
        // What is read can be written and read back to the same records.
        QString again;
        for (const CsvRecord &r : std::as_const(records))
            again += csvLine(r.fields) + u'\n';
        QList<CsvRecord> reread;
        if (!parseCsv(again, &reread, &error) || reread.size() != records.size())
            __builtin_trap();
    }

    QList<Gpu> gpus;
    QList<PriceRow> prices;
    QStringList errors;
    if (GpuCsv::parseAny(text, &gpus, &prices, &errors)) {
        // Everything accepted is within the validated bounds.
        for (const Gpu &g : std::as_const(gpus)) {
            if (!(g.vramGb > 0) || !(g.memoryBandwidthGbs > 0) || g.name.isEmpty())
                __builtin_trap();
        }
        for (const PriceRow &p : std::as_const(prices)) {
            if (!(p.observation.usd >= 1) || !p.observation.observedOn.isValid())
                __builtin_trap();
        }
    } else if (errors.isEmpty()) {
        __builtin_trap(); // a refusal always says why
    }
    return 0;
}
