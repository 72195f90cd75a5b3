#include "systems/blades/models/gmladdermodel.h"

#include "models/campaignsession.h"
#include "systems/blades/models/factionstatusmodel.h"
#include "rules/clock.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <algorithm>

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

void GmLadderModel::clearAll()
{
    m_factions.clear();
    m_shown.clear();
    m_clocks.clear();
    m_crew.reset();
    m_shownCrew = 0;
}

void GmLadderModel::readAll(const store::CampaignStore &store)
{
    readCrew(store);
    m_factions.clear();
    for (const blades::Faction &f : blades::factions(store))
        m_factions.insert(f.id, f);
    m_clocks.clear();
    for (const blades::ClockEntry &c : blades::clocks(store)) {
        if (c.ownerKind == blades::ClockOwnerKind::Faction)
            m_clocks[c.ownerId].insert(c.id.toUtf8(), c);
    }
    placeFactions();
}

bool GmLadderModel::readStep(const store::CampaignStore &store, const store::Receipt &step)
{
    bool changed = false;
    bool crews = false;
    for (const store::SheetRef &ref : step.sheets) {
        if (ref.kind == u"faction"_s) {
            if (const std::optional<blades::Faction> f = blades::faction(store, ref.id))
                m_factions.insert(ref.id, *f);
            else
                m_factions.remove(ref.id);
            changed = true;
        } else if (ref.kind == u"clock"_s) {
            const QByteArray id = ref.id.toUtf8();
            for (auto it = m_clocks.begin(); it != m_clocks.end();) {
                changed = it->remove(id) > 0 || changed;
                it = it->isEmpty() ? m_clocks.erase(it) : std::next(it);
            }
            const std::optional<blades::ClockEntry> c = blades::clock(store, ref.id);
            if (c && c->ownerKind == blades::ClockOwnerKind::Faction) {
                m_clocks[c->ownerId].insert(id, *c);
                changed = true;
            }
        } else if (ref.kind == u"crew"_s) {
            // With no crew chosen, a new, renamed or removed crew may change which comes first.
            crews = crews || m_crewId == 0 || ref.id.toLongLong() == m_shownCrew;
        }
    }
    if (crews) {
        readCrew(store);
        changed = true;
    }
    if (changed)
        placeFactions();
    return changed;
}

void GmLadderModel::readCrew(const store::CampaignStore &store)
{
    m_shownCrew = m_crewId;
    if (m_shownCrew == 0) {
        const QList<store::SheetInfo> crews = store.list(u"crew"_s);
        if (!crews.isEmpty())
            m_shownCrew = crews.constFirst().ref.id.toLongLong();
    }
    m_crew = m_shownCrew != 0 ? blades::crew(store, m_shownCrew) : std::nullopt;
}

void GmLadderModel::placeFactions()
{
    m_shown = m_factions.values();
    if (!m_crew || !session())
        return;
    for (auto it = m_crew->factionStatus.cbegin(); it != m_crew->factionStatus.cend(); ++it) {
        if (m_factions.contains(it.key()))
            continue;
        blades::Faction f;
        f.id = it.key();
        for (const blades::ExampleFaction &e : blades::sessionPack(*session()).factions) {
            if (e.id == f.id) {
                f.tier = e.tier;
                f.hold = e.hold;
                f.category = e.category;
            }
        }
        m_shown.append(f);
    }
}

QString GmLadderModel::factionName(const blades::Faction &f) const
{
    if (!f.name.isEmpty())
        return f.name;
    if (session()) {
        for (const blades::ExampleFaction &e : blades::sessionPack(*session()).factions) {
            if (e.id == f.id)
                return e.name.in(language());
        }
    }
    const QString unnamed = label(u"unnamed"_s, f.id);
    return unnamed.isEmpty() ? f.id : unnamed;
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
    const auto f = std::find_if(m_shown.cbegin(), m_shown.cend(), [&](const blades::Faction &x) { return x.id == id; });
    return f == m_shown.cend() ? std::nullopt : std::optional(*f);
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
    // The ladder's order (status, tier, name) is FactionStatusModel's: read it from there.
    FactionStatusModel order;
    order.setLanguage(language());
    order.setSheet(m_crew.value_or(blades::Crew{}), pack);
    order.setFactions(m_shown);
    for (int row = 0; row < order.rowCount(); ++row) {
        const QModelIndex i = order.index(row, 0);
        const QString id = i.data(FactionStatusModel::IdRole).toString();
        const int status = i.data(FactionStatusModel::StatusRole).toInt();
        const auto f = std::find_if(m_shown.cbegin(), m_shown.cend(), [&](const blades::Faction &x) { return x.id == id; });
        if (f != m_shown.cend() && status <= highest && status >= lowest)
            rungs[highest - status].children.append(factionRow(*f, status));
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
