// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/inputlimits.h"

#include <QAbstractSpinBox>
#include <QAccessible>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPointer>
#include <QSpinBox>
#include <QTimer>
#include <QToolTip>

using namespace Qt::StringLiterals;

namespace {

const char *const NoteProperty = "limitNote";

QAbstractSpinBox *spinBoxOf(QObject *object)
{
    if (auto *box = qobject_cast<QAbstractSpinBox *>(object))
        return box;
    if (auto *edit = qobject_cast<QLineEdit *>(object))
        return qobject_cast<QAbstractSpinBox *>(edit->parentWidget());
    return nullptr;
}

// Only boxes with a numeric range: date and time edits have their own calendars.
bool hasRange(const QAbstractSpinBox *box)
{
    return qobject_cast<const QSpinBox *>(box) || qobject_cast<const QDoubleSpinBox *>(box);
}

QString figure(const QAbstractSpinBox *box, double value)
{
    if (const auto *i = qobject_cast<const QSpinBox *>(box))
        return i->prefix() + box->locale().toString(qRound(value)) + i->suffix();
    const auto *d = qobject_cast<const QDoubleSpinBox *>(box);
    return d->prefix() + box->locale().toString(value, 'f', d->decimals()) + d->suffix();
}

} // namespace

InputLimits::InputLimits(QObject *parent)
    : QObject(parent)
{}

void InputLimits::install()
{
    static QPointer<InputLimits> limits;
    if (limits || !qApp)
        return;
    limits = new InputLimits(qApp);
    qApp->installEventFilter(limits);
}

QString InputLimits::rangeText(const QAbstractSpinBox *box)
{
    if (const auto *i = qobject_cast<const QSpinBox *>(box))
        return tr("From %1 to %2").arg(figure(box, i->minimum()), figure(box, i->maximum())).trimmed();
    if (const auto *d = qobject_cast<const QDoubleSpinBox *>(box))
        return tr("From %1 to %2").arg(figure(box, d->minimum()), figure(box, d->maximum())).trimmed();
    return {};
}

QString InputLimits::lastNote(const QAbstractSpinBox *box)
{
    return box->property(NoteProperty).toString();
}

void InputLimits::showNote(QAbstractSpinBox *box)
{
    const QString name = box->accessibleName().isEmpty() ? tr("This field") : box->accessibleName();
    //: %1 names the field ("Budget"), %2 its range ("From $0 to $1,000,000")
    const QString note = tr("%1 takes no figure outside its range. %2.").arg(name, rangeText(box));
    box->setProperty(NoteProperty, note);
    QToolTip::showText(box->mapToGlobal(QPoint(0, box->height())), note, box);
    QAccessibleEvent event(box, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void InputLimits::noteIfPutBack(QAbstractSpinBox *box)
{
    auto *edit = box->findChild<QLineEdit *>();
    if (!edit)
        return;
    QString text = edit->text();
    int position = edit->cursorPosition();
    if (box->validate(text, position) == QValidator::Acceptable)
        return;
    QTimer::singleShot(0, box, [box, edit = QPointer<QLineEdit>(edit), text] {
        if (edit && edit->text() != text)
            showNote(box);
    });
}

bool InputLimits::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        QAbstractSpinBox *box = spinBoxOf(watched);
        if (!box || !hasRange(box))
            return false;
        const QString range = rangeText(box);
        const QString own = box->toolTip();
        const QString text = own.isEmpty() ? range : own + u"\n"_s + range;
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), text, box);
        return true;
    }
    // A figure the box cannot take yet ("0" where 1 is the least) is put back when the box is
    // left or Return is pressed: say so then, rather than change it without a word.
    const auto *key = event->type() == QEvent::KeyPress ? static_cast<QKeyEvent *>(event) : nullptr;
    const bool leaving =
        event->type() == QEvent::FocusOut || (key && (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter));
    if (auto *box = qobject_cast<QAbstractSpinBox *>(watched); leaving && box && hasRange(box) && !box->isReadOnly())
        noteIfPutBack(box);
    if (event->type() != QEvent::KeyPress)
        return false;
    // Keys reach the spin box (its line edit's focus proxy), which hands them to the line edit.
    QAbstractSpinBox *box = spinBoxOf(watched);
    if (!box || !hasRange(box) || box->isReadOnly())
        return false;
    auto *edit = watched == box ? box->findChild<QLineEdit *>() : qobject_cast<QLineEdit *>(watched);
    if (!edit)
        return false;
    const QString typed = static_cast<QKeyEvent *>(event)->text();
    if (typed.size() != 1 || !typed.front().isDigit())
        return false;
    // The box's validator drops a digit that would take the figure out of range; seeing the
    // text unchanged once the key is handled tells that apart from an accepted digit.
    const QString before = edit->text();
    const int cursor = edit->cursorPosition();
    QTimer::singleShot(0, box, [box, edit = QPointer<QLineEdit>(edit), before, cursor] {
        if (edit && edit->text() == before && edit->cursorPosition() == cursor && !edit->hasSelectedText())
            showNote(box);
    });
    return false;
}
