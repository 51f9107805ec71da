// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "model/build/buildplan.h"
#include "model/build/buildrequest.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

/// The build list in the formats people paste and keep: Markdown (with the forums' part-list
/// table `Type | Item | Price`), CSV and JSON. JSON carries the request, so `fromJson` reads a
/// file back into the same build. PDF and printing need QtGui and live in ui/BuildReport.
/// Markdown is translated throughout; CSV and JSON keep their keys, column headers and values
/// such as part types in English, and carry the plan's free texts as translated.
namespace BuildExport {

enum class Format { Markdown, Csv, Json, Pdf };

QString formatKey(Format format); ///< "md", "csv", "json", "pdf"
/// The format a file name's extension asks for (.md/.markdown, .csv, .json, .pdf).
std::optional<Format> formatForPath(const QString &path);

QString markdown(const BuildPlan &plan);
QString csv(const BuildPlan &plan);
/// One object: {"format": "gpu-advisor-build", "version": 1, "request": {...}, "build": {...}}.
QByteArray json(const BuildPlan &plan);

QJsonObject requestToJson(const BuildRequest &request);
bool requestFromJson(const QJsonObject &object, BuildRequest *request, QString *error);
/// Reads a JSON export, or a bare request object, back into its request.
bool fromJson(const QByteArray &bytes, BuildRequest *request, QString *error);

/// Writes Markdown, CSV or JSON to `path` in one piece (QSaveFile). PDF is not handled here.
bool writeFile(const BuildPlan &plan, const QString &path, Format format, QString *error);

} // namespace BuildExport
