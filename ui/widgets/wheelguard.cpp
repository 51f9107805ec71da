// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/widgets/wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QPointer>
#include <QScrollBar>
#include <QWheelEvent>

namespace {

/// The control a wheel event over `object` would change, or null: the spin box itself, or the
/// spin box that owns the line edit the event landed on.
QWidget *guardedControl(QObject *object)
{
    auto *widget = qobject_cast<QWidget *>(object);
    for (int depth = 0; widget && depth < 2; ++depth, widget = widget->parentWidget()) {
        if (qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QComboBox *>(widget))
            return widget;
        // Scroll bars are what the wheel is for; other sliders are values like spin boxes.
        if (qobject_cast<QAbstractSlider *>(widget) && !qobject_cast<QScrollBar *>(widget))
            return widget;
    }
    return nullptr;
}

/// Takes the wheel out of a guarded control's focus policy: a wheel turn from the mouse would
/// otherwise give it the focus before the guard sees the turn.
void refuseWheelFocus(QWidget *widget)
{
    if (guardedControl(widget) == widget && (widget->focusPolicy() & Qt::WheelFocus) == Qt::WheelFocus)
        widget->setFocusPolicy(Qt::StrongFocus);
}

} // namespace

WheelGuard::WheelGuard(QObject *parent)
    : QObject(parent)
{}

void WheelGuard::install()
{
    static QPointer<WheelGuard> guard;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
    // Controls made before the guard: the later ones are seen as they are polished.
    for (QWidget *widget : QApplication::allWidgets())
        refuseWheelFocus(widget);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Polish && watched->isWidgetType())
        refuseWheelFocus(static_cast<QWidget *>(watched));
    if (event->type() != QEvent::Wheel)
        return false;
    QWidget *control = guardedControl(watched);
    if (!control || control->hasFocus() || !control->isEnabled())
        return false;
    // Hand the turn to the scroll area around the control, which scrolls; the control keeps
    // its value. (A synthesised wheel event does not travel to parents by itself.)
    QAbstractScrollArea *area = nullptr;
    for (QWidget *w = control->parentWidget(); w && !area; w = w->parentWidget())
        area = qobject_cast<QAbstractScrollArea *>(w);
    if (!area)
        return true;
    auto *wheel = static_cast<QWheelEvent *>(event);
    QWidget *viewport = area->viewport();
    const QPointF position = viewport->mapFromGlobal(wheel->globalPosition());
    QWheelEvent forwarded(position, wheel->globalPosition(), wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
                          wheel->modifiers(), wheel->phase(), wheel->inverted(), wheel->source());
    QCoreApplication::sendEvent(viewport, &forwarded);
    return true;
}
