#include "systems/blades/models/gmladdermodel.h"

#include "models/campaignsession.h"
#include "systems/blades/models/factionstatusmodel.h"
#include "rules/clock.h"

using namespace Qt::StringLiterals;

namespace sw::models {

namespace {

constexpr quintptr kRungId = 0;

QString signedNumber(int value)
{
    return value > 0 ? u"+"_s + QString::number(value) : QString::number(value);
}

} // namespace

GmLadderModel::GmLadderModel(QObject *parent) : GmModelBase(parent) {}

void GmLadderModel::setCrew(qint64 crew)
{
    m_crewId = crew;
    reload();
}

void GmLadderModel::clearRows()
{
    m_rungs.clear();
    m_clocks.clear();
    m_crew.reset();
    m_shownCrew = 0;
}

void GmLadderModel::read(const store::CampaignStore &store)
{
    const blades::RulePack &pack = session()->pack();
    int highest = 3;
    int lowest = blades::kWarStatus;
    for (const blades::FactionStatus &s : pack.factionStatus) {
        highest = std::max(highest, s.value);
        lowest = std::min(lowest, s.value);
    }
    m_shownCrew = m_crewId;
    if (m_shownCrew == 0) {
        const QList<store::SheetInfo> crews = store.list(u"crew"_s);
        if (!crews.isEmpty())
            m_shownCrew = crews.constFirst().ref.id.toLongLong();
    }
    if (m_shownCrew != 0)
        m_crew = store.crew(m_shownCrew);

    // The campaign's factions, and any the crew has a status with that the GM has not written up.
    QList<blades::Faction> factions = store.factions();
    if (m_crew) {
        for (auto it = m_crew->factionStatus.cbegin(); it != m_crew->factionStatus.cend(); ++it) {
            if (std::any_of(factions.cbegin(), factions.cend(), [&](const blades::Faction &f) { return f.id == it.key(); }))
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
            factions.append(f);
        }
    }
    // The ladder's order (status, tier, name) is FactionStatusModel's: read it from there.
    FactionStatusModel order;
    order.setLanguage(language());
    order.setSheet(m_crew.value_or(blades::Crew{}), pack);
    order.setFactions(factions);
    for (int status = highest; status >= lowest; --status)
        m_rungs.append(Rung{status, {}});
    for (int row = 0; row < order.rowCount(); ++row) {
        const QModelIndex i = order.index(row, 0);
        const QString id = i.data(FactionStatusModel::IdRole).toString();
        const int status = i.data(FactionStatusModel::StatusRole).toInt();
        const auto f = std::find_if(factions.cbegin(), factions.cend(), [&](const blades::Faction &x) { return x.id == id; });
        if (f == factions.cend())
            continue;
        for (Rung &rung : m_rungs) {
            if (rung.status == status)
                rung.factions.append(*f);
        }
    }
    m_clocks = store.clocks();
}

QString GmLadderModel::factionName(const blades::Faction &f) const
{
    if (!f.name.isEmpty())
        return f.name;
    if (session()) {
        for (const blades::ExampleFaction &e : session()->pack().factions) {
            if (e.id == f.id)
                return e.name.in(language());
        }
    }
    const QString unnamed = label(u"unnamed"_s, f.id);
    return unnamed.isEmpty() ? f.id : unnamed;
}

QModelIndex GmLadderModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    if (!parent.isValid())
        return row < m_rungs.size() ? createIndex(row, column, kRungId) : QModelIndex();
    if (parent.internalId() != kRungId || parent.row() >= m_rungs.size())
        return {};
    const Rung &rung = m_rungs.at(parent.row());
    return row < rung.factions.size() ? createIndex(row, column, quintptr(parent.row() + 1)) : QModelIndex();
}

QModelIndex GmLadderModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == kRungId)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kRungId);
}

int GmLadderModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_rungs.size());
    if (parent.internalId() != kRungId || parent.column() != 0 || parent.row() >= m_rungs.size())
        return 0;
    return int(m_rungs.at(parent.row()).factions.size());
}

int GmLadderModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QModelIndex GmLadderModel::indexOf(const QString &faction, int column) const
{
    for (int r = 0; r < m_rungs.size(); ++r) {
        for (int i = 0; i < m_rungs.at(r).factions.size(); ++i) {
            if (m_rungs.at(r).factions.at(i).id == faction)
                return createIndex(i, column, quintptr(r + 1));
        }
    }
    return {};
}

std::optional<blades::Faction> GmLadderModel::faction(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == kRungId)
        return std::nullopt;
    const int r = int(index.internalId() - 1);
    if (r >= m_rungs.size() || index.row() >= m_rungs.at(r).factions.size())
        return std::nullopt;
    return m_rungs.at(r).factions.at(index.row());
}

QVariant GmLadderModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == kRungId)
        return index.row() < m_rungs.size() ? rungData(m_rungs.at(index.row()), index.column(), role) : QVariant();
    const int r = int(index.internalId() - 1);
    if (r >= m_rungs.size() || index.row() >= m_rungs.at(r).factions.size())
        return {};
    return factionData(m_rungs.at(r), m_rungs.at(r).factions.at(index.row()), index.column(), role);
}

QVariant GmLadderModel::rungData(const Rung &rung, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        if (column != NameColumn)
            return {};
        if (session()) {
            for (const blades::FactionStatus &s : session()->pack().factionStatus) {
                if (s.value == rung.status)
                    return u"%1  %2"_s.arg(signedNumber(rung.status), s.name.in(language()));
            }
        }
        return signedNumber(rung.status);
    case Qt::ToolTipRole:
        if (session()) {
            for (const blades::FactionStatus &s : session()->pack().factionStatus) {
                if (s.value == rung.status)
                    return s.summary.in(language());
            }
        }
        return {};
    case IdRole:
        return QString(u"status:"_s + signedNumber(rung.status));
    case StatusRole:
        return rung.status;
    case AtWarRole:
        return rung.status <= blades::kWarStatus;
    case IsRungRole:
        return true;
    default:
        return {};
    }
}

QVariant GmLadderModel::factionData(const Rung &rung, const blades::Faction &f, int column, int role) const
{
    const blades::RulePack *pack = session() ? &session()->pack() : nullptr;
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        switch (column) {
        case NameColumn:
            return factionName(f);
        case TierColumn:
            return QString::number(f.tier);
        case HoldColumn:
            if (pack)
                return catalogueEntry(packCatalogue(*pack, u"crew.json"_s, {u"holds"_s}), f.hold).name.in(language());
            return f.hold;
        case CategoryColumn:
            if (pack)
                return catalogueEntry(packCatalogue(*pack, u"crew.json"_s, {u"faction_categories"_s}), f.category)
                    .name.in(language());
            return f.category;
        case ClocksColumn: {
            QStringList clocks;
            for (const blades::ClockEntry &c : m_clocks) {
                if (c.ownerKind == blades::ClockOwnerKind::Faction && c.ownerId == f.id)
                    clocks << u"%1 %2/%3"_s.arg(c.name).arg(c.clock.filled).arg(c.clock.segments);
            }
            return clocks.join(u"; "_s);
        }
        case NotesColumn:
            return f.notes.section(u'\n', 0, 0);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        if (pack) {
            for (const blades::ExampleFaction &e : pack->factions) {
                if (e.id == f.id)
                    return e.summary.in(language());
            }
        }
        return f.notes.isEmpty() ? QVariant() : QVariant(f.notes);
    case IdRole:
        return f.id;
    case StatusRole:
        return rung.status;
    case AtWarRole:
        return rung.status <= blades::kWarStatus;
    case TierRole:
        return f.tier;
    case HoldRole:
        return f.hold;
    case CategoryRole:
        return f.category;
    case IsRungRole:
        return false;
    default:
        return {};
    }
}

} // namespace sw::models
