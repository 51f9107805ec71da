// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The planner page's saved builds and its ways out: export, print and copy as Markdown.
#include "ui/planner/plannerpage.h"

#include "model/build/buildexport.h"
#include "model/format/formatter.h"
#include "report/buildreport.h"
#include "ui/planner/plannerdialogs.h"
#include "ui/planner/planneritems.h"

#include "ui_plannerpage.h"

#include <QClipboard>
#include <QDir>
#include <QGuiApplication>
#include <QPrinter>
#include <QRegularExpression>
#include <QStandardPaths>

using namespace Qt::StringLiterals;
using PlannerItems::BuildIdRole;

namespace {

QString buildFileNameFor(const QString &title)
{
    QString name = title.toLower();
    name.replace(QRegularExpression(u"[^a-z0-9]+"_s), u"-"_s);
    name.remove(QRegularExpression(u"^-+|-+$"_s));
    return u"gpu-build-"_s + name.left(60);
}

} // namespace

void PlannerPage::refreshSavedBuilds()
{
    const std::optional<qint64> selected = selectedBuildId();
    m_ui->savedBuildsListWidget->clear();
    QString error;
    const QList<SavedBuild> builds = m_builds.builds(&error);
    if (!error.isEmpty())
        showStatus(tr("Some saved builds cannot be read: %1").arg(error), true);
    for (const SavedBuild &b : builds) {
        QStringList lines;
        for (const BuildGpuLine &line : b.request.gpus)
            lines.append(tr("%1 × %2").arg(line.count).arg(line.gpuName));
        auto *item = new QListWidgetItem(tr("%1 — %2").arg(b.name, lines.join(u" + "_s)), m_ui->savedBuildsListWidget);
        item->setData(BuildIdRole, b.id);
        item->setToolTip(tr("Saved %1").arg(Formatter::dateTime(b.updatedAt)));
        if (selected && *selected == b.id)
            m_ui->savedBuildsListWidget->setCurrentItem(item);
    }
}

std::optional<qint64> PlannerPage::selectedBuildId() const
{
    const QListWidgetItem *item = m_ui->savedBuildsListWidget->currentItem();
    if (!item || !item->isSelected())
        return std::nullopt;
    return item->data(BuildIdRole).toLongLong();
}

void PlannerPage::saveBuild()
{
    const QString name = m_ui->buildNameLineEdit->text().trimmed();
    if (name.isEmpty() || !m_plan)
        return;
    QString error;
    const std::optional<SavedBuild> existing = m_builds.buildByName(name, &error);
    if (existing && !m_dialogs->confirm(
                        this, tr("Replace the saved build?"),
                        tr("A build named \"%1\" is already saved. Replace it with this one?").arg(existing->name))) {
        return;
    }
    SavedBuild build;
    build.name = name;
    build.request = m_plan->request;
    if (!m_builds.save(&build, &error)) {
        m_dialogs->showError(this, tr("Cannot save the build"), error);
        return;
    }
    refreshSavedBuilds();
    for (int i = 0; i < m_ui->savedBuildsListWidget->count(); ++i) {
        QListWidgetItem *item = m_ui->savedBuildsListWidget->item(i);
        if (item->data(BuildIdRole).toLongLong() == build.id)
            m_ui->savedBuildsListWidget->setCurrentItem(item);
    }
    showStatus(tr("Saved \"%1\".").arg(build.name));
}

void PlannerPage::openSelectedBuild()
{
    const std::optional<qint64> id = selectedBuildId();
    if (!id)
        return;
    QString error;
    const std::optional<SavedBuild> build = m_builds.build(*id, &error);
    if (!build) {
        m_dialogs->showError(this, tr("Cannot open the build"),
                             error.isEmpty() ? tr("The build is no longer saved.") : error);
        refreshSavedBuilds();
        return;
    }
    setRequest(build->request);
    m_ui->buildNameLineEdit->setText(build->name);
    showStatus(tr("Opened \"%1\" with the cost settings it was saved with.").arg(build->name));
}

void PlannerPage::deleteSelectedBuild()
{
    const std::optional<qint64> id = selectedBuildId();
    if (!id)
        return;
    const QString name = m_ui->savedBuildsListWidget->currentItem()->text().section(u" — "_s, 0, 0);
    if (!m_dialogs->confirm(this, tr("Delete the saved build?"), tr("Delete the saved build \"%1\"?").arg(name)))
        return;
    QString error;
    if (!m_builds.remove(*id, &error)) {
        m_dialogs->showError(this, tr("Cannot delete the build"), error);
        return;
    }
    refreshSavedBuilds();
    showStatus(tr("Deleted \"%1\".").arg(name));
}

void PlannerPage::exportBuild()
{
    if (!m_plan)
        return;
    const QString markdownFilter = tr("Markdown (*.md)");
    const QString csvFilter = tr("CSV (*.csv)");
    const QString jsonFilter = tr("JSON (*.json)");
    const QString pdfFilter = tr("PDF report (*.pdf)");
    const QString filters = QStringList{markdownFilter, csvFilter, jsonFilter, pdfFilter}.join(u";;"_s);
    QString selected = markdownFilter;
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString suggested = QDir(folder).filePath(buildFileNameFor(m_plan->title()) + u".md"_s);
    QString path = m_dialogs->exportFileName(this, suggested, filters, &selected);
    if (path.isEmpty())
        return;
    std::optional<BuildExport::Format> format = BuildExport::formatForPath(path);
    if (!format) {
        // No known extension: take the format from the chosen filter and add its extension.
        format = selected == csvFilter    ? BuildExport::Format::Csv
                 : selected == jsonFilter ? BuildExport::Format::Json
                 : selected == pdfFilter  ? BuildExport::Format::Pdf
                                          : BuildExport::Format::Markdown;
        path += u"."_s + BuildExport::formatKey(*format);
    }
    QString error;
    const bool ok = *format == BuildExport::Format::Pdf ? BuildReport::writePdf(*m_plan, path, &error)
                                                        : BuildExport::writeFile(*m_plan, path, *format, &error);
    if (!ok) {
        m_dialogs->showError(this, tr("Export failed"), error);
        showStatus(tr("Nothing was exported."));
        return;
    }
    showStatus(tr("Exported to %1.").arg(QDir::toNativeSeparators(path)));
}

void PlannerPage::printBuild()
{
    if (!m_plan)
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setDocName(BuildReport::title(*m_plan));
    if (!m_dialogs->choosePrinter(this, &printer))
        return;
    BuildReport::print(*m_plan, &printer);
    showStatus(tr("Sent the report to the printer."));
}

void PlannerPage::copyMarkdown()
{
    if (!m_plan)
        return;
    QGuiApplication::clipboard()->setText(BuildExport::markdown(*m_plan));
    showStatus(tr("Copied the build as Markdown."));
}
