// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The option checking of `plan` and `finetune`, run in this process through CommandLine: each
// wrong, missing or out-of-range option exits 2 with exactly its message, and what the options
// alone refuse is refused before the database is opened.
#include "app/commandline.h"
#include "model/llm/llmdevice.h"
#include "model/llm/llmformats.h"
#include "model/readiness/softwarereadiness.h"

#include <QDate>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct CommandRun
{
    int exitCode = -1;
    QString out;
    QString err;
};

/// The months --as-of takes, as its message says them: from 1990-01 to this month.
QString asOfRange()
{
    return u"1990-01 to "_s + QDate::currentDate().toString(u"yyyy-MM"_s);
}

// The lists a message names come from the model's catalogs, so that a new format or platform
// does not change what is checked here: the words around them.
QString weightFormatKeys()
{
    QStringList keys;
    for (const WeightFormat &f : weightFormats())
        keys.append(f.key);
    return keys.join(u", "_s);
}

QString ramPlatforms()
{
    QStringList keys;
    for (const SystemMemory &m : systemMemoryPlatforms())
        keys.append(m.key);
    return keys.join(u", "_s);
}

QString stackError(const QString &typed)
{
    QString error;
    SoftwareStacks::parseStackOnOs(typed, &error);
    return error;
}

} // namespace

class TestCommandOptions final : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString seededDatabase() const { return m_dir.filePath(u"seeded.sqlite"_s); }
    QString untouchedDatabase() const { return m_dir.filePath(u"untouched.sqlite"_s); }

    static CommandRun run(const QString &database, const QStringList &arguments)
    {
        CommandRun r;
        QTextStream out(&r.out);
        QTextStream err(&r.err);
        r.exitCode = CommandLine(out, err).run(QStringList{u"--db"_s, database} + arguments);
        out.flush();
        err.flush();
        return r;
    }

    /// Runs `command` with `arguments` and checks the refusal: exit 2, nothing on stdout, and on
    /// stderr exactly "gpu-advisor COMMAND: message". Refusals that need no data leave the database
    /// unopened (the file is never made).
    void checkRefusal(const QString &command, const QStringList &arguments, const QString &message, bool needsDatabase)
    {
        const QString database = needsDatabase ? seededDatabase() : untouchedDatabase();
        const CommandRun r = run(database, QStringList{command} + arguments);
        QCOMPARE(r.err, u"gpu-advisor "_s + command + u": "_s + message + u"\n"_s);
        QCOMPARE(r.exitCode, ExitCode::Usage);
        QCOMPARE(r.out, QString());
        if (!needsDatabase)
            QVERIFY2(!QFile::exists(untouchedDatabase()), "the options alone were refused after opening the database");
    }

    static void addColumns()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("message");
        QTest::addColumn<bool>("needsDatabase");
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // Made and seeded once, so that the refusals that look names up say only their own message.
        const CommandRun made = run(seededDatabase(), {u"models"_s});
        QVERIFY2(made.exitCode == ExitCode::Ok, qPrintable(made.err));
    }

    void planRefuses_data()
    {
        addColumns();
        const QStringList phi{u"--model"_s, u"Phi-4"_s, u"--quant"_s, u"Q8_0"_s};
        const auto row = [](const char *name, const QStringList &arguments, const QString &message,
                            bool needsDatabase = false) {
            QTest::newRow(name) << arguments << message << needsDatabase;
        };
        row("no model", {u"--quant"_s, u"Q8_0"_s}, u"--model is required, for example --model \"Llama 3.1 70B\""_s);
        row("unknown quant", {u"--model"_s, u"Phi-4"_s, u"--quant"_s, u"Q4_K_Z"_s},
            u"unknown --quant 'Q4_K_Z'; closest: Q4_K_S, Q4_K_M, Q3_K_S"_s);
        row("unknown kv-cache", phi + QStringList{u"--kv-cache"_s, u"Q3"_s},
            u"unknown --kv-cache 'Q3'; closest: F16, Q8_0, Q4_0"_s);
        row("unknown runtime", phi + QStringList{u"--runtime"_s, u"ollama"_s},
            u"--runtime must be llama.cpp or vllm, got 'ollama'"_s);
        row("context zero", phi + QStringList{u"--context"_s, u"0"_s},
            u"--context must be a whole number from 1 to 100000000, got '0'"_s);
        row("context in thousands", phi + QStringList{u"--context"_s, u"8k"_s},
            u"--context must be a whole number from 1 to 100000000, got '8k'"_s);
        row("too many users", phi + QStringList{u"--users"_s, u"100001"_s},
            u"--users must be a whole number from 1 to 100000, got '100001'"_s);
        row("limit zero", phi + QStringList{u"--limit"_s, u"0"_s},
            u"--limit must be a whole number from 1 to 100000, got '0'"_s);
        row("min-tps not a number", phi + QStringList{u"--min-tps"_s, u"fast"_s},
            u"--min-tps must be a number from 0.001 to 1000000, got 'fast'"_s);
        row("budget under a dollar", phi + QStringList{u"--budget"_s, u"0.5"_s},
            u"--budget must be a number from 1 to 1000000000, got '0.5'"_s);
        row("negative api price", phi + QStringList{u"--api-price"_s, u"-1"_s},
            u"--api-price must be a number from 0 to 1000000, got '-1'"_s);
        row("utilization over one", phi + QStringList{u"--utilization"_s, u"1.5"_s},
            u"--utilization must be a number from 0.0001 to 1, got '1.5'"_s);
        row("kwh-price", phi + QStringList{u"--kwh-price"_s, u"11"_s},
            u"--kwh-price must be a number from 0 to 10, got '11'"_s);
        row("years", phi + QStringList{u"--years"_s, u"51"_s}, u"--years must be a number from 0.01 to 50, got '51'"_s);
        row("as-of before the data", phi + QStringList{u"--as-of"_s, u"1989-12"_s},
            u"--as-of must be a month YYYY-MM from "_s + asOfRange() + u", got '1989-12'"_s);
        row("as-of not a month", phi + QStringList{u"--as-of"_s, u"2024-13"_s},
            u"--as-of must be a month YYYY-MM from "_s + asOfRange() + u", got '2024-13'"_s);
        row("unknown condition", phi + QStringList{u"--condition"_s, u"refurbished"_s},
            u"--condition must be new, used or cheapest, got 'refurbished'"_s);
        row("unknown sort", phi + QStringList{u"--sort"_s, u"speed"_s},
            u"--sort must be price or total, got 'speed'"_s);
        row("unknown ram", phi + QStringList{u"--ram"_s, u"ddr3"_s},
            u"--ram must be one of "_s + ramPlatforms() + u" or none, got 'ddr3'"_s);
        row("unknown stack", phi + QStringList{u"--stack"_s, u"vllm-beos"_s},
            u"--stack: "_s + stackError(u"vllm-beos"_s));
        row("a count short",
            phi + QStringList{u"--gpu"_s, u"RTX 4090"_s, u"--gpu"_s, u"RTX 3090"_s, u"--count"_s, u"1"_s},
            u"give one --count for each --gpu (2 GPU(s), 1 count(s))"_s);
        row("count over a machine", phi + QStringList{u"--gpu"_s, u"RTX 4090"_s, u"--count"_s, u"9"_s},
            u"--count must be a whole number from 1 to 8, got '9'"_s);
        row("nine cards in one machine",
            phi + QStringList{u"--gpu"_s, u"RTX 4090"_s, u"--count"_s, u"8"_s, u"--gpu"_s, u"RTX 3090"_s, u"--count"_s,
                              u"1"_s},
            u"one configuration is one machine, which holds at most 8 cards; the --count options add up to 9"_s);
        // The first wrong option is the one said, and an unknown model waits for the options.
        row("first problem said", phi + QStringList{u"--budget"_s, u"0"_s, u"--context"_s, u"0"_s},
            u"--context must be a whole number from 1 to 100000000, got '0'"_s);
        row("options before the model", {u"--model"_s, u"Llama 9"_s, u"--quant"_s, u"Q8_0"_s, u"--sort"_s, u"speed"_s},
            u"--sort must be price or total, got 'speed'"_s);

        row("unknown model", {u"--model"_s, u"Llama 3.1 71B"_s, u"--quant"_s, u"Q4_K_M"_s},
            u"unknown model 'Llama 3.1 71B'; closest matches: Llama 3.1 70B; Llama 3.1 8B; Llama 3.2 1B"_s, true);
        row("quant required", {u"--model"_s, u"Phi-4"_s}, u"--quant is required: one of "_s + weightFormatKeys(), true);
        row("unknown gpu", phi + QStringList{u"--gpu"_s, u"RTX 9999"_s},
            u"unknown GPU 'RTX 9999'; closest matches: RTX A4000; RTX A5000; RTX A6000"_s, true);
    }

    void planRefuses()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QFETCH(bool, needsDatabase);
        checkRefusal(u"plan"_s, arguments, message, needsDatabase);
    }

    void finetuneRefuses_data()
    {
        addColumns();
        const QStringList model{u"--model"_s, u"Llama 3.1 8B"_s};
        const QStringList lora = model + QStringList{u"--method"_s, u"lora"_s, u"--tokens"_s, u"1000"_s};
        const auto row = [](const char *name, const QStringList &arguments, const QString &message,
                            bool needsDatabase = false) {
            QTest::newRow(name) << arguments << message << needsDatabase;
        };
        row("no model", {u"--method"_s, u"lora"_s, u"--tokens"_s, u"1000"_s},
            u"--model is required, for example --model \"Llama 3.1 8B\""_s);
        row("no method", model + QStringList{u"--tokens"_s, u"1000"_s},
            u"--method must be full, lora or qlora, got ''"_s);
        row("unknown method", model + QStringList{u"--method"_s, u"dpo"_s, u"--tokens"_s, u"1000"_s},
            u"--method must be full, lora or qlora, got 'dpo'"_s);
        row("no tokens", model + QStringList{u"--method"_s, u"lora"_s},
            u"--tokens is required, for example --tokens 100000000"_s);
        row("tokens zero", model + QStringList{u"--method"_s, u"lora"_s, u"--tokens"_s, u"0"_s},
            u"--tokens must be a number from 1 to 1e+15, got '0'"_s);
        row("short sequences", lora + QStringList{u"--seq-len"_s, u"8"_s},
            u"--seq-len must be a whole number from 16 to 1048576, got '8'"_s);
        row("rank zero", lora + QStringList{u"--rank"_s, u"0"_s},
            u"--rank must be a whole number from 1 to 4096, got '0'"_s);
        row("batch", lora + QStringList{u"--batch"_s, u"4097"_s},
            u"--batch must be a whole number from 1 to 4096, got '4097'"_s);
        row("kwh-price", lora + QStringList{u"--kwh-price"_s, u"-1"_s},
            u"--kwh-price must be a number from 0 to 10, got '-1'"_s);
        row("unknown modules", lora + QStringList{u"--modules"_s, u"mlp"_s},
            u"--modules must be all or attention, got 'mlp'"_s);
        row("unknown precision", lora + QStringList{u"--precision"_s, u"fp4"_s},
            u"--precision must be bf16 or fp8, got 'fp4'"_s);
        row("unknown optimizer", lora + QStringList{u"--optimizer"_s, u"sgd"_s},
            u"--optimizer must be adamw or adamw-8bit, got 'sgd'"_s);
        // --as-of is checked as every command checks it: a month of the data, not a later one.
        row("as-of not a month", lora + QStringList{u"--as-of"_s, u"2024-13"_s},
            u"--as-of must be a month YYYY-MM from "_s + asOfRange() + u", got '2024-13'"_s);
        row("as-of before the data", lora + QStringList{u"--as-of"_s, u"1989-12"_s},
            u"--as-of must be a month YYYY-MM from "_s + asOfRange() + u", got '1989-12'"_s);
        row("as-of in the future", lora + QStringList{u"--as-of"_s, u"2099-01"_s},
            u"--as-of must be a month YYYY-MM from "_s + asOfRange() + u", got '2099-01'"_s);
        row("a count short",
            lora + QStringList{u"--gpu"_s, u"RTX 4090"_s, u"--gpu"_s, u"RTX 3090"_s, u"--count"_s, u"1"_s},
            u"give one --count for each --gpu (2 GPU(s), 1 count(s))"_s);
        row("count over a machine", lora + QStringList{u"--gpu"_s, u"RTX 4090"_s, u"--count"_s, u"9"_s},
            u"--count must be a whole number from 1 to 8, got '9'"_s);
        row("first problem said", lora + QStringList{u"--precision"_s, u"fp4"_s, u"--modules"_s, u"mlp"_s},
            u"--modules must be all or attention, got 'mlp'"_s);
        row("options before the model",
            {u"--model"_s, u"Llama 9"_s, u"--method"_s, u"lora"_s, u"--tokens"_s, u"1000"_s, u"--batch"_s, u"0"_s},
            u"--batch must be a whole number from 1 to 4096, got '0'"_s);

        row("unknown model", {u"--model"_s, u"Llama 9"_s, u"--method"_s, u"lora"_s, u"--tokens"_s, u"1000"_s},
            u"unknown model 'Llama 9'; closest matches: Llama 2 7B; Llama 3 8B; Llama 2 13B"_s, true);
        row("unknown gpu", lora + QStringList{u"--gpu"_s, u"RTX 9999"_s},
            u"unknown GPU 'RTX 9999'; closest matches: RTX A4000; RTX A5000; RTX A6000"_s, true);
    }

    void finetuneRefuses()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, message);
        QFETCH(bool, needsDatabase);
        checkRefusal(u"finetune"_s, arguments, message, needsDatabase);
    }
};

QTEST_GUILESS_MAIN(TestCommandOptions)
#include "tst_commandoptions.moc"
