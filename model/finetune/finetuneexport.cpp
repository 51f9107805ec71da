// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/finetune/finetuneexport.h"

#include "model/finetune/finetuneoptiontablemodel.h"

#include <QJsonDocument>
#include <QRegularExpression>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// A table cell of Markdown: pipes escaped, lines joined.
QString finetuneMarkdownCell(QString text)
{
    return text.replace(u'|', u"\\|"_s).replace(u'\n', u' ');
}

/// "100m", "1.5b", "20k": tokens in a file name.
QString finetuneTokenCount(double tokens)
{
    const auto compact = [](double value, const char *unit) -> QString {
        QString number = QString::number(value, 'f', value < 10 ? 1 : 0);
        if (number.endsWith(u".0"_s))
            number.chop(2);
        return number + QLatin1StringView(unit);
    };
    if (tokens >= 1e9)
        return compact(tokens / 1e9, "b");
    if (tokens >= 1e6)
        return compact(tokens / 1e6, "m");
    if (tokens >= 1e3)
        return compact(tokens / 1e3, "k");
    return QString::number(std::llround(tokens));
}

} // namespace

QString FinetuneExport::fileStem(const FinetuneJob &job)
{
    // File names stay ASCII and locale-free, as the command line's keys.
    QString model = job.model.name.toLower();
    model.replace(QRegularExpression(u"[^a-z0-9.]+"_s), u"-"_s);
    while (model.startsWith(u'-') || model.startsWith(u'.'))
        model.remove(0, 1);
    while (model.endsWith(u'-') || model.endsWith(u'.'))
        model.chop(1);
    QStringList parts{u"finetune"_s};
    if (!model.isEmpty())
        parts.append(model);
    parts.append(finetuneMethodKey(job.method));
    parts.append(finetuneTokenCount(job.tokens) + u"-tokens"_s);
    return parts.join(u'-');
}

QString FinetuneExport::markdown(const FinetuneRequest &request, const QList<FinetuneOption> &options)
{
    const FinetunePlanner planner;
    QStringList out;
    //: The heading of an exported fine-tuning plan; %1 is the job ("Llama 3.1 8B, QLoRA rank 16 ...")
    out.append(u"# "_s + tr("Fine-tuning: %1").arg(request.job.title()));
    out.append(QString());
    out.append(planner.jobSummary(request.job));
    out.append(QString());
    out.append(FinetunePlanner::verdict(request, options));
    if (options.isEmpty())
        return out.join(u'\n') + u'\n';

    FinetuneOptionTableModel table;
    table.setOptions(options);
    QStringList header;
    QStringList rule;
    for (int c = 0; c < table.columnCount(); ++c) {
        header.append(finetuneMarkdownCell(table.headerData(c, Qt::Horizontal).toString()));
        rule.append(c >= FinetuneOptionTableModel::Memory ? u"---:"_s : u"---"_s);
    }
    out.append(QString());
    out.append(u"| "_s + header.join(u" | "_s) + u" |"_s);
    out.append(u"| "_s + rule.join(u" | "_s) + u" |"_s);
    for (int r = 0; r < table.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table.columnCount(); ++c)
            cells.append(finetuneMarkdownCell(table.index(r, c).data().toString()));
        out.append(u"| "_s + cells.join(u" | "_s) + u" |"_s);
    }
    out.append(QString());
    //: A heading of an exported fine-tuning plan: each configuration's figures, worked out
    out.append(u"## "_s + tr("How each number is worked out"));
    for (const FinetuneOption &o : options) {
        out.append(QString());
        out.append(u"### "_s + o.label() + u" ("_s + FinetuneOptionTableModel::kindText(o.kind) + u')');
        out.append(QString());
        for (const auto &[key, text] : o.explanations(request.job, request.cost))
            out.append(u"- "_s + text);
        for (const QString &note : o.notes)
            out.append(u"- "_s + note);
    }
    return out.join(u'\n') + u'\n';
}

QByteArray FinetuneExport::json(const FinetuneRequest &request, const QList<FinetuneOption> &options)
{
    return QJsonDocument(FinetunePlanner::toJson(request, options)).toJson(QJsonDocument::Indented);
}
