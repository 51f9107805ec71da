// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target: the command line. The input is split into arguments at newlines; whatever
// they say, the run ends with an exit code of 0, 1 or 2 and never crashes. Commands that write
// files (db, --out) are left out, and every run uses one scratch database.
#include "app/commandline.h"

#include <QCoreApplication>
#include <QStringDecoder>
#include <QTemporaryDir>

#include <cstddef>
#include <cstdint>

namespace {

struct Environment
{
    Environment()
    {
        static int argc = 1;
        static char name[] = "gpu-advisor";
        static char *argv[] = {name, nullptr};
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = new QCoreApplication(argc, argv);
        database = dir.filePath(QStringLiteral("fuzz.sqlite"));
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        // Create and seed it once.
        CommandLine(o, e).run({QStringLiteral("--db"), database, QStringLiteral("breakeven")});
    }
    QCoreApplication *app = nullptr;
    QTemporaryDir dir;
    QString database;
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static Environment env;
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString text = decoder.decode(QByteArrayView(data, qsizetype(size)));
    if (decoder.hasError() || size > 4096)
        return 0;
    QStringList arguments;
    for (const QString &a : text.split(u'\n')) {
        if (a.startsWith(QStringLiteral("--db")) || a.startsWith(QStringLiteral("--out")) || a == u"db" ||
            a.startsWith(QStringLiteral("--help")) || a == u"-h" || a == u"-?" ||
            a.startsWith(QStringLiteral("--version")) || a == u"-v")
            return 0; // writes files, or prints and exits inside Qt's parser
        arguments.append(a);
    }
    arguments.prepend(env.database);
    arguments.prepend(QStringLiteral("--db"));
    QString out;
    QString err;
    QTextStream o(&out);
    QTextStream e(&err);
    const int code = CommandLine(o, e).run(arguments);
    if (code != ExitCode::Ok && code != ExitCode::Failure && code != ExitCode::Usage)
        __builtin_trap();
    if (code == ExitCode::Usage && err.isEmpty())
        __builtin_trap(); // a refusal always says why
    return 0;
}
