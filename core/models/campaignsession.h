#pragma once

#include "store/campaignstore.h"
#include "store/integritycheck.h"
#include "systems/gamesystem.h"

#include <QObject>
#include <QSet>

#include <functional>
#include <map>
#include <memory>
#include <thread>

namespace sw::store {
class CampaignListener;
}

namespace sw::models {

// One open campaign for the views: the file, its store, each game system's part of it (its pack),
// and the signals that
// tell every open view what changed. Every write goes through apply(), undo() or redo().
class CampaignSession : public QObject
{
    Q_OBJECT

public:
    // Opens (or, with `create`, makes) the campaign at `path`; null with `error` set on failure.
    static std::unique_ptr<CampaignSession> open(const QString &path, bool create, store::FileError *error,
                                                 QObject *parent = nullptr);
    ~CampaignSession() override;

    QString path() const;
    int schemaVersion() const;
    store::CampaignStore &store() { return *m_store; }
    const store::CampaignStore &store() const { return *m_store; }
    // What the game system `systemId` keeps for this campaign (systems::CampaignContext), or null.
    const systems::CampaignContext *systemContext(const QString &systemId) const;

    // Runs one write; on success tells the views which sheet changed.
    store::Receipt apply(const std::function<store::Receipt(store::CampaignStore &)> &write);
    // The journal's next step back or forth; given a batch, only that one (CampaignStore::undo).
    store::Receipt undo(qint64 batch = 0);
    store::Receipt redo(qint64 batch = 0);

    // A shared campaign's link to its server (always up for a file): while it is down the campaign
    // is read-only — every write refused as Unreachable, nothing tried — until the listener is
    // back (store/campaignlistener.h), the store's connection opened again, a write in doubt
    // settled and the views told to read everything again.
    bool linkUp() const { return m_linkUp; }
    // How often the link is checked (ms), for tests.
    void setHeartbeat(int ms);

    // For a view after it read through store(): false, with readFailed emitted, when a read failed
    // since the last check (the view then shows what it had, not an empty campaign).
    bool checkRead();

    // Checks the whole file and makes the day's backup in a background thread (store/integritycheck.h),
    // then emits integrityChecked. Closing the session cancels a check still running.
    void startIntegrityCheck();

Q_SIGNALS:
    // Every step apply(), undo() or redo() took, before sheetChanged or sheetsReset: its journal
    // batch and every sheet it changed (Receipt::sheets), for views that update only those rows.
    void sheetsChanged(const sw::store::Receipt &step);
    void sheetChanged(const sw::store::SheetRef &sheet);
    // Many sheets may have changed (undo, redo, an import): views read everything again.
    void sheetsReset();
    // The background check finished (not emitted when it was cancelled).
    void integrityChecked(const sw::store::FileError &result);
    // A view could not read the campaign (CampaignStore::readError).
    void readFailed(const sw::store::StoreError &error);
    // The link to a shared campaign's server went down (`why`) or came back (and the views were
    // told to read everything again).
    void linkChanged(bool up, const QString &why);
    // A write whose commit the link dropped under (StoreProblem::InDoubt), settled once the
    // server was back: `kept` when the server had committed it, false when it had not.
    void writeSettled(qint64 batch, bool kept);

private:
    CampaignSession(std::unique_ptr<store::CampaignFile> file, QObject *parent);
    // Tells the views what a successful write of this window changed: the sheet, or (a write of
    // several sheets, an undo or redo) that they read everything again.
    void announce(const store::Receipt &receipt, bool readEverything);

    std::unique_ptr<store::CampaignFile> m_file;
    std::unique_ptr<store::CampaignStore> m_store;
    std::map<QString, std::unique_ptr<systems::CampaignContext>> m_contexts;
    void linkBack();

    QSet<qint64> m_ownBatches; // the journal batches this window wrote (a shared campaign's echo)
    store::CampaignListener *m_listener = nullptr;
    bool m_linkUp = true;
    store::IntegrityCheck m_check;
    std::thread m_checkThread;
};

} // namespace sw::models
