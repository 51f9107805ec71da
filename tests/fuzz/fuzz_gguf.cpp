// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the GGUF header reader behind `models import --gguf`. Any bytes must end in a
// header, a request for more bytes, or a refusal that says why, never in a crash, a hang or an
// allocation the bytes do not pay for; a header read must make a model or say why not.
#include "model/llm/ggufmodel.h"
#include "model/llm/ggufreader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArrayView bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const GgufReader::Result whole = GgufReader::parse(bytes, qint64(size), true);
    if (whole.status == GgufReader::Status::NeedMore)
        __builtin_trap(); // all the bytes there are: a header is read or refused
    if (whole.status == GgufReader::Status::Invalid && whole.error.isEmpty())
        __builtin_trap();
    if (whole.status == GgufReader::Status::Ok) {
        const GgufHeader &h = whole.header;
        if (h.headerBytes > size || h.dataOffset < h.headerBytes || h.dataOffset % h.alignment != 0)
            __builtin_trap();
        for (const GgufTensor &t : h.tensors) {
            const auto type = ggmlType(t.type);
            if (!type || t.bytes != t.elements / quint64(type->blockSize) * quint64(type->typeSize) ||
                h.dataOffset + t.offset + t.bytes > size)
                __builtin_trap();
        }
        GgufModelInfo info;
        QString error;
        if (!GgufModelReader::fromHeaders({h}, {QStringLiteral("fuzz.gguf")}, {}, &info, &error) && error.isEmpty())
            __builtin_trap();
    }
    // Half the bytes, more to come: the same answer, or a request for more.
    const GgufReader::Result half = GgufReader::parse(bytes.first(qsizetype(size / 2)), qint64(size), false);
    if (half.status == GgufReader::Status::NeedMore && half.needBytes <= size / 2)
        __builtin_trap();
    return 0;
}
