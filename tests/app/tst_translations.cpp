// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Translation completeness: the Russian catalogue has a finished translation for every string
// the code marks for translation (lupdate is run over today's sources, so a new tr() without a
// translation fails here), and every translation keeps its source's placeholders, mnemonic
// and markup.
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

namespace {

struct Message
{
    QString context;
    QString source;
    QString translation;
    QString type; ///< "", "unfinished", "vanished" or "obsolete"
};

QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<Message> messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == u"name")
            context = xml.readElementText();
        else if (xml.name() == u"message")
            current = Message{context, {}, {}, {}};
        else if (xml.name() == u"source")
            current.source = xml.readElementText();
        else if (xml.name() == u"translation") {
            current.type = xml.attributes().value(u"type"_s).toString();
            current.translation = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression placeholder(u"%L?(\\d+)"_s);
    QStringList found;
    for (auto it = placeholder.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(1));
    found.sort();
    found.removeDuplicates();
    return found;
}

/// A keyboard mnemonic: "&" before a letter, not "&&" and not an HTML entity.
bool hasMnemonic(const QString &text)
{
    static const QRegularExpression mnemonic(u"(^|[^&])&(?!amp;|lt;|gt;|quot;|nbsp;|#)[\\w]"_s,
                                             QRegularExpression::UseUnicodePropertiesOption);
    return mnemonic.match(text).hasMatch();
}

QStringList tags(const QString &text)
{
    static const QRegularExpression tag(u"</?([a-zA-Z0-9]+)[^>]*>"_s);
    QStringList found;
    for (auto it = tag.globalMatch(text); it.hasNext();)
        found.append(it.next().captured(0).section(u' ', 0, 0).remove(u'>'));
    found.sort();
    return found;
}

QString describe(const Message &m)
{
    return u"[%1] \"%2\""_s.arg(m.context, m.source.left(80));
}

} // namespace

class TestTranslations final : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void catalogueIsFinished()
    {
        QString error;
        const QList<Message> messages = readTs(QStringLiteral(GPUADVISOR_RU_TS), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const Message &m : messages) {
            if (m.type == u"vanished" || m.type == u"obsolete")
                continue;
            if (m.type == u"unfinished" || m.translation.trimmed().isEmpty()) {
                problems.append(u"untranslated: "_s + describe(m));
                continue;
            }
            // lupdate files a tr() it cannot place (through a type alias, say) under no context, where
            // the application never looks it up: the string would show in English.
            if (m.context.isEmpty())
                problems.append(u"no context (call the class's own tr()): "_s + describe(m));
            if (placeholders(m.source) != placeholders(m.translation))
                problems.append(u"placeholders differ: "_s + describe(m));
            if (hasMnemonic(m.source) && !hasMnemonic(m.translation))
                problems.append(u"mnemonic lost: "_s + describe(m));
            if (tags(m.source) != tags(m.translation))
                problems.append(u"markup differs: "_s + describe(m));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 problems:\n"_s.arg(problems.size()) + problems.join(u'\n')));
    }

    void catalogueCoversTodaysSources()
    {
        // lupdate over the sources into a copy of the catalogue: strings added since the last
        // update arrive unfinished and fail the test.
        QTemporaryDir dir;
        const QString copy = dir.filePath(u"check_ru.ts"_s);
        QVERIFY(QFile::copy(QStringLiteral(GPUADVISOR_RU_TS), copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        const QString root = QStringLiteral(GPUADVISOR_SOURCE_DIR);
        QProcess lupdate;
        lupdate.setProcessChannelMode(QProcess::MergedChannels);
        lupdate.start(QStringLiteral(GPUADVISOR_LUPDATE),
                      {u"-no-obsolete"_s, u"-locations"_s, u"none"_s, u"-I"_s, root, root + u"/app"_s,
                       root + u"/model"_s, root + u"/db"_s, root + u"/ui"_s, u"-ts"_s, copy});
        QVERIFY2(lupdate.waitForFinished(120000), "lupdate did not finish");
        QVERIFY2(lupdate.exitCode() == 0, lupdate.readAll().constData());

        QString error;
        const QList<Message> messages = readTs(copy, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList missing;
        for (const Message &m : messages) {
            if (m.type == u"unfinished" || (m.type.isEmpty() && m.translation.trimmed().isEmpty()))
                missing.append(describe(m));
        }
        QVERIFY2(missing.isEmpty(),
                 qPrintable(u"%1 strings in the code have no Russian translation (run `cmake --build build --target "
                            "update_translations` and translate them):\n"_s.arg(missing.size()) +
                            missing.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
