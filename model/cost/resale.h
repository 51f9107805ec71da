// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/catalog/gpu.h"

#include <QCoreApplication>
#include <QDate>
#include <QHash>
#include <QList>
#include <QString>

#include <cmath>
#include <optional>

/// How a class of cards (segment and vendor) has held its value by age (docs/resale.md; issue 30):
/// second-hand price / launch price = launchRatio × exp(−monthlyDecay × age in months), fitted by
/// least squares on the logarithm of the ratio.
struct ResaleFit
{
    FormFactor segment = FormFactor::Consumer;
    QString vendor;
    double launchRatio = 1;  ///< the fitted ratio at age 0
    double monthlyDecay = 0; ///< per month; the value halves in ln 2 / monthlyDecay months
    int observations = 0;
    int cards = 0;
    int maxAgeMonths = 0;   ///< the oldest age the fit saw: no estimate beyond it
    double medianError = 0; ///< median |fitted / observed − 1| on the fitted prices
    QDate upTo;             ///< the prices fitted were observed up to this day

    double ratioAt(double ageMonths) const { return launchRatio * std::exp(-monthlyDecay * ageMonths); }
    double halfLifeMonths() const { return monthlyDecay > 0 ? std::log(2.0) / monthlyDecay : 0; }
};

/// A fit on prices up to a cut-off, compared with the second-hand prices observed after it.
struct ResaleCheck
{
    FormFactor segment = FormFactor::Consumer;
    QString vendor;
    std::optional<ResaleFit> fit; ///< none when the class had too few prices before the cut-off
    int later = 0;                ///< second-hand prices observed in the check's window
    int checked = 0;              ///< of them, those at ages the fit reached
    int soldChecked = 0;          ///< of the checked, sold prices
    int askingChecked = 0;        ///< of the checked, asking prices (the rest: quoted figures)
    double medianError = 0;       ///< median |predicted / observed − 1| over the checked
    double medianBias = 0;        ///< median (predicted / observed − 1): below 0 = predicted too low
    /// The later prices older than any the fit saw: how far beyond its oldest age the check reached
    /// (months) and the median error there. An estimate goes that far, with that error, no farther.
    int beyondChecked = 0;
    int beyondMonths = 0;
    double beyondMedianError = 0;

    /// Whether the check measured an error the estimate may be stated with.
    bool hasError() const;
    /// Whether the check measured the fit beyond its oldest age often enough to state that error.
    bool hasBeyondError() const;
};

/// What a card is expected to sell for after the ownership years, or why it is not estimated.
struct ResaleEstimate
{
    std::optional<double> usd; ///< per card; none = no resale counted
    double typicalError = 0;   ///< the class's out-of-sample median error (a fraction)
    int ageAtSaleMonths = 0;
    QString reason; ///< why there is no estimate, in the reader's language
};

/// The resale fits of the database's dated second-hand prices, and the expected resale of a card.
/// Holds the prices as (class, age, ratio) samples; fits and checks are cached per month.
/// Not thread-safe.
class ResaleModel final
{
    Q_DECLARE_TR_FUNCTIONS(ResaleModel)

public:
    /// A class is fitted only with this many prices of this many different cards (docs/resale.md).
    static constexpr int MinimumObservations = 10;
    static constexpr int MinimumCards = 5;
    /// An estimate is given only for a class whose check compared this many later prices.
    static constexpr int MinimumChecked = 10;
    /// The check: fit on prices up to the end of 2023, compare with those of 2025 and later.
    static QDate checkCutOff() { return {2023, 12, 31}; }
    static QDate checkFrom() { return {2025, 1, 1}; }

    ResaleModel() = default;
    /// The second-hand (used and marketplace) prices of `observations` of the cards of `gpus` that
    /// have a launch price and a release date; the user's own entries are left out.
    ResaleModel(const QList<Gpu> &gpus, const QList<PriceObservation> &observations);

    bool isEmpty() const { return m_samples.isEmpty(); }
    /// The classes with enough prices observed up to `upTo` (invalid = all), by segment and vendor.
    QList<ResaleFit> fits(const QDate &upTo) const;
    /// Every class with prices: fitted on those up to `cutOff`, compared with those from `from` to
    /// `until` (invalid = all).
    QList<ResaleCheck> check(const QDate &cutOff, const QDate &from, const QDate &until) const;
    /// The expected resale of `gpu` bought on `boughtOn` (invalid = today) and sold `years` later:
    /// the fit of the prices known on that day, where the check of the prices known then states its
    /// error and the age at sale is within the fit's ages.
    ResaleEstimate estimate(const Gpu &gpu, const QDate &boughtOn, double years) const;

    /// "Consumer NVIDIA", "Datacenter AMD"...
    static QString classTitle(FormFactor segment, const QString &vendor);
    /// The cost line: "expected resale after 5 years: −$1,234 (estimate, typically within ±25%)", or
    /// "no resale counted: <reason>". `usd` is the whole resale counted (all cards).
    static QString line(const ResaleEstimate &estimate, double usd, double years,
                        const QString &currency = QStringLiteral("$"));
    /// The what-if that leaves resale out: "no resale counted: kept until it stops working".
    static QString keptLine();
    /// The tables of docs/resale.md: the fits on every price and the out-of-sample check.
    QString markdown(const QDate &until) const;

private:
    struct Sample
    {
        FormFactor segment = FormFactor::Consumer;
        QString vendor;
        qint64 gpuId = 0;
        QDate observedOn;
        int ageMonths = 0;
        double ratio = 0;
        QString kind;
    };

    static std::optional<ResaleFit> fitSamples(const QList<Sample> &samples, const QDate &upTo);

    QList<Sample> m_samples;
    mutable QHash<QString, QList<ResaleFit>> m_fits;     ///< by the month fitted up to
    mutable QHash<QString, QList<ResaleCheck>> m_checks; ///< by the month checked until
};
