// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/io/textinput.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace Qt::StringLiterals;

namespace {

QString fileWith(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size())
        return {};
    return path;
}

} // namespace

/// Issue 15, item 7: what an import reads is bounded, and special files are refused at once.
class TestTextInput final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsUtf8Text()
    {
        QTemporaryDir dir;
        const QString path = fileWith(dir, u"ok.csv"_s, "gpu,usd\nКарта,5\n");
        QString text;
        QString error;
        QCOMPARE(TextInput::read(path, &text, &error), TextInput::Result::Ok);
        QCOMPARE(text, u"gpu,usd\nКарта,5\n"_s);
    }

    void refusesSpecialFiles_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("/dev/zero") << u"/dev/zero"_s;
        QTest::newRow("/dev/urandom") << u"/dev/urandom"_s;
        QTest::newRow("/dev/null") << u"/dev/null"_s;
    }

    void refusesSpecialFiles()
    {
        QFETCH(QString, path);
        QString text;
        QString error;
        QCOMPARE(TextInput::read(path, &text, &error), TextInput::Result::Refused);
        QVERIFY2(error.contains(u"not a regular file"_s) && error.contains(path), qPrintable(error));
        QVERIFY(text.isEmpty());
    }

    // A pipe nobody writes to would block the import for ever; it is refused before it is opened.
    void refusesAPipeWithoutWaiting()
    {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(u"pipe.csv"_s);
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QString text;
        QString error;
        QCOMPARE(TextInput::read(fifo, &text, &error), TextInput::Result::Refused);
        QVERIFY2(error.contains(u"not a regular file"_s), qPrintable(error));
    }

    void refusesBinaryData()
    {
        QTemporaryDir dir;
        const QString path = fileWith(dir, u"zeros.csv"_s, QByteArray("gpu,usd\n") + QByteArray(4096, '\0'));
        QString text;
        QString error;
        QCOMPARE(TextInput::read(path, &text, &error), TextInput::Result::Refused);
        QVERIFY2(error.contains(u"NUL byte on line 2"_s), qPrintable(error));
    }

    void refusesOverlongLines()
    {
        QTemporaryDir dir;
        const QString path =
            fileWith(dir, u"long.csv"_s, QByteArray("gpu,usd\n") + QByteArray(TextInput::MaxLineBytes + 1, 'x'));
        QString text;
        QString error;
        QCOMPARE(TextInput::read(path, &text, &error), TextInput::Result::Refused);
        QVERIFY2(error.contains(u"line 2 of"_s) && error.contains(u"longer than 1 MiB"_s), qPrintable(error));
    }

    void refusesFilesOverTheLimit()
    {
        QTemporaryDir dir;
        QByteArray data;
        for (int i = 0; i < 200000; ++i)
            data += "RTX 4090,2024-01,new,1599,Shop\n";
        const QString path = fileWith(dir, u"big.csv"_s, data);
        QString text;
        QString error;
        QCOMPARE(TextInput::read(path, &text, &error, 2 * 1024 * 1024), TextInput::Result::Refused);
        QVERIFY2(error.contains(u"larger than 2 MiB"_s), qPrintable(error));
        QCOMPARE(TextInput::read(path, &text, &error), TextInput::Result::Ok);
        QCOMPARE(text.size(), data.size());
    }

    void refusesInvalidUtf8()
    {
        QTemporaryDir dir;
        const QString path = fileWith(dir, u"latin1.csv"_s, "gpu,usd\nCarte \xe9l\xe9gante,5\n");
        QString text;
        QString error;
        QCOMPARE(TextInput::read(path, &text, &error), TextInput::Result::Refused);
        QVERIFY2(error.contains(u"not UTF-8"_s), qPrintable(error));
        QVERIFY2(error.contains(u"line 2 is the first"_s), qPrintable(error)); // where to look
    }

    void missingFilesCannotBeRead()
    {
        QString text;
        QString error;
        QCOMPARE(TextInput::read(u"/nonexistent/prices.csv"_s, &text, &error), TextInput::Result::CannotRead);
        QVERIFY2(error.contains(u"/nonexistent/prices.csv"_s), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestTextInput)
#include "tst_textinput.moc"
