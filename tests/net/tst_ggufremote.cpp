// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A GGUF header behind a link (net/ggufremotereader.h), against a server on 127.0.0.1 in this
// test: a 60 GB file served with Range is read in under 16 MB; a server that ignores Range and
// streams, one that redirects to another scheme, and a header past 16 MB are refused, bounded.
// A Hugging Face repository (net/networkmodelreader.h) on a local server: config.json, the index
// and only the headers of the safetensors files are read; a gated repository asks for a token;
// a server that ignores Range, a redirect to another scheme and a slow server are refused.
#include "net/ggufremotereader.h"
#include "net/networkmodelreader.h"
#include "tests/common/ggufwriter.h"
#include "tests/common/localhttpserver.h"
#include "tests/common/safetensorswriter.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace TestGgufModels;

namespace {

const QString Repo = u"test/tiny-llama/resolve/main/"_s;

HfRepoRef tinyLlama()
{
    HfRepoRef ref;
    ref.repo = u"test/tiny-llama"_s;
    return ref;
}

QUrl endpoint(const LocalHttpServer &server)
{
    return QUrl(u"http://127.0.0.1:%1"_s.arg(server.port()));
}

/// The tiny Llama in two safetensors files, with its index and config.json.
void serveTinyLlama(LocalHttpServer *server)
{
    server->serve(Repo + u"config.json"_s, TestSafetensors::llamaConfig());
    const QList<QList<TestSafetensors::Tensor>> shards = TestSafetensors::llamaShards();
    server->serve(Repo + u"model.safetensors.index.json"_s, TestSafetensors::index(shards));
    server->serve(Repo + u"model-00001-of-00002.safetensors"_s,
                  TestSafetensors::fileStart(TestSafetensors::headerJson(shards.at(0))));
    server->serve(Repo + u"model-00002-of-00002.safetensors"_s,
                  TestSafetensors::fileStart(TestSafetensors::headerJson(shards.at(1))));
}

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

    static RemoteModelReader::Status readHf(NetworkModelReader *reader, const LocalHttpServer &server,
                                            const QString &token = {})
    {
        QSignalSpy done(reader, &RemoteModelReader::finished);
        reader->readHuggingFace(tinyLlama(), endpoint(server), token);
        if (done.isEmpty() && !done.wait(30000))
            return RemoteModelReader::Status::Failed;
        return done.size() == 1 ? reader->status() : RemoteModelReader::Status::Failed;
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
    void aRepositoryIsReadFromItsConfigAndSafetensorsHeaders()
    {
        LocalHttpServer server;
        serveTinyLlama(&server);
        NetworkModelReader reader;
        QSignalSpy progress(&reader, &RemoteModelReader::progress);
        QVERIFY2(readHf(&reader, server, u"hf_secret"_s) == RemoteModelReader::Status::Read,
                 qPrintable(reader.error()));
        const HfModelInfo &info = reader.huggingFaceInfo();
        QVERIFY(info.exactParameters);
        QCOMPARE(qRound64(info.model.totalParamsB * 1e9), TestSafetensors::LlamaParams);
        QCOMPARE(info.model.layers, 2);
        QCOMPARE(info.model.kvHeads, 2);
        QVERIFY(info.missing.isEmpty());
        // config.json, the index, then 8 bytes and the header of each file: never their data.
        const QList<QList<TestSafetensors::Tensor>> shards = TestSafetensors::llamaShards();
        const qint64 expected = TestSafetensors::llamaConfig().size() + TestSafetensors::index(shards).size() + 16 +
                                TestSafetensors::headerJson(shards.at(0)).size() +
                                TestSafetensors::headerJson(shards.at(1)).size();
        QCOMPARE(reader.bytesRead(), expected);
        QCOMPARE(server.bodyBytesSent(), expected);
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(0).toLongLong(), expected);
        QVERIFY(server.lastRequest(Repo + u"config.json"_s).contains("Authorization: Bearer hf_secret"));
    }

    void oneFileOrConfigAlone()
    {
        LocalHttpServer server;
        server.serve(Repo + u"config.json"_s, TestSafetensors::llamaConfig());
        QList<TestSafetensors::Tensor> all = TestSafetensors::llamaShards().at(0);
        all += TestSafetensors::llamaShards().at(1);
        server.serve(Repo + u"model.safetensors"_s, TestSafetensors::fileStart(TestSafetensors::headerJson(all)));
        NetworkModelReader reader;
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Read);
        QVERIFY(reader.huggingFaceInfo().exactParameters);
        QCOMPARE(qRound64(reader.huggingFaceInfo().model.totalParamsB * 1e9), TestSafetensors::LlamaParams);
        QVERIFY(server.requested().contains(Repo + u"model.safetensors.index.json"_s));
        QVERIFY(!server.lastRequest(Repo + u"config.json"_s).contains("Authorization"));

        // Neither an index nor model.safetensors: config.json alone, the parameters computed.
        server.fail(Repo + u"model.safetensors"_s, 404);
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Read);
        QVERIFY(!reader.huggingFaceInfo().exactParameters);
        QCOMPARE(reader.huggingFaceInfo().model.layers, 2);

        server.fail(Repo + u"config.json"_s, 404);
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"test/tiny-llama has no config.json at revision main"_s),
                 qPrintable(reader.error()));
    }

    void aGatedRepositoryNeedsAToken()
    {
        LocalHttpServer server;
        server.fail(Repo + u"config.json"_s, 401);
        NetworkModelReader reader;
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::NeedsToken);
        QVERIFY2(reader.error().contains(u"gated or private"_s), qPrintable(reader.error()));
        QVERIFY(reader.error().contains(u"token"_s));
        server.fail(Repo + u"config.json"_s, 403);
        QCOMPARE(readHf(&reader, server, u"hf_wrong"_s), RemoteModelReader::Status::NeedsToken);
        QVERIFY2(reader.error().contains(u"the access token given may not read test/tiny-llama"_s),
                 qPrintable(reader.error()));
        QVERIFY(!reader.error().contains(u"hf_wrong"_s));
    }

    void aServerIgnoringRangeIsCutOffAtOnce()
    {
        LocalHttpServer server;
        server.serve(Repo + u"config.json"_s, TestSafetensors::llamaConfig());
        server.endless(Repo + u"model.safetensors"_s);
        NetworkModelReader reader;
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"ignores range requests"_s), qPrintable(reader.error()));
        QVERIFY2(reader.error().contains(u"model.safetensors of test/tiny-llama"_s), qPrintable(reader.error()));
        QCOMPARE(reader.bytesRead(), qint64(TestSafetensors::llamaConfig().size()));
        QVERIFY(timer.elapsed() < 10000);
    }

    void aHeaderClaimingMoreThanSixteenMegabytesIsRefused()
    {
        LocalHttpServer server;
        server.serve(Repo + u"config.json"_s, TestSafetensors::llamaConfig());
        QByteArray claim(8, '\0');
        qToLittleEndian<quint64>(quint64(1) << 60, claim.data());
        server.serve(Repo + u"model.safetensors"_s, claim + QByteArray(1024, '{'));
        NetworkModelReader reader;
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"16 MB"_s), qPrintable(reader.error()));
        QCOMPARE(reader.bytesRead(), qint64(TestSafetensors::llamaConfig().size() + 8));
    }

    void anIndexOutsideItsBoundsIsRefused()
    {
        LocalHttpServer server;
        server.serve(Repo + u"config.json"_s, TestSafetensors::llamaConfig());
        server.serve(Repo + u"model.safetensors.index.json"_s,
                     R"({"weight_map": {"a.weight": "../../other/repo.safetensors"}})");
        NetworkModelReader reader;
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"not a safetensors file in the repository"_s), qPrintable(reader.error()));
        QVERIFY(!server.requested().join(u' ').contains(u"other"_s));

        QJsonObject map;
        for (int i = 0; i <= NetworkModelReader::MaxShards; ++i)
            map.insert(u"t%1.weight"_s.arg(i), u"model-%1.safetensors"_s.arg(i));
        server.serve(Repo + u"model.safetensors.index.json"_s,
                     QJsonDocument(QJsonObject{{u"weight_map"_s, map}}).toJson());
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"more than 200 safetensors files"_s), qPrintable(reader.error()));
        QCOMPARE(server.requested().size(), 4);
    }

    void redirectsStayOnHttpAndTheTokenOnItsHost()
    {
        LocalHttpServer server;
        serveTinyLlama(&server);
        // As the hub sends resolve/ to its CDN: followed, without the token.
        server.serve(u"cdn/index.json"_s, TestSafetensors::index(TestSafetensors::llamaShards()));
        server.redirectTo(Repo + u"model.safetensors.index.json"_s,
                          u"http://localhost:%1/cdn/index.json"_s.arg(server.port()).toUtf8());
        NetworkModelReader reader;
        QCOMPARE(readHf(&reader, server, u"hf_secret"_s), RemoteModelReader::Status::Read);
        QVERIFY(server.lastRequest(Repo + u"model.safetensors.index.json"_s).contains("Bearer hf_secret"));
        QVERIFY(!server.lastRequest(u"cdn/index.json"_s).isEmpty());
        QVERIFY(!server.lastRequest(u"cdn/index.json"_s).contains("Authorization"));

        server.redirectTo(Repo + u"config.json"_s, "ftp://127.0.0.1/config.json");
        QCOMPARE(readHf(&reader, server, u"hf_secret"_s), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"another scheme"_s), qPrintable(reader.error()));
        server.redirectTo(Repo + u"config.json"_s, "file:///etc/passwd");
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"another scheme"_s), qPrintable(reader.error()));
    }

    void aSlowServerTimesOut()
    {
        LocalHttpServer server;
        server.stall(Repo + u"config.json"_s);
        NetworkModelReader reader;
        reader.setTimeout(300);
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"sent nothing for 0.3 seconds"_s), qPrintable(reader.error()));
        // One that sends a byte now and then is stopped by the deadline of the whole read.
        server.trickle(Repo + u"config.json"_s);
        reader.setDeadline(500);
        QCOMPARE(readHf(&reader, server), RemoteModelReader::Status::Failed);
        QVERIFY2(reader.error().contains(u"took longer than"_s), qPrintable(reader.error()));
        QVERIFY(timer.elapsed() < 10000);
    }

    void cancellingEndsTheRead()
    {
        LocalHttpServer server;
        server.stall(Repo + u"config.json"_s);
        NetworkModelReader reader;
        QSignalSpy done(&reader, &RemoteModelReader::finished);
        reader.readHuggingFace(tinyLlama(), endpoint(server), {});
        QVERIFY(reader.isRunning());
        reader.cancel();
        QCOMPARE(done.size(), 1);
        QCOMPARE(reader.status(), RemoteModelReader::Status::Cancelled);
        QVERIFY(reader.error().isEmpty());
        QVERIFY(!reader.isRunning());
    }

    void aGgufLinkThroughTheModelReader()
    {
        RangeServer server;
        server.head = denseLlama().header();
        server.size = (server.head.size() + 31) / 32 * 32 + 2 * LlamaLayerBytes + LlamaOutsideBytes;
        NetworkModelReader reader;
        QSignalSpy done(&reader, &RemoteModelReader::finished);
        reader.readGguf(server.url(u"tiny.gguf"_s), {});
        QVERIFY(done.wait(30000));
        QVERIFY2(reader.status() == RemoteModelReader::Status::Read, qPrintable(reader.error()));
        QCOMPARE(reader.ggufInfo().totalParams, LlamaParams);

        LocalHttpServer gated;
        gated.fail(u"tiny.gguf"_s, 401);
        reader.readGguf(gated.url(u"tiny.gguf"_s), u"hf_secret"_s);
        QVERIFY(done.wait(30000));
        QCOMPARE(reader.status(), RemoteModelReader::Status::NeedsToken);
        QVERIFY2(reader.error().contains(u"tiny.gguf is gated or private"_s) ||
                     reader.error().contains(u"may not read tiny.gguf"_s),
                 qPrintable(reader.error()));
        QVERIFY(gated.lastRequest(u"tiny.gguf"_s).contains("Authorization: Bearer hf_secret"));
    }
};

QTEST_GUILESS_MAIN(TestGgufRemote)
#include "tst_ggufremote.moc"
