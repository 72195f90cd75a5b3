#pragma once

// Live updates of a shared campaign (issue #19): the server announces every journal entry written,
// undone or redone (a trigger's NOTIFY at commit, store/dialect.cpp), and the listener, on a
// connection of its own (LISTEN), turns each into a signal naming the sheet that changed. The
// announcement is a hint: a view re-reads the sheet (or the journal after the last entry it saw).
#include "store/campaignstore.h"

#include <QObject>
#include <QSqlDriver>

namespace sw::store {

class CampaignListener : public QObject
{
    Q_OBJECT

public:
    // Listens to the server `file` is connected to (nothing happens for a campaign file).
    explicit CampaignListener(const CampaignFile &file, QObject *parent = nullptr);
    ~CampaignListener() override;

    // Whether the listener's connection is open and subscribed; why not when it is not.
    bool listening() const { return m_listening; }
    QString error() const { return m_error; }

Q_SIGNALS:
    // A sheet was written, or a step that changed it undone or redone, in journal entry `entry`,
    // by any machine at the table (this one included).
    void sheetChanged(const sw::store::SheetRef &sheet, qint64 entry);

private:
    void received(const QString &name, QSqlDriver::NotificationSource source, const QVariant &payload);

    QString m_connection;
    bool m_listening = false;
    QString m_error;
};

} // namespace sw::store
