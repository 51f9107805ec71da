// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/wraplabel.h"

#include <QTest>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

/// WrapLabel answers a repeated height question from memory (start-up: the wizard's page asked
/// its wrapped labels the same heights dozens of times), and never with a stale answer: after
/// any change that moves the text it gives what a plain QLabel gives.
class TestWrapLabel : public QObject
{
    Q_OBJECT

private:
    static QString sentence(int words)
    {
        QStringList list;
        for (int i = 0; i < words; ++i)
            list << u"word%1"_s.arg(i);
        return list.join(u' ');
    }

    /// The height QLabel itself works out for `label` as it is now, at `width`.
    static int plainHeight(const WrapLabel &label, int width) { return label.QLabel::heightForWidth(width); }

    static void expectPlain(const WrapLabel &label)
    {
        for (int width : {60, 120, 240, 480, 120, 60})
            QCOMPARE(label.heightForWidth(width), plainHeight(label, width));
    }

private Q_SLOTS:
    void givesWhatQLabelGives()
    {
        WrapLabel label;
        label.setWordWrap(true);
        label.setText(sentence(40));
        expectPlain(label);
        QVERIFY(label.heightForWidth(60) > label.heightForWidth(480));
    }

    void forgetsWhenTheTextChanges()
    {
        WrapLabel label;
        label.setWordWrap(true);
        label.setText(sentence(40));
        const int tall = label.heightForWidth(100);
        label.setText(sentence(2));
        QVERIFY(label.heightForWidth(100) < tall);
        expectPlain(label);
        label.setText(u"<b>bold</b> and "_s + sentence(30));
        expectPlain(label);
    }

    void forgetsWhenTheLookChanges()
    {
        WrapLabel label;
        label.setWordWrap(true);
        label.setText(sentence(40));
        const int before = label.heightForWidth(200);
        QFont big = label.font();
        big.setPointSizeF(big.pointSizeF() * 2);
        label.setFont(big);
        QVERIFY(label.heightForWidth(200) > before);
        expectPlain(label);
        label.setMargin(12);
        expectPlain(label);
        label.setIndent(30);
        expectPlain(label);
        label.setContentsMargins(5, 7, 9, 11);
        expectPlain(label);
        label.setTextFormat(Qt::PlainText);
        label.setText(u"<b>not bold</b> "_s + sentence(20));
        expectPlain(label);
        label.setWordWrap(true);
        label.setAlignment(Qt::AlignBottom | Qt::AlignRight);
        expectPlain(label);
        label.setFrameStyle(QFrame::Box);
        label.setAlignment(Qt::AlignTop);
        expectPlain(label);
        label.setWordWrap(false);
        expectPlain(label);
    }

    void forgetsWhenAStyleSheetChangesThePadding()
    {
        QWidget parent;
        auto *layout = new QVBoxLayout(&parent);
        auto *label = new WrapLabel(&parent);
        label->setWordWrap(true);
        label->setText(sentence(40));
        layout->addWidget(label);
        parent.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parent));
        const int before = label->heightForWidth(200);
        parent.setStyleSheet(u"QLabel { font-size: 20pt; padding: 10px; }"_s);
        label->ensurePolished();
        QVERIFY(label->heightForWidth(200) > before);
    }

    void holdsManyWidthsAtOnce()
    {
        WrapLabel label;
        label.setWordWrap(true);
        label.setText(sentence(40));
        // More widths than it remembers: the oldest are worked out again, correctly.
        for (int round = 0; round < 3; ++round) {
            for (int width = 40; width <= 640; width += 40)
                QCOMPARE(label.heightForWidth(width), plainHeight(label, width));
        }
    }
};

QTEST_MAIN(TestWrapLabel)
#include "tst_wraplabel.moc"
