#include "store/campaignstore.h"

#include "store/dialect.h"
#include "store/documentrows.h"
#include "store/reapply.h"
#include "store/statementcache.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;

namespace sw::store {
CampaignStore::CampaignStore(CampaignFile &file, const DocumentKinds &kinds)
    : m_file(file), m_kinds(kinds), m_now([] { return QDateTime::currentDateTimeUtc(); })
{
}

void CampaignStore::noteRead(const QString &error) const
{
    if (error.isEmpty())
        return;
    ++m_readFailures;
    // A shared campaign's read that failed because the server is gone says so.
    const bool gone = m_file.isServer() && !m_file.linkAlive();
    m_lastFailure = {gone ? StoreProblem::Unreachable : problemOf(error), error};
    if (!m_readError.failed())
        m_readError = m_lastFailure;
}

void CampaignStore::noteVersion(const SheetRef &sheet, qint64 version) const
{
    if (m_file.isServer())
        m_seen.insert(sheet.kind + u':' + sheet.id, version);
}

std::optional<qint64> CampaignStore::seenVersion(const SheetRef &sheet) const
{
    const auto it = m_seen.constFind(sheet.kind + u':' + sheet.id);
    return it == m_seen.constEnd() ? std::nullopt : std::optional(*it);
}

QString CampaignStore::name() const
{
    QSqlQuery q(m_file.database());
    if (q.exec(u"SELECT name FROM campaign WHERE id = 1"_s) && q.next() && !q.value(0).toString().isEmpty())
        return q.value(0).toString();
    return campaignShortName(m_file.path());
}

bool CampaignStore::setName(const QString &name)
{
    if (m_file.readOnly())
        return false;
    QSqlQuery q(m_file.database());
    q.prepare(u"UPDATE campaign SET name = ? WHERE id = 1"_s);
    q.addBindValue(name.isNull() ? u""_s : name);
    return q.exec();
}

QString CampaignStore::packId() const
{
    Statement q(m_file.database(), u"SELECT rule_pack FROM campaign WHERE id = 1"_s);
    return q.exec() && q.next() ? q.value(0).toString() : QString();
}

bool CampaignStore::setPackId(const QString &id)
{
    if (m_file.readOnly())
        return false;
    Statement q(m_file.database(), u"UPDATE campaign SET rule_pack = ? WHERE id = 1"_s);
    return q.exec({id.isNull() ? u""_s : id});
}

QList<SheetInfo> CampaignStore::list(const QString &kind, int limit) const
{
    QList<SheetInfo> out;
    QString error;
    for (const DocumentKind &k : m_kinds.all()) {
        if (kind.isEmpty() ? !k.listedByDefault : kind != k.kind)
            continue;
        // Thousands of rows in a large campaign: read through SQLite directly (statementcache.h).
        if (!readTextRows(m_file.database(),
                          u"SELECT id, name, type, parent FROM sheets WHERE kind = ? ORDER BY sort_key, created_at, id"_s +
                              (limit >= 0 ? u" LIMIT %1"_s.arg(limit) : QString()),
                          [&](const QStringList &v) { out.append({{k.kind, v.at(0)}, v.at(1), v.at(2), v.at(3)}); }, &error,
                          {k.kind}))
            break;
    }
    noteRead(error);
    return out;
}

std::optional<SheetInfo> CampaignStore::info(const SheetRef &sheet) const
{
    Statement q(m_file.database(), u"SELECT id, name, type, parent FROM sheets WHERE kind = ? AND id = ?"_s);
    if (!q.exec({sheet.kind, sheet.id})) {
        noteRead(q.query().lastError().text());
        return std::nullopt;
    }
    const bool found = q.next();
    noteRead(found || !q.query().lastError().isValid() ? QString() : q.query().lastError().text());
    if (!found)
        return std::nullopt;
    return SheetInfo{sheet, q.value(1).toString(), q.value(2).toString(), q.value(3).toString()};
}

std::optional<QJsonObject> CampaignStore::snapshot(const SheetRef &sheet, qint64 *versionRead) const
{
    QString text;
    QString error;
    qint64 version = 0;
    const bool read = documents::readVersioned(m_file.database(), sheet.kind, sheet.id, &text, &version, &error);
    noteRead(read ? QString() : error);
    if (!read)
        return std::nullopt;
    noteVersion(sheet, version);
    if (versionRead)
        *versionRead = text.isNull() ? 0 : version;
    if (text.isNull())
        return std::nullopt;
    return parsed(sheet, text, version);
}

QJsonObject CampaignStore::parsed(const SheetRef &sheet, const QString &text, qint64 version) const
{
    // The text itself is compared, not only the version: a version number alone could come back
    // with other text (a file restored, another writer's counter); comparing costs far less than
    // parsing.
    const QString key = sheet.kind + u':' + sheet.id;
    if (const auto it = m_parsed.constFind(key); it != m_parsed.constEnd() && it->version == version && it->text == text)
        return it->document;
    if (m_parsed.size() >= 256)
        m_parsed.clear();
    const QJsonObject document = QJsonDocument::fromJson(text.toUtf8()).object();
    m_parsed.insert(key, {version, text, document});
    return document;
}

qint64 CampaignStore::version(const SheetRef &sheet) const
{
    Statement q(m_file.database(), u"SELECT version FROM sheets WHERE kind = ? AND id = ?"_s);
    if (!q.exec({sheet.kind, sheet.id})) {
        noteRead(q.query().lastError().text());
        return 0;
    }
    noteRead();
    return q.next() ? q.value(0).toLongLong() : 0;
}

QList<QJsonObject> CampaignStore::documents(const QString &kind) const
{
    QList<QJsonObject> out;
    QString error;
    readTextRows(m_file.database(), u"SELECT %1 FROM sheets WHERE kind = ? ORDER BY sort_key, created_at, id"_s.arg(dialect::document(m_file.database(), u"data"_s)),
                 [&](const QStringList &v) { out.append(QJsonDocument::fromJson(v.at(0).toUtf8()).object()); }, &error,
                 {kind});
    noteRead(error);
    return out;
}

std::optional<QString> CampaignStore::parentOf(const SheetRef &sheet, const QString &parentKind) const
{
    // A parent that is gone takes no one with it: the sheet is read as having none.
    Statement q(m_file.database(), u"SELECT c.parent FROM sheets c JOIN sheets p ON p.kind = ? AND p.id = c.parent "
                                    "WHERE c.kind = ? AND c.id = ?"_s);
    if (!q.exec({parentKind, sheet.kind, sheet.id})) {
        noteRead(q.query().lastError().text());
        return std::nullopt;
    }
    noteRead();
    if (!q.next())
        return std::nullopt;
    return q.value(0).toString();
}

std::optional<qint64> CampaignStore::nextId(const QString &kind) const
{
    Statement q(m_file.database(), u"SELECT COALESCE(MAX(%1), 0) + 1 FROM sheets WHERE kind = ?"_s.arg(dialect::numberIn(m_file.database(), u"id"_s)));
    if (!q.exec({kind}) || !q.next()) {
        noteRead(q.query().lastError().isValid() ? q.query().lastError().text() : u"no answer"_s);
        return std::nullopt;
    }
    noteRead();
    return q.value(0).toLongLong();
}

Receipt CampaignStore::write(const QList<SheetChange> &requested, const QString &command, const QString &label,
                             const QList<LedgerEvent> &ledger, const QList<RollRecord> &rolls)
{
    QList<SheetChange> changes = requested;
    Receipt receipt;
    if (m_file.readOnly()) {
        receipt.error = u"the campaign is open read-only"_s;
        receipt.problem = StoreProblem::ReadOnly;
        return receipt;
    }
    QSqlDatabase db = m_file.database();
    if (QString error; !dialect::beginWrite(db, &error)) {
        receipt.error = error;
        receipt.problem = lostLink(false, 0).value_or(problemOf(error));
        return receipt;
    }
    const qint64 sessionBefore = m_session;
    QList<std::pair<SheetRef, qint64>> written; // each sheet and its version after the write
    const auto fail = [&](const QString &error, std::optional<StoreProblem> problem = std::nullopt) {
        db.rollback();
        m_session = sessionBefore; // a session row written with this write went with it
        receipt.error = error;
        receipt.problem = problem ? *problem : lostLink(false, 0).value_or(problemOf(error));
        return receipt;
    };
    // A new edit ends what redo could bring back; a roll alone (the dice panel) changes no sheet.
    if (!changes.isEmpty()) {
        Statement abandon(db, u"UPDATE journal SET state = 'abandoned' WHERE state = 'undone'"_s + dialect::ownSteps(db));
        if (!abandon.exec())
            return fail(abandon.query().lastError().text());
    }
    // A new sheet without an id takes its kind's next free number, read inside the transaction (so
    // it can be written with other sheets in one step); several of one kind take the following ones.
    QHash<QString, qint64> numbers;
    for (SheetChange &change : changes) {
        if (!change.sheet.id.isEmpty() || !change.after)
            continue;
        if (!numbers.contains(change.sheet.kind)) {
            const std::optional<qint64> first = nextId(change.sheet.kind);
            if (!first)
                return fail(u"the campaign file could not give the new sheet a number: "_s + m_lastFailure.detail);
            numbers.insert(change.sheet.kind, *first);
        }
        change.sheet.id = QString::number(numbers[change.sheet.kind]++);
        change.baseVersion = 0; // refused, not written over, should another machine have taken it
    }
    const QString at = m_now().toString(Qt::ISODateWithMs);
    if (m_pendingSession) {
        Statement session(db, dialect::returningId(db, u"INSERT INTO sessions (label, started_at) VALUES (?, ?)"_s));
        if (!session.exec({*m_pendingSession, at}))
            return fail(session.query().lastError().text());
        m_session = dialect::insertedId(db, session.query());
    }
    for (const SheetChange &change : changes) {
        const DocumentKind *kind = m_kinds.find(change.sheet.kind);
        if (!kind)
            return fail(u"no game system keeps sheets of kind \"%1\""_s.arg(change.sheet.kind), StoreProblem::Refused);
        if (change.sheet.id.isEmpty())
            return fail(u"a sheet of kind \"%1\" without an id"_s.arg(change.sheet.kind), StoreProblem::Refused);
        QString error;
        QString before;
        qint64 version = 0;
        documents::IndexedColumns indexed;
        if (!documents::readVersioned(db, change.sheet.kind, change.sheet.id, &before, &version, &error, true, &indexed))
            return fail(error);
        // A server hides from FOR UPDATE the rows the user's role may not change (row-level
        // security): a sheet there but not lockable is refused as such, not taken for missing.
        if (before.isNull() && m_file.isServer()) {
            QString shown;
            qint64 shownVersion = 0;
            if (!documents::readVersioned(db, change.sheet.kind, change.sheet.id, &shown, &shownVersion, &error))
                return fail(error);
            if (!shown.isNull())
                return fail(u"the server refused: this user may not change sheet %1:%2"_s.arg(change.sheet.kind, change.sheet.id),
                            StoreProblem::Denied);
        }
        // The row is locked until the commit: the version checked is the one written over.
        const std::optional<qint64> base = change.baseVersion ? change.baseVersion : seenVersion(change.sheet);
        std::optional<QJsonObject> made = change.after;
        if (base && *base != version) {
            // An operation is made again on the sheet as it is now (the row stays locked); a plain
            // document, or one the operation cannot be made on now, is refused as stale.
            const bool again = change.reapply && change.base && change.after && !before.isNull();
            const QJsonObject current = again ? QJsonDocument::fromJson(before.toUtf8()).object() : QJsonObject();
            made = again ? change.reapply(current) : std::nullopt;
            if (!made)
                return fail(u"sheet %1:%2 was changed by someone else since this edit read it (it is at version %3, the "
                            "edit was made on version %4); nothing was written: read it again"_s
                                .arg(change.sheet.kind, change.sheet.id).arg(version).arg(*base),
                            StoreProblem::Stale);
            if (const std::optional<Clash> c = clash(*change.base, *change.after, current, *made)) {
                receipt.sheet = change.sheet;
                receipt.conflictField = c->field;
                receipt.conflictValue = shown(c->theirs);
                return fail(u"sheet %1:%2: someone else just wrote \"%3\" into %4, where this edit writes \"%5\"; "
                            "nothing was written"_s
                                .arg(change.sheet.kind, change.sheet.id, shown(c->theirs), c->field, shown(c->mine)),
                            StoreProblem::Conflict);
            }
        }
        QString after;
        if (made) {
            // The same checks for every game: the kind's schema and shape, before anything is written.
            if (kind->check) {
                error = kind->check(change.sheet.id, *made);
                if (!error.isEmpty())
                    return fail(u"%1:%2: %3"_s.arg(change.sheet.kind, change.sheet.id, error), StoreProblem::Refused);
            }
            after = documents::toText(*made);
            if (!documents::put(db, *kind, change.sheet.id, *made, at, &error, after, true, before.isNull() ? nullptr : &indexed))
                return fail(error);
        } else if (!before.isNull() && !documents::remove(db, change.sheet.kind, change.sheet.id, &error)) {
            return fail(error);
        }
        // The first entry of a write names the batch after itself (its id is the next one; a
        // server gives it out ahead, under the write lock).
        const std::optional<qint64> reserved = dialect::reserveJournalId(db, &error);
        if (!error.isEmpty())
            return fail(error);
        const QVariant nullInt{QMetaType(QMetaType::LongLong)};
        const QVariant nullText{QMetaType(QMetaType::QString)};
        QVariantList values{at, m_author.isNull() ? u""_s : m_author, m_session > 0 ? QVariant(m_session) : nullInt,
                            change.sheet.kind, change.sheet.id, command, label,
                            receipt.batch ? QVariant(receipt.batch) : reserved ? QVariant(*reserved) : nullInt,
                            before.isNull() ? nullText : QVariant(before), made ? QVariant(after) : nullText};
        if (reserved)
            values.prepend(*reserved);
        Statement insert(db, reserved ? u"INSERT INTO journal (id, at, author, session_id, sheet_kind, sheet_id, command, label, batch, before, after) "
                                        "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s
                                      : u"INSERT INTO journal (at, author, session_id, sheet_kind, sheet_id, command, label, batch, before, after) "
                                        "VALUES (?, ?, ?, ?, ?, ?, ?, COALESCE(?, (SELECT IFNULL(MAX(id), 0) + 1 FROM journal)), ?, ?)"_s);
        if (!insert.exec(values))
            return fail(insert.query().lastError().text());
        const qint64 entry = reserved ? *reserved : insert.query().lastInsertId().toLongLong();
        written.append({change.sheet, made ? version + 1 : 0});
        if (receipt.batch == 0)
            receipt.batch = entry;
        for (const LedgerEvent &e : ledger) {
            Statement l(db, u"INSERT INTO advancement_ledger (journal_id, sheet_kind, sheet_id, event, detail) VALUES (?, ?, ?, ?, ?)"_s);
            if (!l.exec({entry, change.sheet.kind, change.sheet.id, e.event,
                         QString::fromUtf8(QJsonDocument(e.detail).toJson(QJsonDocument::Compact))}))
                return fail(l.query().lastError().text());
        }
    }
    QString rollError;
    if (!logRolls(db, rolls, receipt.batch, at, &rollError))
        return fail(rollError);
    if (!db.commit())
        return fail(db.lastError().text(), lostLink(true, receipt.batch).value_or(problemOf(db.lastError())));
    m_pendingSession.reset();
    for (const auto &[sheet, version] : std::as_const(written))
        noteVersion(sheet, version);
    receipt.ok = true;
    receipt.sheet = changes.isEmpty() ? SheetRef{} : changes.first().sheet;
    for (const SheetChange &change : changes)
        receipt.sheets.append(change.sheet);
    return receipt;
}

Receipt CampaignStore::addNumbered(const QString &kind, const QJsonObject &document, const QString &command,
                                   const QString &label)
{
    const std::optional<qint64> id = nextId(kind);
    if (!id)
        return {false, 0, {}, {}, u"the campaign file could not give the new sheet a number: "_s + m_lastFailure.detail,
                m_lastFailure.problem};
    // A new sheet: refused, not written over, should another machine have taken the number first.
    return write({{{kind, QString::number(*id)}, document, 0}}, command, label, {});
}

Receipt CampaignStore::save(const SheetRef &sheet, const QJsonObject &document, const QString &command,
                            const QString &label, const QList<LedgerEvent> &ledger)
{
    return write({{sheet, document}}, command, label, ledger);
}

Receipt CampaignStore::remove(const SheetRef &sheet, const QString &label)
{
    return write({{sheet, std::nullopt}}, sheet.kind + u".remove"_s, label, {});
}

Receipt CampaignStore::apply(const QList<SheetChange> &changes, const QString &command, const QString &label,
                             const QList<LedgerEvent> &ledger, const QList<RollRecord> &rolls)
{
    return write(changes, command, label, ledger, rolls);
}

} // namespace sw::store
