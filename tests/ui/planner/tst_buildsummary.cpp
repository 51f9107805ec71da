// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// One build plan rendered every way a person reads it: the planner page, Markdown (which is
// also `build`'s text), the PDF (through its QTextDocument) and the JSON export. Each lays out
// BuildSummary's lines and must show every one of them, word for word (issue 24).
#include "db/sqlbuildrepository.h"
#include "model/browser/whatifsettings.h"
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/build/buildsummary.h"
#include "report/buildreport.h"
#include "tests/common/seededdatabase.h"
#include "ui/planner/plannerpage.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QPdfWriter>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// Text as it reads, whatever the markup: runs of white space as one space.
QString reading(const QString &text)
{
    return text.simplified();
}

/// The plain text of a label that may hold rich text.
QString labelText(const QLabel *label)
{
    if (label->textFormat() == Qt::PlainText || !Qt::mightBeRichText(label->text()))
        return label->text();
    QTextDocument doc;
    doc.setHtml(label->text());
    return doc.toPlainText();
}

} // namespace

class TestBuildSummary final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyFrontEndShowsEveryLine();
    void oneWordingOfTheDrifts();

private:
    /// Two machines of four RTX 4090s with a workload, from the wizard, over a budget: every
    /// section, a per-machine sum, notes of every severity, a circuit that is too small and its
    /// power-limit alternative.
    BuildRequest request() const;
    static void expectEveryLine(const BuildSummary &summary, const QString &rendered, const QString &frontEnd,
                                const QStringList &skipSections = {});

    std::unique_ptr<SeededDatabase> m_db;
    QTemporaryDir m_dir;
};

void TestBuildSummary::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    m_db = std::make_unique<SeededDatabase>();
    QVERIFY2(m_db->isValid(), qPrintable(m_db->error()));
}

BuildRequest TestBuildSummary::request() const
{
    BuildRequest r;
    r.gpus.append({u"GeForce RTX 4090"_s, 4});
    r.machines = 2;
    MemoryWorkload w;
    w.parameters = 70e9;
    w.format = NumberFormat::Int4;
    w.mode = WorkloadMode::Inference;
    r.workload = w;
    // The wizard's card budget and a whole-build budget the build is over.
    r.origin.chartTitle = u"GPU recommendation chart"_s;
    r.origin.chartEdition = u"2023-01-30"_s;
    r.origin.answers = {{u"Are you buying for an organisation?"_s, u"no"_s}};
    r.origin.leafTitle = u"RTX 4090"_s;
    r.origin.leafText = u"The fastest card of its day."_s;
    r.origin.cardBudgetUsd = 2000;
    r.budgetUsd = 5000;
    return r;
}

void TestBuildSummary::expectEveryLine(const BuildSummary &summary, const QString &rendered, const QString &frontEnd,
                                       const QStringList &skipSections)
{
    const QString text = reading(rendered);
    for (const SummarySection &section : summary.sections) {
        if (skipSections.contains(section.key))
            continue;
        for (const SummaryLine &line : section.lines) {
            // A part's full source is the window's tooltip; the documents name it in the price's note.
            const QString source = section.key == u"parts" ? QString() : line.source;
            for (const QString &words : {line.label, line.text, line.detail, line.value, line.valueDetail, source}) {
                if (words.isEmpty())
                    continue;
                QVERIFY2(text.contains(reading(words)),
                         qPrintable(u"%1 lacks the %2 line \"%3\" (%4)"_s.arg(frontEnd, section.key, words, line.key)));
            }
        }
    }
}

void TestBuildSummary::everyFrontEndShowsEveryLine()
{
    SqlBuildRepository builds(m_db->database().connection());
    WhatIfSettings whatIf;
    PlannerPage page(m_db->gpus(), builds, whatIf);
    page.resize(1100, 760);
    page.show();
    page.setRequest(request());
    QVERIFY(page.plan());
    const BuildPlan plan = *page.plan();
    QVERIFY(plan.exceedsCircuit);
    QVERIFY(plan.memory);
    const BuildSummary summary = BuildSummary::of(plan);
    QVERIFY(summary.section(u"notes"_s));

    // The window: the parts table, the form, the cost tiles, the warnings and the assumptions.
    QStringList shown;
    const auto *parts = page.findChild<QTableWidget *>(u"partsTableWidget"_s);
    for (int row = 0; row < parts->rowCount(); ++row) {
        for (int column = 0; column < parts->columnCount(); ++column) {
            shown.append(parts->item(row, column)->text());
            shown.append(parts->item(row, column)->toolTip());
        }
    }
    for (const QLabel *label : page.findChildren<QLabel *>()) {
        if (label->isVisibleTo(&page))
            shown.append(labelText(label));
    }
    const auto *notes = page.findChild<QListWidget *>(u"warningsListWidget"_s);
    for (int row = 0; row < notes->count(); ++row) {
        shown.append(notes->item(row)->text());
        shown.append(notes->item(row)->data(Qt::AccessibleTextRole).toString());
        // A screen reader hears the severity's title, as the exports write it.
        QVERIFY(notes->item(row)
                    ->data(Qt::AccessibleTextRole)
                    .toString()
                    .startsWith(summary.section(u"notes"_s)->lines.at(row).label + u": "_s));
    }
    // The page says where the build came from in its status line, not the wizard's answers.
    expectEveryLine(summary, shown.join(u'\n'), u"The planner page"_s, {u"origin"_s});
    const SummaryLine *budget = summary.section(u"budget"_s)->line(u"budget"_s);
    QVERIFY(budget && budget->text.contains(u"card "_s) && budget->text.contains(u"over your $5,000"_s));
    QCOMPARE(budget->severity, Severity::Warning);

    // Markdown, as `build` prints it: escaped characters read as themselves.
    const QString markdown = BuildExport::markdown(plan).remove(u'\\');
    expectEveryLine(summary, markdown, u"Markdown"_s);
    QVERIFY(markdown.contains(reading(summary.subtitle)));

    // The PDF, through the document it prints.
    QPdfWriter pdf(m_dir.filePath(u"summary.pdf"_s));
    const std::unique_ptr<QTextDocument> doc = BuildReport::document(plan, &pdf);
    expectEveryLine(summary, doc->toPlainText(), u"The PDF"_s);

    // JSON carries the same sections and lines.
    const QJsonObject build = QJsonDocument::fromJson(BuildExport::json(plan)).object().value(u"build"_s).toObject();
    const QJsonArray sections = build.value(u"summary"_s).toArray();
    QCOMPARE(sections.size(), summary.sections.size());
    for (qsizetype i = 0; i < sections.size(); ++i) {
        const QJsonObject section = sections.at(i).toObject();
        QCOMPARE(section.value(u"title"_s).toString(), summary.sections.at(i).title);
        const QJsonArray lines = section.value(u"lines"_s).toArray();
        QCOMPARE(lines.size(), summary.sections.at(i).lines.size());
        for (qsizetype j = 0; j < lines.size(); ++j) {
            QCOMPARE(lines.at(j).toObject().value(u"text"_s).toString(), summary.sections.at(i).lines.at(j).text);
            QCOMPARE(lines.at(j).toObject().value(u"value"_s).toString(), summary.sections.at(i).lines.at(j).value);
        }
    }
}

void TestBuildSummary::oneWordingOfTheDrifts()
{
    // The drifts issue 24 names: the PDF's CPU line without its "at least" clause, "Total for N
    // machines" beside "Total, N machines", three power wordings, two warning colours.
    QString error;
    const std::optional<BuildPlan> plan = BuildPlanner(m_db->gpus()).plan(request(), &error);
    QVERIFY2(plan, qPrintable(error));
    const BuildSummary summary = BuildSummary::of(*plan);
    const SummaryLine *cpu = summary.section(u"platform"_s)->line(u"cpu"_s);
    QVERIFY(cpu && cpu->text.contains(u"at least x"_s));
    const SummaryLine *total = summary.section(u"parts"_s)->line(u"total"_s);
    QVERIFY(total);
    QCOMPARE(total->text, u"Total, 2 machines"_s);
    QPdfWriter pdf(m_dir.filePath(u"drifts.pdf"_s));
    const QString printed = reading(BuildReport::document(*plan, &pdf)->toPlainText());
    QVERIFY(printed.contains(reading(cpu->text)));
    QVERIFY(printed.contains(total->text));
    QVERIFY(BuildExport::markdown(*plan).contains(u"**%1**"_s.arg(total->text)));
    const SummaryLine *power = summary.section(u"power"_s)->line(u"power"_s);
    QVERIFY(power);
    QVERIFY(reading(BuildExport::markdown(*plan)).contains(reading(power->text)));
    QVERIFY(printed.contains(reading(power->text)));
    // One colour a severity, in the palette the window and the PDF share.
    QCOMPARE(SeverityPalette::colour(Severity::Warning).value_or(QString()), u"#92400e"_s);
    QVERIFY(BuildReport::html(*plan).contains(u"color:#92400e"_s));
    QVERIFY(!BuildReport::html(*plan).contains(u"#b45309"_s));
}

QTEST_MAIN(TestBuildSummary)
#include "tst_buildsummary.moc"
