#pragma once

// Live updates of a shared campaign (issue #19): the server announces every journal entry written,
// undone or redone (a trigger's NOTIFY at commit, store/dialect.cpp), and the listener, on a
// connection of its own (LISTEN), turns each into a signal naming the sheet that changed. The
// announcement is a hint: a view re-reads the sheet (or the journal after the last entry it saw).
//
// Faults: a heartbeat (a round trip on the listener's connection) finds a link that is gone — a
// server restart, a dropped network — and says so (linkLost); the listener then opens its
// connection again with backoff (200 ms, doubling, at most 5 s), LISTENs again, and catches up
// from the journal: each entry after the last one it passed on, and each entry undone or redone
// meanwhile, is passed on once, then linkRestored. Each (entry, state) reaches sheetChanged once.
#include "store/campaignstore.h"

#include <QHash>
#include <QObject>
#include <QSqlDriver>
#include <QTimer>

namespace sw::store {

class CampaignListener : public QObject
{
    Q_OBJECT

public:
    // Listens to the server `file` is connected to (nothing happens for a campaign file), passing
    // on the entries after `after` (the journal's last entry when the view read the campaign; -1:
    // the journal's last entry now).
    explicit CampaignListener(const CampaignFile &file, QObject *parent = nullptr, qint64 after = -1);
    ~CampaignListener() override;

    // Whether the listener's connection is open and subscribed; why not when it is not.
    bool listening() const { return m_listening; }
    QString error() const { return m_error; }
    // The last new journal entry passed on.
    qint64 lastEntry() const { return m_last; }
    // How often the link is checked (ms; 1000 by default).
    void setHeartbeat(int ms) { m_beat.setInterval(ms); }

    static constexpr int kFirstRetryMs = 200;
    static constexpr int kLastRetryMs = 5000;

Q_SIGNALS:
    // A sheet was written, or a step that changed it undone or redone, in journal entry `entry`,
    // by any machine at the table (this one included).
    void sheetChanged(const sw::store::SheetRef &sheet, qint64 entry);
    // The link to the server is gone (`why`: the driver's words); retrying.
    void linkLost(const QString &why);
    // Listening again, with everything missed meanwhile passed on.
    void linkRestored();

private:
    bool subscribe();
    void received(const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload);
    // Passes an entry on unless this state of it was passed on already.
    void pass(const SheetRef &sheet, qint64 entry, const QString &state);
    void beat();
    void retry();
    bool catchUp();

    QString m_connection;
    bool m_listening = false;
    QString m_error;
    qint64 m_last = 0;
    QHash<qint64, QString> m_states; // the state each entry was last passed on in
    QTimer m_beat;
    QTimer m_retry;
    int m_backoff = kFirstRetryMs;
};

} // namespace sw::store
