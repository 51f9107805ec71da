// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// A tiny HTTP/1.1 server on 127.0.0.1 for tests that download: serves bytes by path, and can
// answer with an error status, never answer, or send without end. Nothing leaves the machine.
#pragma once

#include <QHash>
#include <QHostAddress>
#include <QPointer>
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
    void redirect(const QString &path, const QString &to)
    {
        Response r = response({}, 302);
        r.reason = "Found";
        r.location = url(to).toEncoded();
        m_responses.insert(path, r);
    }
    void stall(const QString &path) { m_responses.insert(path, response({}, 200, Behaviour::Stall)); }
    void endless(const QString &path) { m_responses.insert(path, response({}, 200, Behaviour::Endless)); }
    /// Announces a large body and sends it one byte every 20 ms: never stalls, never finishes.
    void trickle(const QString &path) { m_responses.insert(path, response({}, 200, Behaviour::Trickle)); }
    /// Stops listening: later connections are refused, as when offline.
    void close() { m_server.close(); }
    QStringList requested() const { return m_requested; }

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
            const QByteArray &request = m_buffers[socket];
            if (!request.contains("\r\n\r\n"))
                return;
            const QList<QByteArray> words = request.left(request.indexOf("\r\n")).split(' ');
            m_buffers.remove(socket);
            const QString path = words.size() > 1 ? QString::fromUtf8(words.at(1)).mid(1) : QString();
            m_requested.append(path);
            respond(socket, m_responses.value(path, response("not found", 404)));
        });
    }

    void respond(QTcpSocket *socket, const Response &response)
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
            QObject::connect(timer, &QTimer::timeout, socket, [socket] {
                if (socket->bytesToWrite() < 1024 * 1024)
                    socket->write(QByteArray(64 * 1024, 'x'));
            });
            timer->start(1);
            return;
        }
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
};
