// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner page's results: the build's summary (model/build/buildsummary.h) laid out as the
// parts table, the power and platform form, the cost tiles, the warnings and the assumptions.
#include "ui/planner/plannerpage.h"

#include "model/build/buildsummary.h"
#include "ui/planner/planneritems.h"
#include "ui/shell/theme.h"

#include "ui_plannerpage.h"

#include <QApplication>
#include <QColor>
#include <QGridLayout>
#include <QHeaderView>
#include <QSet>
#include <QStyle>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;
using PlannerItems::ItemColumn;
using PlannerItems::NoteKeyRole;
using PlannerItems::NoteSeverityRole;
using PlannerItems::PartIndexRole;
using PlannerItems::PriceColumn;
using PlannerItems::TypeColumn;

namespace {

QStyle::StandardPixmap plannerSeverityIcon(NoteSeverity severity)
{
    switch (severity) {
    case NoteSeverity::Critical:
        return QStyle::SP_MessageBoxCritical;
    case NoteSeverity::Warning:
        return QStyle::SP_MessageBoxWarning;
    case NoteSeverity::Info:
    case NoteSeverity::None:
        break;
    }
    return QStyle::SP_MessageBoxInformation;
}

} // namespace

void PlannerPage::applyColours()
{
    m_ui->errorLabel->setStyleSheet(
        u"color: %1; font-weight: bold;"_s.arg(Theme::adapt(QColor(0xb9, 0x1c, 0x1c)).name()));
    m_ui->summaryLabel->setStyleSheet(u"color: %1;"_s.arg(Theme::adapt(QColor(0x33, 0x41, 0x55)).name()));
    m_ui->memoryNeedLabel->setStyleSheet(u"color: %1;"_s.arg(Theme::adapt(QColor(0x47, 0x55, 0x69)).name()));
    if (m_assumptionsLabel)
        m_assumptionsLabel->setStyleSheet(u"color: %1;"_s.arg(Theme::adapt(QColor(0x47, 0x55, 0x69)).name()));
}

void PlannerPage::arrangeCostTiles()
{
    // The cost tiles side by side when they fit, two by two when not: side by side they pushed
    // the results wider than a 900x600 window and cut the parts list's prices (issue 11). The
    // expected resale is a tile of its own when the plan counts one.
    QList<std::pair<QLabel *, QLabel *>> tiles = {{m_ui->hardwareLabel, m_ui->hardwareValueLabel},
                                                  {m_ui->electricityLabel, m_ui->electricityValueLabel}};
    if (m_resaleTile.first && !m_resaleTile.first->isHidden())
        tiles.append(m_resaleTile);
    tiles.append(std::make_pair(m_ui->tcoLabel, m_ui->tcoValueLabel));
    tiles.append(std::make_pair(m_ui->co2Label, m_ui->co2ValueLabel));
    QGridLayout *grid = m_ui->costsGridLayout;
    const QMargins margins = grid->contentsMargins() + m_ui->costsGroupBox->contentsMargins();
    const int count = int(tiles.size());
    int wide = margins.left() + margins.right() + (count - 1) * std::max(0, grid->horizontalSpacing());
    for (const auto &[title, value] : tiles)
        wide += std::max(title->sizeHint().width(), value->sizeHint().width());
    const int columns = m_ui->resultsScrollArea->viewport()->width() >= wide + 24 ? count : 2;
    if (columns == m_costColumns && count == m_costTiles)
        return;
    m_costColumns = columns;
    m_costTiles = count;
    for (int i = 0; i < count; ++i) {
        const auto &[title, value] = tiles.at(i);
        grid->removeWidget(title);
        grid->removeWidget(value);
        grid->addWidget(title, i / columns * 2, i % columns);
        grid->addWidget(value, i / columns * 2 + 1, i % columns);
    }
    for (int column = 0; column < 5; ++column)
        grid->setColumnStretch(column, columns == 2 && column < 2 ? 1 : 0);
}

void PlannerPage::fitToContents()
{
    arrangeCostTiles();
    QTableWidget *table = m_ui->partsTableWidget;
    table->resizeRowsToContents();
    int height = table->horizontalHeader()->height() + 2 * table->frameWidth();
    for (int row = 0; row < table->rowCount(); ++row)
        height += table->rowHeight(row);
    table->setFixedHeight(height);

    QListWidget *list = m_ui->warningsListWidget;
    list->doItemsLayout();
    int listHeight = 2 * list->frameWidth();
    for (int row = 0; row < list->count(); ++row)
        listHeight += list->visualItemRect(list->item(row)).height() + 2 * list->spacing();
    list->setFixedHeight(std::max(listHeight, list->fontMetrics().height() * 2));
}

void PlannerPage::showPlan()
{
    const bool ok = m_plan.has_value();
    m_ui->exportButton->setEnabled(ok);
    m_ui->printButton->setEnabled(ok);
    m_ui->copyMarkdownButton->setEnabled(ok);
    m_ui->saveButton->setEnabled(ok && !m_ui->buildNameLineEdit->text().trimmed().isEmpty());
    m_ui->partsTableWidget->setRowCount(0);
    m_ui->warningsListWidget->clear();
    if (!ok) {
        m_ui->headlineLabel->setText(tr("No build"));
        m_ui->summaryLabel->clear();
        for (const auto &[label, value] : std::as_const(m_formRows))
            value->setText(u"-"_s);
        for (QLabel *value :
             {m_ui->hardwareValueLabel, m_ui->electricityValueLabel, m_ui->tcoValueLabel, m_ui->co2ValueLabel})
            value->setText(u"-"_s);
        m_assumptionsLabel->clear();
        m_budgetLabel->setVisible(false);
        fitToContents();
        return;
    }
    // Every word below is the summary's (model/build/buildsummary.h), the same the exports and
    // the PDF lay out; the page only places the lines.
    const BuildSummary summary = BuildSummary::of(*m_plan);
    m_ui->headlineLabel->setText(summary.title);
    m_ui->summaryLabel->setText(summary.overview);
    showBudget(summary.section(u"budget"_s));
    showParts(*summary.section(u"parts"_s));
    showForm({summary.section(u"power"_s), summary.section(u"platform"_s)});
    showCosts(*summary.section(u"costs"_s));
    if (const SummarySection *notes = summary.section(u"notes"_s))
        showNotes(*notes);
    const SummarySection *assumptions = summary.section(u"assumptions"_s);
    m_assumptionsTitleLabel->setText(tr("%1:").arg(assumptions->title));
    QStringList lines;
    for (const SummaryLine &line : assumptions->lines)
        lines.append(line.text);
    m_assumptionsLabel->setText(lines.join(u'\n'));
    fitToContents();
}

void PlannerPage::showBudget(const SummarySection *budget)
{
    m_budgetLabel->setVisible(budget != nullptr);
    if (!budget)
        return;
    const SummaryLine &line = budget->lines.constFirst();
    m_budgetLabel->setText(tr("%1: %2").arg(line.label, line.text));
    const std::optional<QString> colour = SeverityPalette::colour(line.severity);
    m_budgetLabel->setStyleSheet(colour ? u"color: %1; font-weight: bold;"_s.arg(Theme::adapt(QColor(*colour)).name())
                                        : u"font-weight: bold;"_s);
}

void PlannerPage::showParts(const SummarySection &parts)
{
    QTableWidget *table = m_ui->partsTableWidget;
    for (const SummaryLine &line : parts.lines) {
        const int row = table->rowCount();
        table->insertRow(row);
        // A part's row: what it is, where its price comes from, the price and one's price.
        QString item = line.text;
        if (!line.detail.isEmpty())
            item += u"\n"_s + line.detail;
        QString price = line.value;
        if (!line.valueDetail.isEmpty())
            price += u"\n"_s + line.valueDetail;
        auto *typeItem = new QTableWidgetItem(line.label);
        auto *itemItem = new QTableWidgetItem(line.label.isEmpty() ? line.text : item);
        auto *priceItem = new QTableWidgetItem(price);
        priceItem->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        QFont font = table->font();
        font.setBold(true);
        typeItem->setFont(font);
        if (line.strong) {
            itemItem->setFont(font);
            priceItem->setFont(font);
        }
        // The row says the source's title; its tooltip the whole citation and where to read it.
        QString tip = line.detail;
        if (!line.source.isEmpty())
            tip += u"\n"_s + tr("Source: %1").arg(line.source);
        if (!line.link.isEmpty())
            //: %1 is the web address of the source (a page, or a data file at its commit)
            tip += u"\n"_s + tr("Link: %1").arg(line.link);
        if (line.index >= 0 && !m_plan->parts.at(line.index).priceKey.isEmpty())
            tip += u"\n"_s + tr("Double-click or press Enter to set your own price.");
        for (QTableWidgetItem *cell : {typeItem, itemItem, priceItem}) {
            cell->setToolTip(tip.trimmed());
            cell->setData(PartIndexRole, line.index);
        }
        table->setItem(row, TypeColumn, typeItem);
        table->setItem(row, ItemColumn, itemItem);
        table->setItem(row, PriceColumn, priceItem);
    }
}

void PlannerPage::showForm(const QList<const SummarySection *> &sections)
{
    QSet<QString> shown;
    for (const SummarySection *section : sections) {
        for (const SummaryLine &line : section->lines) {
            const auto &[label, value] = formRow(line.key);
            //: A form's label: %1 is what the row says ("CPU")
            label->setText(tr("%1:").arg(line.label));
            value->setText(line.text);
            const std::optional<QString> colour = SeverityPalette::colour(line.severity);
            value->setStyleSheet(colour ? u"color: %1;"_s.arg(Theme::adapt(QColor(*colour)).name()) : QString());
            label->setVisible(true);
            value->setVisible(true);
            m_ui->powerFormLayout->setRowVisible(value, true);
            shown.insert(line.key);
        }
    }
    for (auto it = m_formRows.cbegin(); it != m_formRows.cend(); ++it) {
        if (!shown.contains(it.key()))
            m_ui->powerFormLayout->setRowVisible(it.value().second, false);
    }
}

std::pair<QLabel *, QLabel *> PlannerPage::formRow(const QString &key)
{
    if (const auto it = m_formRows.constFind(key); it != m_formRows.cend())
        return it.value();
    // A line the form has no row for yet (the power limit, the workload): a row of its own,
    // named after the line's key ("power-limit" -> powerLimitValueLabel).
    QString name;
    for (const QString &word : key.split(u'-'))
        name += name.isEmpty() ? word : word.left(1).toUpper() + word.mid(1);
    auto *label = new QLabel(m_ui->powerGroupBox);
    auto *value = new QLabel(m_ui->powerGroupBox);
    label->setObjectName(name + u"Label"_s);
    value->setObjectName(name + u"ValueLabel"_s);
    value->setWordWrap(true);
    value->setTextInteractionFlags(m_ui->cpuValueLabel->textInteractionFlags());
    m_ui->powerFormLayout->addRow(label, value);
    m_formRows.insert(key, {label, value});
    return {label, value};
}

void PlannerPage::showCosts(const SummarySection &costs)
{
    if (!m_resaleTile.first) {
        // The expected resale (docs/resale.md): a tile after the others, in the same grid.
        m_resaleTile = {new QLabel(m_ui->costsGroupBox), new QLabel(m_ui->costsGroupBox)};
        m_resaleTile.first->setObjectName(u"resaleLabel"_s);
        m_resaleTile.second->setObjectName(u"resaleValueLabel"_s);
        m_resaleTile.second->setWordWrap(true);
        m_resaleTile.second->setTextInteractionFlags(m_ui->tcoValueLabel->textInteractionFlags());
        m_ui->costsGridLayout->addWidget(m_resaleTile.first, 0, 4);
        m_ui->costsGridLayout->addWidget(m_resaleTile.second, 1, 4);
    }
    // Shown only when the plan has a resale line (none in the post's view); placed by arrangeCostTiles.
    const bool resale = std::any_of(costs.lines.cbegin(), costs.lines.cend(),
                                    [](const SummaryLine &line) { return line.key == u"resale"; });
    m_resaleTile.first->setVisible(resale);
    m_resaleTile.second->setVisible(resale);
    m_costTiles = 0;
    const QHash<QString, std::pair<QLabel *, QLabel *>> tiles = {
        {u"hardware"_s, {m_ui->hardwareLabel, m_ui->hardwareValueLabel}},
        {u"electricity"_s, {m_ui->electricityLabel, m_ui->electricityValueLabel}},
        {u"resale"_s, m_resaleTile},
        {u"tco"_s, {m_ui->tcoLabel, m_ui->tcoValueLabel}},
        {u"co2"_s, {m_ui->co2Label, m_ui->co2ValueLabel}}};
    m_ui->costsGroupBox->setTitle(costs.title);
    for (const SummaryLine &line : costs.lines) {
        const auto tile = tiles.value(line.key);
        if (!tile.first)
            continue;
        tile.first->setText(line.label);
        // A figure over a small line that says what it covers.
        tile.second->setText(
            u"<span style='font-size:large; font-weight:bold'>%1</span><br/><span style='color:%3'>%2</span>"_s.arg(
                line.value.toHtmlEscaped(), line.detail.toHtmlEscaped(),
                Theme::adapt(QColor(0x5b, 0x66, 0x75)).name()));
    }
}

void PlannerPage::showNotes(const SummarySection &notes)
{
    for (const SummaryLine &line : notes.lines) {
        QString text = line.text;
        if (!line.source.isEmpty())
            text += u"  "_s + line.source;
        auto *item = new QListWidgetItem(style()->standardIcon(plannerSeverityIcon(line.severity)), text,
                                         m_ui->warningsListWidget);
        const std::optional<QString> colour = SeverityPalette::colour(line.severity);
        item->setForeground(colour ? Theme::adapt(QColor(*colour)) : QApplication::palette().color(QPalette::Text));
        item->setData(NoteKeyRole, line.key);
        item->setData(NoteSeverityRole, severityKey(line.severity));
        // What a screen reader says: the severity's title, as the exports write it, then the note.
        item->setData(Qt::AccessibleTextRole, tr("%1: %2").arg(line.label, line.text));
        if (line.severity == Severity::Critical) {
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    }
}
