// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmmodelcsv.h"

#include "model/io/csv.h"
#include "model/io/csvrowreader.h"
#include "model/io/safetext.h"

#include <QHash>

using namespace Qt::StringLiterals;

namespace {

/// Optional integer columns; a blank cell reads as 0.
const QStringList IntegerColumns = {
    u"layers"_s,       u"hidden_size"_s,    u"attention_heads"_s, u"kv_heads"_s,     u"head_dim"_s,
    u"kv_lora_rank"_s, u"rope_head_dim"_s,  u"sliding_window"_s,  u"local_layers"_s, u"global_layers"_s,
    u"experts"_s,      u"active_experts"_s, u"shared_experts"_s,  u"vocab_size"_s,   u"native_context"_s,
};

/// Columns a file must have; the rest default to 0 or empty.
const QStringList RequiredColumns = {
    u"name"_s,        u"total_params_b"_s,  u"active_params_b"_s, u"layers"_s,
    u"hidden_size"_s, u"attention_heads"_s, u"kv_heads"_s,        u"head_dim"_s,
    u"attention"_s,   u"native_context"_s,
};

} // namespace

QStringList LlmModelCsv::columns()
{
    return {u"name"_s,
            u"developer"_s,
            u"total_params_b"_s,
            u"active_params_b"_s,
            u"layers"_s,
            u"hidden_size"_s,
            u"attention_heads"_s,
            u"kv_heads"_s,
            u"head_dim"_s,
            u"attention"_s,
            u"kv_lora_rank"_s,
            u"rope_head_dim"_s,
            u"sliding_window"_s,
            u"local_layers"_s,
            u"global_layers"_s,
            u"experts"_s,
            u"active_experts"_s,
            u"shared_experts"_s,
            u"vocab_size"_s,
            u"native_context"_s,
            u"released_precision"_s,
            u"released"_s,
            u"source"_s,
            u"recorded_on"_s,
            u"file_weights"_s};
}

namespace {

/// One row of the catalog read into a model, with every problem of the row, so that one pass
/// over the file shows all there is to fix. The cells are read by the shared CsvRowReader; the
/// model's own consistency (heads, experts...) is LlmModel::validate()'s.
class ModelRow
{
    Q_DECLARE_TR_FUNCTIONS(LlmModelCsv)

public:
    ModelRow(const CsvRecord &record, const QHash<QString, int> &column)
        : m_reader(column, record, &problems)
    {}

    QStringList problems;

    LlmModel read(bool userAdded)
    {
        CsvRowReader &r = m_reader;
        LlmModel m;
        m.name = r.cell(u"name"_s);
        m.developer = r.cell(u"developer"_s);
        m.totalParamsB = r.number(u"total_params_b"_s);
        m.activeParamsB = r.number(u"active_params_b"_s);
        int *targets[] = {&m.layers,     &m.hidden,        &m.attentionHeads, &m.kvHeads,     &m.headDim,
                          &m.kvLoraRank, &m.ropeHeadDim,   &m.slidingWindow,  &m.localLayers, &m.globalLayers,
                          &m.experts,    &m.activeExperts, &m.sharedExperts,  &m.vocab,       &m.nativeContext};
        for (qsizetype i = 0; i < IntegerColumns.size(); ++i)
            *targets[i] = r.integerOrZero(IntegerColumns[i]);
        const auto kind = attentionKindFromKey(r.cell(u"attention"_s));
        if (!kind) {
            r.fail(
                u"attention"_s,
                CsvRowReader::alternatives({attentionKindKey(AttentionKind::Gqa), attentionKindKey(AttentionKind::Mla),
                                            attentionKindKey(AttentionKind::SlidingWindow)}),
                r.cell(u"attention"_s));
        }
        m.attention = kind.value_or(AttentionKind::Gqa);
        m.releasedPrecision = r.cell(u"released_precision"_s);
        // The release month and the day the row was recorded: real dates from 1990 (0001 or 9999
        // cannot be true of any model, issue 27), and a model of the user's released by now (the
        // bundle is not held to the clock).
        const QDate latest = SafeText::latestClockFreeDate();
        m.released = r.date(u"released"_s, CsvRowReader::DateForm::MonthOrDay, CsvRowReader::Need::Optional,
                            SafeText::earliestDate(), userAdded ? std::min(QDate::currentDate(), latest) : latest);
        m.recordedOn = r.date(u"recorded_on"_s, CsvRowReader::DateForm::MonthOrDay, CsvRowReader::Need::Optional,
                              SafeText::earliestDate(), latest);
        m.source = r.cell(u"source"_s);
        m.userAdded = userAdded;
        if (!r.cell(u"file_weights"_s).isEmpty()) {
            QString weightsError;
            if (const auto w = LlmFileWeights::fromText(r.cell(u"file_weights"_s), &weightsError))
                m.fileWeights = *w;
            else
                r.fail(u"file_weights"_s,
                       //: %1 says what is wrong with the weights; the form is to keep as it is
                       tr("weights in the form format=TYPE;outside=BYTES;layers=BYTES/EXPERT_BYTES,... (here: %1)")
                           .arg(weightsError),
                       r.cell(u"file_weights"_s));
        }
        // The model's own consistency is judged on numbers that were read.
        if (problems.isEmpty()) {
            if (const QString problem = m.validate(); !problem.isEmpty()) {
                //: %1 is a line number, %2 what is wrong on it
                problems.append(tr("line %1: %2").arg(r.line()).arg(problem));
            }
        }
        return m;
    }

    CsvRowReader &reader() { return m_reader; }

private:
    CsvRowReader m_reader;
};

} // namespace

bool LlmModelCsv::parse(const QString &text, QList<LlmModel> *models, QStringList *errors, bool userAdded,
                        QList<int> *lines)
{
    QList<CsvRecord> records;
    QString csvError;
    if (!parseCsv(text, &records, &csvError)) {
        errors->append(csvError);
        return false;
    }
    if (records.isEmpty()) {
        errors->append(CsvRowReader::emptyFile());
        return false;
    }
    if (!SafeText::checkRecords(records, errors))
        return false;
    QHash<QString, int> column;
    const QStringList known = columns();
    const QStringList header = records.first().fields;
    for (int i = 0; i < header.size(); ++i) {
        const QString name = header[i].trimmed().toLower();
        if (!known.contains(name)) {
            errors->append(CsvRowReader::unknownColumn(header[i]));
            return false;
        }
        column.insert(name, i);
    }
    for (const QString &required : RequiredColumns) {
        if (!column.contains(required)) {
            errors->append(CsvRowReader::missingColumns({required}));
            return false;
        }
    }
    bool ok = true;
    QHash<QString, int> seen; // a name (lower case) and the line that has it
    for (qsizetype r = 1; r < records.size(); ++r) {
        const CsvRecord &record = records[r];
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue;
        ModelRow row(record, column);
        const LlmModel m = row.read(userAdded);
        if (seen.contains(m.name.toLower()))
            row.reader().failRepeated(u"name"_s, m.name, seen.value(m.name.toLower()));
        if (!row.problems.isEmpty()) {
            errors->append(row.problems);
            ok = false;
            continue;
        }
        seen.insert(m.name.toLower(), int(record.line));
        models->append(m);
        if (lines)
            lines->append(int(record.line));
    }
    return ok;
}

QString LlmModelCsv::write(const QList<LlmModel> &models)
{
    QString out = csvLine(columns()) + u'\n';
    for (const LlmModel &m : models) {
        out += csvLine({neutralizedCell(m.name),
                        neutralizedCell(m.developer),
                        QString::number(m.totalParamsB),
                        QString::number(m.activeParamsB),
                        QString::number(m.layers),
                        QString::number(m.hidden),
                        QString::number(m.attentionHeads),
                        QString::number(m.kvHeads),
                        QString::number(m.headDim),
                        attentionKindKey(m.attention),
                        QString::number(m.kvLoraRank),
                        QString::number(m.ropeHeadDim),
                        QString::number(m.slidingWindow),
                        QString::number(m.localLayers),
                        QString::number(m.globalLayers),
                        QString::number(m.experts),
                        QString::number(m.activeExperts),
                        QString::number(m.sharedExperts),
                        QString::number(m.vocab),
                        QString::number(m.nativeContext),
                        neutralizedCell(m.releasedPrecision),
                        m.released.isValid() ? m.released.toString(u"yyyy-MM"_s) : QString(),
                        neutralizedCell(m.source),
                        m.recordedOn.isValid() ? m.recordedOn.toString(Qt::ISODate) : QString(),
                        m.fileWeights.toText()}) +
               u'\n';
    }
    return out;
}
