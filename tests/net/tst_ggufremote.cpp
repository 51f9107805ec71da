// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A GGUF header behind a link (net/ggufremotereader.h), against a server on 127.0.0.1 in this
// test: a 60 GB file served with Range is read in under 16 MB; a server that ignores Range and
// streams, one that redirects to another scheme, and a header past 16 MB are refused, bounded.
#include "net/ggufremotereader.h"
#include "tests/common/ggufwriter.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace TestGgufModels;

namespace {

/// Serves one virtual file: `head` then zeros up to `size` bytes, honouring "Range: bytes=a-b",
/// or misbehaving as told.
class RangeServer : public QObject
{
public:
    enum class Mode { Range, IgnoreRange, RedirectToFtp };

    QByteArray head;
    qint64 size = 0;
    Mode mode = Mode::Range;
    qint64 bodyBytesSent = 0;
    int requests = 0;

    RangeServer()
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                accept(socket);
        });
    }
    QUrl url(const QString &name) const
    {
        return QUrl(u"http://127.0.0.1:%1/%2"_s.arg(m_server.serverPort()).arg(name));
    }

private:
    void accept(QTcpSocket *socket)
    {
        QTimer::singleShot(10000, socket, [socket] { socket->abort(); });
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            m_buffers[socket] += socket->readAll();
            const QByteArray request = m_buffers[socket];
            if (!request.contains("\r\n\r\n"))
                return;
            m_buffers.remove(socket);
            ++requests;
            respond(socket, request);
        });
    }

    void respond(QTcpSocket *socket, const QByteArray &request)
    {
        if (mode == Mode::RedirectToFtp) {
            socket->write("HTTP/1.1 302 Found\r\nLocation: ftp://127.0.0.1/model.gguf\r\nContent-Length: 0\r\n"
                          "Connection: close\r\n\r\n");
            socket->disconnectFromHost();
            return;
        }
        if (mode == Mode::IgnoreRange) {
            // 200 and the whole "file", without end.
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/octet-stream\r\nConnection: close\r\n\r\n");
            auto *timer = new QTimer(socket);
            connect(timer, &QTimer::timeout, socket, [this, socket] {
                if (socket->bytesToWrite() < 1024 * 1024) {
                    socket->write(QByteArray(64 * 1024, 'x'));
                    bodyBytesSent += 64 * 1024;
                }
            });
            timer->start(1);
            return;
        }
        static const QRegularExpression rangeHeader(u"Range: bytes=(\\d+)-(\\d+)"_s,
                                                    QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = rangeHeader.match(QString::fromLatin1(request));
        if (!m.hasMatch()) {
            socket->write("HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
            socket->disconnectFromHost();
            return;
        }
        const qint64 from = m.captured(1).toLongLong();
        const qint64 to = std::min(m.captured(2).toLongLong(), size - 1);
        QByteArray body;
        if (from < head.size())
            body = head.mid(from, qsizetype(std::min<qint64>(to + 1, head.size()) - from));
        body.append(QByteArray(qsizetype(to + 1 - from - body.size()), '\0'));
        bodyBytesSent += body.size();
        socket->write(
            "HTTP/1.1 206 Partial Content\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes " +
            QByteArray::number(from) + '-' + QByteArray::number(to) + '/' + QByteArray::number(size) +
            "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

/// A 60 GiB model: 60 tensors of 1 GiB (F32, 16,384 x 16,384) and a 200,000-token vocabulary,
/// so its header (about 2.6 MB) takes several ranges.
TestGgufWriter sixtyGigabytes()
{
    TestGgufWriter w;
    w.addString(u"general.architecture"_s, u"llama"_s);
    w.addString(u"general.name"_s, u"Big Llama"_s);
    w.addU32(u"llama.block_count"_s, 60);
    w.addU32(u"llama.context_length"_s, 8192);
    w.addU32(u"llama.embedding_length"_s, 16384);
    w.addU32(u"llama.attention.head_count"_s, 128);
    w.addU32(u"llama.attention.head_count_kv"_s, 8);
    QStringList tokens;
    for (int i = 0; i < 200000; ++i)
        tokens.append(u"token-%1"_s.arg(i));
    w.addArrayStrings(u"tokenizer.ggml.tokens"_s, tokens);
    for (int i = 0; i < 60; ++i)
        w.addTensor(u"blk.%1.ffn_up.weight"_s.arg(i), {16384, 16384}, GgmlF32, 16384ULL * 16384 * 4);
    return w;
}

} // namespace

class TestGgufRemote final : public QObject
{
    Q_OBJECT

private:
    static bool runReader(GgufRemoteReader *reader, const QUrl &url)
    {
        QSignalSpy done(reader, &GgufRemoteReader::finished);
        reader->start(url);
        if (done.isEmpty() && !done.wait(30000))
            return false;
        return done.first().first().toBool();
    }

private Q_SLOTS:
    void sixtyGigabytesReadInUnderSixteenMegabytes()
    {
        const TestGgufWriter w = sixtyGigabytes();
        RangeServer server;
        server.head = w.header();
        const qint64 dataOffset = (server.head.size() + 31) / 32 * 32;
        server.size = dataOffset + 60LL * 16384 * 16384 * 4;
        GgufRemoteReader reader;
        QSignalSpy progress(&reader, &GgufRemoteReader::progress);
        QVERIFY2(runReader(&reader, server.url(u"big.gguf"_s)), qPrintable(reader.error()));
        QVERIFY(server.bodyBytesSent < GgufRemoteReader::MaxBytes);
        QVERIFY(server.requests > 1);
        QCOMPARE(reader.bytesRead(), server.bodyBytesSent);
        QVERIFY(!progress.isEmpty());
        const GgufModelInfo &info = reader.info();
        QCOMPARE(info.tensors.size(), 60);
        QCOMPARE(info.totalBytes, 60ULL * 16384 * 16384 * 4);
        QCOMPARE(info.model.vocab, 200000);
        QCOMPARE(info.files, QStringList{u"big.gguf"_s});
    }

    void aServerIgnoringRangeIsRefused()
    {
        RangeServer server;
        server.mode = RangeServer::Mode::IgnoreRange;
        GgufRemoteReader reader;
        QElapsedTimer timer;
        timer.start();
        QVERIFY(!runReader(&reader, server.url(u"model.gguf"_s)));
        QVERIFY2(reader.error().contains(u"ignores range requests"_s), qPrintable(reader.error()));
        QVERIFY(reader.bytesRead() < GgufRemoteReader::MaxBytes);
        QVERIFY(timer.elapsed() < 10000);
    }

    void aRedirectToAnotherSchemeIsRefused()
    {
        RangeServer server;
        server.mode = RangeServer::Mode::RedirectToFtp;
        GgufRemoteReader reader;
        QVERIFY(!runReader(&reader, server.url(u"model.gguf"_s)));
        QVERIFY2(reader.error().contains(u"another scheme"_s), qPrintable(reader.error()));
    }

    void aHeaderPastSixteenMegabytesIsRefused()
    {
        // A vocabulary that claims 10 million tokens: the header would need over 80 MB.
        TestGgufWriter w;
        QByteArray raw;
        TestGgufWriter::putString(&raw, "tokenizer.ggml.tokens");
        TestGgufWriter::put<quint32>(&raw, TestGgufWriter::Array);
        TestGgufWriter::put<quint32>(&raw, TestGgufWriter::String);
        TestGgufWriter::put<quint64>(&raw, 10000000);
        w.addRawKeys(raw, 1);
        RangeServer server;
        server.head = w.header();
        server.size = 200LL << 20;
        GgufRemoteReader reader;
        QVERIFY(!runReader(&reader, server.url(u"model.gguf"_s)));
        QVERIFY2(reader.error().contains(u"16 MB"_s), qPrintable(reader.error()));
        QVERIFY(server.bodyBytesSent <= GgufRemoteReader::MaxBytes);
    }

    void otherSchemesAndCancelling()
    {
        GgufRemoteReader reader;
        QVERIFY(!runReader(&reader, QUrl(u"file:///etc/passwd"_s)));
        QVERIFY(reader.error().contains(u"not an http or https link"_s));

        RangeServer server;
        server.mode = RangeServer::Mode::IgnoreRange;
        QSignalSpy done(&reader, &GgufRemoteReader::finished);
        reader.start(server.url(u"model.gguf"_s));
        reader.cancel();
        QCOMPARE(done.size(), 1);
        QCOMPARE(reader.error(), u"cancelled"_s);
        QVERIFY(!reader.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestGgufRemote)
#include "tst_ggufremote.moc"
