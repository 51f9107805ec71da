// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/datasources.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// A part of a source text that names a file, a repository or an address rather than saying
/// what the source is.
bool namesALocation(const QString &part)
{
    return part.contains(u"://"_s) || part.contains(u'/') || part.contains(u':');
}

void addRow(DataSourceGroup &group, const QDate &date, const QStringList &origins)
{
    ++group.rows;
    if (date.isValid()) {
        if (!group.first.isValid() || date < group.first)
            group.first = date;
        if (!group.last.isValid() || date > group.last)
            group.last = date;
    }
    for (const QString &origin : origins) {
        if (!group.origins.contains(origin))
            group.origins.append(origin);
    }
}

QList<DataSourceGroup> sorted(const QHash<QString, DataSourceGroup> &groups)
{
    QList<DataSourceGroup> list = groups.values();
    std::sort(list.begin(), list.end(), [](const DataSourceGroup &a, const DataSourceGroup &b) {
        if (a.userEntered != b.userEntered)
            return !a.userEntered;
        if (a.rows != b.rows)
            return a.rows > b.rows;
        return a.name < b.name;
    });
    for (DataSourceGroup &group : list)
        group.origins.sort();
    return list;
}

} // namespace

namespace DataSources {

QString priceSourceFamily(const QString &source)
{
    QStringList kept;
    for (const QString &part : source.split(u", "_s)) {
        if (namesALocation(part))
            break;
        kept.append(part.trimmed());
    }
    const QString family = kept.join(u", "_s);
    return family.isEmpty() ? source.trimmed() : family;
}

QString priceKindTitle(const QString &kind)
{
    static const char *const knownKinds[] = {
        QT_TRANSLATE_NOOP("DataSources", "Amazon price history (Keepa)"),
        QT_TRANSLATE_NOOP("DataSources", "Amazon price history"),
        QT_TRANSLATE_NOOP("DataSources", "eBay average sold price"),
        QT_TRANSLATE_NOOP("DataSources", "Lowest retail price of the month"),
    };
    QString trimmed = kind.trimmed();
    for (const char *known : knownKinds) {
        if (trimmed == QLatin1String(known))
            return QCoreApplication::translate("DataSources", known);
    }
    return trimmed;
}

QStringList sourceOrigins(const QString &source)
{
    QStringList origins;
    // Free text separates its parts with commas or semicolons; a part names a repository as
    // "owner/name:path@commit" or an address as a URL.
    QString normalised = source;
    normalised.replace(u';', u',');
    for (QString part : normalised.split(u',')) {
        part = part.trimmed();
        if (part.contains(u"://"_s)) {
            const QString host = sourceHost(part.section(u' ', 0, 0));
            if (!host.isEmpty() && !origins.contains(host))
                origins.append(host);
            continue;
        }
        const QString first = part.section(u' ', 0, 0);
        const QString repository = first.section(u':', 0, 0);
        if (repository.count(u'/') == 1 && !repository.startsWith(u'/') && !repository.endsWith(u'/') &&
            !origins.contains(repository))
            origins.append(repository);
    }
    return origins;
}

namespace {

// "owner/name:path@commit", "owner/name@commit" or a bare "owner-x/name-y" slug; ordinary words
// with a slash ("GPU/CPU", "w/o") are not.
bool isRepositoryReference(const QString &word)
{
    static const QRegularExpression slug(u"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"_s);
    const QString repository = word.section(u':', 0, 0).section(u'@', 0, 0);
    if (!slug.match(repository).hasMatch())
        return false;
    return word.contains(u':') || word.contains(u'@') || repository.contains(u'-') || repository.contains(u'_');
}

/// "MLPerf Inference v3.0, Dell submission" for a file of MLCommons' results repository of a
/// round ("mlcommons/inference_results_v3.0 closed/Dell/results/..."); empty for other sources.
QString mlperfTitle(const QString &repository, const QString &citation)
{
    static const QRegularExpression round(u"^mlcommons/inference_results_(v[0-9.]+)$"_s);
    const auto match = round.match(repository);
    if (!match.hasMatch())
        return {};
    // The submitter is the folder under the division: "closed/Dell/results/..." or, where the
    // citation names the system instead of a path, "closed/NVIDIA DGX-H100 ...".
    static const QRegularExpression division(u"\\b(?:closed|open)/([A-Za-z0-9_.-]+)"_s);
    const auto submitter = division.match(citation);
    if (!submitter.hasMatch())
        return QCoreApplication::translate("DataSources", "MLPerf Inference %1").arg(match.captured(1));
    //: %1 the round of the benchmark (v3.0), %2 the company that submitted the result (Dell, NVIDIA)
    return QCoreApplication::translate("DataSources", "MLPerf Inference %1, %2 submission")
        .arg(match.captured(1), submitter.captured(1));
}

/// "topclanker.com/blog/x.html": an address written without its scheme.
bool isBareAddress(const QString &word)
{
    static const QRegularExpression bare(u"^(?:[A-Za-z0-9-]+\\.)+[A-Za-z]{2,}/\\S*$"_s);
    return bare.match(word).hasMatch();
}

} // namespace

QString readableOrigin(const QString &origin)
{
    const QString repository = origin.trimmed().section(u':', 0, 0).section(u'@', 0, 0);
    if (repository.count(u'/') == 1 && !repository.startsWith(u'/') && !repository.endsWith(u'/') &&
        !repository.contains(u' '))
        return repository.section(u'/', 1, 1);
    return origin.trimmed();
}

QString readableSource(const QString &source)
{
    QStringList parts;
    // Parts are separated by commas or semicolons, but a path may list alternatives in braces
    // ("data/{nvidia,amd}/all.json"): those commas do not separate.
    QString normalised;
    int depth = 0;
    for (const QChar c : source) {
        depth += c == u'{' ? 1 : c == u'}' && depth > 0 ? -1 : 0;
        normalised += (c == u';' || (c == u',' && depth == 0)) ? QChar(u'\n') : c;
    }
    for (QString part : normalised.split(u'\n')) {
        part = part.trimmed();
        if (part.isEmpty())
            continue;
        QStringList words = part.split(u' ', Qt::SkipEmptyParts);
        for (QString &word : words) {
            if (word.contains(u"://"_s)) {
                const QString host = urlHost(word);
                if (!host.isEmpty())
                    word = host;
            } else if (isBareAddress(word)) {
                word = word.section(u'/', 0, 0);
                if (word.startsWith(u"www."_s))
                    word.remove(0, 4);
            } else if (isRepositoryReference(word)) {
                word = readableOrigin(word);
            }
        }
        const QString readable = words.join(u' ');
        if (!parts.contains(readable))
            parts.append(readable);
    }
    return parts.join(u", "_s);
}

QString sourceTitle(const QString &source)
{
    const QString trimmed = source.trimmed();
    if (trimmed.isEmpty())
        return {};
    if (QString host = urlHost(trimmed.section(u' ', 0, 0)); !host.isEmpty())
        return host;
    // Free text that says what it is before naming its file.
    const QString first = trimmed.section(u',', 0, 0).trimmed();
    if (!namesALocation(first))
        return priceKindTitle(first);
    // A repository: the publisher it stands for (docs/data-2026.md, "Sources on screen").
    static const struct
    {
        const char *repository;
        const char *title;
    } publishers[] = {
        {"activescott/gpu-agent", QT_TRANSLATE_NOOP("DataSources", "GPU Poet market report")},
        {"siliconvalueindex/siliconvalueindex", QT_TRANSLATE_NOOP("DataSources", "SiliconValueIndex (Newegg)")},
        {"united-compute/gpu-price-tracker", QT_TRANSLATE_NOOP("DataSources", "Amazon price history (Keepa)")},
        {"buttke/ebay-2021-2023-gpu-prices", QT_TRANSLATE_NOOP("DataSources", "eBay average sold price")},
        // Measured benchmarks (docs/benchmarks/measured.csv).
        {"lambdal/deeplearning-benchmark", QT_TRANSLATE_NOOP("DataSources", "Lambda GPU benchmarks")},
        {"lambdacoldstorage/lambda-tensorflow-benchmark",
         QT_TRANSLATE_NOOP("DataSources", "Lambda TensorFlow benchmarks")},
        {"xiongjiedai/gpu-benchmarks-on-llm-inference",
         QT_TRANSLATE_NOOP("DataSources", "LLM inference benchmarks by Xiongjie Dai")},
        {"huggingface/diffusers", QT_TRANSLATE_NOOP("DataSources", "Hugging Face Diffusers documentation")},
        {"lambdalabsml/lambda-diffusers", QT_TRANSLATE_NOOP("DataSources", "Lambda Stable Diffusion benchmarks")},
        {"vladmandic/sd-extension-system-info",
         QT_TRANSLATE_NOOP("DataSources", "Stable Diffusion web UI benchmark database (vladmandic)")},
        {"xiaoran007/gpu-insights", QT_TRANSLATE_NOOP("DataSources", "GPU-Insights training benchmarks")},
        {"ryujaehun/pytorch-gpu-benchmark", QT_TRANSLATE_NOOP("DataSources", "PyTorch GPU benchmark (Jaehun Ryu)")},
        {"aisensiy/pytorch-gpu-benchmark", QT_TRANSLATE_NOOP("DataSources", "OpenBayes GPU benchmark")},
    };
    const QString repository = first.section(u' ', 0, 0).section(u':', 0, 0).section(u'@', 0, 0).toLower();
    for (const auto &publisher : publishers) {
        if (repository == QLatin1String(publisher.repository))
            return QCoreApplication::translate("DataSources", publisher.title);
    }
    if (QString mlperf = mlperfTitle(repository, first); !mlperf.isEmpty())
        return mlperf;
    // Another repository, cited as "owner/name path @ commit": its name, without file or commit.
    if (const QString word = first.section(u' ', 0, 0); isRepositoryReference(word))
        return readableOrigin(word);
    return readableSource(first);
}

QString sourceUrl(const QString &source)
{
    static const QRegularExpression address(u"(https?://\\S+)"_s);
    // "owner/name:path@commit" or "owner/name:path @ commit"; the path has no spaces.
    static const QRegularExpression reference(
        u"(?:^|[\\s,;(])([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+):([^\\s@,;]+)\\s*@\\s*([0-9a-fA-F]{7,40})\\b"_s);
    const auto url = address.match(source);
    const auto file = reference.match(source);
    if (url.hasMatch() && (!file.hasMatch() || url.capturedStart() < file.capturedStart())) {
        QString text = url.captured(1);
        while (text.endsWith(u')') || text.endsWith(u'.') || text.endsWith(u','))
            text.chop(1);
        return text;
    }
    // "owner/name path @ commit", as the benchmark sources cite a file; where the words between
    // the repository and the commit are no single path, the repository at that commit.
    static const QRegularExpression spacedFile(
        u"(?:^|[\\s,;(])([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)\\s+([^\\s@,;]+)\\s*@\\s*([0-9a-fA-F]{7,40})\\b"_s);
    static const QRegularExpression spacedRepository(
        u"(?:^|[\\s,;(])([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)\\s[^@]*@\\s*([0-9a-fA-F]{7,40})\\b"_s);
    if (!file.hasMatch() && !url.hasMatch()) {
        if (const auto spaced = spacedFile.match(source); spaced.hasMatch())
            return u"https://github.com/%1/blob/%2/%3"_s.arg(spaced.captured(1), spaced.captured(3),
                                                             spaced.captured(2));
        if (const auto spaced = spacedRepository.match(source); spaced.hasMatch())
            return u"https://github.com/%1/tree/%2"_s.arg(spaced.captured(1), spaced.captured(2));
    }
    if (file.hasMatch()) {
        const QString path = file.captured(2);
        // A pattern such as "data/<Month_Year>.../table_*.csv" names many files: the repository it is.
        if (path.contains(u'<') || path.contains(u'*') || path.contains(u'{'))
            return u"https://github.com/%1/tree/%2"_s.arg(file.captured(1), file.captured(3));
        return u"https://github.com/%1/blob/%2/%3"_s.arg(file.captured(1), file.captured(3), path);
    }
    return {};
}

QString urlHost(const QString &text)
{
    const QUrl url(text.trimmed(), QUrl::StrictMode);
    if (!url.isValid() || url.host().isEmpty())
        return {};
    QString host = url.host();
    if (host.startsWith(u"www."_s))
        host.remove(0, 4);
    return host;
}

QString sourceHost(const QString &source)
{
    const QString host = urlHost(source);
    return host.isEmpty() ? source.trimmed() : host;
}

DataSourceSummary summarize(const QList<Gpu> &gpus, const QList<PriceObservation> &prices)
{
    DataSourceSummary summary;
    QHash<QString, DataSourceGroup> specs;
    QHash<QString, DataSourceGroup> checks;
    for (const Gpu &gpu : gpus) {
        ++summary.gpus;
        if (gpu.userEdited)
            ++summary.userEditedGpus;
        const QString host = gpu.source.isEmpty() ? QCoreApplication::translate("DataSources", "(no source recorded)")
                                                  : sourceHost(gpu.source.section(u' ', 0, 0));
        DataSourceGroup &group = specs[host];
        group.name = host;
        addRow(group, gpu.specRecordedOn, {});
        for (const QString &origin : sourceOrigins(gpu.secondarySources)) {
            DataSourceGroup &check = checks[origin];
            check.name = origin;
            addRow(check, gpu.specRecordedOn, {});
        }
    }
    QHash<QString, DataSourceGroup> priceGroups;
    for (const PriceObservation &price : prices) {
        const QString family = price.userEntered ? QCoreApplication::translate("DataSources", "Your own entries")
                                                 : priceSourceFamily(price.source);
        DataSourceGroup &group = priceGroups[family];
        group.name = family;
        group.userEntered = price.userEntered;
        addRow(group, price.observedOn, price.userEntered ? QStringList() : sourceOrigins(price.source));
        if (!summary.newestPrice.isValid() || price.observedOn > summary.newestPrice)
            summary.newestPrice = price.observedOn;
    }
    summary.specSources = sorted(specs);
    summary.crossChecks = sorted(checks);
    summary.priceSources = sorted(priceGroups);
    return summary;
}

} // namespace DataSources
