#pragma once

#include "blades/character.h"
#include "blades/characterops.h"
#include "blades/crew.h"
#include "blades/gm.h"
#include "store/campaignfile.h"

#include <QDateTime>
#include <QJsonObject>

#include <functional>
#include <optional>

namespace sw::store {

// One sheet of the campaign: its kind ("character", "crew", "faction", "clock") and id.
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
    QString type;   // playbook, crew type, faction category or clock kind
    QString crewId; // characters: the crew they belong to
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
};

// What a write did: the journal batch it made, the sheet it touched, or why it failed (the
// transaction is rolled back and nothing changed).
struct Receipt
{
    bool ok = false;
    qint64 batch = 0;
    SheetRef sheet;
    QString error;
};

// A sheet as it should be after an edit (nullopt to remove it), for multi-sheet edits.
struct SheetChange
{
    SheetRef sheet;
    std::optional<QJsonObject> after;
};

// The campaign's sheets, read and written through one path: every write is one SQLite
// transaction that also appends to the journal, committed before the call returns. Undo and
// redo replay the journal, so they survive a restart. Each sheet's history can be read back,
// and one sheet restored to any earlier state without touching the rest.
class CampaignStore
{
public:
    explicit CampaignStore(CampaignFile &file);

    void setClock(std::function<QDateTime()> now) { m_now = std::move(now); }
    void setAuthor(const QString &author) { m_author = author; }

    // The campaign's own name (its file name until one is set).
    QString name() const;
    bool setName(const QString &name);

    QList<SheetInfo> list(const QString &kind = {}) const;
    // One line of the listing, read alone (nullopt when the sheet does not exist).
    std::optional<SheetInfo> info(const SheetRef &sheet) const;
    std::optional<blades::Character> character(qint64 id) const;
    std::optional<qint64> crewOf(qint64 characterId) const;
    std::optional<blades::Crew> crew(qint64 id) const;
    std::optional<blades::Faction> faction(const QString &id) const;
    std::optional<blades::ClockEntry> clock(const QString &id) const;
    // The sheet as JSON (the journal's form), or nullopt when it does not exist.
    std::optional<QJsonObject> snapshot(const SheetRef &sheet) const;

    Receipt addCharacter(const blades::Character &character, std::optional<qint64> crewId, const QString &label);
    Receipt saveCharacter(qint64 id, const blades::Character &character, const QString &command,
                          const QString &label, const QList<blades::Event> &events = {});
    Receipt addCrew(const blades::Crew &crew, const QString &label);
    Receipt saveCrew(qint64 id, const blades::Crew &crew, const QString &command, const QString &label,
                     const QList<blades::Event> &events = {});
    Receipt saveFaction(const blades::Faction &faction, const QString &command, const QString &label);
    Receipt saveClock(const blades::ClockEntry &clock, const QString &command, const QString &label);
    Receipt remove(const SheetRef &sheet, const QString &label);
    // Several sheets in one transaction and one undo step.
    Receipt apply(const QList<SheetChange> &changes, const QString &command, const QString &label);

    bool canUndo() const;
    bool canRedo() const;
    QString undoLabel() const;
    QString redoLabel() const;
    Receipt undo();
    Receipt redo();

    // Every change of one sheet, oldest first (or of the whole campaign when `sheet` is empty).
    QList<JournalEntry> history(const SheetRef &sheet = {}) const;
    // The sheet as it was right after journal entry `entryId` (nullopt: it did not exist then).
    std::optional<QJsonObject> sheetAt(const SheetRef &sheet, qint64 entryId) const;
    // The sheet as it was at the end of play session `session`.
    std::optional<QJsonObject> sheetAtEndOfSession(const SheetRef &sheet, qint64 session) const;
    // Puts one sheet back as it was after `entryId`, as a new, undoable edit.
    Receipt restore(const SheetRef &sheet, qint64 entryId, const QString &label);

    // Play sessions: journal entries are tagged with the open session.
    qint64 startSession(const QString &label);
    void endSession();
    qint64 currentSession() const { return m_session; }

private:
    Receipt write(const QList<SheetChange> &changes, const QString &command, const QString &label,
                  const QList<blades::Event> &events);
    bool applySnapshot(QSqlDatabase &db, const SheetRef &sheet, const std::optional<QJsonObject> &json, QString *error) const;
    qint64 nextId(const QString &table) const;
    QList<JournalEntry> entries(const QString &where, const QVariantList &values) const;
    Receipt replay(bool undo);

    CampaignFile &m_file;
    std::function<QDateTime()> m_now;
    QString m_author;
    qint64 m_session = 0;
};

} // namespace sw::store
