// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

/// The 23 root-to-leaf paths of the 2023 chart, written down from
/// shared/reference/flowchart-2023.md (not from the seed file), so the seeded data and the
/// engine are checked against the reference.
struct ReferencePath
{
    const char *name;
    QString answers;
    QString leafKind;
    QStringList gpus;
    bool used;
};

inline QList<ReferencePath> referencePaths()
{
    using namespace Qt::StringLiterals;
    const QString rtx4090 = u"GeForce RTX 4090"_s;
    const QStringList used3090 = {u"GeForce RTX 3090"_s, u"GeForce RTX 3090 Ti"_s};
    const QString rtx4080 = u"GeForce RTX 4080"_s;
    const QString rtx4070ti = u"GeForce RTX 4070 Ti"_s;
    const QString rtx2080ti = u"GeForce RTX 2080 Ti"_s;
    const QString rtx3060 = u"GeForce RTX 3060 12 GB"_s;
    const QStringList mixed = {u"RTX 6000 Ada Generation"_s, u"L40"_s, u"H100 SXM5 80 GB"_s, u"H100 PCIe 80 GB"_s};
    return {
        {"org, large LLM, rich: Azure", u"yes,yes,yes"_s, u"cloud"_s, {}, false},
        {"org, large LLM, moderate: AWS", u"yes,yes,no,yes"_s, u"cloud"_s, {}, false},
        {"org, large LLM, poor: nothing", u"yes,yes,no,no"_s, u"no-option"_s, {}, false},
        {"org, rich: H100 SXM", u"yes,no,yes"_s, u"gpu"_s, {u"H100 SXM5 80 GB"_s}, false},
        {"org, not rich: mixed cluster", u"yes,no,no"_s, u"gpu"_s, mixed, false},
        {"transformers: 4090", u"no,yes,yes,yes"_s, u"gpu"_s, {rtx4090}, false},
        {"transformers: used 3090", u"no,yes,yes,no,yes"_s, u"gpu"_s, used3090, true},
        {"transformers: nothing", u"no,yes,yes,no,no"_s, u"no-option"_s, {}, false},
        {"training: 4080", u"no,yes,no,yes"_s, u"gpu"_s, {rtx4080}, false},
        {"training: 4070 Ti", u"no,yes,no,no,yes"_s, u"gpu"_s, {rtx4070ti}, false},
        {"training: used 2080 Ti", u"no,yes,no,no,no,yes"_s, u"gpu"_s, {rtx2080ti}, true},
        {"training: used 3060", u"no,yes,no,no,no,no,yes"_s, u"gpu"_s, {rtx3060}, true},
        {"training: small data, cloud", u"no,yes,no,no,no,no,no,yes"_s, u"cloud"_s, {}, false},
        {"training: read the post", u"no,yes,no,no,no,no,no,no"_s, u"read-post"_s, {}, false},
        {"LLM inference: 4090", u"no,no,yes,yes"_s, u"gpu"_s, {rtx4090}, false},
        {"LLM inference: used 3090", u"no,no,yes,no,yes"_s, u"gpu"_s, used3090, true},
        {"LLM inference: small data, cloud", u"no,no,yes,no,no,yes"_s, u"cloud"_s, {}, false},
        {"LLM inference: read the post", u"no,no,yes,no,no,no"_s, u"read-post"_s, {}, false},
        {"other: 4070 Ti or 4080", u"no,no,no,yes"_s, u"gpu"_s, {rtx4070ti, rtx4080}, false},
        {"other: used 2080 Ti", u"no,no,no,no,yes"_s, u"gpu"_s, {rtx2080ti}, true},
        {"other: used 3060", u"no,no,no,no,no,yes"_s, u"gpu"_s, {rtx3060}, true},
        {"other: small data, cloud", u"no,no,no,no,no,no,yes"_s, u"cloud"_s, {}, false},
        {"other: read the post", u"no,no,no,no,no,no,no"_s, u"read-post"_s, {}, false},
    };
}
