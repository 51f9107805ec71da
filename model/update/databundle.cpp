// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/update/databundle.h"

#include "model/io/safetext.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QStringView>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

/// A JSON number that is a whole number from 0 to `max`, or nothing.
std::optional<qint64> wholeNumber(const QJsonValue &value, qint64 max)
{
    if (!value.isDouble())
        return std::nullopt;
    const double d = value.toDouble();
    if (!std::isfinite(d) || d < 0 || d > double(max) || d != std::floor(d))
        return std::nullopt;
    return qint64(d);
}

/// The dates a manifest may carry: 2010-01-01 to 2100-12-31, whatever the clock says.
QDate manifestEarliestDate()
{
    return {2010, 1, 1};
}

QDate manifestLatestDate()
{
    return {2100, 12, 31};
}

/// Every kind of data a bundle may carry, in the order an update reports them: its name in a
/// manifest and its title. A new kind is added here, read and written in db/bundleimporter.cpp
/// (parseFile and a write step) and bundled by tools/make_bundle.py (KINDS).
struct Kind
{
    const char16_t *name;
    const char *title;
};

constexpr Kind Kinds[] = {
    {u"gpus", QT_TRANSLATE_NOOP("UpdateReport", "GPU specifications")},
    {u"prices", QT_TRANSLATE_NOOP("UpdateReport", "Prices")},
    {u"flowchart", QT_TRANSLATE_NOOP("UpdateReport", "Flowchart editions")},
    {u"cloud_rates", QT_TRANSLATE_NOOP("UpdateReport", "Cloud rates")},
    {u"cloud_aliases", QT_TRANSLATE_NOOP("UpdateReport", "Cloud GPU names")},
    {u"part_prices", QT_TRANSLATE_NOOP("UpdateReport", "Prices of other parts")},
    {u"software_targets", QT_TRANSLATE_NOOP("UpdateReport", "GPU compute targets")},
    {u"software_readiness", QT_TRANSLATE_NOOP("UpdateReport", "Software readiness")},
    {u"llm_models", QT_TRANSLATE_NOOP("UpdateReport", "Language models")},
    {u"measured", QT_TRANSLATE_NOOP("UpdateReport", "Measured figures")},
    {u"llm_speeds", QT_TRANSLATE_NOOP("UpdateReport", "Measured language-model speeds")},
};

} // namespace

qint64 BundleManifest::totalSize() const
{
    qint64 total = 0;
    for (const BundleFile &f : files)
        total += f.size;
    return total;
}

QList<QPair<QString, QByteArray>> BundleContents::filesOfKind(const QString &kind) const
{
    QList<QPair<QString, QByteArray>> out;
    for (const BundleFile &f : manifest.files) {
        if (f.kind == kind)
            out.append({f.name, files.value(f.name)});
    }
    return out;
}

namespace DataBundle {

QString manifestName()
{
    return u"manifest.json"_s;
}

QStringList kinds()
{
    QStringList names;
    for (const Kind &kind : Kinds)
        names.append(QString::fromUtf16(kind.name));
    return names;
}

QString kindTitle(const QString &kind)
{
    for (const Kind &k : Kinds) {
        if (kind == QStringView(k.name))
            return QCoreApplication::translate("UpdateReport", k.title);
    }
    return kind;
}

bool isSafeFileName(const QString &name)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$"_s);
    return pattern.match(name).hasMatch() && !name.contains(u".."_s) && name != manifestName();
}

namespace {

/// The manifest's format version and date; false with a message when either cannot be read.
bool readManifestHeader(const QJsonObject &o, BundleManifest *manifest, QString *error)
{
    BundleManifest &m = *manifest;
    // The version comes first: a newer format may change everything else.
    const auto version = wholeNumber(o.value(u"format_version"_s), 1000000);
    if (!version || *version < 1) {
        //: %1 is the name of a JSON member (not translated).
        *error = QCoreApplication::translate("DataBundle", "the manifest has no valid \"%1\"").arg(u"format_version"_s);
        return false;
    }
    if (*version > FormatVersion) {
        //: %1 and %2 are format version numbers.
        *error =
            QCoreApplication::translate(
                "DataBundle", "the bundle is in format version %1, newer than this version of GPU Advisor reads (%2); "
                              "update GPU Advisor to use it")
                .arg(QString::number(*version), QString::number(FormatVersion));
        return false;
    }
    m.formatVersion = int(*version);
    m.date = QDate::fromString(o.value(u"date"_s).toString(), Qt::ISODate);
    if (!m.date.isValid()) {
        //: %1 is the name of a JSON member (not translated); YYYY-MM-DD is the date format.
        *error = QCoreApplication::translate("DataBundle", "the manifest's \"%1\" is not a date in the form YYYY-MM-DD")
                     .arg(u"date"_s);
        return false;
    }
    // A date that cannot be true (0001, 9999) is refused; the bound does not follow the clock, so
    // a computer whose clock is wrong still reads a bundle made today (issue 27).
    if (m.date < manifestEarliestDate() || m.date > manifestLatestDate()) {
        //: %1 is the name of a JSON member (not translated); %2 the date given, %3 and %4 the bounds (YYYY-MM-DD).
        *error = QCoreApplication::translate("DataBundle", "the manifest's \"%1\" is %2, not a date from %3 to %4")
                     .arg(u"date"_s, m.date.toString(Qt::ISODate), manifestEarliestDate().toString(Qt::ISODate),
                          manifestLatestDate().toString(Qt::ISODate));
        return false;
    }
    return true;
}

/// File `i` of the manifest: a plain name listed once, a known kind, a size and a SHA-256.
bool readManifestFile(const QJsonObject &f, qsizetype i, QSet<QString> *seen, BundleFile *out, QString *error)
{
    static const QRegularExpression hex(u"^[0-9a-f]{64}$"_s);
    const QString position = QString::number(i + 1);
    BundleFile file;
    file.name = f.value(u"name"_s).toString();
    if (!DataBundle::isSafeFileName(file.name)) {
        //: %1 is a position in the list of files, %2 the name the manifest gives.
        *error = QCoreApplication::translate(
                     "DataBundle", "file %1 of the manifest has the name \"%2\", which is not a plain file name "
                                   "(letters, digits, '.', '_' and '-'; no folders)")
                     .arg(position, SafeText::printable(file.name, 120));
        return false;
    }
    if (seen->contains(file.name.toLower())) {
        //: %1 is a file name.
        *error = QCoreApplication::translate("DataBundle", "the manifest lists \"%1\" twice").arg(file.name);
        return false;
    }
    seen->insert(file.name.toLower());
    file.kind = f.value(u"kind"_s).toString();
    if (!kinds().contains(file.kind)) {
        //: %1 is a file name, %2 the kind the manifest gives, %3 the list of kinds known (not translated).
        *error = QCoreApplication::translate("DataBundle", "\"%1\" is of the unknown kind \"%2\"; expected one of %3")
                     .arg(file.name, SafeText::printable(file.kind, 60), kinds().join(u", "_s));
        return false;
    }
    const auto size = wholeNumber(f.value(u"size"_s), MaxFileBytes);
    if (!size) {
        //: %1 is a file name, %2 a size in bytes.
        *error =
            QCoreApplication::translate("DataBundle", "\"%1\" has no valid size (a whole number of bytes up to %2)")
                .arg(file.name, QString::number(MaxFileBytes));
        return false;
    }
    file.size = *size;
    const QString digest = f.value(u"sha256"_s).toString();
    if (!hex.match(digest).hasMatch()) {
        //: %1 is a file name; SHA-256 is the name of a hash.
        *error =
            QCoreApplication::translate("DataBundle", "\"%1\" has no valid SHA-256 (64 lower-case hexadecimal digits)")
                .arg(file.name);
        return false;
    }
    file.sha256 = QByteArray::fromHex(digest.toLatin1());
    *out = file;
    return true;
}

} // namespace

bool parseManifest(const QByteArray &json, BundleManifest *manifest, QString *error)
{
    if (json.size() > MaxManifestBytes) {
        //: %1 and %2 are sizes in bytes.
        *error =
            QCoreApplication::translate("DataBundle", "the manifest is %1 bytes, more than the %2 a manifest may have")
                .arg(QString::number(json.size()), QString::number(MaxManifestBytes));
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject()) {
        //: %1 is the JSON parser's message, %2 a character offset.
        *error = QCoreApplication::translate("DataBundle", "the manifest is not a JSON object (%1 at offset %2)")
                     .arg(parseError.errorString(), QString::number(parseError.offset));
        return false;
    }
    const QJsonObject o = doc.object();
    BundleManifest m;
    if (!readManifestHeader(o, &m, error))
        return false;
    m.generator = o.value(u"generator"_s).toString();
    if (!o.value(u"files"_s).isArray() || o.value(u"files"_s).toArray().isEmpty()) {
        //: %1 is the name of a JSON member (not translated).
        *error =
            QCoreApplication::translate("DataBundle", "the manifest's \"%1\" is not a list of files").arg(u"files"_s);
        return false;
    }
    const QJsonArray files = o.value(u"files"_s).toArray();
    if (files.size() > MaxFiles) {
        //: %1 and %2 are counts of files.
        *error =
            QCoreApplication::translate("DataBundle", "the manifest lists %1 files, more than the %2 a bundle may have")
                .arg(QString::number(files.size()), QString::number(MaxFiles));
        return false;
    }
    QSet<QString> seen;
    for (qsizetype i = 0; i < files.size(); ++i) {
        BundleFile file;
        if (!readManifestFile(files.at(i).toObject(), i, &seen, &file, error))
            return false;
        m.files.append(file);
    }
    if (m.totalSize() > MaxTotalBytes) {
        //: %1 and %2 are sizes in bytes.
        *error = QCoreApplication::translate(
                     "DataBundle", "the bundle's files add up to %1 bytes, more than the %2 a bundle may have")
                     .arg(QString::number(m.totalSize()), QString::number(MaxTotalBytes));
        return false;
    }
    *manifest = m;
    return true;
}

QByteArray writeManifest(const BundleManifest &manifest)
{
    QJsonArray files;
    for (const BundleFile &f : manifest.files) {
        files.append(QJsonObject{{u"name"_s, f.name},
                                 {u"kind"_s, f.kind},
                                 {u"size"_s, double(f.size)},
                                 {u"sha256"_s, QString::fromLatin1(f.sha256.toHex())}});
    }
    const QJsonObject o{{u"format"_s, u"gpu-advisor-data"_s},
                        {u"format_version"_s, manifest.formatVersion},
                        {u"date"_s, manifest.date.toString(Qt::ISODate)},
                        {u"generator"_s, manifest.generator},
                        {u"files"_s, files}};
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool verifyFile(const BundleFile &file, const QByteArray &bytes, QString *error)
{
    if (bytes.size() != file.size) {
        //: %1 is a file name, %2 and %3 sizes in bytes.
        *error = QCoreApplication::translate("DataBundle",
                                             "\"%1\" has %2 bytes where the manifest says %3 (cut short or altered)")
                     .arg(file.name, QString::number(bytes.size()), QString::number(file.size));
        return false;
    }
    if (QCryptographicHash::hash(bytes, QCryptographicHash::Sha256) != file.sha256) {
        //: %1 is a file name; SHA-256 is the name of a hash.
        *error = QCoreApplication::translate(
                     "DataBundle", "\"%1\" does not match the SHA-256 the manifest gives (altered or damaged)")
                     .arg(file.name);
        return false;
    }
    return true;
}

} // namespace DataBundle
