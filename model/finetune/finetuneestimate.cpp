// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// What one job needs of a device: trained parameters, work per token, memory per device, and the
// speed of a configuration (the compute and the transfers between devices of a step).
#include "model/finetune/finetuneplanner.h"

#include "model/format/formatter.h"

#include <algorithm>
#include <cmath>

namespace {

constexpr double FinetuneGiB = 1024.0 * 1024.0 * 1024.0;

/// PCIe bandwidth per direction: 32 GB/s at 4.0 x16, doubling per generation (docs/llm-planning.md §5.1).
double finetunePcieGbs(int generation)
{
    return 32.0 * std::pow(2.0, std::clamp(generation, 1, 7) - 4);
}

/// Sum over layers of the tokens a query attends to, on average, causal: half the sequence, or
/// of the window on a sliding layer.
double finetuneAttentionSpan(const LlmModel &m, int sequence)
{
    if (m.attention == AttentionKind::SlidingWindow) {
        const int local = m.localLayerCount();
        const int global = m.globalLayerCount();
        return global * sequence / 2.0 + local * std::min(sequence, m.slidingWindow) / 2.0;
    }
    return m.layers * sequence / 2.0;
}

} // namespace

double FinetunePlanner::trainableParameters(const FinetuneJob &job)
{
    const LlmModel &m = job.model;
    const double total = m.totalParamsB * 1e9;
    if (job.method == FinetuneMethod::Full)
        return total;
    const double h = m.hidden;
    const double q = double(m.attentionHeads) * m.headDim;
    const double kv = double(m.kvHeads) * m.headDim;
    // Adapters on a matrix of n inputs and k outputs hold rank x (n + k) parameters.
    double perLayer = (h + q) + 2 * (h + kv) + (q + h);
    if (job.modules == LoraModules::All) {
        // The MLP's three matrices (gate, up, down): width h, inner width from the parameters the
        // attention and the embeddings (input and output, untied) leave.
        const double attention = m.layers * h * (2 * q + 2 * kv);
        const double embeddings = 2.0 * m.vocab * h;
        if (m.isMoe()) {
            const double perExpert = m.routedExpertParamsB() * 1e9 / (double(m.layers) * m.experts);
            const double inner = std::max(0.0, perExpert / (3 * h));
            perLayer += 3 * (h + inner) * (m.experts + m.sharedExperts);
        } else {
            const double mlp = std::max(0.0, (total - attention - embeddings) / m.layers);
            perLayer += 3 * (h + mlp / (3 * h));
        }
    }
    return std::min(total, job.rank * perLayer * m.layers);
}

FinetuneFlops FinetunePlanner::flopsPerToken(const FinetuneJob &job)
{
    const LlmModel &m = job.model;
    const double active = m.activeParamsB * 1e9;
    const double recompute = job.gradientCheckpointing ? 2 : 0;
    FinetuneFlops f;
    if (job.method == FinetuneMethod::Full) {
        // Forward 2N, backward 4N (gradients of the activations and of the weights), and the
        // forward again under checkpointing.
        f.linear = (6 + recompute) * active;
    } else {
        // The frozen weights need no weight gradients: forward 2N, activation gradients 2N; the
        // adapters themselves train in full.
        f.linear = (4 + recompute) * active + 6 * trainableParameters(job);
    }
    // Scores and sums: 2 x 2 x width x span forward, twice that backward.
    const double width = double(m.attentionHeads) * m.headDim;
    f.attention = (6 + recompute) * 2 * width * finetuneAttentionSpan(m, job.sequenceLength);
    return f;
}

MemoryEstimate FinetunePlanner::memory(const FinetuneJob &job, int shards) const
{
    const LlmModel &m = job.model;
    MemoryWorkload w;
    w.parameters = m.totalParamsB * 1e9;
    w.format = NumberFormat::Bf16;
    w.mode = job.method == FinetuneMethod::Full   ? WorkloadMode::Training
             : job.method == FinetuneMethod::Lora ? WorkloadMode::Lora
                                                  : WorkloadMode::Qlora;
    w.layers = m.layers;
    w.hidden = m.hidden;
    w.context = job.sequenceLength;
    w.batch = 1;
    const double trained = trainableParameters(job);
    w.trainableFraction = std::clamp(trained / w.parameters, 1e-9, 1.0);
    MemoryEstimate e = estimateMemory(w);
    // The estimator's last two lines are the overhead and the total: they are worked out again below.
    if (e.formula.size() >= 2)
        e.formula.resize(e.formula.size() - 2);

    if (job.optimizer == FinetuneOptimizer::AdamW8bit) {
        e.optimizerBytes = trained * m_parameters.adamW8bitStateBytes;
        //: A line of the memory formula: %1 trained parameters, %2 the result in GB
        e.formula.append(tr("8-bit AdamW: %1 trained parameters x 6 bytes (two 8-bit moments, 32-bit master) = %2 GB")
                             .arg(trained, 0, 'g', 4)
                             .arg(Formatter::number(e.optimizerBytes / FinetuneGiB, 2)));
    }
    if (job.gradientCheckpointing) {
        const double kept = m_parameters.checkpointBytesPerHidden * m.hidden * double(job.sequenceLength) * m.layers;
        const double oneLayer = e.activationBytes / m.layers;
        e.activationBytes = kept + oneLayer;
        //: A line of the memory formula: %1 model width, %2 tokens, %3 layers, %4 the result in GB
        e.formula.append(
            tr("with gradient checkpointing the activations are each layer's 16-bit input (2 bytes x width "
               "%1 x %2 tokens x %3 layers) and one layer's in full = %4 GB")
                .arg(m.hidden)
                .arg(job.sequenceLength)
                .arg(m.layers)
                .arg(Formatter::number(e.activationBytes / FinetuneGiB, 2)));
    }
    if (shards > 1) {
        e.weightsBytes /= shards;
        e.gradientBytes /= shards;
        e.optimizerBytes /= shards;
        //: A line of the memory formula: %1 number of devices
        e.formula.append(
            tr("weights, gradients and optimizer state sharded over %1 devices (FSDP or ZeRO-3); activations are "
               "each device's own")
                .arg(shards));
    }
    e.overheadBytes = 0;
    e.overheadBytes = e.totalBytes() * 0.20;
    //: A line of the memory formula: %1 the result in GB
    e.formula.append(tr("overhead = 20% of the above for the framework, CUDA context and fragmentation = %1 GB")
                         .arg(Formatter::number(e.overheadBytes / FinetuneGiB, 2)));
    //: The last line of the memory formula: %1 the total in GB per device
    e.formula.append(tr("total per device = %1 GB").arg(Formatter::number(e.totalGb(), 2)));
    return e;
}

std::optional<double> FinetunePlanner::peakTflops(const FinetuneJob &job, const LlmDevice &device)
{
    if (job.precision == FinetunePrecision::Fp8 && device.fp8 && device.int8Tops)
        return device.int8Tops;
    return device.fp16Tflops;
}

void FinetunePlanner::estimateSpeed(const FinetuneJob &job, FinetuneOption *option) const
{
    const LlmDevice &d = option->device;
    const auto peak = peakTflops(job, d);
    if (!peak || *peak <= 0)
        return;
    double rate = *peak * 1e12 * m_parameters.sustainedShare;
    if (d.family == DeviceFamily::Amd || d.family == DeviceFamily::Intel)
        rate *= m_parameters.rocmFactor;
    const double flops = flopsPerToken(job).total();
    const int n = std::max(1, option->count);
    const double stepTokens = double(job.sequencesPerStep) * job.sequenceLength;
    option->computeSecondsPerStep = stepTokens * flops / rate;

    option->communicationSecondsPerStep = 0;
    option->linkGbs = 0;
    if (n > 1) {
        // NVLink switches (300 GB/s and up) join every card; a bridge joins two.
        const bool nvlink =
            d.nvlink && (d.nvlinkGbs >= 300 || (n == 2 && d.nvlinkGbs > 0) || (d.nvlinkGbs <= 0 && n == 2));
        option->linkGbs = nvlink ? (d.nvlinkGbs > 0 ? d.nvlinkGbs : 300) : finetunePcieGbs(d.pcieGeneration);
        const double trained = trainableParameters(job);
        const double ring = double(n - 1) / n;
        double bytes = 0;
        if (option->parallelism == FinetuneParallelism::Sharded) {
            // Every sequence gathers the weights for the forward and the backward (and the
            // recomputation) and scatters its gradients.
            const double weights = memory(job, 1).weightsBytes;
            const double gathers = job.gradientCheckpointing ? 3 : 2;
            bytes = job.sequencesPerStep * (gathers * weights + 2 * trained) * ring;
        } else {
            // One all-reduce of the 16-bit gradients per step.
            bytes = 2 * trained * 2 * ring;
        }
        option->communicationSecondsPerStep = bytes / (option->linkGbs * 1e9);
    }
    // The transfers overlap the computation (DDP buckets, FSDP prefetch): the slower one paces the step.
    const double step = std::max(option->computeSecondsPerStep, option->communicationSecondsPerStep);
    option->tokensPerSecond = n * stepTokens / step;
}
