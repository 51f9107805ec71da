// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmmodelcsv.h"

#include "model/io/safetext.h"

#include "model/io/csv.h"

#include <QHash>
#include <QSet>

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

QDate parseMonth(const QString &text)
{
    const QString t = text.trimmed();
    if (t.size() == 7)
        return QDate::fromString(t + u"-01"_s, Qt::ISODate);
    return QDate::fromString(t, Qt::ISODate);
}

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
/// over the file shows all there is to fix.
class ModelRow
{
    Q_DECLARE_TR_FUNCTIONS(LlmModelCsv)

public:
    ModelRow(const CsvRecord &record, const QHash<QString, int> &column)
        : m_record(record)
        , m_column(column)
    {}

    QStringList problems;

    QString cell(const QString &name) const
    {
        const int i = m_column.value(name, -1);
        // The spreadsheet quote write() puts before a text that looks like a formula goes.
        return i >= 0 && i < m_record.fields.size() ? restoredCell(m_record.fields[i].trimmed()) : QString();
    }

    LlmModel read(bool userAdded)
    {
        LlmModel m;
        m.name = cell(u"name"_s);
        m.developer = cell(u"developer"_s);
        number(u"total_params_b"_s, &m.totalParamsB);
        number(u"active_params_b"_s, &m.activeParamsB);
        int *targets[] = {&m.layers,     &m.hidden,        &m.attentionHeads, &m.kvHeads,     &m.headDim,
                          &m.kvLoraRank, &m.ropeHeadDim,   &m.slidingWindow,  &m.localLayers, &m.globalLayers,
                          &m.experts,    &m.activeExperts, &m.sharedExperts,  &m.vocab,       &m.nativeContext};
        for (qsizetype i = 0; i < IntegerColumns.size(); ++i)
            integer(IntegerColumns[i], targets[i]);
        const auto kind = attentionKindFromKey(cell(u"attention"_s));
        if (!kind) {
            //: %1 is the text found; gqa, mla and sliding are values to type as they are
            problems.append(tr("attention: \"%1\" is not one of gqa, mla, sliding").arg(cell(u"attention"_s)));
        }
        m.attention = kind.value_or(AttentionKind::Gqa);
        m.releasedPrecision = cell(u"released_precision"_s);
        readDates(&m, userAdded);
        m.source = cell(u"source"_s);
        m.userAdded = userAdded;
        if (!cell(u"file_weights"_s).isEmpty()) {
            QString weightsError;
            if (const auto w = LlmFileWeights::fromText(cell(u"file_weights"_s), &weightsError))
                m.fileWeights = *w;
            else
                problems.append(u"file_weights: "_s + weightsError);
        }
        // The model's own consistency (heads, experts...) is judged on numbers that were read.
        if (problems.isEmpty()) {
            if (const QString problem = m.validate(); !problem.isEmpty())
                problems.append(problem);
        }
        return m;
    }

private:
    const CsvRecord &m_record;
    const QHash<QString, int> &m_column;

    void number(const QString &name, double *value)
    {
        const QString t = cell(name);
        bool good = false;
        *value = t.toDouble(&good);
        if (!good) {
            //: %1 is a column name, %2 the text found in it
            problems.append(tr("%1: \"%2\" is not a number").arg(name, t));
        }
    }

    void integer(const QString &name, int *value)
    {
        const QString t = cell(name);
        if (t.isEmpty()) {
            *value = 0;
            return;
        }
        bool good = false;
        *value = t.toInt(&good);
        if (!good) {
            //: %1 is a column name, %2 the text found in it
            problems.append(tr("%1: \"%2\" is not a whole number").arg(name, t));
        }
    }

    // The release month and the day the row was recorded: real dates, and a model of the user's
    // released by now (the bundle is not held to the clock).
    void readDates(LlmModel *m, bool userAdded)
    {
        if (!cell(u"released"_s).isEmpty()) {
            m->released = parseMonth(cell(u"released"_s));
            if (!m->released.isValid()) {
                //: %1 is the text found; YYYY-MM is a date pattern to keep as it is
                problems.append(tr("released: \"%1\" is not a date (YYYY-MM)").arg(cell(u"released"_s)));
            } else if (m->released < SafeText::earliestDate() || m->released > SafeText::latestClockFreeDate()) {
                // 0001 or 9999 cannot be true of any model, bundled or not (issue 27).
                //: %1 is the text found, %2 and %3 months (YYYY-MM)
                problems.append(tr("released: \"%1\" is not a month from %2 to %3")
                                    .arg(cell(u"released"_s), SafeText::earliestDate().toString(u"yyyy-MM"_s),
                                         SafeText::latestClockFreeDate().toString(u"yyyy-MM"_s)));
            } else if (userAdded && m->released > QDate::currentDate()) {
                //: %1 is the text found, %2 the current month (YYYY-MM)
                problems.append(tr("released: \"%1\" is after this month (%2)")
                                    .arg(cell(u"released"_s), QDate::currentDate().toString(u"yyyy-MM"_s)));
            }
        }
        if (!cell(u"recorded_on"_s).isEmpty()) {
            m->recordedOn = parseMonth(cell(u"recorded_on"_s));
            if (!m->recordedOn.isValid()) {
                //: %1 is the text found; YYYY-MM-DD is a date pattern to keep as it is
                problems.append(tr("recorded_on: \"%1\" is not a date (YYYY-MM-DD)").arg(cell(u"recorded_on"_s)));
            } else if (m->recordedOn < SafeText::earliestDate() || m->recordedOn > SafeText::latestClockFreeDate()) {
                //: %1 is the text found, %2 and %3 dates (YYYY-MM-DD)
                problems.append(tr("recorded_on: \"%1\" is not a date from %2 to %3")
                                    .arg(cell(u"recorded_on"_s), SafeText::earliestDate().toString(Qt::ISODate),
                                         SafeText::latestClockFreeDate().toString(Qt::ISODate)));
            }
        }
    }
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
        errors->append(tr("the file is empty"));
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
            //: %1 is a column name found in the file's first line
            errors->append(tr("line 1: unknown column \"%1\"").arg(header[i]));
            return false;
        }
        column.insert(name, i);
    }
    for (const QString &required : RequiredColumns) {
        if (!column.contains(required)) {
            //: %1 is a column name (an identifier)
            errors->append(tr("line 1: the column \"%1\" is missing").arg(required));
            return false;
        }
    }
    bool ok = true;
    QSet<QString> seen;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const CsvRecord &record = records[r];
        if (record.fields.size() == 1 && record.fields.first().trimmed().isEmpty())
            continue;
        ModelRow row(record, column);
        const LlmModel m = row.read(userAdded);
        if (seen.contains(m.name.toLower())) {
            //: %1 is a model's name
            row.problems.append(tr("name: \"%1\" appears twice").arg(m.name));
        }
        if (!row.problems.isEmpty()) {
            for (const QString &problem : std::as_const(row.problems)) {
                //: %1 is a line number, %2 what is wrong on it
                errors->append(tr("line %1: %2").arg(record.line).arg(problem));
            }
            ok = false;
            continue;
        }
        seen.insert(m.name.toLower());
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
