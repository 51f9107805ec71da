// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The command registry and the help made from it: every registered command is listed by
// `gpu-advisor --help`, and `gpu-advisor COMMAND --help` prints its options and exits 0.
#include "app/commandline.h"
#include "app/commands/registry.h"
#include "tests/common/isolatedprocess.h"
#include "tests/common/processrun.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using Run = ProcessRun;

Run runExecutable(const QStringList &arguments)
{
    QTemporaryDir home;
    return runProcess(QStringLiteral(GPUADVISOR_EXECUTABLE), arguments, isolatedEnvironment(home.path()));
}

} // namespace

class TestCommandRegistry final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(CommandRegistry::instance().commands().size() >= 8);
    }

    void namesAreUniqueAndDescribed()
    {
        QStringList names;
        for (const Command *command : CommandRegistry::instance().commands()) {
            QVERIFY2(!names.contains(command->name()), qPrintable(command->name()));
            names.append(command->name());
            QVERIFY2(!command->summary().isEmpty(), qPrintable(command->name()));
            QVERIFY2(!command->synopses().isEmpty(), qPrintable(command->name()));
            for (const Command::Synopsis &s : command->synopses())
                QVERIFY2(s.usage.startsWith(command->name()), qPrintable(s.usage));
            QCOMPARE(CommandRegistry::instance().find(command->name().split(u' ') + QStringList{u"x"_s}), command);
        }
        QCOMPARE(CommandRegistry::instance().find({u"frobnicate"_s}), nullptr);
        QCOMPARE(CommandRegistry::instance().find({u"db"_s}), nullptr);
        QStringList dbCommands;
        for (const Command *command : CommandRegistry::instance().group(u"db"_s))
            dbCommands.append(command->name());
        dbCommands.sort();
        QCOMPARE(dbCommands, (QStringList{u"db export"_s, u"db import"_s, u"db import-benchmarks"_s,
                                          u"db import-llm-speeds"_s, u"db recover"_s, u"db update"_s}));
    }

    void topLevelHelpListsEveryCommand()
    {
        const Run help = runExecutable({u"--help"_s});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.err.isEmpty());
        for (const Command *command : CommandRegistry::instance().commands()) {
            for (const Command::Synopsis &s : command->synopses()) {
                QVERIFY2(help.out.contains(u"  "_s + s.usage + u"\n"_s), qPrintable(s.usage));
                QVERIFY2(help.out.contains(s.summary), qPrintable(s.summary));
            }
        }
        for (const QString &word : CommandLine::commands())
            QVERIFY2(help.out.contains(u"\n  "_s + word), qPrintable(word));
    }

    void everyCommandHasItsOwnHelp_data()
    {
        QTest::addColumn<QStringList>("words");
        for (const Command *command : CommandRegistry::instance().commands())
            QTest::newRow(qPrintable(command->name())) << command->name().split(u' ');
        QTest::newRow("db") << QStringList{u"db"_s};
    }

    void everyCommandHasItsOwnHelp()
    {
        QFETCH(QStringList, words);
        const Run help =
            runExecutable(QStringList{u"--db"_s, m_dir.filePath(u"help.sqlite"_s)} + words + QStringList{u"--help"_s});
        QVERIFY2(help.exitCode == 0, qPrintable(help.err));
        QVERIFY(help.out.contains(u"--db"_s));
        QVERIFY(help.out.contains(u"--help"_s));
        if (const Command *command = CommandRegistry::instance().find(words)) {
            QVERIFY(help.out.contains(command->description()));
            for (const QCommandLineOption &option : command->options())
                QVERIFY2(help.out.contains(u"--"_s + option.names().constFirst()), qPrintable(option.names().first()));
        }
        // Help never opens (or creates) the database.
        QVERIFY(!QFile::exists(m_dir.filePath(u"help.sqlite"_s)));
    }

    void aGroupWithoutItsActionListsTheActions()
    {
        QString out;
        QString err;
        QTextStream o(&out);
        QTextStream e(&err);
        QCOMPARE(CommandLine(o, e).run({u"db"_s}), ExitCode::Usage);
        for (const Command *action : CommandRegistry::instance().group(u"db"_s))
            QVERIFY2(err.contains(action->synopses().constFirst().usage), qPrintable(err));
        QVERIFY(out.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCommandRegistry)
#include "tst_commandregistry.moc"
