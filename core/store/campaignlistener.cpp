#include "store/campaignlistener.h"

#include "store/campaignfile.h"
#include "store/dialect.h"

#include <QSqlError>
#include <QSqlQuery>

#include <atomic>

using namespace Qt::StringLiterals;

namespace sw::store {
namespace {

QString nextListenerName()
{
    static std::atomic<int> counter{0};
    return u"sheetwright-listener-%1"_s.arg(counter.fetch_add(1));
}

} // namespace

CampaignListener::CampaignListener(const CampaignFile &file, QObject *parent, qint64 after)
    : QObject(parent), m_last(after)
{
    const QSqlDatabase source = file.database();
    if (!dialect::isServer(source)) {
        m_error = u"a campaign file has no server to listen to"_s;
        return;
    }
    m_connection = nextListenerName();
    QSqlDatabase db = QSqlDatabase::cloneDatabase(source, m_connection);
    m_beat.setInterval(1000);
    m_retry.setSingleShot(true);
    connect(&m_beat, &QTimer::timeout, this, &CampaignListener::beat);
    connect(&m_retry, &QTimer::timeout, this, &CampaignListener::retry);
    if (!db.open()) {
        m_error = db.lastError().text();
        return;
    }
    if (m_last < 0) {
        QSqlQuery q(db);
        m_last = q.exec(u"SELECT COALESCE(MAX(id), 0) FROM journal"_s) && q.next() ? q.value(0).toLongLong() : 0;
    }
    // Listening, the journal read once: each entry's state known (those after `after` passed on).
    if (subscribe() && catchUp())
        m_beat.start();
}

CampaignListener::~CampaignListener()
{
    if (m_connection.isEmpty())
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen()) {
            db.driver()->unsubscribeFromNotification(QLatin1StringView(dialect::kChannel));
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(m_connection);
}

bool CampaignListener::subscribe()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    connect(db.driver(), &QSqlDriver::notification, this, &CampaignListener::received, Qt::UniqueConnection);
    m_listening = db.driver()->subscribeToNotification(QLatin1StringView(dialect::kChannel));
    if (!m_listening)
        m_error = db.lastError().text();
    return m_listening;
}

void CampaignListener::beat()
{
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    if (q.exec(u"SELECT 1"_s))
        return;
    m_beat.stop();
    m_listening = false;
    m_error = q.lastError().text().trimmed();
    if (m_error.isEmpty())
        m_error = u"the server does not answer"_s;
    Q_EMIT linkLost(m_error);
    m_backoff = kFirstRetryMs;
    m_retry.start(m_backoff);
}

void CampaignListener::retry()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isOpen()) {
            db.driver()->unsubscribeFromNotification(QLatin1StringView(dialect::kChannel));
            db.close();
        }
        // LISTEN first, then read the journal: an entry committed in between is both announced
        // and read, and passed on once (pass()).
        if (db.open() && subscribe() && catchUp()) {
            m_beat.start();
            Q_EMIT linkRestored();
            return;
        }
        m_listening = false;
        m_error = db.lastError().text();
    }
    m_backoff = std::min(m_backoff * 2, int(kLastRetryMs));
    m_retry.start(m_backoff);
}

bool CampaignListener::catchUp()
{
    // Every entry this role reads, with its state: the new ones, and those undone or redone
    // while the link was down (a state that differs from the one passed on).
    QSqlQuery q(QSqlDatabase::database(m_connection, false));
    if (!q.exec(u"SELECT id, sheet_kind, sheet_id, state FROM journal WHERE state <> 'abandoned' ORDER BY id"_s))
        return false;
    while (q.next()) {
        const qint64 entry = q.value(0).toLongLong();
        const QString state = q.value(3).toString();
        const auto known = m_states.constFind(entry);
        if (entry > m_last || (known != m_states.constEnd() && *known != state))
            pass({q.value(1).toString(), q.value(2).toString()}, entry, state);
        else
            m_states.insert(entry, state);
    }
    return !q.lastError().isValid();
}

void CampaignListener::pass(const SheetRef &sheet, qint64 entry, const QString &state)
{
    const auto known = m_states.constFind(entry);
    if (known != m_states.constEnd() && *known == state)
        return; // announced and caught up both: passed on once
    m_states.insert(entry, state);
    m_last = std::max(m_last, entry);
    if (!sheet.kind.isEmpty())
        Q_EMIT sheetChanged(sheet, entry);
}

void CampaignListener::received(const QString &name, QSqlDriver::NotificationSource, const QVariant &payload)
{
    if (name != QLatin1StringView(dialect::kChannel))
        return;
    // "kind:id:entry:state": the id may hold a colon, the kind, entry and state do not. An entry
    // only the GM reads comes as ":entry:state": the journal says which sheet, to the GM alone.
    QString text = payload.toString();
    const qsizetype stateAt = text.lastIndexOf(u':');
    if (stateAt <= 0)
        return;
    const QString state = text.mid(stateAt + 1);
    text.truncate(stateAt);
    const qsizetype first = text.indexOf(u':');
    const qsizetype last = text.lastIndexOf(u':');
    if (first < 0 || last < first)
        return;
    bool number = false;
    const qint64 entry = text.mid(last + 1).toLongLong(&number);
    if (!number)
        return;
    SheetRef sheet{text.left(first), text.mid(first + 1, last - first - 1)};
    if (first == last) { // ":entry"
        QSqlQuery q(QSqlDatabase::database(m_connection, false));
        q.prepare(u"SELECT sheet_kind, sheet_id FROM journal WHERE id = ?"_s);
        q.addBindValue(entry);
        sheet = q.exec() && q.next() ? SheetRef{q.value(0).toString(), q.value(1).toString()} : SheetRef{};
    }
    pass(sheet, entry, state);
}

} // namespace sw::store
