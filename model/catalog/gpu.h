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

    bool hasTensorCores() const { return tensorCoreGeneration > 0; }
    /// Released on or before `date` (by launch month where known, else by year).
    bool isReleasedBy(const QDate &date) const
    {
        return releaseMonth.isValid() ? releaseMonth <= date : releaseYear <= date.year();
    }
};

/// New cards come from retail listings; used cards from second-hand sales.
enum class PriceCondition { New, Used };

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

    /// "2023-01" for a monthly figure, "2023-01-17" for a dated one.
    QString dateLabel() const;
};
