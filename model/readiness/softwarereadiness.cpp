// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/readiness/softwarereadiness.h"

#include "model/io/csv.h"
#include "model/io/csvrowreader.h"

#include <QRegularExpression>
#include <QSet>

#include <utility>

using namespace Qt::StringLiterals;

namespace {

struct ReadinessStackName
{
    const char16_t *key;
    const char16_t *name;
};

// The order readiness is shown in: frameworks, local runners, servers, kernels and libraries.
constexpr ReadinessStackName readinessStackNames[] = {
    {u"pytorch", u"PyTorch"},
    {u"jax", u"JAX"},
    {u"tensorflow", u"TensorFlow"},
    {u"llamacpp-cuda", u"llama.cpp (CUDA)"},
    {u"llamacpp-rocm", u"llama.cpp (ROCm/HIP)"},
    {u"llamacpp-vulkan", u"llama.cpp (Vulkan)"},
    {u"llamacpp-sycl", u"llama.cpp (SYCL)"},
    {u"llamacpp-metal", u"llama.cpp (Metal)"},
    {u"ollama", u"Ollama"},
    {u"lmstudio", u"LM Studio"},
    {u"vllm", u"vLLM"},
    {u"sglang", u"SGLang"},
    {u"tensorrt-llm", u"TensorRT-LLM"},
    {u"mlx", u"MLX"},
    {u"flash-attention-2", u"FlashAttention 2"},
    {u"flash-attention-3", u"FlashAttention 3"},
    {u"bitsandbytes", u"bitsandbytes"},
    {u"unsloth", u"Unsloth"},
};

constexpr ReadinessOs readinessSystems[] = {ReadinessOs::Linux, ReadinessOs::Windows, ReadinessOs::MacOs};

/// The row's state on each system it names, for one stack of one GPU.
struct ReadinessStackStates
{
    QList<ReadinessOs> byState[3];
    int known = 0;
};

QString readinessJoinedSystems(const QList<ReadinessOs> &systems)
{
    QStringList names;
    for (const ReadinessOs os : systems)
        names.append(SoftwareStacks::osName(os));
    return names.join(u", "_s);
}

} // namespace

namespace SoftwareStacks {

QStringList keys()
{
    QStringList out;
    for (const ReadinessStackName &s : readinessStackNames)
        out.append(QString::fromUtf16(s.key));
    return out;
}

QString displayName(const QString &key)
{
    for (const ReadinessStackName &s : readinessStackNames) {
        if (key == QStringView(s.key))
            return QString::fromUtf16(s.name);
    }
    return key;
}

QString osKey(ReadinessOs os)
{
    switch (os) {
    case ReadinessOs::Linux:
        return u"linux"_s;
    case ReadinessOs::Windows:
        return u"windows"_s;
    case ReadinessOs::MacOs:
        return u"macos"_s;
    }
    return {};
}

std::optional<ReadinessOs> osFromKey(const QString &key)
{
    for (const ReadinessOs os : readinessSystems) {
        if (osKey(os) == key)
            return os;
    }
    return std::nullopt;
}

QString osName(ReadinessOs os)
{
    switch (os) {
    case ReadinessOs::Linux:
        return u"Linux"_s;
    case ReadinessOs::Windows:
        return u"Windows"_s;
    case ReadinessOs::MacOs:
        return u"macOS"_s;
    }
    return {};
}

QString stateKey(ReadinessState state)
{
    switch (state) {
    case ReadinessState::Supported:
        return u"supported"_s;
    case ReadinessState::Unofficial:
        return u"unofficial"_s;
    case ReadinessState::Unsupported:
        return u"unsupported"_s;
    }
    return {};
}

std::optional<ReadinessState> stateFromKey(const QString &key)
{
    for (const ReadinessState s :
         {ReadinessState::Supported, ReadinessState::Unofficial, ReadinessState::Unsupported}) {
        if (stateKey(s) == key)
            return s;
    }
    return std::nullopt;
}

QString stateName(ReadinessState state)
{
    switch (state) {
    case ReadinessState::Supported:
        return QCoreApplication::translate("SoftwareReadiness", "supported");
    case ReadinessState::Unofficial:
        return QCoreApplication::translate("SoftwareReadiness", "works unofficially");
    case ReadinessState::Unsupported:
        return QCoreApplication::translate("SoftwareReadiness", "not supported");
    }
    return {};
}

QStringList stackOnOsKeys()
{
    QStringList out;
    for (const QString &stack : keys()) {
        for (const ReadinessOs os : readinessSystems)
            out.append(stack + u'-' + osKey(os));
    }
    return out;
}

std::optional<StackOnOs> parseStackOnOs(const QString &text, QString *error)
{
    const QString value = text.trimmed().toLower();
    const qsizetype dash = value.lastIndexOf(u'-');
    if (dash > 0) {
        const QString stack = value.left(dash);
        const std::optional<ReadinessOs> os = osFromKey(value.mid(dash + 1));
        if (os && keys().contains(stack))
            return StackOnOs{stack, *os};
    }
    //: %1 is what the user gave, %2 lists the stacks (identifiers, not translated), %3 the systems.
    *error = QCoreApplication::translate(
                 "SoftwareReadiness",
                 "unknown stack \"%1\": give a stack and a system, such as vllm-linux; the stacks are %2; "
                 "the systems linux, windows and macos")
                 .arg(text.left(60), keys().join(u", "_s));
    return std::nullopt;
}

} // namespace SoftwareStacks

namespace ReadinessCsv {

namespace {

/// Readiness dates are days from 2000 on: the oldest stack here (CUDA) dates from 2007.
const QDate EarliestReadinessDay(2000, 1, 1);
const QDate LatestReadinessDay(2100, 12, 31);

} // namespace

bool parseTargets(const QString &text, QHash<QString, QString> *targets, QHash<QString, QString> *sources,
                  QStringList *errors)
{
    targets->clear();
    sources->clear();
    QList<CsvRecord> records;
    QHash<QString, int> index;
    if (!CsvRowReader::readTable(text, {u"gpu"_s, u"target"_s, u"source"_s}, &index, &records, errors))
        return false;
    static const QRegularExpression targetKey(u"^[a-z0-9][a-z0-9_.-]{0,31}$"_s);
    const qsizetype before = errors->size();
    QHash<QString, QString> read;
    QHash<QString, QString> readSources;
    for (const CsvRecord &record : std::as_const(records)) {
        CsvRowReader row(index, record, errors);
        const QString gpu = row.cell(u"gpu"_s);
        const QString target = row.cell(u"target"_s);
        if (gpu.isEmpty()) {
            row.fail(u"gpu"_s, QCoreApplication::translate("SoftwareReadiness", "a GPU name"), gpu);
            continue;
        }
        if (!targetKey.match(target).hasMatch()) {
            row.fail(u"target"_s,
                     QCoreApplication::translate("SoftwareReadiness", "a compute target such as sm_120 or gfx1100"),
                     target);
            continue;
        }
        if (row.cell(u"source"_s).isEmpty()) {
            row.fail(u"source"_s, QCoreApplication::translate("SoftwareReadiness", "where the target comes from"),
                     QString());
            continue;
        }
        if (read.contains(gpu)) {
            //: %1 is a line number, %2 a GPU name.
            errors->append(QCoreApplication::translate("SoftwareReadiness", "line %1: \"%2\" is given twice")
                               .arg(QString::number(record.line), gpu));
            continue;
        }
        read.insert(gpu, target);
        readSources.insert(gpu, row.cell(u"source"_s));
    }
    if (errors->size() > before)
        return false;
    *targets = read;
    *sources = readSources;
    return true;
}

bool parseEntries(const QString &text, QList<ReadinessEntry> *entries, QStringList *errors)
{
    entries->clear();
    QList<CsvRecord> records;
    QHash<QString, int> index;
    const QStringList needed = {u"target"_s, u"gpu"_s, u"stack"_s, u"os"_s, u"state"_s, u"source"_s, u"checked_on"_s};
    if (!CsvRowReader::readTable(text, needed, &index, &records, errors))
        return false;
    static const QRegularExpression targetKey(u"^[a-z0-9][a-z0-9_.-]{0,31}$"_s);
    const QStringList stacks = SoftwareStacks::keys();
    const qsizetype before = errors->size();
    QList<ReadinessEntry> read;
    QSet<QString> seen;
    for (const CsvRecord &record : std::as_const(records)) {
        CsvRowReader row(index, record, errors);
        const auto field = [&row](const QString &c) {
            return row.cell(c);
        };
        const qsizetype problemsBefore = errors->size();
        const auto fail = [&](const QString &column, const QString &expected) {
            row.fail(column, expected, field(column));
        };
        const auto readDay = [&](const QString &column, bool required) {
            return row.date(column, CsvRowReader::DateForm::Day,
                            required ? CsvRowReader::Need::Required : CsvRowReader::Need::Optional,
                            EarliestReadinessDay, LatestReadinessDay);
        };
        ReadinessEntry e;
        e.target = field(u"target"_s);
        if (!targetKey.match(e.target).hasMatch())
            fail(u"target"_s,
                 QCoreApplication::translate("SoftwareReadiness", "a compute target such as sm_120 or gfx1100"));
        e.gpu = field(u"gpu"_s);
        e.stack = field(u"stack"_s);
        if (!stacks.contains(e.stack))
            fail(u"stack"_s, stacks.join(u", "_s));
        const std::optional<ReadinessOs> os = SoftwareStacks::osFromKey(field(u"os"_s));
        if (!os)
            fail(u"os"_s, u"linux, windows, macos"_s);
        const std::optional<ReadinessState> state = SoftwareStacks::stateFromKey(field(u"state"_s));
        if (!state)
            fail(u"state"_s, u"supported, unofficial, unsupported"_s);
        e.sinceVersion = field(u"since_version"_s);
        e.sinceDate = readDay(u"since_date"_s, false);
        e.minDriver = field(u"min_driver"_s);
        e.minToolkit = field(u"min_toolkit"_s);
        e.note = field(u"note"_s);
        e.source = field(u"source"_s);
        if (e.source.isEmpty())
            fail(u"source"_s, QCoreApplication::translate("SoftwareReadiness", "where the state comes from"));
        e.checkedOn = readDay(u"checked_on"_s, true);
        if (errors->size() > problemsBefore)
            continue;
        e.os = *os;
        e.state = *state;
        const QString key = e.target + u'\x1f' + e.gpu + u'\x1f' + e.stack + u'\x1f' + field(u"os"_s);
        if (seen.contains(key)) {
            //: %1 is a line number; %2 to %4 name a row (target, stack, system; not translated).
            errors->append(
                QCoreApplication::translate("SoftwareReadiness", "line %1: %2, %3, %4 is given twice")
                    .arg(QString::number(record.line), e.gpu.isEmpty() ? e.target : e.gpu, e.stack, field(u"os"_s)));
            continue;
        }
        seen.insert(key);
        read.append(e);
    }
    if (errors->size() > before)
        return false;
    *entries = read;
    return true;
}

} // namespace ReadinessCsv

SoftwareReadiness::SoftwareReadiness(ReadinessData data)
    : m_data(std::move(data))
{
    for (int i = 0; i < m_data.entries.size(); ++i) {
        const ReadinessEntry &e = m_data.entries.at(i);
        if (e.gpu.isEmpty())
            m_byTarget[e.target].append(i);
        else
            m_byGpu[e.gpu].append(i);
    }
}

QString SoftwareReadiness::targetOf(const QString &gpuName) const
{
    return m_data.targetOfGpu.value(gpuName);
}

std::optional<ReadinessEntry> SoftwareReadiness::entry(const QString &gpuName, const StackOnOs &stack) const
{
    const auto find = [&](const QList<int> &indexes) -> std::optional<ReadinessEntry> {
        for (const int i : indexes) {
            const ReadinessEntry &e = m_data.entries.at(i);
            if (e.stack == stack.stack && e.os == stack.os)
                return e;
        }
        return std::nullopt;
    };
    if (const std::optional<ReadinessEntry> own = find(m_byGpu.value(gpuName)))
        return own;
    const QString target = targetOf(gpuName);
    if (target.isEmpty())
        return std::nullopt;
    return find(m_byTarget.value(target));
}

QList<ReadinessEntry> SoftwareReadiness::entriesFor(const QString &gpuName) const
{
    QList<ReadinessEntry> out;
    for (const QString &stack : SoftwareStacks::keys()) {
        for (const ReadinessOs os : readinessSystems) {
            if (const std::optional<ReadinessEntry> e = entry(gpuName, {stack, os}))
                out.append(*e);
        }
    }
    return out;
}

bool SoftwareReadiness::runs(const QString &gpuName, const StackOnOs &stack) const
{
    const std::optional<ReadinessEntry> e = entry(gpuName, stack);
    return e && e->state == ReadinessState::Supported;
}

QString SoftwareReadiness::detail(const ReadinessEntry &entry)
{
    QStringList parts;
    if (!entry.sinceVersion.isEmpty() && entry.sinceDate.isValid()) {
        //: %1 a stack or toolkit version ("2.7", "ROCm 6.4.1"), %2 its release day (YYYY-MM-DD).
        parts.append(tr("since %1 (%2)").arg(entry.sinceVersion, entry.sinceDate.toString(Qt::ISODate)));
    } else if (!entry.sinceVersion.isEmpty()) {
        //: %1 a stack or toolkit version ("2.7", "ROCm 6.4.1").
        parts.append(tr("since %1").arg(entry.sinceVersion));
    } else if (entry.sinceDate.isValid()) {
        //: %1 a day (YYYY-MM-DD).
        parts.append(tr("since %1").arg(entry.sinceDate.toString(Qt::ISODate)));
    }
    if (!entry.minToolkit.isEmpty()) {
        //: %1 what the stack needs, as its project writes it ("CUDA 12.8", "ROCm 6.4.1 or newer"; not translated).
        parts.append(tr("needs %1").arg(entry.minToolkit));
    }
    if (!entry.minDriver.isEmpty()) {
        //: %1 the driver it needs, as the project writes it ("R570", not translated).
        parts.append(tr("driver: %1").arg(entry.minDriver));
    }
    return parts.join(u"; "_s);
}

QString SoftwareReadiness::sentence(const ReadinessEntry &entry)
{
    const QString stack = SoftwareStacks::displayName(entry.stack);
    const QString os = SoftwareStacks::osName(entry.os);
    QString text;
    switch (entry.state) {
    case ReadinessState::Supported:
        //: %1 is a software stack ("vLLM"), %2 a system ("Linux").
        text = tr("%1 supports this card on %2.").arg(stack, os);
        break;
    case ReadinessState::Unofficial:
        //: %1 is a software stack ("vLLM"), %2 a system ("Linux").
        text = tr("%1 runs on this card on %2 only unofficially.").arg(stack, os);
        break;
    case ReadinessState::Unsupported:
        //: %1 is a software stack ("vLLM"), %2 a system ("Windows").
        text = tr("%1 does not support this card on %2.").arg(stack, os);
        break;
    }
    const QString more = detail(entry);
    if (!more.isEmpty() && entry.state != ReadinessState::Unsupported)
        text += u' ' + more.left(1).toUpper() + more.mid(1) + u'.';
    return text;
}

QStringList SoftwareReadiness::problems(const QString &gpuName, const std::optional<StackOnOs> &only) const
{
    if (only) {
        const std::optional<ReadinessEntry> e = entry(gpuName, *only);
        if (!e) {
            //: %1 is a software stack ("vLLM"), %2 a system ("Linux").
            return {tr("The data does not say whether %1 runs on this card on %2.")
                        .arg(SoftwareStacks::displayName(only->stack), SoftwareStacks::osName(only->os))};
        }
        if (e->state == ReadinessState::Supported)
            return {};
        return {sentence(*e)};
    }
    QStringList out;
    for (const QString &stack : SoftwareStacks::keys()) {
        ReadinessStackStates states;
        for (const ReadinessOs os : readinessSystems) {
            if (const std::optional<ReadinessEntry> e = entry(gpuName, {stack, os})) {
                states.byState[int(e->state)].append(os);
                ++states.known;
            }
        }
        const QList<ReadinessOs> &unofficial = states.byState[int(ReadinessState::Unofficial)];
        const QList<ReadinessOs> &unsupported = states.byState[int(ReadinessState::Unsupported)];
        const QString name = SoftwareStacks::displayName(stack);
        if (!unsupported.isEmpty() && unsupported.size() == states.known) {
            //: %1 is a software stack ("FlashAttention 3").
            out.append(tr("%1 does not support this card.").arg(name));
            continue;
        }
        if (!unofficial.isEmpty() && unofficial.size() == states.known) {
            //: %1 is a software stack ("TensorFlow").
            out.append(tr("%1 runs on this card only unofficially.").arg(name));
            continue;
        }
        QStringList parts;
        if (!unofficial.isEmpty()) {
            //: %1 is a software stack ("TensorFlow"), %2 one or more systems ("Linux").
            parts.append(
                tr("%1 runs on this card only unofficially on %2.").arg(name, readinessJoinedSystems(unofficial)));
        }
        if (!unsupported.isEmpty()) {
            //: %1 is a software stack ("vLLM"), %2 one or more systems ("Windows").
            parts.append(tr("%1 does not support this card on %2.").arg(name, readinessJoinedSystems(unsupported)));
        }
        if (!parts.isEmpty())
            out.append(parts.join(u' '));
    }
    return out;
}

QStringList SoftwareReadiness::sources(const QString &gpuName) const
{
    QStringList out;
    for (const ReadinessEntry &e : entriesFor(gpuName)) {
        //: %1 where a readiness row comes from (a title and an address), %2 the day it was read (YYYY-MM-DD).
        const QString line = tr("%1, checked %2").arg(e.source, e.checkedOn.toString(Qt::ISODate));
        if (!out.contains(line))
            out.append(line);
    }
    return out;
}

QStringList SoftwareReadiness::summary(const QString &gpuName) const
{
    QStringList out;
    for (const ReadinessOs os : readinessSystems) {
        QStringList byState[3];
        for (const QString &stack : SoftwareStacks::keys()) {
            if (const std::optional<ReadinessEntry> e = entry(gpuName, {stack, os}))
                byState[int(e->state)].append(SoftwareStacks::displayName(stack));
        }
        QStringList parts;
        for (const ReadinessState s :
             {ReadinessState::Supported, ReadinessState::Unofficial, ReadinessState::Unsupported}) {
            if (!byState[int(s)].isEmpty()) {
                //: %1 is a state ("supported"), %2 a list of software stacks.
                parts.append(tr("%1: %2").arg(SoftwareStacks::stateName(s), byState[int(s)].join(u", "_s)));
            }
        }
        if (!parts.isEmpty()) {
            //: %1 is a system ("Linux"), %2 what runs there ("supported: PyTorch, JAX; not supported: ...").
            out.append(tr("%1 — %2").arg(SoftwareStacks::osName(os), parts.join(u"; "_s)));
        }
    }
    return out;
}
