// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDate>
#include <QList>
#include <QString>

#include <optional>

/// Market segment a card is sold into, as the spec dataset labels it.
enum class FormFactor { Consumer, Workstation, Datacenter };

QString formFactorKey(FormFactor formFactor);
std::optional<FormFactor> formFactorFromKey(const QString &key);

/// What a row describes: a card (a PCIe card or a datacenter module with memory of its own) or a
/// machine whose CPU and GPU share one memory (DGX Spark, Ryzen AI Max, Apple M-series). A
/// unified-memory machine has no PCIe slot to fill and no power supply of its own to size in a
/// build, and its GPU can use only part of the memory (see Gpu::usableMemoryGb()).
enum class DeviceKind { Card, Unified };

QString deviceKindKey(DeviceKind kind);
std::optional<DeviceKind> deviceKindFromKey(const QString &key);

/// One GPU model with its published specifications and where they come from.
/// Optional members are blank in the source data (for example no INT8 tensor path).
struct Gpu
{
    qint64 id = 0;
    QString name;
    QString vendor;
    QString architecture;
    int releaseYear = 0;
    QDate releaseMonth; ///< first day of the launch month; invalid when unknown
    QString releaseSource;
    double vramGb = 0;
    QString memoryType;
    double memoryBandwidthGbs = 0;
    std::optional<double> l2CacheMb;
    double fp32Tflops = 0;
    std::optional<double> fp16TensorTflops;
    bool bf16 = false;
    bool fp8 = false;
    std::optional<double> int8Tops;
    int tensorCoreGeneration = 0;
    int tdpWatts = 0;
    std::optional<double> slotWidth;
    int pcieGeneration = 0;
    bool nvlink = false;
    std::optional<double> launchMsrpUsd;
    FormFactor formFactor = FormFactor::Consumer;
    QString boardType;
    QString msrpType;
    QString confidence;
    QString notes;
    // Provenance
    QString source;           ///< primary document for the headline numbers
    QString secondarySources; ///< datasets the row was cross-checked against
    QString fieldsCrossChecked;
    QString fieldsInDisagreement;
    QDate specRecordedOn; ///< when the spec row was recorded (dataset snapshot or the user's edit)
    bool userEdited = false;
    DeviceKind deviceKind = DeviceKind::Card;
    /// For a unified-memory machine: the memory its GPU can use (a documented share of vramGb,
    /// which is the machine's whole memory); unset means all of vramGb.
    std::optional<double> gpuMemoryGb;
    QString gpuMemorySource; ///< where the share in gpuMemoryGb is documented
    /// The rated boost clock of the SMs (MHz), the clock the spec rates are given at; unset
    /// when the sources publish none.
    std::optional<double> boostClockMhz;
    QString boostClockSource; ///< where boostClockMhz comes from

    bool isUnifiedMemory() const { return deviceKind == DeviceKind::Unified; }
    /// A complete computer (a unified-memory machine: a GB10 box, a Ryzen AI Max mini-PC, a Mac)
    /// counts as itself: no desktop, CPU, RAM, power supply or case is added to it anywhere a cost
    /// or a build is worked out (CostOfOwnership in model/build/costofownership.h, the build
    /// planner, the language-model planner). The one rule every such place asks. Rows the user added before
    /// the device kind existed say "unified" in their memory or board type.
    bool isCompleteComputer() const;
    /// The memory a model can be loaded into: vramGb for a card, the documented GPU share of
    /// the shared memory for a unified-memory machine.
    double usableMemoryGb() const { return gpuMemoryGb ? *gpuMemoryGb : vramGb; }
    /// Whether the device goes into a PCIe slot of a build (unified-memory machines do not).
    bool hasPcieSlot() const { return deviceKind == DeviceKind::Card && pcieGeneration > 0; }

    bool hasTensorCores() const { return tensorCoreGeneration > 0; }
    /// The first day the card counts as released: its launch month's first day where known, else
    /// the first day of its release year; invalid when neither is known.
    QDate releaseDate() const
    {
        if (releaseMonth.isValid())
            return releaseMonth;
        return releaseYear > 0 ? QDate(releaseYear, 1, 1) : QDate();
    }
    /// Released on or before `date` (by launch month where known, else by year).
    bool isReleasedBy(const QDate &date) const
    {
        const QDate released = releaseDate();
        return !released.isValid() || released <= date;
    }
};

/// New cards come from retail listings; used cards from second-hand sales; mixed observations
/// are marketplace listings whose source does not separate new from used ones.
enum class PriceCondition { New, Used, Mixed };

QString priceConditionKey(PriceCondition condition);
std::optional<PriceCondition> priceConditionFromKey(const QString &key);

/// One dated price observation of a GPU. Monthly aggregates are dated on the first of the
/// month and flagged so they can be shown as "2023-01" rather than a made-up day.
struct PriceObservation
{
    qint64 id = 0;
    qint64 gpuId = 0;
    QDate observedOn;
    bool monthly = false;
    PriceCondition condition = PriceCondition::New;
    double usd = 0;
    QString source;
    QString note;
    bool userEntered = false;
    /// What the figure is (see PriceKinds): "retail_median", "sold_average",
    /// "asking_lowest3_mean"...; empty for the user's own entries and unknown kinds.
    QString kind;

    /// "2023-01" for a monthly figure, "2023-01-17" for a dated one.
    QString dateLabel() const;
};
