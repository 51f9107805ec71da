// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/browser/gpufilter.h"

#include <QStringTokenizer>

namespace {

bool launchedSince(const Gpu &gpu, const QDate &since)
{
    // By launch month where known; a GPU known only by its year counts from January.
    if (gpu.releaseMonth.isValid())
        return gpu.releaseMonth >= QDate(since.year(), since.month(), 1);
    return gpu.releaseYear >= since.year() && (gpu.releaseYear > since.year() || since.month() == 1);
}

bool containsWord(const Gpu &gpu, QStringView word)
{
    return gpu.name.contains(word, Qt::CaseInsensitive) || gpu.vendor.contains(word, Qt::CaseInsensitive) ||
           gpu.architecture.contains(word, Qt::CaseInsensitive) || gpu.memoryType.contains(word, Qt::CaseInsensitive);
}

} // namespace

bool GpuFilter::accepts(const Gpu &gpu, const PriceQuote &quote) const
{
    if (gpu.vramGb < minVramGb)
        return false;
    if (!vendor.isEmpty() && gpu.vendor.compare(vendor, Qt::CaseInsensitive) != 0)
        return false;
    if (segment && gpu.formFactor != *segment)
        return false;
    switch (price) {
    case PriceAvailability::Any:
        break;
    case PriceAvailability::Priced:
        if (quote.isEmpty())
            return false;
        break;
    case PriceAvailability::New:
        if (!quote.newest)
            return false;
        break;
    case PriceAvailability::Used:
        if (!quote.used)
            return false;
        break;
    }
    if (maxPriceUsd > 0 && budgetBasis) {
        const std::optional<double> usd = quote.usd(*budgetBasis);
        if (!usd || *usd > maxPriceUsd)
            return false;
    } else if (maxPriceUsd > 0) {
        const bool newFits = quote.newest && quote.newest->usd <= maxPriceUsd;
        const bool usedFits = quote.used && quote.used->usd <= maxPriceUsd;
        if (!newFits && !usedFits)
            return false;
    }
    if (releasedSince.isValid() && !launchedSince(gpu, releasedSince))
        return false;
    for (QStringView word : QStringTokenizer(text, u' ', Qt::SkipEmptyParts)) {
        if (!containsWord(gpu, word))
            return false;
    }
    return true;
}
