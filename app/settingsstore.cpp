// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/settingsstore.h"

#include "db/database.h"
#include "model/browser/whatifsettings.h"
#include "model/build/buildrules.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// A stored price basis. "average" was a user's choice before issue 25 and reads as cheapest, the
/// basis that replaced it; an unknown key keeps `fallback`. The post's own method ("post-average")
/// is kept, as the post's view saved it.
PriceBasis storedPriceBasis(const QString &key, PriceBasis fallback)
{
    if (key.trimmed().toLower() == u"average")
        return PriceBasis::Cheapest;
    return priceBasisFromKey(key).value_or(fallback);
}

/// The user's own desktop price under `group` ("defaults" or "whatif"). Since issue 25 the desktop is
/// priced from the planner's parts unless the user gives a price, kept as "desktopCostOverride".
/// An older version kept "desktopCost" and wrote it whether or not the user changed it: its 700
/// is the old default, not a choice, and reads as no price (the desktop from parts); any other
/// value was the user's and stays their price.
std::optional<double> storedDesktopUsd(const QSettings &s, const QString &group, std::optional<double> fallback)
{
    bool isNumber = false;
    if (const QVariant v = s.value(group + u"/desktopCostOverride"_s); v.isValid()) {
        const double usd = v.toDouble(&isNumber);
        return isNumber ? std::optional<double>(usd) : std::nullopt;
    }
    if (const QVariant v = s.value(group + u"/desktopCost"_s); v.isValid()) {
        const double usd = v.toDouble(&isNumber);
        if (!isNumber || usd == CostParameters::desktopBaseUsd)
            return std::nullopt;
        return usd;
    }
    return fallback;
}

} // namespace

SettingsStore::SettingsStore(const QString &fileName)
    : m_settings(std::make_unique<QSettings>(fileName, QSettings::IniFormat))
{}

void SettingsStore::put(const QString &key, const QVariant &value)
{
    // A value already stored is not written again, so quitting with nothing changed leaves the
    // file (and its modification time) alone and costs no disk writes. The file holds text: a
    // stored number or flag is compared after reading it back as the type being written.
    if (QVariant stored = m_settings->value(key); stored.isValid()) {
        if (stored == value || (stored.convert(value.metaType()) && stored == value))
            return;
    }
    m_settings->setValue(key, value);
}

void SettingsStore::putDesktopUsd(const QString &group, std::optional<double> usd)
{
    // The old key would read back as the user's price: it goes once the new one is written.
    drop(group + u"/desktopCost"_s);
    if (usd)
        put(group + u"/desktopCostOverride"_s, *usd);
    else
        drop(group + u"/desktopCostOverride"_s);
}

void SettingsStore::drop(const QString &key)
{
    if (m_settings->contains(key))
        m_settings->remove(key);
}

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
    p.cost.desktopUsd = storedDesktopUsd(s, u"defaults"_s, p.cost.desktopUsd);
    p.cost.priceBasis = storedPriceBasis(s.value(u"defaults/priceBasis"_s).toString(), p.cost.priceBasis);
    // A hand-edited file with impossible numbers falls back to the defaults.
    if (!p.cost.validate().isEmpty())
        p.cost = CostParameters();
    return p;
}

void SettingsStore::setPreferences(const Preferences &preferences)
{
    put(u"ui/language"_s, preferences.language);
    put(u"ui/currency"_s, preferences.currencySymbol);
    put(u"ui/colorScheme"_s, preferences.colorScheme);
    put(u"wizard/restoreAnswers"_s, preferences.restoreLastAnswers);
    put(u"ui/showWelcome"_s, preferences.showWelcome);
    if (preferences.dataUrl.isEmpty())
        drop(u"data/updateUrl"_s);
    else
        put(u"data/updateUrl"_s, preferences.dataUrl);
    put(u"defaults/years"_s, preferences.cost.years);
    put(u"defaults/kwhPrice"_s, preferences.cost.kwhPriceUsd);
    put(u"defaults/utilization"_s, preferences.cost.utilization);
    putDesktopUsd(u"defaults"_s, preferences.cost.desktopUsd);
    put(u"defaults/priceBasis"_s, priceBasisKey(preferences.cost.priceBasis));
}

void SettingsStore::loadWhatIf(WhatIfSettings &whatIf) const
{
    const Preferences p = preferences();
    const QSettings &s = *m_settings;
    CostParameters cost = p.cost;
    cost.years = s.value(u"whatif/years"_s, cost.years).toDouble();
    cost.kwhPriceUsd = s.value(u"whatif/kwhPrice"_s, cost.kwhPriceUsd).toDouble();
    cost.utilization = s.value(u"whatif/utilization"_s, cost.utilization).toDouble();
    cost.desktopUsd = storedDesktopUsd(s, u"whatif"_s, cost.desktopUsd);
    cost.priceBasis = storedPriceBasis(s.value(u"whatif/priceBasis"_s).toString(), cost.priceBasis);
    whatIf.setCost(cost.validate().isEmpty() ? cost : p.cost);
    whatIf.setAsOf(endOfMonth(s.value(u"whatif/asOf"_s).toString()));
    if (const auto metric = metricFromKey(s.value(u"whatif/metric"_s).toString()))
        whatIf.setMetric(*metric);
    whatIf.setCurrencySymbol(p.currencySymbol.isEmpty() ? u"$"_s : p.currencySymbol);
    // The site: a circuit this version does not know, or an intensity out of the planner's range
    // (a hand-edited file), falls back to the default.
    QString circuit = s.value(u"site/circuit"_s).toString().trimmed().toLower();
    if (!BuildRules::circuitFromKey(circuit))
        circuit.clear();
    bool isNumber = false;
    double grid = s.value(u"site/gridKgPerKwh"_s).toDouble(&isNumber);
    if (!isNumber || !std::isfinite(grid) || grid < 0 || grid > BuildRules::MaxGridKgPerKwh)
        grid = -1;
    whatIf.setSite(circuit, grid);
}

void SettingsStore::saveWhatIf(const WhatIfSettings &whatIf)
{
    put(u"whatif/years"_s, whatIf.cost().years);
    put(u"whatif/kwhPrice"_s, whatIf.cost().kwhPriceUsd);
    put(u"whatif/utilization"_s, whatIf.cost().utilization);
    putDesktopUsd(u"whatif"_s, whatIf.cost().desktopUsd);
    put(u"whatif/priceBasis"_s, priceBasisKey(whatIf.cost().priceBasis));
    put(u"whatif/asOf"_s, whatIf.asOf().isValid() ? whatIf.asOf().toString(u"yyyy-MM"_s) : QString());
    put(u"whatif/metric"_s, metricKey(whatIf.metric()));
    if (whatIf.circuitKey().isEmpty())
        drop(u"site/circuit"_s);
    else
        put(u"site/circuit"_s, whatIf.circuitKey());
    if (whatIf.gridKgPerKwh() < 0)
        drop(u"site/gridKgPerKwh"_s);
    else
        put(u"site/gridKgPerKwh"_s, whatIf.gridKgPerKwh());
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
    put(u"wizard/answers"_s, words.join(u','));
}

QList<GivenAnswer> SettingsStore::lastGivenAnswers() const
{
    const QJsonArray saved = QJsonDocument::fromJson(m_settings->value(u"wizard/given"_s).toString().toUtf8()).array();
    QList<GivenAnswer> answers;
    for (const QJsonValue v : saved) {
        GivenAnswer answer;
        if (!GivenAnswer::fromJson(v.toObject(), &answer))
            return {}; // a damaged value is ignored whole
        answers.append(answer);
    }
    // Written beside the bare answers; when they disagree, another version wrote only those.
    QList<Answer> bare;
    for (const GivenAnswer &a : std::as_const(answers))
        bare.append(a.answer);
    return bare == lastAnswers() ? answers : QList<GivenAnswer>();
}

void SettingsStore::setLastGivenAnswers(const QList<GivenAnswer> &answers)
{
    QJsonArray list;
    for (const GivenAnswer &a : answers)
        list.append(a.toJson());
    put(u"wizard/given"_s, QString::fromUtf8(QJsonDocument(list).toJson(QJsonDocument::Compact)));
}

double SettingsStore::lastBudget() const
{
    const double v = m_settings->value(u"wizard/budget"_s, 0.0).toDouble();
    return v >= 0 && v < 1e7 ? v : 0;
}

void SettingsStore::setLastBudget(double usd)
{
    put(u"wizard/budget"_s, usd);
}

Edition SettingsStore::wizardEdition() const
{
    return editionFromKey(m_settings->value(u"wizard/edition"_s).toString()).value_or(Edition::Live);
}

void SettingsStore::setWizardEdition(Edition edition)
{
    put(u"wizard/edition"_s, editionKey(edition));
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
        put(u"wizard/asOf"_s, month.toString(u"yyyy-MM"_s));
    else
        drop(u"wizard/asOf"_s);
}

QByteArray SettingsStore::windowGeometry() const
{
    return m_settings->value(u"window/geometry"_s).toByteArray();
}

void SettingsStore::setWindowGeometry(const QByteArray &geometry)
{
    put(u"window/geometry"_s, geometry);
}

QString SettingsStore::databasePath() const
{
    return m_settings->value(u"database/path"_s).toString();
}

void SettingsStore::setDatabasePath(const QString &path)
{
    put(u"database/path"_s, path);
}

QString SettingsStore::databaseInUse() const
{
    const QString remembered = databasePath();
    return !remembered.isEmpty() && QFileInfo::exists(remembered) ? remembered : Database::defaultPath();
}

QStringList SettingsStore::trustedKeys() const
{
    return m_settings->value(u"data/trustedKeys"_s).toStringList();
}

void SettingsStore::setTrustedKeys(const QStringList &keys)
{
    if (keys.isEmpty())
        drop(u"data/trustedKeys"_s);
    else
        put(u"data/trustedKeys"_s, keys);
}

void SettingsStore::resetToDefaults()
{
    const QVariant database = m_settings->value(u"database/path"_s);
    m_settings->clear();
    if (database.isValid())
        m_settings->setValue(u"database/path"_s, database);
}
