// SPDX-FileCopyrightText: 2026 GPU Advisor contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The seeder's flowchart half: an edition's rows (chart, questions, leaves, nodes, edges, root),
// its texts in other languages, and the rules and translations added to older editions.
#include "db/seeder.h"
#include "db/sqlerrors.h"

#include "db/dblogging.h"
#include "db/gpuwriter.h"
#include "db/seederrows.h"
#include "db/sqlflowchartrepository.h"
#include "db/writetransaction.h"
#include "model/flowchart/editionlimits.h"
#include "model/flowchart/livepicks.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace {

/// One text of a flowchart in another language: a row of flow_translations.
struct TranslationRow
{
    QString locale;
    QString kind; ///< flowchart, question or leaf
    QString key;  ///< the question's or leaf's key; '' for the chart itself
    QString field;
    QString text;
};

/// The keys of a definition's questions or leaves.
QSet<QString> itemKeys(const QJsonObject &chart, const QString &member)
{
    QSet<QString> keys;
    const QJsonArray items = chart.value(member).toArray();
    for (const QJsonValue v : items)
        keys.insert(v.toObject().value(u"key"_s).toString());
    return keys;
}

enum class ItemKind { Question, Leaf };

// Problems with a question's or a leaf's translation, each a whole sentence: "question" and
// "leaf" take different forms in other languages.

QString unknownItem(ItemKind kind, const QString &language, const QString &key)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key (an identifier).
        return QCoreApplication::translate("Seeder", "the translation \"%1\" names the unknown question \"%2\"")
            .arg(language, key);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key (an identifier).
    return QCoreApplication::translate("Seeder", "the translation \"%1\" names the unknown leaf \"%2\"")
        .arg(language, key);
}

QString itemNotAnObject(ItemKind kind, const QString &language, const QString &key)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key (an identifier).
        return QCoreApplication::translate("Seeder", "the translation \"%1\" of question \"%2\" is not an object")
            .arg(language, key);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key (an identifier).
    return QCoreApplication::translate("Seeder", "the translation \"%1\" of leaf \"%2\" is not an object")
        .arg(language, key);
}

QString unknownItemField(ItemKind kind, const QString &language, const QString &key, const QString &field)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key, %3 a field's name (identifiers).
        return QCoreApplication::translate("Seeder",
                                           "the translation \"%1\" of question \"%2\" has the unknown field \"%3\"")
            .arg(language, key, field);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key, %3 a field's name (identifiers).
    return QCoreApplication::translate("Seeder", "the translation \"%1\" of leaf \"%2\" has the unknown field \"%3\"")
        .arg(language, key, field);
}

QString itemFieldNotAText(ItemKind kind, const QString &language, const QString &key, const QString &field)
{
    if (kind == ItemKind::Question) {
        //: %1 is a language code such as "ru", %2 a question's key, %3 a field's name (identifiers).
        return QCoreApplication::translate(
                   "Seeder", "in the translation \"%1\" of question \"%2\", \"%3\" is empty or not a text")
            .arg(language, key, field);
    }
    //: %1 is a language code such as "ru", %2 a leaf's key, %3 a field's name (identifiers).
    return QCoreApplication::translate("Seeder",
                                       "in the translation \"%1\" of leaf \"%2\", \"%3\" is empty or not a text")
        .arg(language, key, field);
}

/// The texts of the questions or the leaves of one language ("questions": {key: {field: text}}).
bool readItemTexts(ItemKind kind, const QString &language, const QJsonObject &items, const QSet<QString> &knownKeys,
                   QList<TranslationRow> *rows, QString *message)
{
    const QStringList fields =
        kind == ItemKind::Question ? FlowchartTranslation::questionFields() : FlowchartTranslation::leafFields();
    for (auto item = items.begin(); item != items.end(); ++item) {
        const QString key = item.key();
        if (!knownKeys.contains(key)) {
            *message = unknownItem(kind, language, key);
            return false;
        }
        if (!item.value().isObject()) {
            *message = itemNotAnObject(kind, language, key);
            return false;
        }
        const QJsonObject texts = item.value().toObject();
        for (auto text = texts.begin(); text != texts.end(); ++text) {
            if (!fields.contains(text.key())) {
                *message = unknownItemField(kind, language, key, text.key());
                return false;
            }
            if (text.value().toString().trimmed().isEmpty()) {
                *message = itemFieldNotAText(kind, language, key, text.key());
                return false;
            }
            rows->append({language, kind == ItemKind::Question ? u"question"_s : u"leaf"_s, key, text.key(),
                          text.value().toString()});
        }
    }
    return true;
}

/// The texts of a definition's "translations" member, checked against its own question and leaf
/// keys and the fields a translation may give. False, with a message naming the language, the
/// item and the field, at the first one that is not right. An absent member gives no texts.
bool readTranslations(const QJsonObject &chart, QList<TranslationRow> *rows, QString *message)
{
    const QString member = u"translations"_s;
    if (!chart.contains(member))
        return true;
    if (!chart.value(member).isObject()) {
        //: %1 is the name of a JSON member (not translated).
        *message = QCoreApplication::translate("Seeder", "\"%1\" is not an object").arg(member);
        return false;
    }
    // The repository looks texts up by the language part of a locale's name ("ru" of ru_RU).
    static const QRegularExpression languageCode(u"^[a-z]{2,3}$"_s);
    const QJsonObject translations = chart.value(member).toObject();
    for (auto locale = translations.begin(); locale != translations.end(); ++locale) {
        const QString language = locale.key();
        if (!languageCode.match(language).hasMatch()) {
            //: %1 is the name the definition gives a translation; "ru" is an example (not translated).
            *message = QCoreApplication::translate(
                           "Seeder", "the translation \"%1\" is not named by a language code such as \"ru\"")
                           .arg(language);
            return false;
        }
        if (!locale.value().isObject()) {
            //: %1 is a language code such as "ru".
            *message = QCoreApplication::translate("Seeder", "the translation \"%1\" is not an object").arg(language);
            return false;
        }
        const QJsonObject texts = locale.value().toObject();
        for (auto it = texts.begin(); it != texts.end(); ++it) {
            const QString field = it.key();
            if (FlowchartTranslation::chartFields().contains(field)) {
                if (it.value().toString().trimmed().isEmpty()) {
                    //: %1 is a language code such as "ru", %2 a field's name (an identifier).
                    *message = QCoreApplication::translate("Seeder",
                                                           "in the translation \"%1\", \"%2\" is empty or not a text")
                                   .arg(language, field);
                    return false;
                }
                rows->append({language, u"flowchart"_s, u""_s, field, it.value().toString()});
                continue;
            }
            if (field != u"questions" && field != u"leaves") {
                //: %1 is a language code such as "ru", %2 a field's name (an identifier).
                *message = QCoreApplication::translate("Seeder", "the translation \"%1\" has the unknown field \"%2\"")
                               .arg(language, field);
                return false;
            }
            if (!it.value().isObject()) {
                //: %1 is a language code such as "ru", %2 a field's name (an identifier).
                *message = QCoreApplication::translate("Seeder", "in the translation \"%1\", \"%2\" is not an object")
                               .arg(language, field);
                return false;
            }
            const bool questions = field == u"questions";
            if (!readItemTexts(questions ? ItemKind::Question : ItemKind::Leaf, language, it.value().toObject(),
                               itemKeys(chart, field), rows, message))
                return false;
        }
    }
    return true;
}

/// Writes translated texts of the chart with this id; the caller holds the transaction.
bool writeTranslations(const QSqlDatabase &db, qint64 chartId, const QList<TranslationRow> &rows, QString *message)
{
    QSqlQuery insert(db);
    insert.prepare(u"INSERT INTO flow_translations (flowchart_id, locale, item_kind, item_key, field, text) "
                   "VALUES (?, ?, ?, ?, ?, ?)"_s);
    for (const TranslationRow &row : rows) {
        insert.addBindValue(chartId);
        insert.addBindValue(row.locale);
        insert.addBindValue(row.kind);
        insert.addBindValue(row.key);
        insert.addBindValue(row.field);
        insert.addBindValue(row.text);
        //: What was being written when the database reported the error that follows; %1 is a language code
        //: such as "ru".
        if (!SeederRows::run(insert, QCoreApplication::translate("Seeder", "translation \"%1\"").arg(row.locale),
                             message))
            return false;
    }
    return true;
}

} // namespace

bool Seeder::addMissingTranslations(const QJsonObject &chart, const QString &origin, QString *error)
{
    QList<TranslationRow> rows;
    QString message;
    if (!readTranslations(chart, &rows, &message)) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    if (rows.isEmpty())
        return true;
    // The first column of a query about this chart, as a set.
    auto valuesOf = [this, &message](const QString &sql, const QVariant &bound, QSet<QString> *values) {
        QSqlQuery q(m_db);
        q.setForwardOnly(true);
        q.prepare(sql);
        q.addBindValue(bound);
        if (!q.exec()) {
            message = SqlErrors::describe(q.lastError());
            return false;
        }
        while (q.next())
            values->insert(q.value(0).toString());
        return true;
    };
    const QString key = chart.value(u"key"_s).toString();
    QSet<QString> ids;
    if (!valuesOf(u"SELECT id FROM flowcharts WHERE key = ?"_s, key, &ids) || ids.size() != 1) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    const qint64 chartId = ids.begin()->toLongLong();
    QSet<QString> textsPresent;
    QSet<QString> questionKeys;
    QSet<QString> leafKeys;
    const auto textId = [](const QString &locale, const QString &kind, const QString &itemKey,
                           const QString &field) -> QString {
        return locale + u'\x1f' + kind + u'\x1f' + itemKey + u'\x1f' + field;
    };
    if (!valuesOf(u"SELECT locale || char(31) || item_kind || char(31) || item_key || char(31) || field "
                  "FROM flow_translations WHERE flowchart_id = ?"_s,
                  chartId, &textsPresent) ||
        !valuesOf(u"SELECT key FROM flow_questions WHERE flowchart_id = ?"_s, chartId, &questionKeys) ||
        !valuesOf(u"SELECT key FROM flow_leaves WHERE flowchart_id = ?"_s, chartId, &leafKeys)) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    // Texts the database has stay as they are (a user may have edited them); texts it lacks,
    // such as a language or a field added in a later release, are added; texts of items its
    // edition lacks have nothing to translate.
    rows.removeIf([&](const TranslationRow &row) {
        return textsPresent.contains(textId(row.locale, row.kind, row.key, row.field)) ||
               (row.kind == u"question" && !questionKeys.contains(row.key)) ||
               (row.kind == u"leaf" && !leafKeys.contains(row.key));
    });
    if (rows.isEmpty())
        return true;
    WriteTransaction transaction(m_db);
    if (!transaction.begin(error))
        return false;
    if (!writeTranslations(m_db, chartId, rows, &message) || !transaction.commit(&message)) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    }
    qCInfo(lcDb) << "added" << rows.size() << "translated texts to the flowchart" << key;
    return true;
}

bool Seeder::addMissingRules(const QJsonObject &chart, const QString &origin, QString *error)
{
    // Charts imported before schema version 7 have no rules behind their picks; a rule the
    // database has stays as it is.
    QSqlQuery update(m_db);
    update.prepare(u"UPDATE flow_leaves SET rule = ? WHERE rule = '' AND key = ? AND flowchart_id = "
                   "(SELECT id FROM flowcharts WHERE key = ?)"_s);
    WriteTransaction transaction(m_db);
    const QJsonArray leaves = chart.value(u"leaves"_s).toArray();
    for (const QJsonValue v : leaves) {
        const QJsonObject leaf = v.toObject();
        if (!leaf.value(u"rule"_s).isObject())
            continue;
        PickRule parsed;
        QString message;
        if (!PickRule::fromJson(leaf.value(u"rule"_s).toObject(), &parsed, &message)) {
            *error = u"%1: %2"_s.arg(origin, message);
            return false;
        }
        if (!transaction.begin(error))
            return false;
        update.addBindValue(
            QString::fromUtf8(QJsonDocument(leaf.value(u"rule"_s).toObject()).toJson(QJsonDocument::Compact)));
        update.addBindValue(leaf.value(u"key"_s).toString());
        update.addBindValue(chart.value(u"key"_s).toString());
        //: What was being written when the database reported the error that follows.
        if (!SeederRows::run(update, tr("the rule of a flowchart leaf"), &message)) {
            *error = u"%1: %2"_s.arg(origin, message);
            return false;
        }
    }
    return !transaction.isActive() || transaction.commit(error);
}

bool Seeder::importFlowchart(const QByteArray &json, const QString &origin, QString *error)
{
    WriteTransaction transaction(m_db);
    if (!transaction.begin(error) || !importFlowchartWithin(json, origin, error))
        return false;
    if (QString problem; !transaction.commit(&problem)) {
        *error = u"%1: %2"_s.arg(origin, problem);
        return false;
    }
    return true;
}

namespace {

/// Writes one flowchart edition's rows in the order they refer to each other: the chart, its
/// questions and leaves with their GPU lists, its nodes, the edges between them and the root.
/// Each step returns false with `message` saying what and where.
class FlowchartRows
{
public:
    FlowchartRows(const QSqlDatabase &db, const QJsonObject &chart)
        : m_db(db)
        , m_chart(chart)
        , m_writer(db)
        , m_query(db)
    {}

    QString message;

    bool writeChart()
    {
        m_query.prepare(u"INSERT INTO flowcharts (key, title, edition_date, source, caveat) VALUES (?, ?, ?, ?, ?)"_s);
        for (const char *field : {"key", "title", "edition_date", "source", "caveat"})
            m_query.addBindValue(SeederRows::jsonText(m_chart, QLatin1StringView(field)));
        //: What was being written when the database reported the error that follows.
        if (!SeederRows::run(m_query, Seeder::tr("flowchart"), &message))
            return false;
        m_chartId = m_query.lastInsertId().toLongLong();
        return true;
    }
    qint64 chartId() const { return m_chartId; }

    bool writeQuestions();
    bool writeLeaves();
    bool writeNodes();
    bool writeEdges();
    bool writeRoot();

private:
    QSqlDatabase m_db;
    QJsonObject m_chart;
    GpuWriter m_writer;
    QSqlQuery m_query;
    qint64 m_chartId = 0;
    QHash<QString, qint64> m_questionIds;
    QHash<QString, qint64> m_leafIds;
    QHash<QString, qint64> m_nodeIds;

    bool fail(const QString &text)
    {
        message = text;
        return false;
    }
    bool writePicks(const QString &table, const QString &ownerColumn, qint64 ownerId, const QJsonArray &picks,
                    const QString &owner);
    bool writeLeaf(const QJsonObject &o);
};

// GPU lists are written by id; a name the database does not know is an error, not a guess.
bool FlowchartRows::writePicks(const QString &table, const QString &ownerColumn, qint64 ownerId,
                               const QJsonArray &picks, const QString &owner)
{
    int position = 0;
    for (const QJsonValue v : picks) {
        const QString name = v.toObject().value(u"gpu"_s).toString();
        const qint64 gpuId = m_writer.gpuIdByName(name);
        if (gpuId == 0) {
            //: %1 is e.g. 'question "budget"' or 'leaf "rtx-3090"', %2 a GPU name.
            return fail(Seeder::tr("%1 names the GPU \"%2\", which is not in the database").arg(owner, name));
        }
        QSqlQuery insert(m_db);
        insert.prepare(u"INSERT INTO %1 (%2, position, gpu_id, used) VALUES (?, ?, ?, ?)"_s.arg(table, ownerColumn));
        insert.addBindValue(ownerId);
        insert.addBindValue(position++);
        insert.addBindValue(gpuId);
        insert.addBindValue(v.toObject().value(u"used"_s).toBool() ? 1 : 0);
        if (!SeederRows::run(insert, owner, &message))
            return false;
    }
    return true;
}

bool FlowchartRows::writeQuestions()
{
    for (const QJsonValue v : m_chart.value(u"questions"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const QString qkey = o.value(u"key"_s).toString();
        m_query.prepare(u"INSERT INTO flow_questions (flowchart_id, key, text, explanation) VALUES (?, ?, ?, ?)"_s);
        m_query.addBindValue(m_chartId);
        m_query.addBindValue(qkey);
        m_query.addBindValue(SeederRows::jsonText(o, u"text"_s));
        m_query.addBindValue(SeederRows::jsonText(o, u"explanation"_s));
        if (qkey.isEmpty() || o.value(u"text"_s).toString().isEmpty())
            return fail(Seeder::tr("a question lacks its key or text"));
        //: A flowchart question named by its key (an identifier).
        if (!SeederRows::run(m_query, Seeder::tr("question \"%1\"").arg(qkey), &message))
            return false;
        const qint64 id = m_query.lastInsertId().toLongLong();
        m_questionIds.insert(qkey, id);
        if (!writePicks(u"flow_question_gpus"_s, u"question_id"_s, id, o.value(u"offers"_s).toArray(),
                        Seeder::tr("question \"%1\"").arg(qkey)))
            return false;
    }
    return true;
}

bool FlowchartRows::writeLeaves()
{
    for (const QJsonValue v : m_chart.value(u"leaves"_s).toArray()) {
        if (!writeLeaf(v.toObject()))
            return false;
    }
    return true;
}

bool FlowchartRows::writeLeaf(const QJsonObject &o)
{
    const QString lkey = o.value(u"key"_s).toString();
    const QString kind = o.value(u"kind"_s).toString();
    if (lkey.isEmpty() || SeederRows::jsonText(o, u"title"_s).isEmpty() || SeederRows::jsonText(o, u"text"_s).isEmpty())
        return fail(Seeder::tr("a leaf lacks its key, title or text"));
    //: %1 is a leaf's key, %2 the kind it has; %3 to %6 are the kinds allowed (not translated).
    if (!leafKindFromKey(kind))
        return fail(Seeder::tr("leaf \"%1\" has the kind \"%2\"; expected %3, %4, %5 or %6")
                        .arg(lkey, kind, leafKindKey(LeafKind::Gpu), leafKindKey(LeafKind::Cloud),
                             leafKindKey(LeafKind::NoOption), leafKindKey(LeafKind::ReadPost)));
    QString rule = u""_s; // not null: the column is NOT NULL
    if (o.contains(u"rule"_s)) {
        PickRule parsed;
        QString ruleError;
        //: %1 is a leaf's key, %2 what is wrong with the rule behind its pick.
        if (!o.value(u"rule"_s).isObject() || !PickRule::fromJson(o.value(u"rule"_s).toObject(), &parsed, &ruleError))
            return fail(Seeder::tr("the rule of leaf \"%1\" cannot be read: %2").arg(lkey, ruleError));
        rule = QString::fromUtf8(QJsonDocument(o.value(u"rule"_s).toObject()).toJson(QJsonDocument::Compact));
    }
    m_query.prepare(u"INSERT INTO flow_leaves (flowchart_id, key, kind, title, text, advice, rule) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?)"_s);
    m_query.addBindValue(m_chartId);
    m_query.addBindValue(lkey);
    m_query.addBindValue(kind);
    m_query.addBindValue(SeederRows::jsonText(o, u"title"_s));
    m_query.addBindValue(SeederRows::jsonText(o, u"text"_s));
    m_query.addBindValue(SeederRows::jsonText(o, u"advice"_s));
    m_query.addBindValue(rule);
    //: A flowchart leaf named by its key (an identifier).
    if (!SeederRows::run(m_query, Seeder::tr("leaf \"%1\"").arg(lkey), &message))
        return false;
    const qint64 id = m_query.lastInsertId().toLongLong();
    m_leafIds.insert(lkey, id);
    return writePicks(u"flow_leaf_gpus"_s, u"leaf_id"_s, id, o.value(u"gpus"_s).toArray(),
                      Seeder::tr("leaf \"%1\"").arg(lkey));
}

bool FlowchartRows::writeNodes()
{
    for (const QJsonValue v : m_chart.value(u"nodes"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const QString nkey = o.value(u"key"_s).toString();
        const QString question = o.value(u"question"_s).toString();
        const QString leaf = o.value(u"leaf"_s).toString();
        if (!question.isEmpty() && !m_questionIds.contains(question))
            return fail(Seeder::tr("node \"%1\" names the unknown question \"%2\"").arg(nkey, question));
        if (!leaf.isEmpty() && !m_leafIds.contains(leaf))
            return fail(Seeder::tr("node \"%1\" names the unknown leaf \"%2\"").arg(nkey, leaf));
        m_query.prepare(u"INSERT INTO flow_nodes (flowchart_id, key, question_id, leaf_id) VALUES (?, ?, ?, ?)"_s);
        m_query.addBindValue(m_chartId);
        m_query.addBindValue(nkey);
        m_query.addBindValue(question.isEmpty() ? QVariant() : QVariant(m_questionIds.value(question)));
        m_query.addBindValue(leaf.isEmpty() ? QVariant() : QVariant(m_leafIds.value(leaf)));
        //: A flowchart node named by its key (an identifier).
        if (!SeederRows::run(m_query, Seeder::tr("node \"%1\"").arg(nkey), &message))
            return false;
        m_nodeIds.insert(nkey, m_query.lastInsertId().toLongLong());
    }
    return true;
}

bool FlowchartRows::writeEdges()
{
    for (const QJsonValue v : m_chart.value(u"nodes"_s).toArray()) {
        const QJsonObject o = v.toObject();
        const QString nkey = o.value(u"key"_s).toString();
        for (const QString &answer : {u"yes"_s, u"no"_s}) {
            if (!o.contains(answer))
                continue;
            const QString target = o.value(answer).toString();
            //: %1 and %3 are node keys, %2 the answer "yes" or "no" (not translated).
            if (!m_nodeIds.contains(target))
                return fail(
                    Seeder::tr("node \"%1\" sends \"%2\" to the unknown node \"%3\"").arg(nkey, answer, target));
            m_query.prepare(u"INSERT INTO flow_edges (from_node_id, answer, to_node_id) VALUES (?, ?, ?)"_s);
            m_query.addBindValue(m_nodeIds.value(nkey));
            m_query.addBindValue(answer);
            m_query.addBindValue(m_nodeIds.value(target));
            //: A branch of the flowchart, named by the key of the node it leaves.
            if (!SeederRows::run(m_query, Seeder::tr("edge from \"%1\"").arg(nkey), &message))
                return false;
        }
    }
    return true;
}

bool FlowchartRows::writeRoot()
{
    const QString root = m_chart.value(u"root"_s).toString();
    if (!m_nodeIds.contains(root))
        return fail(Seeder::tr("the root \"%1\" is not one of the nodes").arg(root));
    m_query.prepare(u"UPDATE flowcharts SET root_node_id = ? WHERE id = ?"_s);
    m_query.addBindValue(m_nodeIds.value(root));
    m_query.addBindValue(m_chartId);
    //: What was being written (the flowchart's first node) when the database reported the error that follows.
    return SeederRows::run(m_query, Seeder::tr("root"), &message);
}

} // namespace

bool Seeder::importFlowchartWithin(const QByteArray &json, const QString &origin, QString *error)
{
    // Bounded before anything of it is read further or stored (issue 27).
    if (QString problem; !EditionLimits::check(json, &problem)) {
        *error = u"%1: %2"_s.arg(origin, problem);
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull() || !doc.isObject()) {
        //: %1 is a file path, %2 the JSON parser's error, %3 a character offset.
        *error = tr("%1: not a JSON object (%2 at offset %3)")
                     .arg(origin, parseError.errorString(), QString::number(parseError.offset));
        return false;
    }
    const QJsonObject chart = doc.object();
    auto fail = [error, &origin](const QString &message) {
        *error = u"%1: %2"_s.arg(origin, message);
        return false;
    };
    const QString key = chart.value(u"key"_s).toString();
    //: %1 is the name of a JSON member (not translated).
    if (key.isEmpty())
        return fail(tr("the flowchart has no \"%1\"").arg(u"key"_s));
    FlowchartRows rows(m_db, chart);
    if (!rows.writeChart() || !rows.writeQuestions() || !rows.writeLeaves() || !rows.writeNodes() ||
        !rows.writeEdges() || !rows.writeRoot())
        return fail(rows.message);
    // The texts in other languages, checked against the chart's own keys.
    QString message;
    QList<TranslationRow> translations;
    if (!readTranslations(chart, &translations, &message) ||
        !writeTranslations(m_db, rows.chartId(), translations, &message))
        return fail(message);
    // Read it back through the repository: a chart that would not load is not committed.
    if (!SqlFlowchartRepository(m_db).flowchart(key, &message))
        return fail(message);
    return true;
}
