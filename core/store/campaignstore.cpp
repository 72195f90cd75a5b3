#include "store/campaignstore.h"

#include "io/recordjson.h"
#include "io/sheetjson.h"
#include "store/sheetrows.h"
#include "store/statementcache.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

using namespace Qt::StringLiterals;
using namespace sw::blades;

namespace sw::store {
namespace {

QString toText(const std::optional<QJsonObject> &json)
{
    return json ? QString::fromUtf8(QJsonDocument(*json).toJson(QJsonDocument::Compact)) : QString();
}

// The journal's form of a character: the sheet format plus its crew.
QJsonObject characterSnapshot(const Character &c, std::optional<qint64> crewId)
{
    return {{u"sheet"_s, io::characterSheetToJson({c, {}})},
            {u"crew_id"_s, crewId ? QJsonValue(double(*crewId)) : QJsonValue()}};
}

// Events that belong in the advancement ledger (A §4, B §1.12).
bool ledgered(const QString &code)
{
    return code.startsWith(u"advance."_s) || code.startsWith(u"crew.advance"_s) || code == u"crew.tier_raised"_s ||
           code == u"trauma.gained"_s || code == u"character.retired"_s || code == u"crew.payoff"_s;
}

} // namespace

QJsonObject CampaignStore::characterJson(const Character &character, std::optional<qint64> crewId)
{
    return characterSnapshot(character, crewId);
}

CampaignStore::CampaignStore(CampaignFile &file)
    : m_file(file), m_now([] { return QDateTime::currentDateTimeUtc(); })
{
}

QString CampaignStore::name() const
{
    QSqlQuery q(m_file.database());
    if (q.exec(u"SELECT name FROM campaign WHERE id = 1"_s) && q.next() && !q.value(0).toString().isEmpty())
        return q.value(0).toString();
    return QFileInfo(m_file.path()).completeBaseName();
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

namespace {

// What a listing reads of each kind of sheet: id, name, type, crew; and its order.
struct ListQuery
{
    QString kind;
    QString select;
    QString order;
    bool inFullListing = true; // the GM's records are listed only when asked for by kind
};

const ListQuery kListQueries[] = {
    {u"crew"_s, u"SELECT id, name, crew_type, '' FROM crews"_s, u" ORDER BY name, id"_s},
    {u"character"_s, u"SELECT id, name, playbook, IFNULL(crew_id, '') FROM characters"_s, u" ORDER BY name, id"_s},
    {u"faction"_s, u"SELECT id, name, category, '' FROM factions"_s, u" ORDER BY tier DESC, id"_s},
    {u"clock"_s, u"SELECT id, name, kind, '' FROM clocks"_s, u" ORDER BY owner_kind, owner_id, id"_s},
    {u"score"_s, u"SELECT id, json_extract(data, '$.target'), json_extract(data, '$.plan'), IFNULL(crew_id, '') FROM scores"_s,
     u" ORDER BY created_at, id"_s, false},
    {u"downtime"_s, u"SELECT id, json_extract(data, '$.after_score'), '', IFNULL(crew_id, '') FROM downtimes"_s,
     u" ORDER BY created_at, id"_s, false},
};

void readInfos(QSqlQuery &q, const QString &kind, QList<SheetInfo> &out)
{
    while (q.next())
        out.append({{kind, q.value(0).toString()}, q.value(1).toString(), q.value(2).toString(), q.value(3).toString()});
}

} // namespace

QList<SheetInfo> CampaignStore::list(const QString &kind) const
{
    QList<SheetInfo> out;
    for (const ListQuery &lq : kListQueries) {
        if (kind.isEmpty() ? !lq.inFullListing : kind != lq.kind)
            continue;
        // Thousands of rows in a large campaign: read through SQLite directly (statementcache.h).
        readTextRows(m_file.database(), lq.select + lq.order, [&](const QStringList &v) {
            out.append({{lq.kind, v.at(0)}, v.at(1), v.at(2), v.at(3)});
        });
    }
    return out;
}

std::optional<SheetInfo> CampaignStore::info(const SheetRef &sheet) const
{
    for (const ListQuery &lq : kListQueries) {
        if (lq.kind != sheet.kind)
            continue;
        QSqlQuery q(m_file.database());
        q.prepare(lq.select + u" WHERE id = ?"_s);
        q.addBindValue(sheet.id);
        QList<SheetInfo> found;
        if (q.exec())
            readInfos(q, lq.kind, found);
        return found.isEmpty() ? std::nullopt : std::optional(found.first());
    }
    return std::nullopt;
}

std::optional<Character> CampaignStore::character(qint64 id) const
{
    QSqlDatabase db = m_file.database();
    return rows::readCharacter(db, id);
}

std::optional<qint64> CampaignStore::crewOf(qint64 characterId) const
{
    Statement q(m_file.database(), u"SELECT crew_id FROM characters WHERE id = ?"_s);
    if (!q.exec({characterId}) || !q.next() || q.value(0).isNull())
        return std::nullopt;
    return q.value(0).toLongLong();
}

std::optional<Crew> CampaignStore::crew(qint64 id) const
{
    QSqlDatabase db = m_file.database();
    return rows::readCrew(db, id);
}

std::optional<Faction> CampaignStore::faction(const QString &id) const
{
    QSqlDatabase db = m_file.database();
    return rows::readFaction(db, id);
}

std::optional<ClockEntry> CampaignStore::clock(const QString &id) const
{
    QSqlDatabase db = m_file.database();
    return rows::readClock(db, id);
}

std::optional<QJsonObject> CampaignStore::snapshot(const SheetRef &sheet) const
{
    if (sheet.kind == u"character"_s) {
        const auto c = character(sheet.id.toLongLong());
        return c ? std::optional(characterSnapshot(*c, crewOf(sheet.id.toLongLong()))) : std::nullopt;
    }
    if (sheet.kind == u"crew"_s) {
        const auto c = crew(sheet.id.toLongLong());
        return c ? std::optional(io::crewToJson(*c)) : std::nullopt;
    }
    if (sheet.kind == u"faction"_s) {
        const auto f = faction(sheet.id);
        return f ? std::optional(io::factionToJson(*f)) : std::nullopt;
    }
    if (sheet.kind == u"clock"_s) {
        const auto c = clock(sheet.id);
        return c ? std::optional(io::clockToJson(*c)) : std::nullopt;
    }
    if (sheet.kind == u"score"_s) {
        const auto s = score(sheet.id);
        return s ? std::optional(io::scoreToJson(*s)) : std::nullopt;
    }
    if (sheet.kind == u"downtime"_s) {
        const auto d = downtime(sheet.id);
        return d ? std::optional(io::downtimeToJson(*d)) : std::nullopt;
    }
    return std::nullopt;
}

bool CampaignStore::applySnapshot(QSqlDatabase &db, const SheetRef &sheet, const std::optional<QJsonObject> &json,
                                  QString *error, const Character *previous) const
{
    if (!json)
        return rows::removeSheet(db, sheet.kind, sheet.id, error);
    if (sheet.kind == u"character"_s) {
        io::CharacterSheet read;
        QList<io::SheetReadError> errors;
        if (!io::readCharacterSheet(QJsonDocument(json->value(u"sheet"_s).toObject()).toJson(), &read, &errors)) {
            *error = errors.value(0).pointer + u": "_s + errors.value(0).reason;
            return false;
        }
        const QJsonValue crewId = json->value(u"crew_id"_s);
        return rows::writeCharacter(db, sheet.id.toLongLong(), read.character,
                                    crewId.isDouble() ? std::optional<qint64>(qint64(crewId.toDouble())) : std::nullopt, error,
                                    previous);
    }
    if (sheet.kind == u"crew"_s)
        return rows::writeCrew(db, sheet.id.toLongLong(), io::crewFromJson(*json), error);
    if (sheet.kind == u"faction"_s)
        return rows::writeFaction(db, io::factionFromJson(*json), error);
    if (sheet.kind == u"clock"_s)
        return rows::writeClock(db, io::clockFromJson(*json), error);
    const QString at = m_now().toString(Qt::ISODateWithMs);
    if (sheet.kind == u"score"_s)
        return rows::writeScore(db, io::scoreFromJson(*json), at, error);
    if (sheet.kind == u"downtime"_s)
        return rows::writeDowntime(db, io::downtimeFromJson(*json), at, error);
    *error = u"unknown sheet kind %1"_s.arg(sheet.kind);
    return false;
}

qint64 CampaignStore::nextId(const QString &table) const
{
    QSqlQuery q(m_file.database());
    q.exec(u"SELECT IFNULL(MAX(id), 0) + 1 FROM %1"_s.arg(table));
    return q.next() ? q.value(0).toLongLong() : 1;
}

Receipt CampaignStore::write(const QList<SheetChange> &changes, const QString &command, const QString &label,
                             const QList<Event> &events, const QList<RollRecord> &rolls,
                             std::optional<DirectCharacter> direct)
{
    Receipt receipt;
    if (m_file.readOnly()) {
        receipt.error = u"the campaign is open read-only"_s;
        return receipt;
    }
    QSqlDatabase db = m_file.database();
    if (!db.transaction()) {
        receipt.error = db.lastError().text();
        return receipt;
    }
    const auto fail = [&](const QString &error) {
        db.rollback();
        receipt.error = error;
        return receipt;
    };
    QSqlQuery q(db);
    // A new edit ends what redo could bring back; a roll alone (the dice panel) changes no sheet.
    if (!changes.isEmpty() && !q.exec(u"UPDATE journal SET state = 'abandoned' WHERE state = 'undone'"_s))
        return fail(q.lastError().text());
    const QString at = m_now().toString(Qt::ISODateWithMs);
    for (const SheetChange &change : changes) {
        // A character is read once: its rows as they are give the journal's "before" and tell the
        // write which rows it may leave alone.
        const bool isCharacter = change.sheet.kind == u"character"_s;
        const qint64 number = change.sheet.id.toLongLong();
        const std::optional<Character> previous = isCharacter ? character(number) : std::nullopt;
        // A character saved from memory comes with the crew saveCharacter has just read.
        const auto crewNow = [&] { return direct ? direct->crewId : crewOf(number); };
        const std::optional<QJsonObject> before =
            !isCharacter ? snapshot(change.sheet)
                         : previous ? std::optional(characterSnapshot(*previous, crewNow())) : std::nullopt;
        QString error;
        const bool written = direct && isCharacter && changes.size() == 1
                                 ? rows::writeCharacter(db, number, direct->character, direct->crewId, &error,
                                                        previous ? &*previous : nullptr)
                                 : applySnapshot(db, change.sheet, change.after, &error, previous ? &*previous : nullptr);
        if (!written)
            return fail(error);
        Statement insert(db, u"INSERT INTO journal (at, author, session_id, sheet_kind, sheet_id, command, label, batch, before, after) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"_s);
        if (!insert.exec({at, m_author.isNull() ? u""_s : m_author, m_session > 0 ? QVariant(m_session) : QVariant(QMetaType(QMetaType::LongLong)),
                          change.sheet.kind, change.sheet.id, command, label, receipt.batch,
                          before ? QVariant(toText(before)) : QVariant(QMetaType(QMetaType::QString)),
                          change.after ? QVariant(toText(change.after)) : QVariant(QMetaType(QMetaType::QString))}))
            return fail(insert.query().lastError().text());
        const qint64 entry = insert.query().lastInsertId().toLongLong();
        if (receipt.batch == 0) {
            receipt.batch = entry;
            Statement b(db, u"UPDATE journal SET batch = ? WHERE id = ?"_s);
            if (!b.exec({entry, entry}))
                return fail(b.query().lastError().text());
        }
        for (const Event &e : events) {
            if (!ledgered(e.code))
                continue;
            QSqlQuery l(db);
            l.prepare(u"INSERT INTO advancement_ledger (journal_id, sheet_kind, sheet_id, event, detail) VALUES (?, ?, ?, ?, ?)"_s);
            for (const QVariant &v : QVariantList{entry, change.sheet.kind, change.sheet.id, e.code,
                                                  QString::fromUtf8(QJsonDocument(QJsonObject::fromVariantMap(e.params)).toJson(QJsonDocument::Compact))})
                l.addBindValue(v);
            if (!l.exec())
                return fail(l.lastError().text());
        }
    }
    QString rollError;
    if (!logRolls(db, rolls, receipt.batch, at, &rollError))
        return fail(rollError);
    if (!db.commit())
        return fail(db.lastError().text());
    receipt.ok = true;
    receipt.sheet = changes.isEmpty() ? SheetRef{} : changes.first().sheet;
    for (const SheetChange &change : changes)
        receipt.sheets.append(change.sheet);
    return receipt;
}

Receipt CampaignStore::addCharacter(const Character &character, std::optional<qint64> crewId, const QString &label)
{
    const SheetRef ref{u"character"_s, QString::number(nextId(u"characters"_s))};
    return write({{ref, characterSnapshot(character, crewId)}}, u"character.add"_s, label, {});
}

Receipt CampaignStore::saveCharacter(qint64 id, const Character &character, const QString &command,
                                     const QString &label, const QList<Event> &events)
{
    const std::optional<qint64> crewId = crewOf(id);
    return write({{{u"character"_s, QString::number(id)}, characterSnapshot(character, crewId)}}, command, label, events, {},
                 DirectCharacter{character, crewId});
}

Receipt CampaignStore::addCrew(const Crew &crew, const QString &label)
{
    return write({{{u"crew"_s, QString::number(nextId(u"crews"_s))}, io::crewToJson(crew)}}, u"crew.add"_s, label, {});
}

Receipt CampaignStore::saveCrew(qint64 id, const Crew &crew, const QString &command, const QString &label,
                                const QList<Event> &events)
{
    return write({{{u"crew"_s, QString::number(id)}, io::crewToJson(crew)}}, command, label, events);
}

Receipt CampaignStore::saveFaction(const Faction &faction, const QString &command, const QString &label)
{
    return write({{{u"faction"_s, faction.id}, io::factionToJson(faction)}}, command, label, {});
}

Receipt CampaignStore::saveClock(const ClockEntry &clock, const QString &command, const QString &label)
{
    return write({{{u"clock"_s, clock.id}, io::clockToJson(clock)}}, command, label, {});
}

Receipt CampaignStore::remove(const SheetRef &sheet, const QString &label)
{
    return write({{sheet, std::nullopt}}, sheet.kind + u".remove"_s, label, {});
}

Receipt CampaignStore::apply(const QList<SheetChange> &changes, const QString &command, const QString &label,
                             const QList<Event> &events, const QList<RollRecord> &rolls)
{
    return write(changes, command, label, events, rolls);
}

} // namespace sw::store
