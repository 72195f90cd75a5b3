// CampaignStore's journal side: undo, redo, history, restoring one sheet, play sessions.
#include "store/campaignstore.h"
#include "common/undolabel.h"
#include "store/dialect.h"
#include "store/documentrows.h"
#include "store/statementcache.h"

#include <QHash>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

std::optional<QJsonObject> jsonOrNull(const QVariant &v)
{
    if (v.isNull())
        return std::nullopt;
    return QJsonDocument::fromJson(v.toString().toUtf8()).object();
}

} // namespace

QList<JournalEntry> CampaignStore::entries(const QString &where, const QVariantList &values) const
{
    const QSqlDatabase &db = m_file.database();
    Statement q(db, u"SELECT id, batch, at, author, COALESCE(session_id, 0), sheet_kind, sheet_id, command, label, %1, %2, state "
                    "FROM journal "_s.arg(dialect::document(db, u"before"_s), dialect::document(db, u"after"_s)) + where);
    QList<JournalEntry> out;
    if (!q.exec(values)) {
        noteRead(q.query().lastError().text());
        return out;
    }
    while (q.next()) {
        JournalEntry e;
        e.id = q.value(0).toLongLong();
        e.batch = q.value(1).toLongLong();
        e.at = QDateTime::fromString(q.value(2).toString(), Qt::ISODateWithMs);
        e.author = q.value(3).toString();
        e.session = q.value(4).toLongLong();
        e.sheet = {q.value(5).toString(), q.value(6).toString()};
        e.command = q.value(7).toString();
        e.label = q.value(8).toString();
        e.before = jsonOrNull(q.value(9)).value_or(QJsonObject());
        e.after = jsonOrNull(q.value(10)).value_or(QJsonObject());
        e.state = q.value(11).toString();
        out.append(e);
    }
    // A step that fails half way is a failed read, not a shorter journal.
    noteRead(q.query().lastError().isValid() ? q.query().lastError().text() : QString());
    return out;
}

std::optional<JournalEntry> CampaignStore::nextUndo() const
{
    const QList<JournalEntry> found = entries(u"WHERE state = 'done'%1 ORDER BY id DESC LIMIT 1"_s.arg(dialect::ownSteps(m_file.database())), {});
    return found.isEmpty() ? std::nullopt : std::optional(found.first());
}

std::optional<JournalEntry> CampaignStore::nextRedo() const
{
    const QList<JournalEntry> found = entries(u"WHERE state = 'undone'%1 ORDER BY id LIMIT 1"_s.arg(dialect::ownSteps(m_file.database())), {});
    return found.isEmpty() ? std::nullopt : std::optional(found.first());
}

bool CampaignStore::canUndo() const
{
    return nextUndo().has_value();
}

bool CampaignStore::canRedo() const
{
    return nextRedo().has_value();
}

// The next step's label in the language installed now (the entries keep it as stored).
QString CampaignStore::undoLabel() const
{
    const auto next = nextUndo();
    return next ? undoLabelText(next->label) : QString();
}

QString CampaignStore::redoLabel() const
{
    const auto next = nextRedo();
    return next ? undoLabelText(next->label) : QString();
}

Receipt CampaignStore::undo(qint64 batch)
{
    return replay(true, batch);
}

Receipt CampaignStore::redo(qint64 batch)
{
    return replay(false, batch);
}

Receipt CampaignStore::replay(bool undo, qint64 expected)
{
    Receipt receipt;
    if (m_file.readOnly()) {
        receipt.problem = StoreProblem::ReadOnly;
        receipt.error = u"the campaign is open read-only"_s;
        return receipt;
    }
    // The step is chosen, checked and replayed in one transaction: what is replayed is what was
    // checked (a writer that got in between makes the write fail as busy, never a wrong step).
    QSqlDatabase db = m_file.database();
    if (QString error; !dialect::beginWrite(db, &error)) {
        receipt.problem = lostLink(false, 0).value_or(problemOf(error));
        receipt.error = error;
        return receipt;
    }
    const auto refuse = [&](StoreProblem problem, const QString &error) {
        db.rollback();
        receipt.problem = problem;
        receipt.error = error;
        return receipt;
    };
    const QString own = dialect::ownSteps(db);
    Statement last(db, undo ? u"SELECT batch FROM journal WHERE state = 'done'%1 ORDER BY id DESC LIMIT 1"_s.arg(own)
                            : u"SELECT batch FROM journal WHERE state = 'undone'%1 ORDER BY id LIMIT 1"_s.arg(own));
    if (!last.exec())
        return refuse(problemOf(last.query().lastError()), last.query().lastError().text());
    if (!last.next()) {
        if (last.query().lastError().isValid())
            return refuse(problemOf(last.query().lastError()), last.query().lastError().text());
        return refuse(undo ? StoreProblem::NothingToUndo : StoreProblem::NothingToRedo,
                      undo ? u"nothing to undo"_s : u"nothing to redo"_s);
    }
    const qint64 batch = last.value(0).toLongLong();
    last.query().finish();
    if (expected != 0 && batch != expected)
        return refuse(StoreProblem::OutOfStep, u"the journal's next step to %1 is batch %2, not %3"_s
                                                   .arg(undo ? u"undo"_s : u"redo"_s).arg(batch).arg(expected));
    // Read as stored: a side that does not parse is a damaged journal, never "the sheet did not exist".
    struct Step
    {
        qint64 id;
        SheetRef sheet;
        QString target; // null: the sheet did not exist on that side of the edit
    };
    QList<Step> steps;
    {
        Statement q(db, undo ? u"SELECT id, sheet_kind, sheet_id, %1 FROM journal WHERE batch = ? ORDER BY id DESC"_s.arg(dialect::document(db, u"before"_s))
                             : u"SELECT id, sheet_kind, sheet_id, %1 FROM journal WHERE batch = ? ORDER BY id"_s.arg(dialect::document(db, u"after"_s)));
        if (!q.exec({batch}))
            return refuse(problemOf(q.query().lastError()), q.query().lastError().text());
        while (q.next())
            steps.append({q.value(0).toLongLong(), {q.value(1).toString(), q.value(2).toString()},
                          q.value(3).isNull() ? QString() : q.value(3).toString()});
        if (q.query().lastError().isValid())
            return refuse(problemOf(q.query().lastError()), q.query().lastError().text());
    }
    // Someone else's edit of one of its sheets since: replaying the step would throw it away.
    for (const Step &step : std::as_const(steps)) {
        Statement since(db, u"SELECT %1 FROM journal WHERE sheet_kind = ? AND sheet_id = ? AND id > ? AND batch <> ? "
                             "AND state = 'done' ORDER BY id DESC LIMIT 1"_s.arg(dialect::writerColumn(db)));
        if (!since.exec({step.sheet.kind, step.sheet.id, step.id, batch}))
            return refuse(problemOf(since.query().lastError()), since.query().lastError().text());
        if (since.next())
            return refuse(StoreProblem::ChangedSince,
                          u"%1 changed sheet %2:%3 after this edit; %4 it would throw that change away, so nothing was "
                          "%5: change the sheet instead"_s
                              .arg(since.value(0).toString().isEmpty() ? u"someone else"_s : since.value(0).toString(),
                                   step.sheet.kind, step.sheet.id, undo ? u"undoing"_s : u"redoing"_s,
                                   undo ? u"undone"_s : u"redone"_s));
    }
    const QString at = m_now().toString(Qt::ISODateWithMs);
    QList<std::pair<SheetRef, qint64>> written; // each sheet and its version after the replay
    for (const Step &step : steps) {
        QString error;
        StoreProblem problem = StoreProblem::None;
        QString current;
        qint64 version = 0;
        documents::IndexedColumns indexed;
        if (!documents::readVersioned(db, step.sheet.kind, step.sheet.id, &current, &version, &error, true, &indexed))
            return refuse(problemOf(error), error);
        written.append({step.sheet, step.target.isNull() ? 0 : version + 1});
        const DocumentKind *kind = m_kinds.find(step.sheet.kind);
        QJsonParseError parse{};
        const QJsonDocument doc = step.target.isNull() ? QJsonDocument() : QJsonDocument::fromJson(step.target.toUtf8(), &parse);
        if (!kind) {
            error = u"no game system keeps sheets of kind \"%1\""_s.arg(step.sheet.kind);
            problem = StoreProblem::Refused;
        } else if (!step.target.isNull() && (parse.error != QJsonParseError::NoError || !doc.isObject())) {
            error = u"journal entry %1 is damaged: %2"_s.arg(step.id).arg(parse.error != QJsonParseError::NoError ? parse.errorString() : u"not an object"_s);
            problem = StoreProblem::JournalDamaged;
        } else if (step.target.isNull()) {
            documents::remove(db, step.sheet.kind, step.sheet.id, &error);
        } else {
            documents::put(db, *kind, step.sheet.id, doc.object(), at, &error, step.target, true,
                           current.isNull() ? nullptr : &indexed);
        }
        if (!error.isEmpty())
            return refuse(problem == StoreProblem::None ? problemOf(error) : problem, error);
    }
    QSqlQuery q(db);
    q.prepare(u"UPDATE journal SET state = ? WHERE batch = ?"_s);
    q.addBindValue(undo ? u"undone"_s : u"done"_s);
    q.addBindValue(batch);
    if (!q.exec()) {
        const QSqlError error = q.lastError();
        return refuse(lostLink(false, 0).value_or(problemOf(error)), error.text());
    }
    if (!db.commit()) {
        const QSqlError error = db.lastError();
        return refuse(lostLink(true, batch, undo ? u"undone"_s : u"done"_s).value_or(problemOf(error)), error.text());
    }
    for (const auto &[sheet, version] : std::as_const(written))
        noteVersion(sheet, version);
    receipt.ok = true;
    receipt.batch = batch;
    receipt.sheet = steps.first().sheet;
    for (const Step &step : steps)
        receipt.sheets.append(step.sheet);
    return receipt;
}

QList<JournalEntry> CampaignStore::history(const SheetRef &sheet) const
{
    const bool whole = sheet.kind.isEmpty();
    const quint64 failures = m_readFailures;
    QList<JournalEntry> out = whole ? entries(u"ORDER BY id"_s, {})
                                    : entries(u"WHERE sheet_kind = ? AND sheet_id = ? ORDER BY id"_s, {sheet.kind, sheet.id});
    if (m_readFailures != failures || out.isEmpty())
        return out;
    // What the advancement ledger recorded with each entry (advances, trauma, retirement, payoff).
    QHash<qint64, qsizetype> row;
    for (qsizetype i = 0; i < out.size(); ++i)
        row.insert(out.at(i).id, i);
    Statement q(m_file.database(), whole ? u"SELECT journal_id, event, detail FROM advancement_ledger ORDER BY id"_s
                                         : u"SELECT journal_id, event, detail FROM advancement_ledger "
                                           "WHERE sheet_kind = ? AND sheet_id = ? ORDER BY id"_s);
    if (!q.exec(whole ? QVariantList{} : QVariantList{sheet.kind, sheet.id})) {
        noteRead(q.query().lastError().text());
        return out;
    }
    while (q.next()) {
        const auto it = row.constFind(q.value(0).toLongLong());
        if (it != row.constEnd())
            out[*it].ledger.append({q.value(1).toString(), QJsonDocument::fromJson(q.value(2).toString().toUtf8()).object()});
    }
    noteRead(q.query().lastError().isValid() ? q.query().lastError().text() : QString());
    return out;
}

std::optional<QJsonObject> CampaignStore::sheetAt(const SheetRef &sheet, qint64 entryId) const
{
    const QList<JournalEntry> found = entries(
        u"WHERE sheet_kind = ? AND sheet_id = ? AND id <= ? AND state = 'done' ORDER BY id DESC LIMIT 1"_s,
        {sheet.kind, sheet.id, entryId});
    if (found.isEmpty() || found.first().after.isEmpty())
        return std::nullopt;
    return found.first().after;
}

std::optional<QJsonObject> CampaignStore::sheetAtEndOfSession(const SheetRef &sheet, qint64 session) const
{
    QSqlQuery q(m_file.database());
    q.prepare(u"SELECT COALESCE(ended_at, ?) FROM sessions WHERE id = ?"_s);
    q.addBindValue(m_now().toString(Qt::ISODateWithMs));
    q.addBindValue(session);
    if (!q.exec() || !q.next())
        return std::nullopt;
    const QList<JournalEntry> found = entries(
        u"WHERE sheet_kind = ? AND sheet_id = ? AND at <= ? AND state = 'done' ORDER BY id DESC LIMIT 1"_s,
        {sheet.kind, sheet.id, q.value(0).toString()});
    if (found.isEmpty() || found.first().after.isEmpty())
        return std::nullopt;
    return found.first().after;
}

Receipt CampaignStore::restore(const SheetRef &sheet, qint64 entryId, const QString &label)
{
    return write({{sheet, sheetAt(sheet, entryId)}}, u"sheet.restore"_s, label, {});
}

void CampaignStore::startSessionOnFirstWrite(const QString &label)
{
    endSession();
    m_pendingSession = label.isNull() ? u""_s : label;
}

qint64 CampaignStore::startSession(const QString &label)
{
    endSession();
    QSqlDatabase db = m_file.database();
    QSqlQuery q(db);
    q.prepare(dialect::returningId(db, u"INSERT INTO sessions (label, started_at) VALUES (?, ?)"_s));
    q.addBindValue(label);
    q.addBindValue(m_now().toString(Qt::ISODateWithMs));
    m_session = q.exec() ? dialect::insertedId(db, q) : 0;
    return m_session;
}

void CampaignStore::endSession()
{
    m_pendingSession.reset();
    if (m_session == 0)
        return;
    QSqlQuery q(m_file.database());
    q.prepare(u"UPDATE sessions SET ended_at = ? WHERE id = ?"_s);
    q.addBindValue(m_now().toString(Qt::ISODateWithMs));
    q.addBindValue(m_session);
    q.exec();
    m_session = 0;
}

std::optional<StoreProblem> CampaignStore::lostLink(bool committing, qint64 batch, const QString &state)
{
    if (!m_file.isServer() || m_file.linkAlive())
        return std::nullopt;
    if (!committing || batch == 0)
        return StoreProblem::Unreachable;
    m_inDoubt = {batch, state};
    return StoreProblem::InDoubt;
}

std::optional<bool> CampaignStore::settle()
{
    if (m_inDoubt.batch == 0)
        return std::nullopt;
    const bool anyState = m_inDoubt.state.isEmpty();
    Statement q(m_file.database(), anyState ? u"SELECT COUNT(*) FROM journal WHERE batch = ?"_s
                                            : u"SELECT COUNT(*) FROM journal WHERE batch = ? AND state = ?"_s);
    if (!q.exec(anyState ? QVariantList{m_inDoubt.batch} : QVariantList{m_inDoubt.batch, m_inDoubt.state}) || !q.next())
        return std::nullopt;
    const bool kept = q.value(0).toLongLong() > 0;
    m_inDoubt = {};
    return kept;
}

std::optional<qint64> CampaignStore::lastEntry() const
{
    Statement q(m_file.database(), u"SELECT COALESCE(MAX(id), 0) FROM journal"_s);
    if (!q.exec() || !q.next())
        return std::nullopt;
    return q.value(0).toLongLong();
}

QList<JournalEntry> CampaignStore::entriesAfter(qint64 entry) const
{
    return entries(u"WHERE id > ? ORDER BY id"_s, {entry});
}

bool CampaignStore::mayWrite(const SheetRef &sheet) const
{
    return dialect::mayWrite(m_file.database(), sheet.kind, sheet.id);
}

} // namespace sw::store
