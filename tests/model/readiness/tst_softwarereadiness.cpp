// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/catalog/gpucsv.h"
#include "model/readiness/softwarereadiness.h"

#include <QFile>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString seedText(const QString &name)
{
    QFile f(u":/seed/"_s + name);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

StackOnOs stackOn(const QString &text)
{
    QString error;
    const std::optional<StackOnOs> s = SoftwareStacks::parseStackOnOs(text, &error);
    return s.value_or(StackOnOs{});
}

} // namespace

class TestSoftwareReadiness : public QObject
{
    Q_OBJECT

    SoftwareReadiness m_bundled;
    QStringList m_gpuNames;

    ReadinessState stateOf(const QString &gpu, const QString &stack) const
    {
        const std::optional<ReadinessEntry> e = m_bundled.entry(gpu, stackOn(stack));
        if (!e)
            qWarning() << "no row for" << gpu << stack;
        return e ? e->state : ReadinessState::Unsupported;
    }
    bool hasRow(const QString &gpu, const QString &stack) const
    {
        return m_bundled.entry(gpu, stackOn(stack)).has_value();
    }

private Q_SLOTS:
    void initTestCase()
    {
        ReadinessData data;
        QStringList errors;
        QVERIFY2(ReadinessCsv::parseTargets(seedText(u"software_targets.csv"_s), &data.targetOfGpu, &data.targetSource,
                                            &errors),
                 qPrintable(errors.join(u"; "_s)));
        QVERIFY2(ReadinessCsv::parseEntries(seedText(u"software_readiness.csv"_s), &data.entries, &errors),
                 qPrintable(errors.join(u"; "_s)));
        m_bundled = SoftwareReadiness(data);
        QList<Gpu> gpus;
        QVERIFY(GpuCsv::parseGpus(seedText(u"gpus.csv"_s), &gpus, &errors));
        for (const Gpu &g : std::as_const(gpus))
            m_gpuNames.append(g.name);
    }

    void everyGpuHasATargetAndRows()
    {
        // Every GPU of the database, unified machines included, has a compute target, and every
        // target has rows for PyTorch and llama.cpp (some back end) on at least one system.
        for (const QString &name : std::as_const(m_gpuNames)) {
            QVERIFY2(!m_bundled.targetOf(name).isEmpty(), qPrintable(name));
            const QList<ReadinessEntry> rows = m_bundled.entriesFor(name);
            QSet<QString> stacks;
            for (const ReadinessEntry &e : rows) {
                stacks.insert(e.stack);
                QVERIFY2(!e.source.isEmpty() && e.checkedOn.isValid(), qPrintable(name + u' ' + e.stack));
            }
            QVERIFY2(stacks.contains(u"pytorch"_s), qPrintable(name));
            QVERIFY2(stacks.contains(u"llamacpp-cuda"_s) || stacks.contains(u"llamacpp-rocm"_s) ||
                         stacks.contains(u"llamacpp-sycl"_s) || stacks.contains(u"llamacpp-metal"_s),
                     qPrintable(name));
            QVERIFY2(stacks.size() >= 8, qPrintable(name));
        }
    }

    void blackwellConsumerNeedsCuda128AndPyTorch27()
    {
        for (const QString &os : {u"linux"_s, u"windows"_s}) {
            const std::optional<ReadinessEntry> e = m_bundled.entry(u"GeForce RTX 5090"_s, stackOn(u"pytorch-"_s + os));
            QVERIFY(e);
            QCOMPARE(e->state, ReadinessState::Supported);
            QCOMPARE(e->sinceVersion, u"2.7"_s);
            QCOMPARE(e->sinceDate, QDate(2025, 4, 23));
            QVERIFY(e->minToolkit.contains(u"CUDA 12.8"_s));
        }
        // The same for the workstation Blackwell cards of the same chip family.
        QCOMPARE(
            m_bundled.entry(u"RTX PRO 6000 Blackwell Workstation Edition"_s, stackOn(u"pytorch-linux"_s))->sinceVersion,
            u"2.7"_s);
        const QString sentence =
            SoftwareReadiness::sentence(*m_bundled.entry(u"GeForce RTX 5070"_s, stackOn(u"pytorch-linux"_s)));
        QVERIFY2(sentence.contains(u"2.7"_s) && sentence.contains(u"CUDA 12.8"_s), qPrintable(sentence));
    }

    void rocmOfficialRadeonListIsLinuxOnly()
    {
        for (const QString &card :
             {u"Radeon RX 7900 XTX"_s, u"Radeon RX 7900 XT"_s, u"Radeon RX 7900 GRE"_s, u"Radeon PRO W7900"_s,
              u"Radeon RX 9070 XT"_s, u"Radeon RX 9060 XT 16 GB"_s, u"Radeon AI PRO R9700"_s}) {
            QCOMPARE(stateOf(card, u"pytorch-linux"_s), ReadinessState::Supported);
            QVERIFY2(!m_bundled.runs(card, stackOn(u"pytorch-windows"_s)), qPrintable(card));
            QCOMPARE(stateOf(card, u"pytorch-windows"_s), ReadinessState::Unofficial);
        }
        QCOMPARE(stateOf(u"Instinct MI300X"_s, u"pytorch-windows"_s), ReadinessState::Unsupported);
        // Strix Halo: ROCm on Linux from 7.0.2.
        const std::optional<ReadinessEntry> strix =
            m_bundled.entry(u"Ryzen AI Max+ 395 (Radeon 8060S, 128 GB unified)"_s, stackOn(u"pytorch-linux"_s));
        QVERIFY(strix && strix->state == ReadinessState::Supported);
        QVERIFY(strix->minToolkit.contains(u"ROCm 7.0.2"_s));
        QCOMPARE(stateOf(u"Ryzen AI Max+ 395 (Radeon 8060S, 128 GB unified)"_s, u"llamacpp-rocm-linux"_s),
                 ReadinessState::Supported);
    }

    void intelRunsLlamaCppButMuchOfTrainingNot()
    {
        for (const QString &card : {u"Arc A770 16 GB"_s, u"Arc B580"_s, u"Arc Pro B60"_s}) {
            for (const QString &stack : {u"llamacpp-sycl-linux"_s, u"llamacpp-sycl-windows"_s,
                                         u"llamacpp-vulkan-linux"_s, u"llamacpp-vulkan-windows"_s})
                QVERIFY2(m_bundled.runs(card, stackOn(stack)), qPrintable(card + u' ' + stack));
            for (const QString &stack : {u"flash-attention-2-linux"_s, u"flash-attention-3-linux"_s,
                                         u"tensorflow-windows"_s, u"jax-windows"_s, u"mlx-linux"_s, u"vllm-windows"_s})
                QCOMPARE(stateOf(card, stack), ReadinessState::Unsupported);
            QVERIFY(!m_bundled.runs(card, stackOn(u"jax-linux"_s)));
            QVERIFY(!m_bundled.runs(card, stackOn(u"tensorflow-linux"_s)));
            QVERIFY(!hasRow(card, u"llamacpp-cuda-linux"_s));
            QCOMPARE(stateOf(card, u"tensorrt-llm-linux"_s), ReadinessState::Unsupported);
        }
    }

    void flashAttentionTwoFromAmpereThreeOnHopper()
    {
        for (const QString &card :
             {u"GeForce RTX 3090"_s, u"A100 SXM4 80 GB"_s, u"GeForce RTX 4090"_s, u"H100 SXM5 80 GB"_s})
            QVERIFY2(m_bundled.runs(card, stackOn(u"flash-attention-2-linux"_s)), qPrintable(card));
        for (const QString &card : {u"GeForce RTX 2080 Ti"_s, u"Tesla T4"_s, u"TITAN V"_s, u"GeForce GTX 1080 Ti"_s})
            QCOMPARE(stateOf(card, u"flash-attention-2-linux"_s), ReadinessState::Unsupported);
        QVERIFY(m_bundled.runs(u"H100 PCIe 80 GB"_s, stackOn(u"flash-attention-3-linux"_s)));
        QVERIFY(m_bundled.runs(u"H200 SXM 141 GB"_s, stackOn(u"flash-attention-3-linux"_s)));
        for (const QString &card : {u"GeForce RTX 4090"_s, u"A100 SXM4 80 GB"_s, u"GeForce RTX 5090"_s,
                                    u"B200 (HGX, 180 GB)"_s, u"Instinct MI300X"_s})
            QCOMPARE(stateOf(card, u"flash-attention-3-linux"_s), ReadinessState::Unsupported);
    }

    void mlxIsSupportedOnAppleOnly()
    {
        const QString mac = u"Apple M3 Ultra (80-core GPU, up to 512 GB)"_s;
        QVERIFY(m_bundled.runs(mac, stackOn(u"mlx-macos"_s)));
        // Every Apple silicon device (Apple's chips, and the Macs as sold) runs MLX on macOS only;
        // nothing else runs it anywhere.
        int macs = 0;
        for (const QString &name : std::as_const(m_gpuNames)) {
            const bool apple = name.startsWith(u"Apple "_s) || name.startsWith(u"Mac "_s);
            macs += apple ? 1 : 0;
            QVERIFY2(m_bundled.runs(name, stackOn(u"mlx-macos"_s)) == apple, qPrintable(name));
            for (const QString &stack : {u"mlx-linux"_s, u"mlx-windows"_s})
                QVERIFY2(!m_bundled.runs(name, stackOn(stack)), qPrintable(name + u' ' + stack));
        }
        QVERIFY(macs >= 7);
        // A Mac runs nothing of the CUDA or ROCm stacks, and no Linux or Windows rows at all.
        for (const ReadinessEntry &e : m_bundled.entriesFor(mac))
            QCOMPARE(e.os, ReadinessOs::MacOs);
        QVERIFY(!hasRow(mac, u"vllm-linux"_s));
    }

    void vllmListsAreItsOwn()
    {
        // Linux only; compute capability 7.5 or newer; Radeon and Strix Halo through ROCm.
        QVERIFY(m_bundled.runs(u"GeForce RTX 3090"_s, stackOn(u"vllm-linux"_s)));
        QCOMPARE(stateOf(u"GeForce RTX 3090"_s, u"vllm-windows"_s), ReadinessState::Unsupported);
        QCOMPARE(stateOf(u"Tesla V100 SXM2 32 GB"_s, u"vllm-linux"_s), ReadinessState::Unsupported);
        QVERIFY(m_bundled.runs(u"Radeon RX 7900 XTX"_s, stackOn(u"vllm-linux"_s)));
        QVERIFY(m_bundled.runs(u"Ryzen AI Max+ 395 (Radeon 8060S, 128 GB unified)"_s, stackOn(u"vllm-linux"_s)));
        // bitsandbytes: LLM.int8() needs 7.5, so Pascal and Volta only unofficially.
        QCOMPARE(stateOf(u"GeForce GTX 1080 Ti"_s, u"bitsandbytes-linux"_s), ReadinessState::Unofficial);
        // Unsloth: compute capability 7.0 or newer.
        QVERIFY(m_bundled.runs(u"TITAN V"_s, stackOn(u"unsloth-linux"_s)));
        QCOMPARE(stateOf(u"GeForce GTX 1080 Ti"_s, u"unsloth-linux"_s), ReadinessState::Unofficial);
    }

    void aCardsOwnRowWinsOverItsTargets()
    {
        // TensorRT-LLM names the L40S but not the RTX 4090, both sm_89.
        QCOMPARE(m_bundled.targetOf(u"L40S"_s), m_bundled.targetOf(u"GeForce RTX 4090"_s));
        QVERIFY(m_bundled.runs(u"L40S"_s, stackOn(u"tensorrt-llm-linux"_s)));
        QCOMPARE(stateOf(u"GeForce RTX 4090"_s, u"tensorrt-llm-linux"_s), ReadinessState::Unofficial);
        QVERIFY(m_bundled.runs(u"A100 PCIe 40 GB"_s, stackOn(u"tensorrt-llm-linux"_s)));
        QCOMPARE(stateOf(u"A30"_s, u"tensorrt-llm-linux"_s), ReadinessState::Unofficial);
    }

    void problemsAreWordedOnce()
    {
        const QStringList problems = m_bundled.problems(u"GeForce RTX 4090"_s);
        QVERIFY2(problems.contains(u"vLLM does not support this card on Windows."_s), qPrintable(problems.join(u'\n')));
        QVERIFY2(problems.contains(u"FlashAttention 3 does not support this card."_s),
                 qPrintable(problems.join(u'\n')));
        QVERIFY2(!problems.join(u' ').contains(u"PyTorch"_s), qPrintable(problems.join(u'\n')));
        QVERIFY2(problems.contains(u"TensorFlow does not support this card on Windows."_s),
                 qPrintable(problems.join(u'\n')));
        // One stack on one system.
        QCOMPARE(m_bundled.problems(u"GeForce RTX 4090"_s, stackOn(u"vllm-linux"_s)), QStringList());
        QCOMPARE(m_bundled.problems(u"GeForce RTX 4090"_s, stackOn(u"vllm-windows"_s)),
                 QStringList{u"vLLM does not support this card on Windows."_s});
        const QStringList unknown = m_bundled.problems(u"GeForce RTX 4090"_s, stackOn(u"llamacpp-sycl-linux"_s));
        QCOMPARE(unknown.size(), 1);
        QVERIFY2(unknown.first().contains(u"does not say"_s), qPrintable(unknown.first()));
        // The details view's summary: one line per system.
        const QStringList summary = m_bundled.summary(u"Radeon RX 7900 XTX"_s);
        QCOMPARE(summary.size(), 2);
        QVERIFY2(summary.first().startsWith(u"Linux — supported: PyTorch"_s), qPrintable(summary.first()));
    }

    void stackOptionTakesAStackAndASystem()
    {
        QString error;
        QCOMPARE(SoftwareStacks::parseStackOnOs(u"vllm-linux"_s, &error), (StackOnOs{u"vllm"_s, ReadinessOs::Linux}));
        QCOMPARE(SoftwareStacks::parseStackOnOs(u"Flash-Attention-2-Windows"_s, &error),
                 (StackOnOs{u"flash-attention-2"_s, ReadinessOs::Windows}));
        QCOMPARE(SoftwareStacks::parseStackOnOs(u"tensorrt-llm-linux"_s, &error),
                 (StackOnOs{u"tensorrt-llm"_s, ReadinessOs::Linux}));
        for (const QString &bad : {u"vllm"_s, u"vllm-beos"_s, u"cuda-linux"_s, u""_s}) {
            error.clear();
            QVERIFY2(!SoftwareStacks::parseStackOnOs(bad, &error), qPrintable(bad));
            QVERIFY2(error.contains(u"vllm-linux"_s) && error.contains(u"pytorch"_s), qPrintable(error));
        }
        QVERIFY(SoftwareStacks::stackOnOsKeys().contains(u"llamacpp-vulkan-windows"_s));
    }

    void badFilesNameLineAndColumn()
    {
        const QString header = u"target,gpu,stack,os,state,since_version,since_date,min_driver,min_toolkit,note,"
                               "source,checked_on\n"_s;
        QList<ReadinessEntry> rows;
        QStringList errors;
        QVERIFY(!ReadinessCsv::parseEntries(header + u"sm_89,,vllm,linux,maybe,,,,,,src,2026-11-27\n"
                                                     "sm_89,,vllm,beos,supported,,,,,,src,2026-11-27\n"
                                                     "sm_89,,vllm,linux,supported,,2025-13-40,,,,src,2026-11-27\n"
                                                     "sm_89,,vllm,linux,supported,,,,,,,2026-11-27\n"_s,
                                            &rows, &errors));
        QVERIFY(rows.isEmpty());
        QCOMPARE(errors.size(), 4);
        QVERIFY2(errors.at(0).startsWith(u"line 2, column state:"_s), qPrintable(errors.at(0)));
        QVERIFY2(errors.at(1).startsWith(u"line 3, column os:"_s), qPrintable(errors.at(1)));
        QVERIFY2(errors.at(2).startsWith(u"line 4, column since_date:"_s), qPrintable(errors.at(2)));
        QVERIFY2(errors.at(3).startsWith(u"line 5, column source:"_s), qPrintable(errors.at(3)));
        errors.clear();
        QVERIFY(!ReadinessCsv::parseEntries(header + u"sm_89,,vllm,linux,supported,,,,,,src,2026-11-27\n"
                                                     "sm_89,,vllm,linux,unsupported,,,,,,src,2026-11-27\n"_s,
                                            &rows, &errors));
        QVERIFY2(errors.size() == 1 && errors.first().contains(u"line 3"_s) && errors.first().contains(u"twice"_s),
                 qPrintable(errors.join(u"; "_s)));
        errors.clear();
        QVERIFY(!ReadinessCsv::parseEntries(u"target,stack\nsm_89,vllm\n"_s, &rows, &errors));
        QVERIFY2(errors.size() == 1 && errors.first().contains(u"checked_on"_s), qPrintable(errors.join(u"; "_s)));
        QHash<QString, QString> targets;
        QHash<QString, QString> sources;
        errors.clear();
        QVERIFY(
            !ReadinessCsv::parseTargets(u"gpu,target,source\nRTX 4090,SM 89!,src\n"_s, &targets, &sources, &errors));
        QVERIFY2(errors.size() == 1 && errors.first().startsWith(u"line 2, column target:"_s),
                 qPrintable(errors.join(u"; "_s)));
    }
};

QTEST_GUILESS_MAIN(TestSoftwareReadiness)
#include "tst_softwarereadiness.moc"
