// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Light and dark: the palettes, the adapted stylesheet keeps every text readable (WCAG AA,
// 4.5:1, for each rule that sets both a text colour and a background), chart marks stand out
// from the background (3:1) in both looks, and widgets follow a change at once.
#include "ui/charts/chartcolors.h"
#include "ui/shell/theme.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

double luminance(const QColor &c)
{
    const auto channel = [](double v) {
        return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QString styleSheet()
{
    QFile file(u":/ui/wizard.qss"_s);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

struct Rule
{
    QString selector;
    QColor text;
    QColor background;
};

/// The rules that set both `color` and `background` (#rrggbb or rgb()).
QList<Rule> textRules(const QString &css)
{
    static const QRegularExpression rule(u"([^{}]+)\\{([^}]*)\\}"_s);
    static const QRegularExpression colour(u"(?:^|[;\\s])color:\\s*(#[0-9a-fA-F]{6}|rgb\\([^)]*\\))"_s);
    static const QRegularExpression background(u"background(?:-color)?:\\s*(#[0-9a-fA-F]{6}|rgb\\([^)]*\\))"_s);
    const auto parse = [](const QString &value) {
        if (value.startsWith(u'#'))
            return QColor(value);
        const QStringList parts = value.mid(4, value.size() - 5).split(u',');
        return QColor(parts.value(0).trimmed().toInt(), parts.value(1).trimmed().toInt(),
                      parts.value(2).trimmed().toInt());
    };
    QList<Rule> rules;
    QString withoutComments = css;
    withoutComments.remove(QRegularExpression(u"/\\*.*?\\*/"_s, QRegularExpression::DotMatchesEverythingOption));
    for (auto it = rule.globalMatch(withoutComments); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QRegularExpressionMatch c = colour.match(m.captured(2));
        const QRegularExpressionMatch b = background.match(m.captured(2));
        if (c.hasMatch() && b.hasMatch())
            rules.append({m.captured(1).trimmed(), parse(c.captured(1)), parse(b.captured(1))});
    }
    return rules;
}

} // namespace

class TestTheme final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { Theme::apply(Theme::Choice::Light); }

    void choicesRoundTrip()
    {
        for (Theme::Choice c : {Theme::Choice::System, Theme::Choice::Light, Theme::Choice::Dark})
            QCOMPARE(Theme::choiceFromString(Theme::choiceToString(c)), c);
        QCOMPARE(Theme::choiceFromString(u"purple"_s), Theme::Choice::System);
    }

    void applySwitchesThePaletteAndTellsWidgets()
    {
        QSignalSpy changed(Theme::instance(), &Theme::changed);
        Theme::apply(Theme::Choice::Dark);
        QVERIFY(Theme::isDark());
        QCOMPARE(changed.size(), 1);
        QVERIFY(contrast(QApplication::palette().color(QPalette::Text),
                         QApplication::palette().color(QPalette::Base)) >= 7.0);
        QVERIFY(contrast(QApplication::palette().color(QPalette::Disabled, QPalette::Text),
                         QApplication::palette().color(QPalette::Base)) >= 4.5);
        Theme::apply(Theme::Choice::Light);
        QVERIFY(!Theme::isDark());
        QCOMPARE(changed.size(), 2);
    }

    void systemHandsThePaletteBackAndFollowsTheDesktop()
    {
        const QColor platformWindow = QApplication::palette().color(QPalette::Window);
        Theme::apply(Theme::Choice::Dark);
        QVERIFY(Theme::isDark());
        qunsetenv("GTK_THEME");
        Theme::apply(Theme::Choice::System);
        // The offscreen platform is light: System gives its palette back.
        QVERIFY(!Theme::isDark());
        QCOMPARE(QApplication::palette().color(QPalette::Window), platformWindow);

        // A desktop that switches its look while the app runs: the app re-applies and tells
        // every widget (here GTK_THEME stands in for the desktop's setting).
        QSignalSpy changed(Theme::instance(), &Theme::changed);
        qputenv("GTK_THEME", "Adwaita:dark");
        QEvent themeChange(QEvent::ThemeChange);
        QCoreApplication::sendEvent(qApp, &themeChange);
        QCOMPARE(changed.size(), 1);
        QVERIFY(Theme::isDark());
        qunsetenv("GTK_THEME");
        QCoreApplication::sendEvent(qApp, &themeChange);
        QCOMPARE(changed.size(), 2);
        QVERIFY(!Theme::isDark());

        // A look the user chose stays put.
        Theme::apply(Theme::Choice::Light);
        qputenv("GTK_THEME", "Adwaita:dark");
        QCoreApplication::sendEvent(qApp, &themeChange);
        QVERIFY(!Theme::isDark());
        qunsetenv("GTK_THEME");
    }

    void wizardRestylesWhenTheLookChanges()
    {
        QWidget page;
        auto *label = new QLabel(u"text"_s, &page);
        label->setObjectName(u"probeLabel"_s);
        page.setStyleSheet(Theme::adaptStyleSheet(u"#probeLabel { color: #1f2937; background: #ffffff; }"_s));
        connect(Theme::instance(), &Theme::changed, &page, [&page] {
            page.setStyleSheet(Theme::adaptStyleSheet(u"#probeLabel { color: #1f2937; background: #ffffff; }"_s));
        });
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const auto background = [label] {
            return label->grab().toImage().pixelColor(1, 1);
        };
        QVERIFY(background().lightnessF() > 0.9);
        Theme::apply(Theme::Choice::Dark);
        QTRY_VERIFY(background().lightnessF() < 0.2);
    }

    void adaptationMirrorsLightness()
    {
        QVERIFY(Theme::adaptForDark(Qt::white).lightnessF() < 0.2);
        QVERIFY(Theme::adaptForDark(QColor(0x1f, 0x29, 0x37)).lightnessF() > 0.7);
        // Hue is kept: a pale green tint turns into a deep green.
        const QColor tint = Theme::adaptForDark(QColor(0xdc, 0xfc, 0xe7));
        QVERIFY(std::abs(tint.hslHueF() - QColor(0xdc, 0xfc, 0xe7).hslHueF()) < 0.02);
        QVERIFY(tint.lightnessF() < 0.3);
    }

    void stylesheetTextStaysReadable_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void stylesheetTextStaysReadable()
    {
        QFETCH(bool, dark);
        Theme::apply(dark ? Theme::Choice::Dark : Theme::Choice::Light);
        const QString css = Theme::adaptStyleSheet(styleSheet());
        QVERIFY(!css.isEmpty());
        const QList<Rule> rules = textRules(css);
        QVERIFY2(rules.size() >= 5, "the stylesheet's text rules were not found");
        QStringList poor;
        for (const Rule &r : rules) {
            // WCAG 1.4.3 sets no minimum for inactive controls; they are meant to recede.
            if (r.selector.contains(u":disabled"_s))
                continue;
            const double ratio = contrast(r.text, r.background);
            if (ratio < 4.5)
                poor.append(
                    u"%1: %2 on %3 = %4:1"_s.arg(r.selector, r.text.name(), r.background.name()).arg(ratio, 0, 'f', 2));
        }
        QVERIFY2(poor.isEmpty(), qPrintable(poor.join(u'\n')));
    }

    void chartMarksStandOut_data() { stylesheetTextStaysReadable_data(); }
    void chartMarksStandOut()
    {
        QFETCH(bool, dark);
        Theme::apply(dark ? Theme::Choice::Dark : Theme::Choice::Light);
        const QColor background = ChartColors::background();
        // Orange marks are outlined with pickEdge(), which carries their contrast.
        for (const QColor &mark : {ChartColors::bar(), ChartColors::pickEdge(), ChartColors::frontier(),
                                   ChartColors::selection(), ChartColors::muted()}) {
            QVERIFY2(contrast(mark, background) >= 3.0,
                     qPrintable(u"%1 on %2: %3:1"_s.arg(mark.name(), background.name())
                                    .arg(contrast(mark, background), 0, 'f', 2)));
        }
        QVERIFY(contrast(ChartColors::text(), background) >= 7.0);
        // The series that share a chart differ in lightness too, so they part in grey print
        // and for readers who cannot tell the hues apart.
        QVERIFY(std::abs(luminance(ChartColors::bar()) - luminance(ChartColors::pick())) > 0.1);
    }
};

QTEST_MAIN(TestTheme)
#include "tst_theme.moc"
