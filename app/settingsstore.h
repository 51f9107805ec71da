// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/flowchart.h"
#include "model/flowchart/livepicks.h"
#include "model/flowchart/recommendationsession.h"
#include "model/settings/preferences.h"

#include <QByteArray>
#include <QDate>
#include <QSettings>

#include <memory>

class WhatIfSettings;

/// Reads and writes what the app keeps between sessions with QSettings: preferences, the
/// what-if assumptions, the wizard's last answers and budget, and the window geometry.
/// QSettings writes its file atomically, so a crash loses at most the last change. Every
/// settings key of the app is read and written here and nowhere else.
class SettingsStore final
{
public:
    SettingsStore() = default;
    explicit SettingsStore(const QString &fileName); ///< an INI file, for tests

    Preferences preferences() const;
    void setPreferences(const Preferences &preferences);

    /// Applies the saved assumptions (or the preferences' defaults) to `whatIf`.
    void loadWhatIf(WhatIfSettings &whatIf) const;
    void saveWhatIf(const WhatIfSettings &whatIf);

    QList<Answer> lastAnswers() const;
    void setLastAnswers(const QList<Answer> &answers);
    /// The last answers with the questions they answered (the cards and price of a question about
    /// prices); empty when none were saved, or when they are not the bare answers saved beside
    /// them (written by another version).
    QList<GivenAnswer> lastGivenAnswers() const;
    void setLastGivenAnswers(const QList<GivenAnswer> &answers);
    double lastBudget() const;
    void setLastBudget(double usd);
    /// The wizard's edition: today's best cards (the default) or the post's picks of 2023.
    Edition wizardEdition() const;
    void setWizardEdition(Edition edition);
    /// The month the wizard's live picks are for (its first day); invalid = the current month.
    QDate wizardAsOfMonth() const;
    void setWizardAsOfMonth(const QDate &month);

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &geometry);

    /// The database a recovery moved the app to ('' when it uses the default file).
    QString databasePath() const;
    void setDatabasePath(const QString &path);
    /// The database the window and every command use when --db names none: the one a recovery
    /// moved the app to while it exists, else the default file. One rule for both front ends.
    QString databaseInUse() const;

    /// The data bundle keys the user trusts besides the shipped ones (`db update --trust-key`):
    /// each a minisign public key's base64 line.
    QStringList trustedKeys() const;
    void setTrustedKeys(const QStringList &keys);

    /// Forgets everything but the database location.
    void resetToDefaults();
    void sync() { m_settings->sync(); }

private:
    /// Writes `value` under `key` unless the file already holds it; drop() removes a key present.
    void put(const QString &key, const QVariant &value);
    void drop(const QString &key);
    /// Stores the user's desktop price under `group`, or none (the desktop priced from parts).
    void putDesktopUsd(const QString &group, std::optional<double> usd);

    std::unique_ptr<QSettings> m_settings = std::make_unique<QSettings>();
};
