// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The exported build list: JSON that reads back into the same build, CSV columns, the forum
// Markdown table, files written in one piece or not at all, and GPU name suggestions.
#include "model/build/buildexport.h"
#include "model/build/buildplanner.h"
#include "model/catalog/namesuggestions.h"
#include "model/cost/freshness.h"
#include "model/format/formatter.h"
#include "model/io/atomicfile.h"
#include "model/io/csv.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

using namespace Qt::StringLiterals;

namespace {

Gpu gpu(qint64 id, const QString &name, double vram, int tdp, double slots)
{
    Gpu g;
    g.id = id;
    g.name = name;
    g.vendor = u"NVIDIA"_s;
    g.architecture = u"Ampere"_s;
    g.vramGb = vram;
    g.tdpWatts = tdp;
    g.slotWidth = slots;
    g.boardType = u"PCIe card"_s;
    g.tensorCoreGeneration = 3;
    return g;
}

const Gpu Rtx3090 = gpu(1, u"GeForce RTX 3090"_s, 24, 350, 3);
const Gpu RtxA6000 = gpu(2, u"RTX A6000"_s, 48, 300, 2);
const Gpu RtxA4000 = gpu(3, u"RTX A4000"_s, 16, 140, 1);

QList<PriceObservation> pricesOf(const Gpu &g)
{
    PriceObservation used;
    used.gpuId = g.id;
    used.condition = PriceCondition::Used;
    used.usd = 700 + g.id;
    used.observedOn = QDate(2024, 6, 1);
    used.monthly = true;
    used.source = u"eBay average sold price, tracker"_s;
    PriceObservation fresh = used;
    fresh.condition = PriceCondition::New;
    fresh.usd = 1500 + g.id;
    fresh.source = u"Amazon | listing"_s; // a pipe, which the Markdown table must escape
    return {used, fresh};
}

BuildPlan planOf(const BuildRequest &request)
{
    QList<BuildGpuInput> inputs;
    for (const BuildGpuLine &line : request.gpus) {
        for (const Gpu &g : {Rtx3090, RtxA6000, RtxA4000}) {
            if (g.name == line.gpuName)
                inputs.append({g, pricesOf(g)});
        }
    }
    return BuildPlanner::planWith(request, inputs);
}

BuildRequest simple()
{
    BuildRequest r;
    r.gpus.append({Rtx3090.name, 4});
    return r;
}

} // namespace

class TestBuildExport final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonRoundTrip_data();
    void jsonRoundTrip();
    void jsonHasTheBuild();
    void jsonErrorsNameTheField_data();
    void jsonErrorsNameTheField();
    void csvColumns();
    void markdownPartList();
    void markdownSaysTheWorkload();
    void hostileNamesStayText();
    void markdownRendersWithCmarkGfm_data();
    void markdownRendersWithCmarkGfm();
    void formatFromPath_data();
    void formatFromPath();
    void writesFilesWhole_data();
    void writesFilesWhole();
    void refusesUnwritablePaths_data();
    void refusesUnwritablePaths();
    void refusesAReadOnlyFolder();
    void editDistance_data();
    void editDistance();
    void closestNames_data();
    void closestNames();
};

void TestBuildExport::jsonRoundTrip_data()
{
    QTest::addColumn<BuildRequest>("request");
    QTest::newRow("4 x RTX 3090") << simple();
    BuildRequest limited = simple();
    limited.powerLimitWatts = 300;
    limited.condition = PriceCondition::Used;
    limited.circuitKey = u"us-20a"_s;
    QTest::newRow("used, power limit, 20 A circuit") << limited;
    BuildRequest mixed;
    mixed.gpus = {{RtxA6000.name, 2}, {RtxA4000.name, 1}};
    mixed.machines = 3;
    mixed.gridKgPerKwh = 0.123;
    mixed.priceAsOf = QDate(2024, 3, 31);
    mixed.cost.years = 3.5;
    mixed.cost.kwhPriceUsd = 0.31;
    mixed.cost.utilization = 0.42;
    QTest::newRow("mixed, 3 machines, own grid and costs") << mixed;
    BuildRequest workload = simple();
    MemoryWorkload w;
    w.parameters = 70e9;
    w.format = NumberFormat::Int4;
    w.mode = WorkloadMode::Qlora;
    w.layers = 80;
    w.kvHeads = 8;
    w.headDim = 128;
    w.context = 4096;
    w.batch = 2;
    workload.workload = w;
    QTest::newRow("with a workload") << workload;
    BuildRequest wizard = simple();
    wizard.gpus = {{Rtx3090.name, 1}};
    wizard.condition = PriceCondition::Used;
    wizard.origin.chartTitle = u"GPU recommendation chart"_s;
    wizard.origin.chartEdition = u"2023-01-30"_s;
    wizard.origin.answers = {{u"Are you buying for an organisation?"_s, u"no"_s},
                             {u"Will you train transformers, \"large\" ones?"_s, u"yes"_s}};
    wizard.origin.leafTitle = u"Used RTX 3090"_s;
    wizard.origin.leafText = u"24 GB for less.\nSecond line."_s;
    wizard.origin.leafAdvice = u"Stress-test it."_s;
    QTest::newRow("from the wizard") << wizard;
    BuildRequest yours = wizard;
    yours.origin.cardBudgetUsd = 1500;
    yours.budgetUsd = 2500;
    yours.ramGb = 32;
    yours.reusePc = true;
    QTest::newRow("your budget, RAM and PC") << yours;
}

void TestBuildExport::jsonRoundTrip()
{
    QFETCH(BuildRequest, request);
    QVERIFY(request.validate().isEmpty());
    const BuildPlan plan = planOf(request);
    const QByteArray json = BuildExport::json(plan);
    BuildRequest back;
    QString error;
    QVERIFY2(BuildExport::fromJson(json, &back, &error), qPrintable(error));
    QVERIFY(back == request);
    // The same request plans the same build: the file reproduces itself.
    QCOMPARE(BuildExport::json(planOf(back)), json);
    // A bare request object reads too.
    BuildRequest bare;
    QVERIFY(BuildExport::fromJson(QJsonDocument(BuildExport::requestToJson(request)).toJson(), &bare, &error));
    QVERIFY(bare == request);
}

void TestBuildExport::jsonHasTheBuild()
{
    BuildRequest r = simple();
    r.powerLimitWatts = 300;
    const BuildPlan plan = planOf(r);
    const QJsonObject root = QJsonDocument::fromJson(BuildExport::json(plan)).object();
    QCOMPARE(root.value(u"format"_s).toString(), u"gpu-advisor-build"_s);
    QCOMPARE(root.value(u"version"_s).toInt(), 1);
    const QJsonObject build = root.value(u"build"_s).toObject();
    const QJsonArray gpus = build.value(u"gpus"_s).toArray();
    QCOMPARE(gpus.size(), 1);
    QCOMPARE(gpus.at(0).toObject().value(u"name"_s).toString(), Rtx3090.name);
    QCOMPARE(gpus.at(0).toObject().value(u"count"_s).toInt(), 4);
    QCOMPARE(gpus.at(0).toObject().value(u"draw_w"_s).toDouble(), 300.0);
    QCOMPARE(build.value(u"psu_watts"_s).toInt(), plan.psu.capacityWatts());
    QCOMPARE(build.value(u"cpu"_s).toObject().value(u"class"_s).toString(), plan.cpu);
    QCOMPARE(build.value(u"ram_gb"_s).toInt(), plan.ramGb);
    const QJsonObject costs = build.value(u"costs"_s).toObject();
    QCOMPARE(costs.value(u"hardware_usd"_s).toDouble(), plan.hardwareUsd);
    QCOMPARE(costs.value(u"electricity_usd"_s).toDouble(), plan.electricityUsd);
    QCOMPARE(costs.value(u"total_cost_of_ownership_usd"_s).toDouble(), plan.totalCostOfOwnershipUsd());
    QCOMPARE(costs.value(u"co2_kg"_s).toDouble(), plan.co2Kg);
    QVERIFY(build.value(u"assumptions"_s).toArray().size() >= 5);
    QVERIFY(!build.value(u"notes"_s).toArray().isEmpty());
    QVERIFY(build.value(u"power"_s).toObject().value(u"exceeds_circuit"_s).toBool());
    QCOMPARE(
        build.value(u"power"_s).toObject().value(u"power_limit_alternative"_s).toObject().value(u"limit_w"_s).toInt(),
        225);
}

void TestBuildExport::jsonErrorsNameTheField_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("fragment");
    QTest::newRow("not JSON") << QByteArray("{\"gpus\": [") << u"not valid JSON"_s;
    QTest::newRow("an array") << QByteArray("[]") << u"expected a JSON object"_s;
    QTest::newRow("another format") << QByteArray(R"({"format": "x", "request": {}})") << u"format"_s;
    QTest::newRow("a newer version") << QByteArray(R"({"format": "gpu-advisor-build", "version": 9, "request": {}})")
                                     << u"version 9"_s;
    QTest::newRow("no GPUs") << QByteArray(R"({"gpus": []})") << u"request.gpus"_s;
    QTest::newRow("GPU without a name") << QByteArray(R"({"gpus": [{"count": 1}]})") << u"request.gpus[0].name"_s;
    QTest::newRow("count 9") << QByteArray(R"({"gpus": [{"name": "X", "count": 9}]})")
                             << u"request.gpus[0].count must be a whole number from 1 to 8"_s;
    QTest::newRow("count 1.5") << QByteArray(R"({"gpus": [{"name": "X", "count": 1.5}]})")
                               << u"request.gpus[0].count"_s;
    QTest::newRow("condition") << QByteArray(R"({"gpus": [{"name": "X"}], "condition": "mint"})")
                               << u"request.condition must be new, used or cheapest"_s;
    QTest::newRow("circuit") << QByteArray(R"({"gpus": [{"name": "X"}], "circuit": "moon"})") << u"request.circuit"_s;
    QTest::newRow("years") << QByteArray(R"({"gpus": [{"name": "X"}], "cost": {"years": 0}})")
                           << u"request.cost.years"_s;
    QTest::newRow("precision") << QByteArray(
                                      R"({"gpus": [{"name": "X"}], "workload": {"params": 7e9, "precision": "fp9"}})")
                               << u"request.workload.precision"_s;
    QTest::newRow("answers") << QByteArray(R"({"gpus": [{"name": "X"}], "origin": {"answers": [1]}})")
                             << u"request.origin.answers[0]"_s;
    QTest::newRow("too many GPUs") << QByteArray(R"({"gpus": [{"name": "X", "count": 8}, {"name": "Y", "count": 1}]})")
                                   << u"at most 8"_s;
}

void TestBuildExport::jsonErrorsNameTheField()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, fragment);
    BuildRequest r;
    QString error;
    QVERIFY(!BuildExport::fromJson(json, &r, &error));
    QVERIFY2(error.contains(fragment), qPrintable(error));
}

void TestBuildExport::csvColumns()
{
    BuildRequest r = simple();
    r.machines = 2;
    const BuildPlan plan = planOf(r);
    QList<CsvRecord> records;
    QString error;
    QVERIFY2(parseCsv(BuildExport::csv(plan), &records, &error), qPrintable(error));
    QCOMPARE(records.first().fields,
             (QStringList{u"type"_s, u"item"_s, u"quantity"_s, u"unit_usd"_s, u"total_usd"_s, u"price_note"_s}));
    for (const CsvRecord &record : std::as_const(records))
        QCOMPARE(record.fields.size(), 6);
    const QStringList gpuRow = records.at(1).fields;
    QCOMPARE(gpuRow.at(0), u"GPU"_s);
    QCOMPARE(gpuRow.at(1), Rtx3090.name);
    QCOMPARE(gpuRow.at(2), u"8"_s); // 4 per machine, 2 machines
    QCOMPARE(gpuRow.at(3), u"1501.00"_s);
    QCOMPARE(gpuRow.at(4), u"12008.00"_s);
    QVERIFY(gpuRow.at(5).contains(u"2024-06"_s));
    QStringList types;
    for (const CsvRecord &record : std::as_const(records))
        types.append(record.fields.first());
    for (const QString &type : {u"CPU"_s, u"Memory"_s, u"Power supply"_s, u"Total hardware"_s, u"Electricity"_s,
                                u"Total cost of ownership"_s, u"CO2"_s})
        QVERIFY2(types.contains(type), qPrintable(type));
    const CsvRecord total = records.at(types.indexOf(u"Total hardware"_s));
    QCOMPARE(total.fields.at(4).toDouble(), std::round(plan.hardwareUsd * 100) / 100);
}

void TestBuildExport::markdownPartList()
{
    BuildRequest r = simple();
    r.powerLimitWatts = 300;
    const QString md = BuildExport::markdown(planOf(r));
    QVERIFY(md.startsWith(u"# GPU build: 4 × GeForce RTX 3090\n"_s));
    QVERIFY(md.contains(u"\nType|Item|Price\n:----|:----|:----\n"_s));
    // The price's source, date and age (counted to today, as the request names no month).
    const QString age = priceAgeText(QDate(2024, 6, 1), QDate::currentDate());
    QVERIFY(md.contains(
        u"**GPU** | 4 × GeForce RTX 3090 | $6,004 ($1,501 each) @ Amazon \\| listing, 2024-06 (%1)\n"_s.arg(age)));
    QVERIFY(md.contains(u"| | **Total** | **$"_s));
    QVERIFY(md.contains(u"- **Power:** "_s));
    QVERIFY(md.contains(u"headroom → 2,000 W PSU\n"_s));
    QVERIFY(md.contains(u"## Warnings and advice"_s));
    QVERIFY(md.contains(u"**Critical:**"_s));
    QVERIFY(md.contains(u"**Total cost of ownership (hardware + 5 years of electricity)** | **$"_s));
    QVERIFY(md.contains(u"## Assumptions"_s));
    QVERIFY(!md.contains(u"**Workload**"_s)); // none was given
    // Every table row of the part list has three cells.
    const QStringList lines = md.split(u'\n');
    const qsizetype start = lines.indexOf(u"Type|Item|Price"_s);
    for (qsizetype i = start + 2; i < lines.size() && lines.at(i).startsWith(u"**"_s); ++i)
        QCOMPARE(lines.at(i).count(u" | "_s), 2);
}

void TestBuildExport::markdownSaysTheWorkload()
{
    // The workload the GPUs' memory was sized for, with the platform, as the PDF says it.
    BuildRequest r = simple();
    MemoryWorkload w;
    w.parameters = 70e9;
    w.format = NumberFormat::Int4;
    w.mode = WorkloadMode::Inference;
    r.workload = w;
    const BuildPlan plan = planOf(r);
    QVERIFY(plan.memory.has_value());
    const QString md = BuildExport::markdown(plan);
    const QString line = u"- **Workload:** 70B parameters, int4, inference: needs about %1 GB of GPU memory\n"_s.arg(
        Formatter::number(plan.memory->totalGb(), 1));
    QVERIFY2(md.contains(line), qPrintable(md));
    QVERIFY(md.indexOf(line) > md.indexOf(u"## Platform"_s));
}

// Issue 15, items 4 and 11: a name from an imported file is neither a formula in the CSV nor
// markup (a link, raw HTML, emphasis) in the Markdown.
void TestBuildExport::hostileNamesStayText()
{
    Gpu hostile = Rtx3090;
    hostile.name = u"=HYPERLINK(\"http://evil\") <img src=x onerror=alert(1)> [x](javascript:alert(1)) *b*"_s;
    BuildRequest r;
    r.gpus.append({hostile.name, 1});
    const BuildPlan plan = BuildPlanner::planWith(r, {{hostile, pricesOf(hostile)}});
    QList<CsvRecord> records;
    QString error;
    QVERIFY2(parseCsv(BuildExport::csv(plan), &records, &error), qPrintable(error));
    for (const CsvRecord &record : std::as_const(records)) {
        for (const QString &field : record.fields)
            QVERIFY2(field.isEmpty() || !QStringView(u"=+-@\t\r").contains(field.front()), qPrintable(field));
    }
    QCOMPARE(records.at(1).fields.at(1), u"'"_s + hostile.name);

    const QString md = BuildExport::markdown(plan);
    const QString heading = md.section(u'\n', 0, 0);
    QCOMPARE(heading, u"# GPU build: 1 × =HYPERLINK(\"http://evil\") \\<img src=x onerror=alert(1)\\> "
                      "\\[x\\](javascript:alert(1)) \\*b\\*"_s);
    // Nowhere in the document: not in the heading, the parts table, the notes or the assumptions.
    QVERIFY2(!md.contains(u" <img"_s), qPrintable(md.mid(md.indexOf(u" <img"_s) - 200, 400)));
    QVERIFY2(!md.contains(u" [x]"_s), qPrintable(md.mid(md.indexOf(u" [x]"_s) - 200, 400)));
    QVERIFY(!md.contains(u" *b*"_s));
}

void TestBuildExport::markdownRendersWithCmarkGfm_data()
{
    QTest::addColumn<int>("machines");
    QTest::addColumn<QString>("totalLabel");
    QTest::newRow("one machine") << 1 << u"Total"_s;
    QTest::newRow("two machines") << 2 << u"Total, 2 machines"_s;
}

void TestBuildExport::markdownRendersWithCmarkGfm()
{
    // Issue 11: rendered by cmark-gfm (the reference GitHub-flavoured renderer), "Total" landed
    // under Type and the amount under Item. Render the export for real and read the cells back.
    QFETCH(int, machines);
    QFETCH(QString, totalLabel);
    const QString renderer = QStandardPaths::findExecutable(u"cmark-gfm"_s);
    QVERIFY2(!renderer.isEmpty(), "cmark-gfm is not installed (scripts/dependencies.sh installs it)");
    BuildRequest r = simple();
    r.machines = machines;
    const BuildPlan plan = planOf(r);
    QProcess cmark;
    cmark.start(renderer, {u"--extension"_s, u"table"_s});
    QVERIFY(cmark.waitForStarted());
    cmark.write(BuildExport::markdown(plan).toUtf8());
    cmark.closeWriteChannel();
    QVERIFY(cmark.waitForFinished(30000));
    QCOMPARE(cmark.exitCode(), 0);
    const QString html = QString::fromUtf8(cmark.readAllStandardOutput());

    // Every row of the parts table, as the text of its cells.
    const QRegularExpression tableRe(u"<table>(.*?)</table>"_s, QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpression rowRe(u"<tr>(.*?)</tr>"_s, QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpression cellRe(u"<t[hd][^>]*>(.*?)</t[hd]>"_s, QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch table = tableRe.match(html);
    QVERIFY2(table.hasMatch(), qPrintable(html));
    QList<QStringList> rows;
    for (const QRegularExpressionMatch &row : rowRe.globalMatch(table.captured(1))) {
        QStringList cells;
        for (const QRegularExpressionMatch &cell : cellRe.globalMatch(row.captured(1)))
            cells.append(QString(cell.captured(1)).remove(QRegularExpression(u"<[^>]+>"_s)).trimmed());
        rows.append(cells);
    }
    QCOMPARE(rows.first(), (QStringList{u"Type"_s, u"Item"_s, u"Price"_s}));
    for (const QStringList &row : std::as_const(rows))
        QCOMPARE(row.size(), 3);
    const QStringList total = rows.last();
    QCOMPARE(total.at(0), QString());
    QCOMPARE(total.at(1), totalLabel);
    QCOMPARE(total.at(2), Formatter::money(plan.hardwareUsd).toHtmlEscaped());
    if (machines > 1) {
        const auto perMachine = std::find_if(rows.cbegin(), rows.cend(),
                                             [](const QStringList &row) { return row.at(1) == u"Per machine"; });
        QVERIFY(perMachine != rows.cend());
        QVERIFY(perMachine->at(0).isEmpty());
        QVERIFY(perMachine->at(2).startsWith(u'$'));
    }
}

void TestBuildExport::formatFromPath_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("format"); // -1 = none
    QTest::newRow("md") << u"/tmp/build.md"_s << int(BuildExport::Format::Markdown);
    QTest::newRow("MARKDOWN") << u"build.MARKDOWN"_s << int(BuildExport::Format::Markdown);
    QTest::newRow("csv") << u"build.csv"_s << int(BuildExport::Format::Csv);
    QTest::newRow("json") << u"a.b/build.json"_s << int(BuildExport::Format::Json);
    QTest::newRow("pdf") << u"build.Pdf"_s << int(BuildExport::Format::Pdf);
    QTest::newRow("txt") << u"build.txt"_s << -1;
    QTest::newRow("none") << u"build"_s << -1;
}

void TestBuildExport::formatFromPath()
{
    QFETCH(QString, path);
    QFETCH(int, format);
    const auto f = BuildExport::formatForPath(path);
    QCOMPARE(f ? int(*f) : -1, format);
}

void TestBuildExport::writesFilesWhole_data()
{
    QTest::addColumn<int>("format");
    QTest::addColumn<QString>("name");
    QTest::newRow("Markdown") << int(BuildExport::Format::Markdown) << u"build.md"_s;
    QTest::newRow("CSV") << int(BuildExport::Format::Csv) << u"build.csv"_s;
    QTest::newRow("JSON") << int(BuildExport::Format::Json) << u"build.json"_s;
}

void TestBuildExport::writesFilesWhole()
{
    QFETCH(int, format);
    QFETCH(QString, name);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QVERIFY(QFile(path).open(QIODevice::WriteOnly)); // an old file to replace
    const BuildPlan plan = planOf(simple());
    QString error;
    QVERIFY2(BuildExport::writeFile(plan, path, BuildExport::Format(format), &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(file.readAll()).contains(Rtx3090.name));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{name}); // no temporary file left
    QVERIFY(!BuildExport::writeFile(plan, dir.filePath(u"x.pdf"_s), BuildExport::Format::Pdf, &error));
}

void TestBuildExport::refusesUnwritablePaths_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("reason");
    QTest::newRow("missing folder") << u"%1/no/such/folder/build.md"_s << u"does not exist"_s;
    QTest::newRow("a folder, not a file") << u"%1/"_s << u"folder"_s;
    QTest::newRow("a file as folder") << u"%1/plain.txt/build.md"_s << u"is not a folder"_s;
    // Not writable even for root: a virtual file system.
    QTest::newRow("proc") << u"/proc/gpu-advisor-build.md"_s << QString();
}

void TestBuildExport::refusesUnwritablePaths()
{
    QFETCH(QString, path);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    QFile plain(dir.filePath(u"plain.txt"_s));
    QVERIFY(plain.open(QIODevice::WriteOnly));
    plain.close();
    if (path.contains(u"%1"_s))
        path = path.arg(dir.path());
    QString error;
    QVERIFY(!AtomicFile::write(path, QByteArray("data"), &error));
    QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(!QFileInfo(path).isFile());
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{u"plain.txt"_s});
}

void TestBuildExport::refusesAReadOnlyFolder()
{
    if (::geteuid() == 0)
        QSKIP("Running as root: file permissions do not stop root.");
    QTemporaryDir dir;
    const QString folder = dir.filePath(u"locked"_s);
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
    QString error;
    const QString path = folder + u"/build.md"_s;
    QVERIFY(!AtomicFile::write(path, QByteArray("data"), &error));
    QVERIFY2(error.contains(u"no permission"_s) && error.contains(path), qPrintable(error));
    QFile::setPermissions(folder, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
}

void TestBuildExport::editDistance_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("distance");
    QTest::newRow("same") << u"RTX 4090"_s << u"RTX 4090"_s << 0;
    QTest::newRow("case is ignored") << u"rtx 4090"_s << u"RTX 4090"_s << 0;
    QTest::newRow("one substitution") << u"RTX 4080"_s << u"RTX 4090"_s << 1;
    QTest::newRow("insertions") << u"RTX 4090"_s << u"GeForce RTX 4090"_s << 8;
    QTest::newRow("empty") << QString() << u"abc"_s << 3;
    QTest::newRow("kitten") << u"kitten"_s << u"sitting"_s << 3;
}

void TestBuildExport::editDistance()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, distance);
    QCOMPARE(::editDistance(a, b), distance);
    QCOMPARE(::editDistance(b, a), distance);
}

void TestBuildExport::closestNames_data()
{
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("first");
    QTest::newRow("family name left out") << u"RTX 4090"_s << u"GeForce RTX 4090"_s;
    QTest::newRow("no spaces, lower case") << u"rtx4090"_s << u"GeForce RTX 4090"_s;
    QTest::newRow("a typo") << u"GeForce RTX 4O90"_s << u"GeForce RTX 4090"_s;
    QTest::newRow("a100") << u"a100 40gb"_s << u"A100 PCIe 40 GB"_s;
    QTest::newRow("h100 sxm") << u"H100 SXM"_s << u"H100 SXM5 80 GB"_s;
}

void TestBuildExport::closestNames()
{
    QFETCH(QString, query);
    QFETCH(QString, first);
    const QStringList names{u"GeForce RTX 4080"_s, u"GeForce RTX 4090"_s,   u"GeForce RTX 3090"_s,
                            u"A100 PCIe 40 GB"_s,  u"A100 SXM4 80 GB"_s,    u"H100 PCIe 80 GB"_s,
                            u"H100 SXM5 80 GB"_s,  u"GeForce RTX 3090 Ti"_s};
    const QStringList close = ::closestNames(query, names);
    QCOMPARE(close.size(), 3);
    QCOMPARE(close.first(), first);
}

QTEST_GUILESS_MAIN(TestBuildExport)
#include "tst_buildexport.moc"
