// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/dialogs/welcomedialog.h"

#include "ui/widgets/keynames.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

WelcomeDialog::WelcomeDialog(QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"welcomeDialog"_s);
    setWindowTitle(tr("Welcome to GPU Advisor"));
    auto *text = new QLabel(this);
    text->setObjectName(u"welcomeTextLabel"_s);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setText(
        //: %1 and %2 are keys as this system names them (Ctrl+R, F1)
        tr("<h2>Welcome to GPU Advisor</h2>"
           "<p>Four ways to find the right GPU for deep learning:</p>"
           "<ol>"
           "<li><b>Recommend</b> &mdash; answer a few yes/no questions from Tim Dettmers' recommendation chart. "
           "Each question says why it matters; the result names cards with their specs and latest prices.</li>"
           "<li><b>GPUs</b> &mdash; browse every card in the database: relative performance, performance per dollar "
           "over five years of ownership, charts, and what-if controls for electricity, utilisation and prices.</li>"
           "<li><b>Build planner</b> &mdash; turn a card into a machine: power supply, CPU, memory, cooling, "
           "warnings and costs, exported as Markdown, CSV, JSON or PDF.</li>"
           "<li><b>Language models</b> &mdash; name a model, the speed you want and a budget: every configuration "
           "that runs it, with its memory, speed, price and cost per million tokens.</li>"
           "</ol>"
           "<p>Every price and specification shows its source and date. Keys: Y and N answer, Backspace goes back, "
           "%1 starts over, %2 lists all shortcuts.</p>")
            .arg(KeyNames::key(Qt::CTRL | Qt::Key_R),
                 QKeySequence(QKeySequence::HelpContents).toString(QKeySequence::NativeText)));
    m_showAgain = new QCheckBox(tr("Show this &welcome at the next start"), this);
    m_showAgain->setObjectName(u"showWelcomeAgainCheckBox"_s);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    buttons->button(QDialogButtonBox::Ok)->setObjectName(u"welcomeStartButton"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_showAgain);
    layout->addWidget(buttons);
    setMinimumWidth(560);
}

bool WelcomeDialog::showAgain() const
{
    return m_showAgain->isChecked();
}
