// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmfileweights.h"

#include <QStringList>

#include <numeric>

using namespace Qt::StringLiterals;

qint64 LlmFileWeights::totalBytes() const
{
    return std::accumulate(layerBytes.cbegin(), layerBytes.cend(), outsideBytes);
}

qint64 LlmFileWeights::expertBytes() const
{
    return std::accumulate(layerExpertBytes.cbegin(), layerExpertBytes.cend(), qint64(0));
}

QString LlmFileWeights::toText() const
{
    if (isEmpty())
        return {};
    QStringList layers;
    layers.reserve(layerBytes.size());
    for (qsizetype i = 0; i < layerBytes.size(); ++i)
        layers.append(QString::number(layerBytes.at(i)) + u'/' + QString::number(layerExpertBytes.value(i)));
    return u"format=%1;outside=%2;layers=%3"_s.arg(format, QString::number(outsideBytes), layers.join(u','));
}

std::optional<LlmFileWeights> LlmFileWeights::fromText(const QString &text, QString *error)
{
    LlmFileWeights w;
    if (text.trimmed().isEmpty())
        return w;
    const auto bad = [error](const QString &why) {
        *error = why;
        return std::nullopt;
    };
    const QStringList fields = text.trimmed().split(u';');
    if (fields.size() != 3 || !fields.at(0).startsWith(u"format="_s) || !fields.at(1).startsWith(u"outside="_s) ||
        !fields.at(2).startsWith(u"layers="_s)) {
        //: the quoted form is typed as it is
        return bad(tr("expected \"format=TYPE;outside=BYTES;layers=BYTES/EXPERT_BYTES,...\""));
    }
    w.format = fields.at(0).mid(7);
    if (w.format.isEmpty() || w.format.size() > 32)
        return bad(tr("the format must have 1 to 32 characters"));
    bool ok = false;
    w.outsideBytes = fields.at(1).mid(8).toLongLong(&ok);
    if (!ok || w.outsideBytes < 0)
        return bad(tr("the bytes outside the layers must be a whole number of at least 0"));
    const QStringList layers = fields.at(2).mid(7).split(u',');
    if (layers.size() > 1000)
        return bad(tr("more than 1,000 layers"));
    constexpr qint64 MaxLayerBytes = qint64(1) << 44; // 16 TiB: no layer comes near
    for (qsizetype i = 0; i < layers.size(); ++i) {
        const QStringList parts = layers.at(i).split(u'/');
        bool okLayer = false;
        bool okExperts = false;
        const qint64 bytes = parts.value(0).toLongLong(&okLayer);
        const qint64 experts = parts.value(1).toLongLong(&okExperts);
        if (parts.size() != 2 || !okLayer || !okExperts || bytes < 0 || bytes > MaxLayerBytes || experts < 0 ||
            experts > bytes) {
            //: %1 a layer's number, %2 what was written for it
            return bad(tr("layer %1: \"%2\" is not BYTES/EXPERT_BYTES with the experts at most the layer")
                           .arg(i)
                           .arg(layers.at(i)));
        }
        w.layerBytes.append(bytes);
        w.layerExpertBytes.append(experts);
    }
    if (w.totalBytes() <= 0)
        return bad(tr("the weights add up to no bytes"));
    return w;
}
