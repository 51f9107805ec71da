// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/llm/llmmodelsearch.h"

#include "model/format/formatter.h"

using namespace Qt::StringLiterals;

namespace {

/// Lower case, with dashes, dots and underscores turned into spaces, so "30B-A3B" reads as
/// two words and "3.1" still matches "3.1" (dots inside numbers are kept).
QString searchableText(const QString &text)
{
    QString out = text.toLower();
    for (qsizetype i = 0; i < out.size(); ++i) {
        const QChar c = out.at(i);
        const bool digitDot =
            c == u'.' && i > 0 && i + 1 < out.size() && out.at(i - 1).isDigit() && out.at(i + 1).isDigit();
        if ((c == u'-' || c == u'_' || c == u'.' || c == u'/') && !digitDot)
            out[i] = u' ';
    }
    return out;
}

QString compactNumber(double value)
{
    return Formatter::number(value, value < 10 ? 1 : 0);
}

} // namespace

bool llmModelMatches(const LlmModel &model, const QString &query)
{
    const QString haystack = searchableText(model.name + u' ' + model.developer);
    const QString squeezed = QString(haystack).remove(u' ');
    const QStringList words = searchableText(query).split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        // "llama3" should find "Llama 3 8B": try the word against the name without spaces too.
        if (!haystack.contains(word) && !squeezed.contains(word))
            return false;
    }
    return true;
}

LlmModelListModel::LlmModelListModel(QObject *parent)
    : QAbstractListModel(parent)
{}

void LlmModelListModel::setModels(const QList<LlmModel> &models)
{
    beginResetModel();
    m_models = models;
    endResetModel();
}

int LlmModelListModel::rowOf(const QString &name) const
{
    for (qsizetype i = 0; i < m_models.size(); ++i) {
        if (m_models.at(i).name.compare(name, Qt::CaseInsensitive) == 0)
            return int(i);
    }
    return -1;
}

int LlmModelListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_models.size());
}

QString LlmModelListModel::summary(const LlmModel &model)
{
    QString size = model.isMoe() ? tr("%1 billion parameters, %2 billion active (mixture of experts)")
                                       .arg(compactNumber(model.totalParamsB), compactNumber(model.activeParamsB))
                                 : tr("%1 billion parameters, dense").arg(compactNumber(model.totalParamsB));
    QString attention;
    switch (model.attention) {
    case AttentionKind::Gqa:
        attention = model.kvHeads < model.attentionHeads ? tr("grouped-query attention") : tr("multi-head attention");
        break;
    case AttentionKind::Mla:
        attention = tr("multi-head latent attention");
        break;
    case AttentionKind::SlidingWindow:
        attention = tr("sliding-window attention (%1 tokens)").arg(Formatter::integer(model.slidingWindow));
        break;
    }
    const QString context = model.nativeContext >= 1024
                                ? tr("%1k context").arg(Formatter::integer(model.nativeContext / 1024))
                                : tr("%1-token context").arg(Formatter::integer(model.nativeContext));
    return tr("%1; %2; %3").arg(size, attention, context);
}

QVariant LlmModelListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const LlmModel &m = m_models.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
        return m.userAdded ? tr("%1 (yours)").arg(m.name) : m.name;
    case Qt::ToolTipRole:
        return summary(m);
    case ModelIndexRole:
        return index.row();
    case UserAddedRole:
        return m.userAdded;
    default:
        return {};
    }
}

LlmModelFilterProxyModel::LlmModelFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{}

void LlmModelFilterProxyModel::setQuery(const QString &query)
{
    if (query == m_query)
        return;
    m_query = query;
    invalidateRowsFilter();
}

bool LlmModelFilterProxyModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const auto *list = qobject_cast<const LlmModelListModel *>(sourceModel());
    if (!list || sourceParent.isValid())
        return true;
    return llmModelMatches(list->models().at(sourceRow), m_query);
}
