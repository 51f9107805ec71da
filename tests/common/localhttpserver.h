// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny HTTP/1.1 server on 127.0.0.1 for tests that download: serves bytes by path (a range of
// them when asked with "Range: bytes=A-B"), and can answer with an error status, redirect, never
// answer, or send without end. Nothing leaves the machine.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QPointer>
#include <QRegularExpression>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>
#include <QUrl>

class LocalHttpServer : public QObject
{
public:
    enum class Behaviour { Serve, Stall, Endless, Trickle };
    struct Response
    {
        QByteArray body;
        int status = 200;
        Behaviour behaviour = Behaviour::Serve;
        QByteArray reason;   ///< the status line's reason phrase; empty for the usual one
        QByteArray location; ///< a Location header (a redirect), when not empty
    };

    LocalHttpServer()
    {
        m_server.listen(QHostAddress::LocalHost, 0);
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                accept(socket);
        });
    }

    bool isListening() const { return m_server.isListening(); }
    quint16 port() const { return m_server.serverPort(); }
    QUrl url(const QString &path) const { return QUrl(QStringLiteral("http://127.0.0.1:%1/%2").arg(port()).arg(path)); }
    void serve(const QString &path, const QByteArray &body) { m_responses.insert(path, response(body)); }
    void fail(const QString &path, int status) { m_responses.insert(path, response("error", status)); }
    /// Answers with the status and the reason phrase given, whatever it holds.
    void fail(const QString &path, int status, const QByteArray &reason)
    {
        Response r = response("error", status);
        r.reason = reason;
        m_responses.insert(path, r);
    }
    /// Answers 302 Found with a Location of `to` (a path on this server).
    void redirect(const QString &path, const QString &to) { redirectTo(path, url(to).toEncoded()); }
    /// Answers 302 Found with the Location given, whatever it holds.
    void redirectTo(const QString &path, const QByteArray &location)
    {
        Response r = response({}, 302);
        r.reason = "Found";
        r.location = location;
        m_responses.insert(path, r);
    }
    void stall(const QString &path) { m_responses.insert(path, response({}, 200, Behaviour::Stall)); }
    void endless(const QString &path) { m_responses.insert(path, response({}, 200, Behaviour::Endless)); }
    /// Announces a large body and sends it one byte every 20 ms: never stalls, never finishes.
    void trickle(const QString &path) { m_responses.insert(path, response({}, 200, Behaviour::Trickle)); }
    /// Stops listening: later connections are refused, as when offline.
    void close() { m_server.close(); }
    QStringList requested() const { return m_requested; }
    /// The request line and headers of the last request for `path` (empty when none came).
    QByteArray lastRequest(const QString &path) const { return m_lastRequests.value(path); }
    /// Body bytes written in answer to every request so far.
    qint64 bodyBytesSent() const { return m_bodyBytesSent; }

private:
    static Response response(const QByteArray &body, int status = 200, Behaviour behaviour = Behaviour::Serve)
    {
        Response r;
        r.body = body;
        r.status = status;
        r.behaviour = behaviour;
        return r;
    }

    void accept(QTcpSocket *socket)
    {
        // Every connection ends within ten seconds whatever the test does: no test can hang on it.
        QTimer::singleShot(10000, socket, [socket] { socket->abort(); });
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket] {
            m_buffers[socket] += socket->readAll();
            const QByteArray request = m_buffers[socket]; // a copy: the entry is removed below
            if (!request.contains("\r\n\r\n"))
                return;
            const QList<QByteArray> words = request.left(request.indexOf("\r\n")).split(' ');
            m_buffers.remove(socket);
            const QString path = words.size() > 1 ? QString::fromUtf8(words.at(1)).mid(1) : QString();
            m_requested.append(path);
            m_lastRequests.insert(path, request.left(request.indexOf("\r\n\r\n")));
            respond(socket, m_responses.value(path, response("not found", 404)), m_lastRequests.value(path));
        });
    }

    void respond(QTcpSocket *socket, const Response &response, const QByteArray &request)
    {
        if (response.behaviour == Behaviour::Stall)
            return; // read the request, never answer
        if (response.behaviour == Behaviour::Trickle) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\nConnection: close\r\n\r\n");
            auto *timer = new QTimer(socket);
            QObject::connect(timer, &QTimer::timeout, socket, [socket] { socket->write(" "); });
            timer->start(20);
            return;
        }
        if (response.behaviour == Behaviour::Endless) {
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nConnection: close\r\n\r\n");
            auto *timer = new QTimer(socket);
            QObject::connect(timer, &QTimer::timeout, socket, [this, socket] {
                if (socket->bytesToWrite() < 1024 * 1024) {
                    socket->write(QByteArray(64 * 1024, 'x'));
                    m_bodyBytesSent += 64 * 1024;
                }
            });
            timer->start(1);
            return;
        }
        static const QRegularExpression range(QStringLiteral("\r\nRange: bytes=(\\d+)-(\\d+)"),
                                              QRegularExpression::CaseInsensitiveOption);
        const QRegularExpressionMatch m = range.match(QString::fromLatin1(request));
        if (response.status == 200 && m.hasMatch()) {
            const qint64 size = response.body.size();
            const qint64 from = m.captured(1).toLongLong();
            const qint64 to = std::min(m.captured(2).toLongLong(), size - 1);
            if (from > to) {
                socket->write("HTTP/1.1 416 Range Not Satisfiable\r\nContent-Range: bytes */" +
                              QByteArray::number(size) + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
                socket->disconnectFromHost();
                return;
            }
            const QByteArray part = response.body.mid(from, to - from + 1);
            m_bodyBytesSent += part.size();
            socket->write(
                "HTTP/1.1 206 Partial Content\r\nContent-Type: application/octet-stream\r\nContent-Range: bytes " +
                QByteArray::number(from) + '-' + QByteArray::number(to) + '/' + QByteArray::number(size) +
                "\r\nContent-Length: " + QByteArray::number(part.size()) + "\r\nConnection: close\r\n\r\n" + part);
            socket->disconnectFromHost();
            return;
        }
        m_bodyBytesSent += response.body.size();
        const QByteArray reason = !response.reason.isEmpty() ? response.reason
                                  : response.status == 200   ? "OK"
                                  : response.status == 404   ? "Not Found"
                                                             : "Error";
        const QByteArray location = response.location.isEmpty() ? QByteArray() : "\r\nLocation: " + response.location;
        socket->write("HTTP/1.1 " + QByteArray::number(response.status) + ' ' + reason + location +
                      "\r\nContent-Type: application/octet-stream\r\nContent-Length: " +
                      QByteArray::number(response.body.size()) + "\r\nConnection: close\r\n\r\n" + response.body);
        socket->disconnectFromHost();
    }

    QTcpServer m_server;
    QHash<QString, Response> m_responses;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QStringList m_requested;
    QHash<QString, QByteArray> m_lastRequests;
    qint64 m_bodyBytesSent = 0;
};
