// A GM request made again on the sheets as they are now, inside its write's transaction, when
// another machine changed one of them since the request read it (gmreplay.h, #19).
#include "systems/blades/gm/gmreplay.h"

#include "systems/blades/gm/gmbatch.h"
#include "systems/blades/gm/gmtable.h"

#include <QHash>

#include <memory>

namespace sw::gm {

int DiceTape::d6()
{
    if (!m_replaying) {
        const int die = m_source.d6();
        m_dice.append(die);
        return die;
    }
    if (m_next < m_replayed.size())
        return m_replayed.at(m_next++);
    m_ranOut = true; // the request made again rolls more than it did: not the same request now
    return 1;
}

void DiceTape::record()
{
    m_replaying = false;
    m_dice.clear();
}

void DiceTape::replay(const QList<int> &dice)
{
    m_replaying = true;
    m_replayed = dice;
    m_next = 0;
    m_ranOut = false;
}

GmTable::Request::Request(GmTable &table, std::function<GmResult()> request) : m_table(table)
{
    if (table.m_replay || table.m_request)
        return; // made again, or a request inside another: the outer one is what is made again
    m_outer = true;
    table.m_request = std::move(request);
    table.m_random.record();
    table.m_ids.clear();
}

GmTable::Request::~Request()
{
    if (m_outer)
        m_table.m_request = {};
}

QString GmTable::newId(const QString &kind)
{
    if (m_replay) {
        if (m_replay->nextId < m_replay->ids.size())
            return m_replay->ids.at(m_replay->nextId++);
        m_replay->idsRanOut = true;
        return m_store.newRecordId(kind);
    }
    const QString id = m_store.newRecordId(kind);
    m_ids.append(id);
    return id;
}

struct GmTable::Write
{
    struct Sheet
    {
        store::SheetRef ref;
        std::optional<QJsonObject> base; // as the request read it
        qint64 version = 0;              // the version it was read at
        std::optional<QJsonObject> after; // what the request made of it
    };
    std::function<GmResult()> request;
    QList<int> dice;
    QStringList ids;
    QList<blades::Event> events;
    QList<Sheet> sheets;                 // in the order the store writes them
    QHash<qsizetype, QJsonObject> found; // sheet index → as the store found it, when made again on it
};

void GmTable::makeAgainable(QList<store::SheetChange> &changes, const QList<blades::Event> &events)
{
    if (!m_request)
        return;
    auto write = std::make_shared<Write>();
    write->request = m_request;
    write->dice = m_random.dice();
    write->ids = m_ids;
    write->events = events;
    for (const store::SheetChange &change : std::as_const(changes))
        write->sheets.append({change.sheet, change.base, change.baseVersion.value_or(0), change.after});
    for (qsizetype i = 0; i < changes.size(); ++i) {
        // A sheet removed or made anew is not made again: changed since, it is stale.
        if (!changes.at(i).after || !changes.at(i).base)
            continue;
        changes[i].reapply = [this, write, i](const QJsonObject &current) { return again(*write, i, current); };
    }
}

std::optional<QJsonObject> GmTable::again(Write &write, qsizetype index, const QJsonObject &current)
{
    write.found.insert(index, current);
    // The world before this write: the sheets the store wrote already in it (earlier in its order)
    // as they were — the found ones as found, the others as read (they had not changed) — this one
    // as it is now, the rest as the store reads them (not written yet).
    Replay replay;
    replay.world = [&](const store::SheetRef &sheet) -> std::optional<std::optional<QJsonObject>> {
        for (qsizetype j = 0; j <= index; ++j) {
            if (write.sheets.at(j).ref != sheet)
                continue;
            const auto found = write.found.constFind(j);
            return std::optional<QJsonObject>(found != write.found.constEnd() ? *found : write.sheets.at(j).base);
        }
        return std::nullopt;
    };
    for (qsizetype j = 0; j <= index; ++j)
        replay.known.append(write.sheets.at(j).ref);
    replay.ids = write.ids;
    m_random.replay(write.dice);
    m_replay = &replay;
    write.request();
    m_replay = nullptr;
    const bool sameDice = m_random.replayedAll();
    m_random.stopReplay();
    // The same request now: allowed, the same events, dice and ids, the same sheets.
    if (!replay.made || replay.refused || replay.events != write.events || !sameDice || replay.idsRanOut ||
        replay.nextId != write.ids.size() || replay.changes.size() != write.sheets.size())
        return std::nullopt;
    std::optional<QJsonObject> made;
    for (qsizetype j = 0; j < write.sheets.size(); ++j) {
        const Write::Sheet &sheet = write.sheets.at(j);
        const auto again = std::find_if(replay.changes.cbegin(), replay.changes.cend(),
                                        [&](const store::SheetChange &c) { return c.sheet == sheet.ref; });
        if (again == replay.changes.cend())
            return std::nullopt;
        if (j == index) {
            made = again->after;
            continue;
        }
        // A sheet the store writes as first made (not changed since it was read) must come out the
        // same now; one changed since is made again itself, from this same world.
        const bool asFirstMade = j < index ? !write.found.contains(j) : m_store.version(sheet.ref) == sheet.version;
        if (asFirstMade && again->after != sheet.after)
            return std::nullopt;
    }
    return made;
}

} // namespace sw::gm
