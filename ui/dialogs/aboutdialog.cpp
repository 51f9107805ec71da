// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/aboutdialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    return QString::fromUtf8(file.readAll());
}

QString esc(const QString &text)
{
    return text.toHtmlEscaped();
}

QString month(const QDate &date)
{
    return date.isValid() ? date.toString(u"yyyy-MM"_s) : u"?"_s;
}

QString period(const DataSourceGroup &group)
{
    if (!group.first.isValid())
        return AboutDialog::tr("no date");
    if (group.first == group.last || month(group.first) == month(group.last))
        return month(group.first);
    //: A span of months, e.g. "2022-10 to 2025-08".
    return AboutDialog::tr("%1 to %2").arg(month(group.first), month(group.last));
}

QString groupRows(const QList<DataSourceGroup> &groups, const QString &rowsHeader)
{
    QString html = u"<table cellspacing='0' cellpadding='3'><tr><th align='left'>%1</th><th align='right'>%2</th>"
                   "<th align='left'>%3</th></tr>"_s.arg(esc(AboutDialog::tr("Source")), esc(rowsHeader),
                                                         esc(AboutDialog::tr("Dates")));
    for (const DataSourceGroup &group : groups) {
        QString name = u"<b>%1</b>"_s.arg(esc(group.name));
        if (!group.origins.isEmpty()) {
            QStringList origins;
            for (const QString &origin : group.origins) {
                if (const QString readable = DataSources::readableOrigin(origin); !origins.contains(readable))
                    origins.append(readable);
            }
            name += u"<br/><small>%1</small>"_s.arg(esc(AboutDialog::tr("from %1").arg(origins.join(u", "_s))));
        }
        html += u"<tr><td>%1</td><td align='right'>%2</td><td>%3</td></tr>"_s.arg(name)
                    .arg(group.rows)
                    .arg(esc(period(group)));
    }
    return html + u"</table>"_s;
}

} // namespace

AboutDialog::AboutDialog(const AboutInfo &info, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"aboutDialog"_s);
    setWindowTitle(tr("About GPU Advisor"));
    resize(720, 560);

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(u"aboutTabWidget"_s);

    QTextBrowser *about = addPage(u"aboutBrowser"_s, tr("&About"), tr("About GPU Advisor"));
    about->setHtml(
        tr("<h2>GPU Advisor %1</h2>"
           "<p>Helps you decide which GPUs to buy for deep learning and what machine to put them in.</p>"
           "<p>Four ways to use it: the <b>wizard</b> walks the recommendation flowchart of Tim Dettmers' post "
           "\"Which GPU(s) to Get for Deep Learning\" one question at a time; the <b>GPUs</b> tab ranks every card "
           "in the database by performance and performance per dollar under costs you can change; the "
           "<b>build planner</b> sizes the machine around the cards and exports the parts list; the <b>language "
           "models</b> tab finds what runs a model at the speed and budget you name.</p>"
           "<p>The chart fits about 80% of cases; for the rest, pick the most cost-effective GPU that has enough "
           "memory for your work.</p>"
           "<p>Every specification and price shows its source and date. Prices are US dollars as observed on "
           "the date shown; check current prices before you buy.</p>"
           "<p>Built with Qt %2.</p>")
            .arg(esc(info.version), esc(QString::fromLatin1(qVersion()))));

    QTextBrowser *sources = addPage(u"sourcesBrowser"_s, tr("&Data sources"), tr("Data sources and their dates"));
    sources->setHtml(sourcesHtml(info));

    QTextBrowser *method = addPage(u"methodologyBrowser"_s, tr("&Methodology"), tr("How the numbers are computed"));
    QString methodology = readResource(u":/docs/model.md"_s);
    const QString buildRules = readResource(u":/docs/build-rules.md"_s);
    if (!buildRules.isEmpty())
        methodology += u"\n\n---\n\n"_s + buildRules;
    // Where a rule lives in the source code matters to developers, not to readers of the dialog:
    // the documents mark such passages (<!-- code --> ... <!-- /code -->), and a source path left
    // in parentheses goes with them.
    methodology.remove(
        QRegularExpression(u"<!-- code -->.*?<!-- /code -->"_s, QRegularExpression::DotMatchesEverythingOption));
    methodology.remove(QRegularExpression(u" ?\\(`(?:app|model|db|ui|tests|tools|bench|resources)/[^`]*`\\)"_s));
    if (QLocale().language() != QLocale::English)
        methodology.prepend(tr("*The methodology is written in English.*") + u"\n\n"_s);
    method->setMarkdown(methodology);

    QTextBrowser *licences = addPage(u"licencesBrowser"_s, tr("&Licences"), tr("Licences"));
    const QString gpl = readResource(u":/docs/LICENSE"_s);
    licences->setHtml(
        tr("<h3>GPU Advisor</h3>"
           "<p>GPU Advisor is free software: you can redistribute it and/or modify it under the terms of the GNU "
           "General Public License as published by the Free Software Foundation, either version 3 of the "
           "License, or (at your option) any later version. It is distributed in the hope that it will be "
           "useful, but WITHOUT ANY WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS "
           "FOR A PARTICULAR PURPOSE. The full text follows below.</p>"
           "<h3>Qt</h3><p>Qt %1 is used under the GNU Lesser General Public License version 3 (Qt Charts, Qt "
           "Linguist tools: GNU General Public License version 3). See qt.io/licensing.</p>"
           "<h3>Data</h3><p>GPU specifications are facts taken from vendor whitepapers and datasheets and "
           "cross-checked against the TechPowerUp GPU Database and Epoch AI's hardware data; prices are dated "
           "observations from Amazon price histories (Keepa, via the United-Compute gpu-price-tracker "
           "dataset) and from Tom's Hardware's monthly eBay and retail price reports. Each row keeps its "
           "source, shown next to the number; the datasets' own terms apply to them.</p>"
           "<h3>Flowchart</h3><p>The questions follow the decision structure of Tim Dettmers' post (edition "
           "of 2023-01-30); the explanations are GPU Advisor's own words.</p>"
           "<h3>Chart colours</h3><p>Masataka Okabe and Kei Ito, \"Color Universal Design\" palette.</p>")
            .arg(esc(QString::fromLatin1(qVersion()))) +
        u"<hr/><pre>%1</pre>"_s.arg(esc(gpl)));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->setObjectName(u"aboutButtonBox"_s);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(buttons);
}

QTextBrowser *AboutDialog::addPage(const QString &objectName, const QString &title, const QString &accessibleName)
{
    auto *browser = new QTextBrowser(m_tabs);
    browser->setObjectName(objectName);
    browser->setOpenExternalLinks(true);
    browser->setAccessibleName(accessibleName);
    m_tabs->addTab(browser, title);
    return browser;
}

QString AboutDialog::sourcesHtml(const AboutInfo &info)
{
    const DataSourceSummary &s = info.sources;
    QString html;
    if (!info.readError.isEmpty()) {
        //: %1 is the database's error message.
        html += u"<p><b>%1</b></p>"_s.arg(esc(
            tr("The database could not be read in full, so the figures below are incomplete: %1").arg(info.readError)));
    }
    html += u"<h3>%1</h3>"_s.arg(esc(tr("Recommendation flowchart")));
    html += u"<p><b>%1</b>, %2<br/><small>%3</small></p>"_s.arg(
        esc(info.flowchartTitle), esc(tr("edition of %1").arg(info.flowchartEdition.toString(Qt::ISODate))),
        esc(info.flowchartSource));

    html += u"<h3>%1</h3>"_s.arg(esc(tr("GPU specifications")));
    html += u"<p>%1</p>"_s.arg(
        esc(s.userEditedGpus > 0
                ? tr("%1 GPUs, %2 of them edited by you. The headline numbers of each come from the document "
                     "below; the dates are when each row was recorded.")
                      .arg(s.gpus)
                      .arg(s.userEditedGpus)
                : tr("%1 GPUs. The headline numbers of each come from the document below; the dates are when each "
                     "row was recorded.")
                      .arg(s.gpus)));
    html += groupRows(s.specSources, tr("GPUs"));
    if (!s.crossChecks.isEmpty()) {
        html += u"<p>%1</p>"_s.arg(esc(tr("Cross-checked against these datasets:")));
        html += groupRows(s.crossChecks, tr("GPUs"));
    }

    html += u"<h3>%1</h3>"_s.arg(esc(tr("Prices")));
    html += u"<p>%1</p>"_s.arg(esc(s.newestPrice.isValid()
                                       ? tr("The newest price in the database is from %1.").arg(month(s.newestPrice))
                                       : tr("The database holds no prices.")));
    html += groupRows(s.priceSources, tr("Prices"));

    html += u"<h3>%1</h3><p>%2</p>"_s.arg(
        esc(tr("Benchmarks")),
        esc(tr("The performance model is checked against published measurements (Lambda Labs, llama.cpp, Hardware "
               "Corner, Hugging Face diffusers); the Methodology tab lists them with their dates.")));
    return html;
}
