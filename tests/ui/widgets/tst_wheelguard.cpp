// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/wheelguard.h"

#include <QComboBox>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QTest>
#include <QVBoxLayout>
#include <QWheelEvent>

using namespace Qt::StringLiterals;

/// The wheel scrolls a form instead of changing the spin and combo boxes it passes over
/// (issue 11: grid intensity and CO2 changed while the user scrolled).
class TestWheelGuard : public QObject
{
    Q_OBJECT

private:
    // A tall form in a short scroll area, a spin box and a combo box near the top.
    struct Form
    {
        QScrollArea area;
        QSpinBox *spin = nullptr;
        QComboBox *combo = nullptr;
        QLineEdit *other = nullptr;
    };

    static void build(Form &f)
    {
        auto *content = new QWidget;
        auto *layout = new QVBoxLayout(content);
        f.spin = new QSpinBox(content);
        f.spin->setRange(0, 100);
        f.spin->setValue(50);
        f.combo = new QComboBox(content);
        f.combo->addItems({u"one"_s, u"two"_s, u"three"_s});
        f.other = new QLineEdit(content);
        layout->addWidget(f.spin);
        layout->addWidget(f.combo);
        layout->addWidget(f.other);
        layout->addSpacing(2000);
        f.area.setWidget(content);
        f.area.resize(300, 200);
        f.area.show();
        QVERIFY(QTest::qWaitForWindowExposed(&f.area));
    }

    static void turnWheel(QWidget *target, int steps)
    {
        const QPoint local = target->rect().center();
        QWheelEvent event(local, target->mapToGlobal(local), QPoint(), QPoint(0, -120 * steps), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &event);
    }

private Q_SLOTS:
    void initTestCase()
    {
        WheelGuard::install();
        WheelGuard::install(); // a second call adds no second guard
    }

    void unfocusedSpinBoxScrollsTheForm()
    {
        Form f;
        build(f);
        f.other->setFocus();
        QTRY_VERIFY(f.other->hasFocus());
        QCOMPARE(f.area.verticalScrollBar()->value(), 0);
        turnWheel(f.spin, 2);
        QCOMPARE(f.spin->value(), 50);
        QVERIFY(f.area.verticalScrollBar()->value() > 0);
    }

    void unfocusedComboBoxKeepsItsChoice()
    {
        Form f;
        build(f);
        f.other->setFocus();
        QTRY_VERIFY(f.other->hasFocus());
        turnWheel(f.combo, 1);
        QCOMPARE(f.combo->currentIndex(), 0);
        QVERIFY(f.area.verticalScrollBar()->value() > 0);
    }

    void aMouseWheelCannotGiveTheFocus()
    {
        // A wheel turn from the mouse reaches the application's filters after Qt has given the
        // focus to the first widget under the pointer, up to the window, whose policy includes
        // the wheel; with none, the control stays unfocused and the guard scrolls the form.
        Form f;
        build(f);
        auto *slider = new QSlider(Qt::Horizontal, f.area.widget());
        f.area.widget()->layout()->addWidget(slider);
        slider->ensurePolished();
        for (QWidget *control : std::initializer_list<QWidget *>{f.spin, f.combo, slider}) {
            for (QWidget *w = control; w; w = w->isWindow() ? nullptr : w->parentWidget())
                QVERIFY2((w->focusPolicy() & Qt::WheelFocus) != Qt::WheelFocus, w->metaObject()->className());
            for (QWidget *child : control->findChildren<QWidget *>())
                QVERIFY2((child->focusPolicy() & Qt::WheelFocus) != Qt::WheelFocus, child->metaObject()->className());
        }
        // A click and the Tab key still reach them.
        QCOMPARE(f.spin->focusPolicy(), Qt::StrongFocus);
        QCOMPARE(f.combo->focusPolicy(), Qt::StrongFocus);
        QTest::mouseClick(f.spin, Qt::LeftButton, {}, f.spin->rect().center());
        QTRY_VERIFY(f.spin->hasFocus());
    }

    void controlsMadeBeforeTheGuardAreCoveredToo()
    {
        QSpinBox early;
        QVERIFY(early.focusPolicy() == Qt::WheelFocus);
        // The guard is installed already (initTestCase); a later install() call sweeps nothing
        // new, so show the control: it is polished, and the guard sees the polish.
        early.show();
        QVERIFY(QTest::qWaitForWindowExposed(&early));
        QCOMPARE(early.focusPolicy(), Qt::StrongFocus);
    }

    void focusedSpinBoxStillAnswers()
    {
        Form f;
        build(f);
        f.spin->setFocus();
        QTRY_VERIFY(f.spin->hasFocus());
        turnWheel(f.spin, -1); // up
        QCOMPARE(f.spin->value(), 51);
        QCOMPARE(f.area.verticalScrollBar()->value(), 0);
    }
};

QTEST_MAIN(TestWheelGuard)
#include "tst_wheelguard.moc"
