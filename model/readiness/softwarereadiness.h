// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

/// Whether a software stack runs on a GPU on an operating system, from the stack's own support
/// matrix or release notes (docs/software-readiness.md).
enum class ReadinessState {
    Supported,   ///< on the project's list: it runs, and the project answers for it
    Unofficial,  ///< runs, but not on the project's list (community builds, preview, experimental)
    Unsupported, ///< does not run (no kernels, no build for the system, below the minimum)
};

enum class ReadinessOs { Linux, Windows, MacOs };

/// One stack on one system: "vllm-linux". What `--stack` takes.
struct StackOnOs
{
    QString stack; ///< a key of SoftwareStacks::keys()
    ReadinessOs os = ReadinessOs::Linux;

    bool operator==(const StackOnOs &) const = default;
};

/// The stacks readiness knows, their names and the systems, and how they are written.
namespace SoftwareStacks {

/// pytorch, jax, tensorflow, llamacpp-cuda ... unsloth, in the order they are shown.
QStringList keys();
/// "PyTorch", "llama.cpp (CUDA)", "FlashAttention 2": names, not translated.
QString displayName(const QString &key);
QString osKey(ReadinessOs os);
std::optional<ReadinessOs> osFromKey(const QString &key);
/// "Linux", "Windows", "macOS" (proper names, the same in every language).
QString osName(ReadinessOs os);
QString stateKey(ReadinessState state);
std::optional<ReadinessState> stateFromKey(const QString &key);
/// "supported", "works unofficially", "not supported", in the reader's language.
QString stateName(ReadinessState state);
/// "vllm-linux" as a StackOnOs; nullopt with `error` (naming what it takes) otherwise.
std::optional<StackOnOs> parseStackOnOs(const QString &text, QString *error);
/// Every value parseStackOnOs() takes ("pytorch-linux", ...), for help and messages.
QStringList stackOnOsKeys();

} // namespace SoftwareStacks

/// One row of the readiness data: a stack on a system for every GPU of a compute target (sm_120,
/// gfx1100 ...), or for one GPU (`gpu` set) where the project's list names cards, not targets.
struct ReadinessEntry
{
    QString target;
    QString gpu; ///< '' for every GPU of the target
    QString stack;
    ReadinessOs os = ReadinessOs::Linux;
    ReadinessState state = ReadinessState::Unsupported;
    QString sinceVersion; ///< the version that brought the state ('' when the source does not say)
    QDate sinceDate;      ///< invalid when the source does not say
    QString minDriver;
    QString minToolkit; ///< CUDA, ROCm, oneAPI ... version it needs
    QString note;
    QString source;
    QDate checkedOn;

    bool operator==(const ReadinessEntry &) const = default;
};

/// The GPU-to-target map and the rows: what the database holds.
struct ReadinessData
{
    QHash<QString, QString> targetOfGpu; ///< GPU name -> compute target
    QHash<QString, QString> targetSource;
    QList<ReadinessEntry> entries;
};

/// Read access to the readiness data. Implemented in db/.
class ReadinessRepository
{
public:
    virtual ~ReadinessRepository() = default;
    /// Everything; false with `error` when the store cannot be read.
    virtual bool load(ReadinessData *data, QString *error) const = 0;
};

/// The bundled and downloadable files (resources/seed/software_targets.csv and
/// software_readiness.csv, written by tools/make_seed.py).
namespace ReadinessCsv {

/// Reads gpu,target,source; false with one message per bad line and nothing kept.
bool parseTargets(const QString &text, QHash<QString, QString> *targets, QHash<QString, QString> *sources,
                  QStringList *errors);
/// Reads target,gpu,stack,os,state,since_version,since_date,min_driver,min_toolkit,note,source,
/// checked_on; false with one message per bad line and nothing kept.
bool parseEntries(const QString &text, QList<ReadinessEntry> *entries, QStringList *errors);

} // namespace ReadinessCsv

/// Answers "will my software run on this card": the state of a stack on a system for a GPU, and
/// the problems of a pick worded once for every view and export.
class SoftwareReadiness final
{
    Q_DECLARE_TR_FUNCTIONS(SoftwareReadiness)

public:
    SoftwareReadiness() = default;
    explicit SoftwareReadiness(ReadinessData data);

    bool isEmpty() const { return m_data.entries.isEmpty(); }
    /// The GPU's compute target ("sm_120"), '' when the data has none for it.
    QString targetOf(const QString &gpuName) const;
    /// The row for the stack on the system for this GPU: the GPU's own row when there is one,
    /// else its target's; nullopt when the data says nothing.
    std::optional<ReadinessEntry> entry(const QString &gpuName, const StackOnOs &stack) const;
    /// Every row that applies to the GPU, in the order of SoftwareStacks::keys() and then system.
    QList<ReadinessEntry> entriesFor(const QString &gpuName) const;
    /// True when the stack is supported on the system for this GPU (the `--stack` filter).
    bool runs(const QString &gpuName, const StackOnOs &stack) const;

    /// "vLLM does not support this card on Windows.", "TensorFlow runs on this card on Linux only
    /// unofficially: ...": one sentence for a row, in the reader's language.
    static QString sentence(const ReadinessEntry &entry);
    /// "supported since PyTorch 2.7 (2025-04-23); needs CUDA 12.8, driver R570": the detail of a row.
    static QString detail(const ReadinessEntry &entry);
    /// The stack problems of a GPU, each worded once: every stack not supported on Linux or
    /// Windows (macOS for Apple), grouped per stack ("vLLM: not supported on Windows."). When
    /// `only` is set, the sentence about that stack on that system alone (or that the data has
    /// none). Empty when nothing is known or nothing is wrong.
    QStringList problems(const QString &gpuName, const std::optional<StackOnOs> &only = std::nullopt) const;
    /// "Supported: PyTorch, JAX ..." and the like, one line per state, for a details view.
    QStringList summary(const QString &gpuName) const;
    /// Where the GPU's rows come from, each source once with the day it was read:
    /// "vLLM installation: GPU (https://...), checked 2026-11-27".
    QStringList sources(const QString &gpuName) const;

private:
    ReadinessData m_data;
    QHash<QString, QList<int>> m_byTarget; ///< target -> indexes into m_data.entries
    QHash<QString, QList<int>> m_byGpu;    ///< GPU name -> indexes of its own rows
};
