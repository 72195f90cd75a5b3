#include "store/campaignlistener.h"

#include "store/campaignfile.h"
#include "store/dialect.h"

#include <QSqlError>

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

CampaignListener::CampaignListener(const CampaignFile &file, QObject *parent) : QObject(parent)
{
    const QSqlDatabase source = file.database();
    if (!dialect::isServer(source)) {
        m_error = u"a campaign file has no server to listen to"_s;
        return;
    }
    m_connection = nextListenerName();
    QSqlDatabase db = QSqlDatabase::cloneDatabase(source, m_connection);
    if (!db.open()) {
        m_error = db.lastError().text();
        return;
    }
    connect(db.driver(), &QSqlDriver::notification, this, &CampaignListener::received);
    m_listening = db.driver()->subscribeToNotification(QLatin1StringView(dialect::kChannel));
    if (!m_listening)
        m_error = db.lastError().text();
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

void CampaignListener::received(const QString &name, QSqlDriver::NotificationSource, const QVariant &payload)
{
    if (name != QLatin1StringView(dialect::kChannel))
        return;
    // "kind:id:entry": the id may hold a colon, the kind and the entry do not.
    const QString text = payload.toString();
    const qsizetype first = text.indexOf(u':');
    const qsizetype last = text.lastIndexOf(u':');
    if (first <= 0 || last <= first)
        return;
    bool number = false;
    const qint64 entry = text.mid(last + 1).toLongLong(&number);
    if (!number)
        return;
    Q_EMIT sheetChanged({text.left(first), text.mid(first + 1, last - first - 1)}, entry);
}

} // namespace sw::store
