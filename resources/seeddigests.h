// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringView>

/// The SHA-256 digest, in lowercase hexadecimal, of a bundled seed file as the build embedded it
/// (":/seed/flowcharts/dettmers-2023.json"), worked out when the build was configured and again
/// whenever one of the files changed; empty for a resource the build did not digest. The seeder
/// compares its marks with these, so an unchanged bundle is neither read nor hashed at start-up.
QString bundledSeedDigest(QStringView resourcePath);
