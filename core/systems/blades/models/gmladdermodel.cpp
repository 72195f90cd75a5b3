#include "systems/blades/models/gmladdermodel.h"

#include "models/campaignsession.h"
#include "rules/clock.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/store/factionorder.h"
#include "systems/blades/io/recordjson.h"
#include "systems/blades/models/sheetmodelbase.h"
#include "systems/blades/campaigncontext.h"

#include <QSet>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace sw::models {

namespace {

QString signedNumber(int value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

QString rungKey(int status)
{
    return u"status:"_s + signedNumber(status);
}

} // namespace

GmLadderModel::GmLadderModel(QObject *parent) : GmModelBase(ColumnCount, Shape::Tree, parent) {}

void GmLadderModel::setCrew(qint64 crew)
{
    m_crewId = crew;
    reload();
}

void GmLadderModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
    m_neutralRead = 0;
    reload();
}

void GmLadderModel::clearAll()
{
    m_held.clear();
    m_neutral.clear();
    m_clocks.clear();
    m_lastKey.clear();
    m_neutralRead = 0;
    m_more = false;
    m_crew.reset();
    m_shownCrew = 0;
}

QString GmLadderModel::exampleName(const QString &id) const
{
    if (session()) {
        for (const blades::ExampleFaction &e : blades::sessionPack(*session()).factions) {
            if (e.id == id)
                return e.name.in(language());
        }
    }
    return {};
}

// Rung 0 without these comes from SQL's pages: a faction at another status, and an example that
// keeps the pack's name (its place depends on the language).
bool GmLadderModel::heldApart(const blades::Faction &f) const
{
    if (m_crew && m_crew->factionStatus.value(f.id) != 0)
        return true;
    return f.name.isEmpty() && !exampleName(f.id).isEmpty();
}

QByteArray GmLadderModel::order(const blades::Faction &f, bool shown) const
{
    const QString name = shown && f.name.isEmpty() ? exampleName(f.id) : f.name;
    return blades::factionOrder(f.tier, name, f.id).toUtf8();
}

// The factions shown, read again: as many of rung 0 as were shown (at least a page).
void GmLadderModel::readAll(const store::CampaignStore &store)
{
    const qint64 shown = std::max<qint64>(m_pageSize, m_neutralRead);
    readCrew(store);
    m_held.clear();
    m_neutral.clear();
    m_clocks.clear();
    m_lastKey.clear();
    m_neutralRead = 0;
    m_more = false;
    if (!session())
        return;
    const blades::RulePack &pack = blades::sessionPack(*session());
    // Keys from before the ladder's order (a file opened read-only, a server not yet upgraded:
    // factionorder.h) come first in the kind's order; with them SQL cannot page: every faction is
    // read, as before.
    const QList<QJsonObject> first = store.documentPage(u"faction"_s, {}, 0, 1);
    const QList<QJsonObject> firstOrdered = store.documentPage(u"faction"_s, blades::factionOrderPrefix(), 0, 1);
    const bool oldOrder = !first.isEmpty() && (firstOrdered.isEmpty() || first.constFirst() != firstOrdered.constFirst());
    QStringList apart;
    if (m_crew)
        apart = m_crew->factionStatus.keys();
    for (const blades::ExampleFaction &e : pack.factions)
        apart << e.id;
    const QList<blades::Faction> read = oldOrder ? blades::factions(store) : blades::factionsWithIds(store, apart);
    m_rowsRead += read.size();
    QSet<QString> written;
    for (const blades::Faction &f : read) {
        written.insert(f.id);
        if (oldOrder || heldApart(f))
            m_held.append(f);
    }
    // A crew's status with a faction the GM has not written up: shown as the pack has it.
    if (m_crew) {
        for (auto it = m_crew->factionStatus.cbegin(); it != m_crew->factionStatus.cend(); ++it) {
            if (written.contains(it.key()))
                continue;
            blades::Faction f;
            f.id = it.key();
            for (const blades::ExampleFaction &e : pack.factions) {
                if (e.id == f.id) {
                    f.tier = e.tier;
                    f.hold = e.hold;
                    f.category = e.category;
                }
            }
            m_held.append(f);
        }
    }
    if (!oldOrder)
        m_neutral = readNeutral(store, 0, int(std::min<qint64>(shown, std::numeric_limits<int>::max())));
    readClocks(store, m_held + m_neutral);
}

QList<blades::Faction> GmLadderModel::readNeutral(const store::CampaignStore &store, qint64 offset, int limit)
{
    // One faction more than asked for tells whether there are more, without counting them.
    QList<QJsonObject> page = store.documentPage(u"faction"_s, blades::factionOrderPrefix(), offset, limit + 1);
    m_rowsRead += page.size();
    m_more = page.size() > limit;
    if (m_more)
        page.resize(limit);
    m_neutralRead = offset + page.size();
    QList<blades::Faction> out;
    for (const QJsonObject &doc : std::as_const(page)) {
        const blades::Faction f = io::factionFromJson(doc);
        m_lastKey = order(f, false);
        if (!heldApart(f))
            out.append(f);
    }
    return out;
}

void GmLadderModel::readClocks(const store::CampaignStore &store, const QList<blades::Faction> &factions)
{
    QStringList ids;
    for (const blades::Faction &f : factions)
        ids << f.id;
    for (const blades::ClockEntry &c : blades::clocksOfOwners(store, blades::ClockOwnerKind::Faction, ids))
        m_clocks[c.ownerId].append(c);
}

void GmLadderModel::readMoreNeutral()
{
    if (!m_more || !session() || refreshing())
        return;
    const auto more = readMore([this](const store::CampaignStore &store) { return readNeutral(store, m_neutralRead, m_pageSize); });
    if (!more)
        return;
    readClocks(session()->store(), *more);
    m_neutral += *more;
    refresh();
    Q_EMIT updated();
}

bool GmLadderModel::readStep(const store::CampaignStore &store, const store::Receipt &step)
{
    for (const store::SheetRef &ref : step.sheets) {
        // With no crew chosen, a new, renamed or removed crew may change which comes first.
        const bool crew = ref.kind == u"crew"_s && (m_crewId == 0 || ref.id.toLongLong() == m_shownCrew);
        if (crew || ref.kind == u"faction"_s || ref.kind == u"clock"_s) {
            readAll(store);
            return true;
        }
    }
    return false;
}

void GmLadderModel::readCrew(const store::CampaignStore &store)
{
    m_shownCrew = m_crewId;
    if (m_shownCrew == 0) {
        const QList<store::SheetInfo> crews = store.list(u"crew"_s, 1);
        if (!crews.isEmpty())
            m_shownCrew = crews.constFirst().ref.id.toLongLong();
    }
    m_crew = m_shownCrew != 0 ? blades::crew(store, m_shownCrew) : std::nullopt;
}

QString GmLadderModel::factionName(const blades::Faction &f) const
{
    if (!f.name.isEmpty())
        return f.name;
    if (const QString example = exampleName(f.id); !example.isEmpty())
        return example;
    const QString unnamed = label(u"unnamed"_s, f.id);
    return unnamed.isEmpty() ? f.id : unnamed;
}

QModelIndex GmLadderModel::neutralRung() const
{
    for (int r = 0; r < rowCount(); ++r) {
        const QModelIndex rung = index(r, 0);
        if (rung.data(StatusRole).toInt() == 0)
            return rung;
    }
    return {};
}

QModelIndex GmLadderModel::indexOf(const QString &faction, int column) const
{
    for (int r = 0; r < rowCount(); ++r) {
        const QModelIndex rung = index(r, 0);
        for (int i = 0; i < rowCount(rung); ++i) {
            if (index(i, 0, rung).data(IdRole).toString() == faction)
                return index(i, column, rung);
        }
    }
    return {};
}

std::optional<blades::Faction> GmLadderModel::faction(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || !index.parent().isValid())
        return std::nullopt;
    const QString id = index.data(IdRole).toString();
    for (const QList<blades::Faction> *list : {&m_held, &m_neutral}) {
        const auto f = std::find_if(list->cbegin(), list->cend(), [&](const blades::Faction &x) { return x.id == id; });
        if (f != list->cend())
            return *f;
    }
    return std::nullopt;
}

QList<TreeRowSnapshot> GmLadderModel::build() const
{
    if (!session())
        return {};
    const blades::RulePack &pack = blades::sessionPack(*session());
    int highest = 3;
    int lowest = blades::kWarStatus;
    for (const blades::FactionStatus &s : pack.factionStatus) {
        highest = std::max(highest, s.value);
        lowest = std::min(lowest, s.value);
    }
    QList<TreeRowSnapshot> rungs;
    for (int status = highest; status >= lowest; --status)
        rungs.append(rungRow(status));
    // Rung 0's pages, and those held apart that come before the end of the pages read (all of
    // them once the order holds no more), each rung in the ladder's order.
    struct Placed
    {
        QByteArray key;
        const blades::Faction *faction;
        int status;
    };
    QList<Placed> placed;
    for (const blades::Faction &f : m_neutral)
        placed.append({order(f, true), &f, 0});
    for (const blades::Faction &f : m_held) {
        const int status = m_crew ? m_crew->factionStatus.value(f.id) : 0;
        const QByteArray key = order(f, true);
        if (status != 0 || !m_more || key <= m_lastKey)
            placed.append({key, &f, status});
    }
    std::sort(placed.begin(), placed.end(), [](const Placed &a, const Placed &b) { return a.key < b.key; });
    for (const Placed &p : std::as_const(placed)) {
        if (p.status <= highest && p.status >= lowest)
            rungs[highest - p.status].children.append(factionRow(*p.faction, p.status));
    }
    return rungs;
}

TreeRowSnapshot GmLadderModel::rungRow(int status) const
{
    const blades::RulePack &pack = blades::sessionPack(*session());
    const auto s = std::find_if(pack.factionStatus.cbegin(), pack.factionStatus.cend(),
                                [&](const blades::FactionStatus &x) { return x.value == status; });
    const QString name = s != pack.factionStatus.cend() ? u"%1  %2"_s.arg(signedNumber(status), s->name.in(language()))
                                                        : signedNumber(status);
    TreeRowSnapshot row(rungKey(status), ColumnCount);
    row.setAll(IdRole, rungKey(status))
        .setAll(StatusRole, status)
        .setAll(AtWarRole, status <= blades::kWarStatus)
        .setAll(IsRungRole, true)
        .set(NameColumn, Qt::DisplayRole, name)
        .set(NameColumn, Qt::AccessibleTextRole, name);
    if (s != pack.factionStatus.cend())
        row.setAll(Qt::ToolTipRole, s->summary.in(language()));
    return row;
}

TreeRowSnapshot GmLadderModel::factionRow(const blades::Faction &f, int status) const
{
    const blades::RulePack &pack = blades::sessionPack(*session());
    QStringList clocks;
    for (const blades::ClockEntry &c : m_clocks.value(f.id))
        clocks << u"%1 %2/%3"_s.arg(c.name).arg(c.clock.filled).arg(c.clock.segments);
    const QStringList texts{
        factionName(f),
        QString::number(f.tier),
        catalogueEntry(packCatalogue(pack, u"crew.json"_s, {u"holds"_s}), f.hold).name.in(language()),
        catalogueEntry(packCatalogue(pack, u"crew.json"_s, {u"faction_categories"_s}), f.category).name.in(language()),
        clocks.join(u"; "_s),
        f.notes.section(u'\n', 0, 0)};
    TreeRowSnapshot row(f.id, ColumnCount);
    row.setAll(IdRole, f.id)
        .setAll(StatusRole, status)
        .setAll(AtWarRole, status <= blades::kWarStatus)
        .setAll(TierRole, f.tier)
        .setAll(HoldRole, f.hold)
        .setAll(CategoryRole, f.category)
        .setAll(IsRungRole, false);
    for (int column = 0; column < ColumnCount; ++column)
        row.set(column, Qt::DisplayRole, texts.at(column)).set(column, Qt::AccessibleTextRole, texts.at(column));
    const auto example = std::find_if(pack.factions.cbegin(), pack.factions.cend(),
                                      [&](const blades::ExampleFaction &e) { return e.id == f.id; });
    if (example != pack.factions.cend())
        row.setAll(Qt::ToolTipRole, example->summary.in(language()));
    else if (!f.notes.isEmpty())
        row.setAll(Qt::ToolTipRole, f.notes);
    return row;
}

} // namespace sw::models
