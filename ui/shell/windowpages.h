// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class BuildRepository;
class GpuRepository;
class LlmModelRepository;
class LlmSpeedRepository;
class MainWindow;
class PartPriceRepository;
class PriceRecorder;
class ReadinessRepository;
class RemoteModelReader;
class SecretStore;
class WhatIfSettings;

/// What the Language models tab reads models from the network with and keeps the Hugging Face
/// access token in (none: it reads GGUF files on disk only, and the token is typed each time).
/// Both must outlive the window.
struct LlmImportServices
{
    RemoteModelReader *reader = nullptr;
    SecretStore *secrets = nullptr;
};

/// Adds the build planner, the GPU browser and the language-model planner to the window as lazy
/// tabs and wires them to the wizard: a finished walk highlights its picks in the first two,
/// "Plan a build with this GPU" opens the planner on the pick, going back or starting over
/// clears the highlight; "Size the hardware for a language model" opens the LLM page with the
/// wizard's budget, and its "Plan this build" opens the planner on that configuration. With a
/// `priceRecorder` the GPU details offer "Add a price", with `readiness` they say which software stacks run on the GPU,
/// and a price added or removed there reaches every page built so far (the others read it when they are built). With
/// `llmSpeeds` the Language models tab shows the stored measured speeds (the user's own among them) beside its
/// estimates, else the bundled ones; with `llmImport` it adds models read from Hugging Face or a GGUF link. The
/// window, the repositories and the settings must outlive the pages. The application and the tests build their
/// windows through this one function.
void addStandardPages(MainWindow &window, const GpuRepository &gpus, BuildRepository &builds, WhatIfSettings &whatIf,
                      LlmModelRepository &llmModels, const PartPriceRepository *partPrices = nullptr,
                      PriceRecorder *priceRecorder = nullptr, const ReadinessRepository *readiness = nullptr,
                      const LlmSpeedRepository *llmSpeeds = nullptr, const LlmImportServices &llmImport = {});

/// The database changed under the window (File > Import data): every page built so far reads it
/// again, keeping what the user chose where it still exists.
void reloadStandardPages(MainWindow &window);
