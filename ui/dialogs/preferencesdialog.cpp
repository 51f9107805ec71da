// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/preferencesdialog.h"

#include "model/update/dataupdate.h"
#include "ui/widgets/moneyfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

/// A number field; with a currency `symbol`, a field of money written where the locale puts it.
QDoubleSpinBox *spinBox(const QString &objectName, double min, double max, int decimals, const QString &prefix,
                        const QString &suffix, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setObjectName(objectName);
    box->setRange(min, max);
    box->setDecimals(decimals);
    setMoneyAffixes(box, prefix, suffix);
    return box;
}

} // namespace

PreferencesDialog::PreferencesDialog(const Preferences &preferences, QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"preferencesDialog"_s);
    setWindowTitle(tr("Preferences"));

    auto *general = new QGroupBox(tr("General"), this);
    auto *generalForm = new QFormLayout(general);
    m_language = new QComboBox(general);
    m_language->setObjectName(u"languageComboBox"_s);
    m_language->addItem(tr("System language"), u"system"_s);
    m_language->addItem(u"English"_s, u"en"_s);
    m_language->addItem(u"Русский"_s, u"ru"_s);
    m_language->setAccessibleName(tr("Language"));
    generalForm->addRow(tr("&Language:"), m_language);
    m_colorScheme = new QComboBox(general);
    m_colorScheme->setObjectName(u"colorSchemeComboBox"_s);
    m_colorScheme->addItem(tr("Follow the system"), u"system"_s);
    m_colorScheme->addItem(tr("Light"), u"light"_s);
    m_colorScheme->addItem(tr("Dark"), u"dark"_s);
    m_colorScheme->setAccessibleName(tr("Colour scheme"));
    m_colorScheme->setToolTip(tr("Light or dark windows; applied at once"));
    generalForm->addRow(tr("&Appearance:"), m_colorScheme);
    m_currency = new QLineEdit(general);
    m_currency->setObjectName(u"currencyLineEdit"_s);
    m_currency->setMaxLength(4);
    m_currency->setValidator(new QRegularExpressionValidator(QRegularExpression(u"^\\S{1,4}$"_s), m_currency));
    m_currency->setAccessibleName(tr("Currency symbol"));
    m_currency->setToolTip(tr("Shown before amounts. Prices stay in US dollars; this changes only the symbol."));
    generalForm->addRow(tr("&Currency symbol:"), m_currency);
    // Said on the form, not only in a tooltip: the symbol relabels, it does not convert.
    auto *currencyNote = new QLabel(tr("Only the symbol changes: amounts stay in US dollars, not converted."), general);
    currencyNote->setObjectName(u"currencyNoteLabel"_s);
    currencyNote->setWordWrap(true);
    currencyNote->setEnabled(false);
    generalForm->addRow(QString(), currencyNote);
    m_restoreAnswers = new QCheckBox(tr("Reope&n the wizard where I left it"), general);
    m_restoreAnswers->setObjectName(u"restoreAnswersCheckBox"_s);
    generalForm->addRow(m_restoreAnswers);
    m_showWelcome = new QCheckBox(tr("Show the &welcome at the next start"), general);
    m_showWelcome->setObjectName(u"showWelcomeCheckBox"_s);
    generalForm->addRow(m_showWelcome);
    m_dataUrl = new QLineEdit(general);
    m_dataUrl->setObjectName(u"dataUrlLineEdit"_s);
    m_dataUrl->setClearButtonEnabled(true);
    m_dataUrl->setPlaceholderText(DataUpdater::defaultUrl().toString());
    m_dataUrl->setAccessibleName(tr("Address of the data updates"));
    m_dataUrl->setToolTip(tr("Where File > Update data downloads new GPU data from: the address of a manifest.json "
                             "or of its folder. Empty: the project's published data."));
    generalForm->addRow(tr("Update data &from:"), m_dataUrl);

    auto *defaults = new QGroupBox(tr("Cost of ownership, at start"), this);
    auto *defaultsForm = new QFormLayout(defaults);
    m_years = spinBox(u"yearsSpinBox"_s, 0.5, 50, 1, QString(), tr(" years"), defaults);
    m_kwhPrice = spinBox(u"kwhPriceSpinBox"_s, 0, 10, 3, u"$"_s, tr(" per kWh"), defaults);
    m_utilization = spinBox(u"utilizationSpinBox"_s, 0, 100, 0, QString(), u" %"_s, defaults);
    // One step below zero is "no price of yours": the desktop is priced from the planner's parts.
    m_desktopCost = spinBox(u"desktopCostSpinBox"_s, -50, 1000000, 0, u"$"_s, QString(), defaults);
    m_desktopCost->setSingleStep(50);
    //: The desktop cost when the user gives none: the build planner prices the machine from parts
    m_desktopCost->setSpecialValueText(tr("From parts"));
    m_desktopCost->setToolTip(tr("Your own price of the desktop around a card. \"From parts\": the build planner "
                                 "prices the machine each card needs from dated part prices."));
    m_priceBasis = new QComboBox(defaults);
    m_priceBasis->setObjectName(u"priceBasisComboBox"_s);
    //: The price a card is counted at: the cheaper of its latest new and second-hand prices.
    m_priceBasis->addItem(tr("Cheapest, new or used"), priceBasisKey(PriceBasis::Cheapest));
    m_priceBasis->addItem(tr("New"), priceBasisKey(PriceBasis::New));
    m_priceBasis->addItem(tr("Used"), priceBasisKey(PriceBasis::Used));
    defaultsForm->addRow(tr("&Ownership:"), m_years);
    defaultsForm->addRow(tr("&Electricity:"), m_kwhPrice);
    defaultsForm->addRow(tr("&Utilisation:"), m_utilization);
    defaultsForm->addRow(tr("&Desktop without GPU:"), m_desktopCost);
    defaultsForm->addRow(tr("&Prices:"), m_priceBasis);
    m_years->setAccessibleName(tr("Years of ownership"));
    m_kwhPrice->setAccessibleName(tr("Electricity price per kWh"));
    m_utilization->setAccessibleName(tr("GPU utilisation"));
    m_desktopCost->setAccessibleName(tr("Desktop cost without GPU"));
    m_priceBasis->setAccessibleName(tr("Which prices to use"));

    auto *note = new QLabel(tr("A language change takes effect the next time GPU Advisor starts."), this);
    note->setWordWrap(true);

    auto *buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    buttons->setObjectName(u"preferencesButtonBox"_s);
    QPushButton *reset = buttons->button(QDialogButtonBox::RestoreDefaults);
    reset->setObjectName(u"resetDefaultsButton"_s);
    reset->setText(tr("&Reset to defaults"));
    connect(reset, &QPushButton::clicked, this, [this] { setPreferences(Preferences()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(general);
    layout->addWidget(defaults);
    layout->addWidget(note);
    layout->addWidget(buttons);
    setPreferences(preferences);
}

void PreferencesDialog::setPreferences(const Preferences &preferences)
{
    m_language->setCurrentIndex(std::max(0, m_language->findData(preferences.language)));
    m_colorScheme->setCurrentIndex(std::max(0, m_colorScheme->findData(preferences.colorScheme)));
    m_currency->setText(preferences.currencySymbol);
    m_restoreAnswers->setChecked(preferences.restoreLastAnswers);
    m_showWelcome->setChecked(preferences.showWelcome);
    m_dataUrl->setText(preferences.dataUrl);
    m_years->setValue(preferences.cost.years);
    m_kwhPrice->setValue(preferences.cost.kwhPriceUsd);
    m_utilization->setValue(preferences.cost.utilization * 100);
    m_desktopCost->setValue(preferences.cost.desktopUsd.value_or(m_desktopCost->minimum()));
    m_priceBasis->setCurrentIndex(std::max(0, m_priceBasis->findData(priceBasisKey(preferences.cost.priceBasis))));
}

Preferences PreferencesDialog::preferences() const
{
    Preferences p;
    p.language = m_language->currentData().toString();
    p.colorScheme = m_colorScheme->currentData().toString();
    p.currencySymbol = m_currency->text().trimmed().isEmpty() ? u"$"_s : m_currency->text().trimmed();
    p.restoreLastAnswers = m_restoreAnswers->isChecked();
    p.showWelcome = m_showWelcome->isChecked();
    p.dataUrl = m_dataUrl->text().trimmed();
    p.cost.years = m_years->value();
    p.cost.kwhPriceUsd = m_kwhPrice->value();
    p.cost.utilization = m_utilization->value() / 100.0;
    // Below zero is "no price of yours": the desktop is priced from the planner's parts.
    p.cost.desktopUsd = m_desktopCost->value() < 0 ? std::nullopt : std::optional<double>(m_desktopCost->value());
    p.cost.priceBasis = priceBasisFromKey(m_priceBasis->currentData().toString()).value_or(PriceBasis::Cheapest);
    return p;
}
