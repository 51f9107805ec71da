// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/flowchart/flowchart.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QTest>

/// Drives the wizard the way a user does, by objectName: clicks buttons, reads labels.
/// Every lookup fails the test (through QVERIFY in the caller) when the widget is missing.
class WizardDriver
{
public:
    explicit WizardDriver(QWidget *root)
        : m_root(root)
    {}

    template<typename T = QWidget> T *find(const QString &objectName) const
    {
        return m_root->findChild<T *>(objectName);
    }

    QString text(const QString &labelName) const
    {
        const QLabel *label = find<QLabel>(labelName);
        return label ? label->text() : QStringLiteral("<no label %1>").arg(labelName);
    }

    bool isShown(const QString &objectName) const
    {
        const QWidget *w = find(objectName);
        return w && w->isVisibleTo(m_root);
    }

    /// Clicks an enabled, visible button; false when it is missing, hidden or disabled.
    bool click(const QString &buttonName) const
    {
        QPushButton *button = find<QPushButton>(buttonName);
        if (!button || !button->isVisible() || !button->isEnabled())
            return false;
        QTest::mouseClick(button, Qt::LeftButton);
        return true;
    }

    bool answer(Answer a) const
    {
        return click(a == Answer::Yes ? QStringLiteral("yesButton") : QStringLiteral("noButton"));
    }

    bool answerAll(const QList<Answer> &answers) const
    {
        for (Answer a : answers) {
            if (!answer(a))
                return false;
        }
        return true;
    }

    bool onResultPage() const
    {
        const auto *stack = find<QStackedWidget>(QStringLiteral("pageStack"));
        return stack && stack->currentWidget() && stack->currentWidget()->objectName() == QStringLiteral("resultPage");
    }

    QListWidget *trail() const { return find<QListWidget>(QStringLiteral("trailList")); }

    /// Clicks row `row` of the answer trail, as a mouse user would.
    void clickTrailRow(int row) const
    {
        QListWidget *list = trail();
        QListWidgetItem *item = list->item(row);
        list->scrollToItem(item);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(item).center());
    }

    /// Texts of the labels with this objectName below `containerName`, in creation order.
    QStringList texts(const QString &containerName, const QString &labelName) const
    {
        QStringList result;
        const QWidget *container = find(containerName);
        if (!container)
            return result;
        const QList<QLabel *> labels = container->findChildren<QLabel *>(labelName);
        for (const QLabel *label : labels)
            result << label->text();
        return result;
    }

private:
    QWidget *m_root;
};

/// "yes,no,yes" for a test row's name.
inline QString answerWords(const QList<Answer> &answers)
{
    QStringList words;
    for (Answer a : answers)
        words << answerKey(a);
    return words.join(u',');
}
