#pragma once

#include "common/language.h"
#include "store/campaignfile.h"
#include "store/documentkinds.h"
#include "store/storeerror.h"

#include <QDateTime>
#include <QHash>
#include <QJsonObject>

#include <functional>
#include <optional>

namespace sw::store {

// One sheet of the campaign: its kind (a document kind its game system registered) and id.
struct SheetRef
{
    QString kind;
    QString id;
    bool operator==(const SheetRef &) const = default;
};

// A line of a campaign listing.
struct SheetInfo
{
    SheetRef ref;
    QString name;
    QString type;   // what the system lists as the sheet's type (e.g. a playbook)
    QString crewId; // the sheet it belongs to (the listing's parent column), e.g. a character's crew
};

// What the campaign browser asks of the listing (issue #20): one page of it in a language's order,
// filtered and searched by SQL, so that it never reads more rows than it shows.
struct ListingQuery
{
    enum class Order { Name, Kind, Type, Parent };
    Language language = Language::English;
    QStringList kinds; // the kinds listed (empty: every kind listed by default)
    // A sheet is listed when its name or its parent's contains `text` (store/dialect.h's
    // listingSearch), or its kind is one of `matchingKinds` or its "kind:type" one of
    // `matchingTypes` (the caller knows the words for those, in its language).
    QString text = {};
    QStringList matchingKinds = {};
    QStringList matchingTypes = {};
    // Name: the language's order of names (ties: kind, id); Kind: the kinds' order, then name;
    // Type: by type id, then name; Parent: by the parent's name (none first), then name.
    Order order = Order::Name;
    bool descending = false;
};

// A line of a listing page: the sheet and the name of the sheet it belongs to (empty: none).
struct ListingRow
{
    SheetInfo info;
    QString parentName;
};

// What the advancement ledger records with a journal entry: an event of the game's rules engine
// that its system keeps a record of (an advance, trauma, a payoff …), by code and numbers.
struct LedgerEvent
{
    QString event; // e.g. "advance.taken"
    QJsonObject detail;
    bool operator==(const LedgerEvent &) const = default;
};

// One change of one sheet, as the journal keeps it: the sheet before and after, as JSON
// (null when the sheet did not exist).
struct JournalEntry
{
    qint64 id = 0;
    qint64 batch = 0;
    QDateTime at;
    QString author;
    qint64 session = 0;
    SheetRef sheet;
    QString command; // stable code of the edit, e.g. "character.mark_stress"
    QString label;   // what the user saw, for undo menus and history views
    QJsonObject before;
    QJsonObject after;
    QString state;   // done, undone, abandoned
    QList<LedgerEvent> ledger; // read by history() only
};

// What a write did: the journal batch it made, the sheet it touched, or why it failed (the
// transaction is rolled back and nothing changed): a stable code and SQLite's or the check's words.
struct Receipt
{
    bool ok = false;
    qint64 batch = 0;
    SheetRef sheet;
    QList<SheetRef> sheets; // every sheet the write changed (sheet is the first)
    QString error;
    StoreProblem problem = StoreProblem::None;
    // StoreProblem::Conflict: the field (its path in `sheet`'s document) and the value someone
    // else just wrote there, for the message.
    QString conflictField = {};
    QString conflictValue = {};
};

// One roll of play as the campaign's roll log keeps it (never undone: the log is what happened).
struct RollRecord
{
    qint64 id = 0;
    QDateTime at;
    qint64 session = 0;
    qint64 batch = 0;   // the journal batch the roll led to (0: none)
    QString kind;       // action, resistance, fortune, engagement, entanglement, vice, acquire_asset …
    QString label;      // what was rolled for, in the table's words
    int pool = 0;       // dice asked for (0 or less: two dice, keep the lowest)
    QList<int> dice;
    QString result;     // bad, mixed, good, critical
    QString context;    // "score:ID" or "downtime:ID" when the roll belongs to one
    QString sheet;      // "character:ID" when it was one PC's roll
    bool secret = false; // the GM's alone: on a shared campaign's server no player's role reads it (#19);
                         // a campaign file (one machine's) keeps the flag, so it is secret again once shared
};

// One step of the campaign's story: a journal batch (every sheet it changed) in order.
struct TimelineEntry
{
    qint64 batch = 0;
    QDateTime at;
    qint64 session = 0;
    QString command;
    QString label;
    QString state;        // done or undone
    QList<SheetRef> sheets;
};

// A sheet after an edit (nullopt: removed). An empty id: a new sheet, its kind's next free number.
// `baseVersion`: the version of the sheet the change was made on (0: it did not exist); the write
// is refused (StoreProblem::Stale) when the sheet has moved on since, never written over. Left
// out, a shared campaign's store takes the version it last read or wrote of that sheet.
struct SheetChange
{
    SheetRef sheet;
    std::optional<QJsonObject> after;
    std::optional<qint64> baseVersion = std::nullopt;
    // How the edit was made, when it came from an operation (a mark of stress, a value typed): given
    // the sheet as it is now, what the operation makes of it (nullopt: it cannot be made now). With
    // `base`, the document the edit was planned on, a stale edit is made again on the current sheet
    // inside the write's transaction instead of being refused as Stale; a field the other edit
    // changed that the re-run sets to a different value is refused as Conflict (store/reapply.h).
    std::function<std::optional<QJsonObject>(const QJsonObject &current)> reapply = {};
    std::optional<QJsonObject> base = std::nullopt;
};

// The campaign's sheets, read and written through one path: every write is one transaction that
// locks the rows it changes, checks and bumps each sheet's version and appends to the journal,
// committed before the call returns. The same store runs on a campaign file (SQLite) and on a
// shared campaign's server (PostgreSQL); store/dialect.h keeps what differs. Every sheet
// of every game system is one JSON document (schema v4); the journal's before and after are
// exactly that document, so an edit is one document write plus one journal entry and undo writes
// the earlier document back. Undo and redo replay the journal, so they survive a restart. Each
// sheet's history can be read back, and one sheet restored to any earlier state.
class CampaignStore
{
public:
    explicit CampaignStore(CampaignFile &file, const DocumentKinds &kinds = registeredDocumentKinds());

    void setClock(std::function<QDateTime()> now) { m_now = std::move(now); }
    void setAuthor(const QString &author) { m_author = author; }

    // The campaign's own name (its file name until one is set).
    QString name() const;
    bool setName(const QString &name);
    // The pack (or house-rules profile) the campaign plays with: its id, as its game system names it.
    QString packId() const;
    bool setPackId(const QString &id);

    // The first read that failed since clearReadError() (StoreProblem::None: none did). A read
    // that fails (list, info, snapshot and the sheets read through it, the factions and clocks,
    // history, rolls, timeline, canUndo, canRedo, nextUndo, nextRedo and their labels) returns what
    // it could, often nothing: check this after reading before taking an empty answer for an empty
    // campaign. It stays until cleared, so one check covers many reads (an export, a board).
    StoreError readError() const { return m_readError; }
    void clearReadError() const { m_readError = {}; }
    // Every read that failed so far, and the newest of them: a caller compares the count before and
    // after a read to tell "none" from "could not read".
    quint64 readFailures() const { return m_readFailures; }
    StoreError lastReadFailure() const { return m_lastFailure; }

    // The listing, or the first `limit` lines of each kind (-1: all).
    QList<SheetInfo> list(const QString &kind = {}, int limit = -1) const;
    // The listing a page at a time (issue #20): how many sheets `query` lists (-1: the read
    // failed), rows [offset, offset + limit) of it, and the (kind, type) pairs its kinds hold.
    qint64 count(const ListingQuery &query) const;
    QList<ListingRow> page(const ListingQuery &query, qint64 offset, int limit) const;
    QList<std::pair<QString, QString>> types(const QStringList &kinds) const;
    // One line of the listing, read alone (nullopt when the sheet does not exist).
    std::optional<SheetInfo> info(const SheetRef &sheet) const;
    // The documents of one kind, whole, in listing order.
    QList<QJsonObject> documents(const QString &kind) const;
    // A page of them (issue #20): rows [offset, offset + limit) of those whose listing sort key
    // begins with `keyPrefix` (empty: all), in listing order (store/documentlookup.cpp).
    QList<QJsonObject> documentPage(const QString &kind, const QString &keyPrefix, qint64 offset, int limit) const;
    // Those whose lookup field `field` (DocumentKind::lookupFields, indexed) holds one of `values`,
    // in listing order; none when the field is not one of the kind's lookup fields.
    QList<QJsonObject> documentsWhere(const QString &kind, const QString &field, const QStringList &values) const;
    // Those whose listing sort key begins with one of `prefixes` (each a range of the order index),
    // and those with one of `ids`, in listing order.
    QList<QJsonObject> documentsWithPrefixes(const QString &kind, const QStringList &prefixes) const;
    QList<QJsonObject> documentsWithIds(const QString &kind, const QStringList &ids) const;
    // The id of the sheet `sheet` belongs to (its listing's parent), when a sheet of `parentKind`
    // with that id exists; nullopt when it has none, the parent is gone, or the read failed
    // (readFailures() tells the last apart).
    std::optional<QString> parentOf(const SheetRef &sheet, const QString &parentKind) const;
    // A fresh id for a record of this kind ("score-3"), unused in the campaign.
    QString newRecordId(const QString &kind) const;
    // The sheet as JSON (its document, the journal's form), or nullopt when it does not exist; with
    // `version`, the version read with it (0: none).
    std::optional<QJsonObject> snapshot(const SheetRef &sheet, qint64 *version = nullptr) const;
    // How many times the sheet has been written (0: it does not exist).
    qint64 version(const SheetRef &sheet) const;

    // A new sheet of a kind whose ids are numbers: the next free number, one journal entry.
    Receipt addNumbered(const QString &kind, const QJsonObject &document, const QString &command, const QString &label);
    // One sheet written as one undo step, with what the system's ledger keeps of it.
    Receipt save(const SheetRef &sheet, const QJsonObject &document, const QString &command, const QString &label,
                 const QList<LedgerEvent> &ledger = {});
    Receipt remove(const SheetRef &sheet, const QString &label);
    // Several sheets in one transaction and one undo step, with the rolls that led to it (kept in
    // the roll log, tagged with the batch) and the events to ledger (with each sheet it changed).
    Receipt apply(const QList<SheetChange> &changes, const QString &command, const QString &label,
                  const QList<LedgerEvent> &ledger = {}, const QList<RollRecord> &rolls = {});

    // The roll log, newest first (at most `limit`), optionally only one context's rolls; with
    // `before`, only rolls older than roll `before` (the next page of a log shown a page at a time).
    QList<RollRecord> rolls(int limit = 200, const QString &context = {}, qint64 before = 0) const;
    // Journal batches whose command starts with one of `commandPrefixes` (all when empty),
    // newest first, at most `limit`; abandoned ones left out. With `before`, only batches older
    // than it (the next page): each page walks the journal's batch index back from there.
    QList<TimelineEntry> timeline(const QStringList &commandPrefixes = {}, int limit = 500, qint64 before = 0) const;

    bool canUndo() const;
    bool canRedo() const;
    QString undoLabel() const;
    QString redoLabel() const;
    // The step undo() would take back (its newest entry) and the one redo() would bring again (its
    // first entry), nullopt when there is none (or the journal cannot be read: readError()).
    std::optional<JournalEntry> nextUndo() const;
    std::optional<JournalEntry> nextRedo() const;
    // Undoes the journal's newest done step, or redoes its oldest undone one. Given a batch (the one
    // an undo command wrote), only that step: refused with OutOfStep when the journal's next step
    // is another (the campaign moved on without this command).
    Receipt undo(qint64 batch = 0);
    Receipt redo(qint64 batch = 0);

    // Every change of one sheet, oldest first (or of the whole campaign when `sheet` is empty).
    QList<JournalEntry> history(const SheetRef &sheet = {}) const;
    // The sheet as it was right after journal entry `entryId` (nullopt: it did not exist then).
    std::optional<QJsonObject> sheetAt(const SheetRef &sheet, qint64 entryId) const;
    // The sheet as it was at the end of play session `session`.
    std::optional<QJsonObject> sheetAtEndOfSession(const SheetRef &sheet, qint64 session) const;
    // Puts one sheet back as it was after `entryId`, as a new, undoable edit.
    Receipt restore(const SheetRef &sheet, qint64 entryId, const QString &label);

    // The campaign's story as an export carries it (docs/campaign-format.md): play sessions, every
    // journal entry (with what the ledger recorded) and the roll log, oldest first, as the file
    // keeps them (core/store/campaignstory.cpp).
    QJsonObject story() const;
    // Writes `sheets` and a story() into an empty campaign in one transaction, exactly as they were
    // (ids, batches, states, times), with no journal entry of its own. Refused when the history does
    // not end in those sheets (undo would write something else) or the campaign holds anything.
    Receipt importStory(const QList<SheetChange> &sheets, const QJsonObject &story);

    // Play sessions: journal entries are tagged with the open session.
    qint64 startSession(const QString &label);
    // A session that begins with the first write (its row is written in that write's transaction),
    // so that opening a campaign to look, or an edit that fails, leaves no empty session behind.
    void startSessionOnFirstWrite(const QString &label);
    void endSession();
    qint64 currentSession() const { return m_session; }

    // A shared campaign's write (or undo, redo) that the link to the server dropped under while it
    // committed (StoreProblem::InDoubt): its batch; 0 when none is in doubt.
    qint64 inDoubt() const { return m_inDoubt.batch; }
    // Once the server is back (CampaignFile::reconnect): whether that write was kept (true) or not
    // (false), read from the server's journal; nullopt while the server cannot say. Either way it
    // is no longer in doubt. Never guessed: the journal holds the batch (in the state the step
    // left it) exactly when the server committed it.
    std::optional<bool> settle();
    // Whether this user may write a sheet, as the server would judge it (sheetwright_may_write:
    // the GM any, a player the sheets given to them, never a kind only the GM writes); a file's
    // user, and a server campaign without roles, may write every sheet. For the views to grey out
    // what the server would refuse; the server still refuses it.
    bool mayWrite(const SheetRef &sheet) const;

    // The journal's last entry (0: none); nullopt when it could not be read.
    std::optional<qint64> lastEntry() const;
    // The journal's entries after `entry`, in order: what a view missed while the link was down.
    QList<JournalEntry> entriesAfter(qint64 entry) const;

private:
    // What a failed write's problem is when the server's link is gone: Unreachable (nothing was
    // written), InDoubt when it was lost while committing `batch` (to state `state`, or, empty, any).
    std::optional<StoreProblem> lostLink(bool committing, qint64 batch, const QString &state = {});

    Receipt write(const QList<SheetChange> &changes, const QString &command, const QString &label,
                  const QList<LedgerEvent> &ledger, const QList<RollRecord> &rolls = {});
    bool logRolls(QSqlDatabase &db, const QList<RollRecord> &rolls, qint64 batch, const QString &at, QString *error) const;
    // The next free number for a kind whose ids are numbers; nullopt when the file cannot say.
    std::optional<qint64> nextId(const QString &kind) const;
    QList<JournalEntry> entries(const QString &where, const QVariantList &values) const;
    // The FROM, WHERE and ORDER BY of a listing query (core/store/campaignlisting.cpp).
    QString listingSql(const ListingQuery &query, QStringList *binds, bool ordered) const;
    Receipt replay(bool undo, qint64 batch);
    QString storyMismatch(const QList<SheetChange> &sheets, const QJsonObject &story) const;
    // Documents of the sheets `where` (SQL, with `binds`) finds, then `tail` (their order, a limit).
    QList<QJsonObject> documentRows(const QString &where, const QString &tail, const QStringList &binds) const;
    // Records a read that failed (`error` empty: it did not) for readError().
    void noteRead(const QString &error = {}) const;
    // The version of a sheet this store last read or wrote (a shared campaign's implicit base).
    void noteVersion(const SheetRef &sheet, qint64 version) const;
    std::optional<qint64> seenVersion(const SheetRef &sheet) const;
    // The document `text` parsed, from the cache when this store parsed the same text of the
    // same sheet at the same version before (an edit reads its sheet and its crew each time).
    QJsonObject parsed(const SheetRef &sheet, const QString &text, qint64 version) const;

    CampaignFile &m_file;
    struct Pending
    {
        qint64 batch = 0;
        QString state;
    } m_inDoubt;
    const DocumentKinds &m_kinds;
    std::function<QDateTime()> m_now;
    QString m_author;
    qint64 m_session = 0;
    std::optional<QString> m_pendingSession; // the label of a session still to be written with the first edit
    mutable StoreError m_readError;
    mutable quint64 m_readFailures = 0; // every failed read, for the store's own checks
    mutable StoreError m_lastFailure;    // the newest of them
    mutable QHash<QString, qint64> m_seen; // "kind:id" → version last read or written (servers only)
    struct Parsed
    {
        qint64 version = 0;
        QString text;
        QJsonObject document;
    };
    mutable QHash<QString, Parsed> m_parsed; // "kind:id" → its last parse
};

} // namespace sw::store
