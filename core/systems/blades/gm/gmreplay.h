#pragma once

// Private to core/gm: a GM request made again (#19). On a shared campaign another machine may
// change a sheet a GM request read (a player marks stress while the GM ends the score that pays
// them) before the request's write locks it. Like a sheet edit (systems::planSheetEdit), the
// request is then made again, inside the write's transaction, on the sheets as they are now — with
// the dice it rolled and the ids it took — and the store writes what it makes of the changed sheet
// (store::SheetChange::reapply); a true conflict is refused naming the other value (store/reapply.h).
#include "rules/random.h"
#include "systems/blades/characterops.h"
#include "store/campaignstore.h"

#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace sw::gm {

// The dice of one request: drawn from the table's source and kept, or, while the request is made
// again, the same dice given back in the order they fell.
class DiceTape final : public rules::RandomSource
{
public:
    explicit DiceTape(rules::RandomSource &source) : m_source(source) {}
    int d6() override;
    // A new request: the dice kept so far are forgotten.
    void record();
    const QList<int> &dice() const { return m_dice; }
    // The request made again rolls `dice`, in order; more than those is noted (ranOut()).
    void replay(const QList<int> &dice);
    void stopReplay() { m_replaying = false; }
    // Whether the request made again rolled exactly the dice it rolled the first time.
    bool replayedAll() const { return !m_ranOut && m_next == m_replayed.size(); }

private:
    rules::RandomSource &m_source;
    QList<int> m_dice;
    bool m_replaying = false;
    QList<int> m_replayed;
    qsizetype m_next = 0;
    bool m_ranOut = false;
};

// What a request made again sees and makes: the sheets of its first write as they were before
// this write began (`world`; nullopt: the store's own read says it), the ids it took the first
// time, and — once it reaches its commit — what it would write.
struct Replay
{
    std::function<std::optional<std::optional<QJsonObject>>(const store::SheetRef &)> world;
    QList<store::SheetRef> known; // the first write's sheets `world` answers for (listed even if removed since)
    QStringList ids;
    qsizetype nextId = 0;
    bool idsRanOut = false;
    bool made = false;
    QList<store::SheetChange> changes;
    bool refused = false;
    QList<blades::Event> events;
};

} // namespace sw::gm
