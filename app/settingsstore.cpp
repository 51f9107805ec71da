// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settingsstore.h"

#include "model/browser/whatifsettings.h"

using namespace Qt::StringLiterals;

SettingsStore::SettingsStore(const QString &fileName)
    : m_settings(std::make_unique<QSettings>(fileName, QSettings::IniFormat))
{}

Preferences SettingsStore::preferences() const
{
    Preferences p;
    const QSettings &s = *m_settings;
    p.language = s.value(u"ui/language"_s, p.language).toString();
    p.currencySymbol = s.value(u"ui/currency"_s, p.currencySymbol).toString();
    p.colorScheme = s.value(u"ui/colorScheme"_s, p.colorScheme).toString();
    if (p.colorScheme != u"light" && p.colorScheme != u"dark")
        p.colorScheme = u"system"_s;
    p.restoreLastAnswers = s.value(u"wizard/restoreAnswers"_s, p.restoreLastAnswers).toBool();
    p.showWelcome = s.value(u"ui/showWelcome"_s, p.showWelcome).toBool();
    p.dataUrl = s.value(u"data/updateUrl"_s).toString().trimmed();
    p.cost.years = s.value(u"defaults/years"_s, p.cost.years).toDouble();
    p.cost.kwhPriceUsd = s.value(u"defaults/kwhPrice"_s, p.cost.kwhPriceUsd).toDouble();
    p.cost.utilization = s.value(u"defaults/utilization"_s, p.cost.utilization).toDouble();
    p.cost.desktopBaseUsd = s.value(u"defaults/desktopCost"_s, p.cost.desktopBaseUsd).toDouble();
    p.cost.priceBasis = priceBasisFromKey(s.value(u"defaults/priceBasis"_s).toString()).value_or(p.cost.priceBasis);
    // A hand-edited file with impossible numbers falls back to the defaults.
    if (!p.cost.validate().isEmpty())
        p.cost = CostParameters();
    return p;
}

void SettingsStore::setPreferences(const Preferences &preferences)
{
    QSettings &s = *m_settings;
    s.setValue(u"ui/language"_s, preferences.language);
    s.setValue(u"ui/currency"_s, preferences.currencySymbol);
    s.setValue(u"ui/colorScheme"_s, preferences.colorScheme);
    s.setValue(u"wizard/restoreAnswers"_s, preferences.restoreLastAnswers);
    s.setValue(u"ui/showWelcome"_s, preferences.showWelcome);
    if (preferences.dataUrl.isEmpty())
        s.remove(u"data/updateUrl"_s);
    else
        s.setValue(u"data/updateUrl"_s, preferences.dataUrl);
    s.setValue(u"defaults/years"_s, preferences.cost.years);
    s.setValue(u"defaults/kwhPrice"_s, preferences.cost.kwhPriceUsd);
    s.setValue(u"defaults/utilization"_s, preferences.cost.utilization);
    s.setValue(u"defaults/desktopCost"_s, preferences.cost.desktopBaseUsd);
    s.setValue(u"defaults/priceBasis"_s, priceBasisKey(preferences.cost.priceBasis));
}

void SettingsStore::loadWhatIf(WhatIfSettings &whatIf) const
{
    const Preferences p = preferences();
    const QSettings &s = *m_settings;
    CostParameters cost = p.cost;
    cost.years = s.value(u"whatif/years"_s, cost.years).toDouble();
    cost.kwhPriceUsd = s.value(u"whatif/kwhPrice"_s, cost.kwhPriceUsd).toDouble();
    cost.utilization = s.value(u"whatif/utilization"_s, cost.utilization).toDouble();
    cost.desktopBaseUsd = s.value(u"whatif/desktopCost"_s, cost.desktopBaseUsd).toDouble();
    cost.priceBasis = priceBasisFromKey(s.value(u"whatif/priceBasis"_s).toString()).value_or(cost.priceBasis);
    whatIf.setCost(cost.validate().isEmpty() ? cost : p.cost);
    whatIf.setAsOf(endOfMonth(s.value(u"whatif/asOf"_s).toString()));
    if (const auto metric = metricFromKey(s.value(u"whatif/metric"_s).toString()))
        whatIf.setMetric(*metric);
    whatIf.setCurrencySymbol(p.currencySymbol.isEmpty() ? u"$"_s : p.currencySymbol);
}

void SettingsStore::saveWhatIf(const WhatIfSettings &whatIf)
{
    QSettings &s = *m_settings;
    s.setValue(u"whatif/years"_s, whatIf.cost().years);
    s.setValue(u"whatif/kwhPrice"_s, whatIf.cost().kwhPriceUsd);
    s.setValue(u"whatif/utilization"_s, whatIf.cost().utilization);
    s.setValue(u"whatif/desktopCost"_s, whatIf.cost().desktopBaseUsd);
    s.setValue(u"whatif/priceBasis"_s, priceBasisKey(whatIf.cost().priceBasis));
    s.setValue(u"whatif/asOf"_s, whatIf.asOf().isValid() ? whatIf.asOf().toString(u"yyyy-MM"_s) : QString());
    s.setValue(u"whatif/metric"_s, metricKey(whatIf.metric()));
}

QList<Answer> SettingsStore::lastAnswers() const
{
    QList<Answer> answers;
    const QStringList words = m_settings->value(u"wizard/answers"_s).toString().split(u',', Qt::SkipEmptyParts);
    for (const QString &w : words) {
        const auto a = answerFromKey(w);
        if (!a)
            return {}; // a damaged value is ignored whole
        answers.append(*a);
    }
    return answers;
}

void SettingsStore::setLastAnswers(const QList<Answer> &answers)
{
    QStringList words;
    for (Answer a : answers)
        words.append(answerKey(a));
    m_settings->setValue(u"wizard/answers"_s, words.join(u','));
}

double SettingsStore::lastBudget() const
{
    const double v = m_settings->value(u"wizard/budget"_s, 0.0).toDouble();
    return v >= 0 && v < 1e7 ? v : 0;
}

void SettingsStore::setLastBudget(double usd)
{
    m_settings->setValue(u"wizard/budget"_s, usd);
}

Edition SettingsStore::wizardEdition() const
{
    return editionFromKey(m_settings->value(u"wizard/edition"_s).toString()).value_or(Edition::Live);
}

void SettingsStore::setWizardEdition(Edition edition)
{
    m_settings->setValue(u"wizard/edition"_s, editionKey(edition));
}

QDate SettingsStore::wizardAsOfMonth() const
{
    // A month the wizard cannot show (before the post, after today, not a month) is forgotten.
    const QDate month = QDate::fromString(m_settings->value(u"wizard/asOf"_s).toString() + u"-01"_s, Qt::ISODate);
    return month.isValid() && month >= QDate(2023, 1, 1) && month <= QDate::currentDate() ? month : QDate();
}

void SettingsStore::setWizardAsOfMonth(const QDate &month)
{
    if (month.isValid())
        m_settings->setValue(u"wizard/asOf"_s, month.toString(u"yyyy-MM"_s));
    else
        m_settings->remove(u"wizard/asOf"_s);
}

QByteArray SettingsStore::windowGeometry() const
{
    return m_settings->value(u"window/geometry"_s).toByteArray();
}

void SettingsStore::setWindowGeometry(const QByteArray &geometry)
{
    m_settings->setValue(u"window/geometry"_s, geometry);
}

QString SettingsStore::databasePath() const
{
    return m_settings->value(u"database/path"_s).toString();
}

void SettingsStore::setDatabasePath(const QString &path)
{
    m_settings->setValue(u"database/path"_s, path);
}

void SettingsStore::resetToDefaults()
{
    const QVariant database = m_settings->value(u"database/path"_s);
    m_settings->clear();
    if (database.isValid())
        m_settings->setValue(u"database/path"_s, database);
}
