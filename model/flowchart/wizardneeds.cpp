// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/flowchart/wizardneeds.h"

using namespace Qt::StringLiterals;

namespace {

// Memory rules of thumb, documented with their sources in docs/model.md ("What the wizard
// carries on"): at least 24 GB for work with transformers [2023], and 8 GB as the floor for
// other deep learning [D2L: "no less than 4 GB, 8 GB much better"].
constexpr double TransformerVramGb = 24;
constexpr double GeneralVramGb = 8;

} // namespace

WizardNeeds wizardNeeds(const FlowchartWalker &walker)
{
    WizardNeeds needs;
    const Flowchart &chart = walker.chart();
    for (const FlowchartWalker::Step &step : walker.steps()) {
        const FlowQuestion *question = chart.questionAt(step.nodeId);
        if (!question)
            continue;
        const bool yes = step.answer == Answer::Yes;
        if (question->key == u"transformers") {
            // Training, transformers or not: the post ranks training by 16-bit throughput.
            needs.metric = Metric::Fp16Training;
            needs.minVramGb = yes ? TransformerVramGb : GeneralVramGb;
        } else if (question->key == u"llm-inference") {
            // Running language models (transformers) without training them.
            needs.metric = yes ? Metric::LlmGeneration : Metric::Int8Inference;
            needs.minVramGb = yes ? TransformerVramGb : GeneralVramGb;
        }
    }
    return needs;
}
