// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/cardgridlayout.h"
#include "ui/widgets/flowlayout.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSpacerItem>
#include <QTest>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

/// A spacer that says when it is deleted.
class TrackedItem final : public QSpacerItem
{
public:
    explicit TrackedItem(int *deleted)
        : QSpacerItem(10, 10)
        , m_deleted(deleted)
    {}
    ~TrackedItem() override { ++*m_deleted; }

private:
    int *m_deleted;
};

using LayoutFactory = std::function<QLayout *(QWidget *)>;

} // namespace

Q_DECLARE_METATYPE(LayoutFactory)

/// The item bookkeeping FlowLayout and CardGridLayout share (ItemListLayout): order, bounds,
/// ownership, and a new layout pass when an item comes or goes.
class TestItemListLayout final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void bookkeeping_data()
    {
        QTest::addColumn<LayoutFactory>("make");
        QTest::newRow("flow") << LayoutFactory([](QWidget *parent) { return new FlowLayout(parent); });
        QTest::newRow("card grid") << LayoutFactory([](QWidget *parent) { return new CardGridLayout(parent, 2, 50); });
    }
    void bookkeeping()
    {
        QFETCH(LayoutFactory, make);
        QWidget window;
        QLayout *layout = make(&window);
        QCOMPARE(layout->contentsMargins(), QMargins());
        auto *first = new QLabel(u"first"_s);
        auto *second = new QLabel(u"second"_s);
        layout->addWidget(first);
        layout->addWidget(second);
        QCOMPARE(layout->count(), 2);
        QCOMPARE(layout->itemAt(0)->widget(), first);
        QCOMPARE(layout->itemAt(1)->widget(), second);
        QCOMPARE(layout->indexOf(second), 1);
        QCOMPARE(first->parentWidget(), &window);
        // Out of range: nothing, never a crash.
        QCOMPARE(layout->itemAt(-1), nullptr);
        QCOMPARE(layout->itemAt(2), nullptr);
        QCOMPARE(layout->takeAt(-1), nullptr);
        QCOMPARE(layout->takeAt(2), nullptr);
        QCOMPARE(layout->count(), 2);
        // Taking gives the item to the caller and closes the gap.
        const std::unique_ptr<QLayoutItem> taken(layout->takeAt(0));
        QCOMPARE(taken->widget(), first);
        QCOMPARE(layout->count(), 1);
        QCOMPARE(layout->itemAt(0)->widget(), second);
        layout->removeWidget(second);
        QCOMPARE(layout->count(), 0);
        QCOMPARE(layout->itemAt(0), nullptr);
    }

    void itemsAreDeletedWithTheLayout_data() { bookkeeping_data(); }
    void itemsAreDeletedWithTheLayout()
    {
        QFETCH(LayoutFactory, make);
        QWidget window;
        QLayout *layout = make(&window);
        int deleted = 0;
        layout->addItem(new TrackedItem(&deleted));
        layout->addItem(new TrackedItem(&deleted));
        // A nested layout takes itself out of its parent as it is deleted.
        auto *nested = new QHBoxLayout;
        layout->addItem(nested);
        // The label's parent is the window, as a widget in a window's layout has; made without
        // one, nothing would delete it (LeakSanitizer in CI).
        auto *label = new QLabel(u"kept"_s, &window);
        nested->addWidget(label);
        const QPointer<QHBoxLayout> nestedAlive(nested);
        const QPointer<QLabel> labelAlive(label);
        delete layout;
        QCOMPARE(deleted, 2);
        QVERIFY(nestedAlive.isNull());
        // Widgets belong to their parent widget, not to the layout.
        QVERIFY(!labelAlive.isNull());
    }

    void addingOrTakingLaysOutAgain_data() { bookkeeping_data(); }
    void addingOrTakingLaysOutAgain()
    {
        // On a shown window, a widget added to the layout gets its place without anything else
        // asking for a layout pass, and the others move up when one is taken out.
        QFETCH(LayoutFactory, make);
        QWidget window;
        QLayout *layout = make(&window);
        auto *first = new QLabel(u"first"_s);
        layout->addWidget(first);
        window.resize(60, 200);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *second = new QLabel(u"second"_s);
        layout->addWidget(second);
        QTRY_VERIFY(second->isVisible());
        QTRY_VERIFY(second->geometry().top() > first->geometry().top());
        const std::unique_ptr<QLayoutItem> taken(layout->takeAt(0));
        first->hide();
        QTRY_COMPARE(second->geometry().top(), 0);
    }

    void flowInsertsAtAClampedIndex()
    {
        QWidget window;
        auto *flow = new FlowLayout(&window);
        auto *middle = new QLabel(u"middle"_s);
        auto *front = new QLabel(u"front"_s);
        auto *back = new QLabel(u"back"_s);
        flow->addWidget(middle);
        flow->insertWidget(-5, front);
        flow->insertWidget(99, back);
        QCOMPARE(flow->count(), 3);
        QCOMPARE(flow->itemAt(0)->widget(), front);
        QCOMPARE(flow->itemAt(1)->widget(), middle);
        QCOMPARE(flow->itemAt(2)->widget(), back);
        QCOMPARE(back->parentWidget(), &window);
    }

    // Issue 24: the Language models and Fine-tuning tabs lay out their forms with one helper:
    // each label the buddy of its field and on one line with it, the check box last, all in a
    // flow that wraps in a narrow window.
    void fieldRowPairsEachLabelWithItsField()
    {
        QWidget window;
        auto *column = new QVBoxLayout(&window);
        auto *first = new QLineEdit(&window);
        auto *second = new QLineEdit(&window);
        auto *check = new QCheckBox(u"Offload"_s, &window);
        QWidget *form = FlowLayout::addFieldRow(&window, column, {{u"&First:"_s, first}, {u"&Second:"_s, second}},
                                                check, u"testFormWidget"_s);
        QVERIFY(form);
        QCOMPARE(form->objectName(), u"testFormWidget"_s);
        QCOMPARE(column->indexOf(form), 0);
        auto *flow = qobject_cast<FlowLayout *>(form->layout());
        QVERIFY(flow);
        QCOMPARE(flow->count(), 3);
        for (int i = 0; i < 2; ++i) {
            QWidget *pair = flow->itemAt(i)->widget();
            const QList<QLabel *> labels = pair->findChildren<QLabel *>();
            QCOMPARE(labels.size(), 1);
            QCOMPARE(labels.first()->buddy(), i == 0 ? first : second);
            QCOMPARE(labels.first()->text(), i == 0 ? u"&First:"_s : u"&Second:"_s);
            QCOMPARE((i == 0 ? first : second)->parentWidget(), pair);
        }
        QCOMPARE(flow->itemAt(2)->widget(), check);
        // Narrower than the fields side by side, the form takes more lines.
        window.resize(2000, 200);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const int wide = form->height();
        window.resize(first->sizeHint().width() + 60, 400);
        QTRY_VERIFY(form->height() > wide);
    }
};

QTEST_MAIN(TestItemListLayout)
#include "tst_itemlistlayout.moc"
