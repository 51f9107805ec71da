// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/format/summary.h"

#include <QString>

/// A Summary laid out as indented plain text for the command line, adding no words of its own
/// but the severity titles the summary decided:
///
///     title
///       subtitle
///       Section title:
///         label: text
///           value, detail, link and source, a line each, where the line has them
namespace SummaryText {
QString indented(const Summary &summary, int indent = 0);
/// The lines of one section without its title, at `indent` spaces, each line's value, detail,
/// link and source two spaces further in.
QString lines(const SummarySection &section, int indent = 0);
} // namespace SummaryText
