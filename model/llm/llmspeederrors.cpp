// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmspeederrors.h"

#include "model/format/formatter.h"
#include "model/io/csv.h"
#include "model/llm/llmplanner.h"
#include "model/performance/statistics.h"

#include <QFile>

#include <array>

using namespace Qt::StringLiterals;

namespace {

constexpr std::array AllSetups{LlmSetup::OneCard, LlmSetup::SeveralCards, LlmSetup::Unified, LlmSetup::Offload};

/// The errors of the rows of `rows` that `keep` accepts.
template<typename Keep> QList<double> errorsOf(const QList<LlmComparison> &rows, Keep keep)
{
    QList<double> errors;
    for (const LlmComparison &c : rows) {
        if (keep(c))
            errors.append(c.error());
    }
    return errors;
}

std::optional<LlmSetup> setupFromKey(const QString &key)
{
    for (const LlmSetup s : AllSetups) {
        if (llmSetupKey(s) == key)
            return s;
    }
    return std::nullopt;
}

} // namespace

QList<LlmSpeedError> LlmSpeedErrors::fromValidation(const QList<LlmComparison> &rows)
{
    QList<LlmSpeedError> result;
    for (const bool prefill : {false, true}) {
        for (const bool moe : {false, true}) {
            for (const LlmSetup setup : AllSetups) {
                LlmSpeedError e{prefill, moe, setup, u"group"_s, 0, 0};
                QList<double> errors = errorsOf(rows, [&](const LlmComparison &c) {
                    return c.measured.prefill == prefill && c.moe == moe && c.setup == setup;
                });
                if (errors.size() < MinimumRows) {
                    e.basis = u"model kind"_s;
                    errors = errorsOf(
                        rows, [&](const LlmComparison &c) { return c.measured.prefill == prefill && c.moe == moe; });
                }
                if (errors.size() < MinimumRows) {
                    e.basis = u"speed"_s;
                    errors = errorsOf(rows, [&](const LlmComparison &c) { return c.measured.prefill == prefill; });
                }
                if (errors.size() < MinimumRows)
                    continue;
                e.rows = int(errors.size());
                e.medianError = Statistics::median(errors);
                result.append(e);
            }
        }
    }
    return result;
}

QString LlmSpeedErrors::csv(const QList<LlmSpeedError> &errors)
{
    QString out = u"speed,model,setup,basis,rows,median_error\n"_s;
    for (const LlmSpeedError &e : errors) {
        out += u"%1,%2,%3,%4,%5,%6\n"_s
                   .arg(e.prefill ? u"prefill"_s : u"decode"_s, e.moe ? u"MoE"_s : u"dense"_s, llmSetupKey(e.setup),
                        e.basis)
                   .arg(e.rows)
                   .arg(QString::number(e.medianError, 'f', 3));
    }
    return out;
}

bool LlmSpeedErrors::parse(const QString &text, QList<LlmSpeedError> *errors)
{
    QList<CsvRecord> records;
    QString error;
    if (!parseCsv(text, &records, &error) || records.isEmpty() ||
        records.first().fields !=
            QStringList{u"speed"_s, u"model"_s, u"setup"_s, u"basis"_s, u"rows"_s, u"median_error"_s})
        return false;
    errors->clear();
    for (qsizetype i = 1; i < records.size(); ++i) {
        const QStringList &f = records.at(i).fields;
        if (f.size() != 6)
            return false;
        const std::optional<LlmSetup> setup = setupFromKey(f.at(2));
        bool okRows = false;
        bool okError = false;
        LlmSpeedError e{f.at(0) == u"prefill",  f.at(1) == u"MoE",         setup.value_or(LlmSetup::OneCard), f.at(3),
                        f.at(4).toInt(&okRows), f.at(5).toDouble(&okError)};
        const bool known = (f.at(0) == u"prefill" || f.at(0) == u"decode") &&
                           (f.at(1) == u"MoE" || f.at(1) == u"dense") &&
                           (e.basis == u"group" || e.basis == u"model kind" || e.basis == u"speed");
        if (!setup || !okRows || !okError || !known || e.rows < MinimumRows || e.medianError < 0)
            return false;
        errors->append(e);
    }
    return true;
}

std::optional<LlmSpeedError> LlmSpeedErrors::typical(bool prefill, bool moe, LlmSetup setup)
{
    static const QList<LlmSpeedError> bundled = [] {
        QList<LlmSpeedError> e;
        QFile file(u":/seed/llm_speed_errors.csv"_s);
        if (file.open(QIODevice::ReadOnly) && !parse(QString::fromUtf8(file.readAll()), &e))
            e.clear();
        return e;
    }();
    for (const LlmSpeedError &e : bundled) {
        if (e.prefill == prefill && e.moe == moe && e.setup == setup)
            return e;
    }
    return std::nullopt;
}

LlmSetup LlmSpeedErrors::setupOf(const LlmPlanOption &option)
{
    if (option.kind() == u"unified")
        return LlmSetup::Unified;
    if (option.kind() == u"offload")
        return LlmSetup::Offload;
    return option.configuration.deviceCount() > 1 ? LlmSetup::SeveralCards : LlmSetup::OneCard;
}

std::optional<LlmSpeedError> LlmSpeedErrors::forOption(const LlmPlanRequest &request, const LlmPlanOption &option,
                                                       bool prefill)
{
    return typical(prefill, request.workload.model.isMoe(), setupOf(option));
}

std::optional<double> LlmSpeedErrors::errorPercent(const LlmPlanRequest &request, const LlmPlanOption &option,
                                                   bool prefill)
{
    const std::optional<double> &speed = prefill ? option.estimate.prefillTokensPerS : option.estimate.decodeTokensPerS;
    if (!speed)
        return std::nullopt;
    const std::optional<LlmSpeedError> error = forOption(request, option, prefill);
    return error ? std::optional<double>(error->medianError * 100) : std::nullopt;
}

QString LlmSpeedErrors::withinText(const std::optional<LlmSpeedError> &error)
{
    if (!error)
        return {};
    //: %1 a percentage: how far estimates of this kind typically are from measured speeds
    return tr("typically within ±%1").arg(Formatter::percent(error->medianError));
}

QString LlmSpeedErrors::basisText(const LlmSpeedError &error)
{
    const QString speed = error.prefill ? tr("prompt") : tr("decode");
    const QString kind = error.moe ? tr("mixture-of-experts") : tr("dense");
    const QString count = Formatter::integer(error.rows);
    if (error.basis == u"speed") {
        //: %1 how many measurements, %2 "decode" or "prompt"
        return tr("the median error of the estimate on %1 measured %2 speeds (too few measurements of this set-up "
                  "and model kind for a figure of their own)")
            .arg(count, speed);
    }
    if (error.basis == u"model kind") {
        //: %1 how many measurements, %2 "decode" or "prompt", %3 "dense" or "mixture-of-experts"
        return tr("the median error of the estimate on %1 measured %2 speeds of %3 models on every set-up (too few "
                  "measurements of this set-up for a figure of its own)")
            .arg(count, speed, kind);
    }
    QString setup;
    switch (error.setup) {
    case LlmSetup::OneCard:
        setup = tr("on one card");
        break;
    case LlmSetup::SeveralCards:
        setup = tr("on several cards");
        break;
    case LlmSetup::Unified:
        setup = tr("on unified-memory machines");
        break;
    case LlmSetup::Offload:
        setup = tr("with weights in system RAM");
        break;
    }
    //: %1 how many measurements, %2 "decode" or "prompt", %3 "dense" or "mixture-of-experts", %4 the set-up
    return tr("the median error of the estimate on %1 measured %2 speeds of %3 models %4")
        .arg(count, speed, kind, setup);
}

QString LlmSpeedErrors::speedText(double tokensPerS, const std::optional<LlmSpeedError> &error)
{
    const QString figure = Formatter::significant(tokensPerS, tokensPerS >= 100 ? 2 : 3);
    if (!error) {
        //: %1 an estimated speed
        return tr("about %1 tokens/s").arg(figure);
    }
    //: %1 an estimated speed, %2 "typically within ±8%"
    return tr("about %1 tokens/s, %2").arg(figure, withinText(error));
}

QString LlmSpeedErrors::optionSentence(const LlmPlanRequest &request, const LlmPlanOption &option)
{
    const std::optional<LlmSpeedError> decode =
        option.estimate.decodeTokensPerS ? forOption(request, option, false) : std::nullopt;
    const std::optional<LlmSpeedError> prefill =
        option.estimate.prefillTokensPerS ? forOption(request, option, true) : std::nullopt;
    if (decode && prefill) {
        //: %1 and %2 percentages: how far estimates of decode and prompt speed typically are from measured ones
        return tr("Decode typically within ±%1, prompt within ±%2 of measured speeds.")
            .arg(Formatter::percent(decode->medianError), Formatter::percent(prefill->medianError));
    }
    if (decode) {
        //: %1 a percentage: how far decode estimates typically are from measured speeds
        return tr("Decode typically within ±%1 of measured speeds.").arg(Formatter::percent(decode->medianError));
    }
    if (prefill) {
        //: %1 a percentage: how far prompt-speed estimates typically are from measured speeds
        return tr("Prompt typically within ±%1 of measured speeds.").arg(Formatter::percent(prefill->medianError));
    }
    return {};
}
