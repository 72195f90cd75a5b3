#pragma once

#include "common/language.h"
#include "models/campaignsession.h"
#include "models/modeldiff.h"
#include "store/campaignstore.h"

#include <QHash>
#include <QPointer>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>

namespace sw::models {

// The base of the GM boards' models (faction ladder, clocks, timeline, roll log). Each keeps what
// it read from the open campaign; after each step of the session (a write, undo or redo, with the
// sheets it changed: CampaignSession::sheetsChanged) it reads only what that step may have changed,
// and SnapshotModel tells views exactly which rows came, went, moved or changed (never a reset).
// Another campaign removes every row, then inserts the new campaign's. The words the models cannot
// know (no tr() in core) come from setHeaders() and the labeler.
class GmModelBase : public SnapshotModel
{
    Q_OBJECT

public:
    enum GmRole { FirstGmRole = FirstModelRole };

    void setSession(CampaignSession *session);
    CampaignSession *session() const { return m_session; }
    // These two also forget the rows built in the words before, then say updated().
    void setLabeler(Labeler labeler);
    void setLanguage(Language language);

    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // A board read a page at a time (roll log, timeline, clocks): a view at the end of the rows may
    // ask for the next page while the campaign holds more (m_more), never while views are being
    // told of a change. The model's fetchMore reads it through readMore.
    bool canFetchMore(const QModelIndex &parent) const override
    {
        return !parent.isValid() && m_more && m_session && !refreshing();
    }

public Q_SLOTS:
    // Reads the campaign again (what changed without a step of the session: the dice panel's rolls)
    // and tells views only what differs.
    void reload();

Q_SIGNALS:
    // After the model took in a step, a setting, the labeler or the language, once views were told
    // what changed: for pages that draw more than the rows (clock faces, the war banner).
    void updated();

protected:
    GmModelBase(int columns, Shape shape, QObject *parent);

    // Everything the model shows, read again.
    virtual void readAll(const store::CampaignStore &store) = 0;
    // Only what `step` (its journal batch and every sheet it changed) may have changed; false when
    // nothing the model shows did. The default reads everything.
    virtual bool readStep(const store::CampaignStore &store, const store::Receipt &step);
    // Forgets what was read (no session).
    virtual void clearAll() = 0;
    // Reads everything again with the session's store (nothing without one), then refreshes.
    void readAgain();

    // Rows in `keys`' order, each built by `make` (given its place in `keys`) unless it was built
    // before in the same language and labeler and not forgotten since: for the long lists
    // (timeline, roll log), where formatting every row on every step would cost more than the read.
    QList<TreeRowSnapshot> cachedRows(const QStringList &keys, const std::function<TreeRowSnapshot(int)> &make) const;
    void forgetRow(const QString &key) { m_built.remove(key); }
    void forgetRows() { m_built.clear(); }

    // The next page, read by `read` from the session's store; none when the store failed a read
    // meanwhile: paging stops (the session says why; scrolling again will not read it again).
    template <class Read>
    auto readMore(Read read) -> std::optional<decltype(read(std::declval<const store::CampaignStore &>()))>
    {
        const store::CampaignStore &store = m_session->store();
        const quint64 failures = store.readFailures();
        auto page = read(store);
        if (store.readFailures() != failures) {
            m_more = false;
            m_session->checkRead();
            return std::nullopt;
        }
        return page;
    }

    bool m_more = false; // a paged model: the campaign holds more rows than it read

private:
    void takeStep(const store::Receipt &step);

    QPointer<CampaignSession> m_session;
    mutable QHash<QString, TreeRowSnapshot> m_built;
    mutable Language m_builtLanguage = Language::English;
};

// A flat table on GmModelBase.
class GmTableModel : public GmModelBase
{
    Q_OBJECT

protected:
    GmTableModel(int columns, QObject *parent) : GmModelBase(columns, Shape::List, parent) {}
};

} // namespace sw::models
