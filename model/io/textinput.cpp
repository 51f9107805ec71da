// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/textinput.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

using namespace Qt::StringLiterals;

namespace TextInput {

namespace {

QString mebibytes(qint64 bytes)
{
    return QString::number(bytes / (1024 * 1024));
}

} // namespace

Result read(const QString &path, QString *text, QString *error, qint64 maxBytes)
{
    text->clear();
    const QFileInfo info(path);
    if (info.exists() && !info.isFile() && !info.isDir()) {
        //: %1 is a file path.
        *error = QCoreApplication::translate("TextInput", "%1 is not a regular file (it is a device, a pipe or a "
                                                          "socket); save the data to a file and import that")
                     .arg(path);
        return Result::Refused;
    }
    QFile file(path);
    if (info.isDir() || !file.open(QIODevice::ReadOnly)) {
        //: %1 is a file, %2 the reason.
        *error = QCoreApplication::translate("TextInput", "cannot read %1: %2")
                     .arg(path, info.isDir() ? QCoreApplication::translate("TextInput", "it is a folder")
                                             : file.errorString());
        return Result::CannotRead;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    constexpr qint64 ChunkBytes = 1024 * 1024;
    qint64 total = 0;
    qint64 lineLength = 0;
    qint64 line = 1;
    while (true) {
        const QByteArray chunk = file.read(ChunkBytes);
        if (chunk.isEmpty()) {
            if (file.error() != QFileDevice::NoError) {
                *error = QCoreApplication::translate("TextInput", "cannot read %1: %2").arg(path, file.errorString());
                text->clear();
                return Result::CannotRead;
            }
            break;
        }
        total += chunk.size();
        if (total > maxBytes) {
            //: %1 is a file, %2 a size in MiB.
            *error = QCoreApplication::translate("TextInput", "%1 is larger than %2 MiB, the most GPU Advisor reads "
                                                              "at once; split it into smaller files")
                         .arg(path, mebibytes(maxBytes));
            text->clear();
            return Result::Refused;
        }
        for (const char c : chunk) {
            if (c == '\0') {
                //: %1 is a file, %2 a line number.
                *error = QCoreApplication::translate("TextInput", "%1 holds a NUL byte on line %2: it is not a text "
                                                                  "file")
                             .arg(path)
                             .arg(line);
                text->clear();
                return Result::Refused;
            }
            if (c == '\n') {
                ++line;
                lineLength = 0;
            } else if (++lineLength > MaxLineBytes) {
                //: %1 is a file, %2 a line number, %3 a size in MiB.
                *error = QCoreApplication::translate("TextInput", "line %2 of %1 is longer than %3 MiB, the most a "
                                                                  "line may hold")
                             .arg(path)
                             .arg(line)
                             .arg(mebibytes(MaxLineBytes));
                text->clear();
                return Result::Refused;
            }
        }
        text->append(decoder.decode(chunk));
        if (decoder.hasError())
            break;
    }
    if (decoder.hasError()) {
        // The decoder puts U+FFFD where the bytes are not UTF-8: the first one names the line.
        const qsizetype bad = text->indexOf(QChar(QChar::ReplacementCharacter));
        const qsizetype badLine = bad < 0 ? line : QStringView(*text).left(bad).count(u'\n') + 1;
        //: %1 is a file, %2 the first line whose bytes are not UTF-8.
        *error = QCoreApplication::translate("TextInput",
                                             "%1 is not UTF-8 text (line %2 is the first that is not); save it as "
                                             "UTF-8 and try again")
                     .arg(path)
                     .arg(badLine);
        text->clear();
        return Result::Refused;
    }
    return Result::Ok;
}

} // namespace TextInput
