#include "systems/blades/models/gmclocksmodel.h"

#include "models/campaignsession.h"
#include "rules/clock.h"

using namespace Qt::StringLiterals;

namespace sw::models {

GmClocksModel::GmClocksModel(QObject *parent) : GmTableModel(ColumnCount, parent) {}

void GmClocksModel::setOwnerFilter(const QString &ownerKind, const QString &ownerId)
{
    if (ownerKind == m_filterKind && ownerId == m_filterId)
        return;
    m_filterKind = ownerKind;
    m_filterId = ownerId;
    reload();
}

void GmClocksModel::clearRows()
{
    m_rows.clear();
    m_all.clear();
    m_ownerNames.clear();
}

void GmClocksModel::read(const store::CampaignStore &store)
{
    m_all = store.clocks();
    const Language lang = language();
    const blades::RulePack *pack = session() ? &session()->pack() : nullptr;
    for (const blades::ClockEntry &c : std::as_const(m_all)) {
        const QString key = blades::clockOwnerKindId(c.ownerKind) + u':' + c.ownerId;
        if (m_ownerNames.contains(key))
            continue;
        QString name;
        switch (c.ownerKind) {
        case blades::ClockOwnerKind::Campaign:
            name = label(u"owner_kind"_s, u"campaign"_s);
            break;
        case blades::ClockOwnerKind::Crew:
            if (const auto crew = store.crew(c.ownerId.toLongLong()))
                name = crew->name;
            break;
        case blades::ClockOwnerKind::Character:
            if (const auto pc = store.character(c.ownerId.toLongLong()))
                name = pc->name;
            break;
        case blades::ClockOwnerKind::Faction:
            if (const auto f = store.faction(c.ownerId)) {
                name = f->name;
                if (name.isEmpty() && pack) {
                    for (const blades::ExampleFaction &e : pack->factions) {
                        if (e.id == f->id)
                            name = e.name.in(lang);
                    }
                }
            }
            break;
        }
        m_ownerNames.insert(key, name.isEmpty() ? c.ownerId : name);
    }
    for (const blades::ClockEntry &c : std::as_const(m_all)) {
        if (!m_filterKind.isEmpty()
            && (blades::clockOwnerKindId(c.ownerKind) != m_filterKind || (!m_filterId.isEmpty() && c.ownerId != m_filterId)))
            continue;
        m_rows.append(c);
    }
}

QString GmClocksModel::ownerName(blades::ClockOwnerKind kind, const QString &id) const
{
    return m_ownerNames.value(blades::clockOwnerKindId(kind) + u':' + id, id);
}

int GmClocksModel::rowOf(const QString &id) const
{
    for (int row = 0; row < m_rows.size(); ++row) {
        if (m_rows.at(row).id == id)
            return row;
    }
    return -1;
}

const blades::ClockEntry *GmClocksModel::clockAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QVariant GmClocksModel::data(const QModelIndex &index, int role) const
{
    const blades::ClockEntry *c = index.isValid() ? clockAt(index.row()) : nullptr;
    if (!c)
        return {};
    const QString kindId = QString::fromLatin1(rules::clockKindId(c->clock.kind));
    bool locked = false;
    for (const blades::ClockEntry &other : m_all) {
        if (other.linkedTo == c->id && !rules::isComplete(other.clock))
            locked = true;
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        switch (index.column()) {
        case NameColumn:
            return c->name;
        case KindColumn:
            return label(u"clock_kind"_s, kindId);
        case OwnerColumn:
            return c->ownerKind == blades::ClockOwnerKind::Campaign ? label(u"owner_kind"_s, u"campaign"_s)
                                                                   : ownerName(c->ownerKind, c->ownerId);
        case ProgressColumn:
            return u"%1/%2"_s.arg(c->clock.filled).arg(c->clock.segments);
        default:
            return {};
        }
    case IdRole:
        return c->id;
    case SegmentsRole:
        return c->clock.segments;
    case FilledRole:
        return c->clock.filled;
    case KindRole:
        return kindId;
    case OwnerKindRole:
        return blades::clockOwnerKindId(c->ownerKind);
    case OwnerIdRole:
        return c->ownerId;
    case LinkedToRole:
        return c->linkedTo;
    case RacingRole:
        return c->racing;
    case HiddenRole:
        return c->hidden;
    case LockedRole:
        return locked;
    case CompleteRole:
        return rules::isComplete(c->clock);
    default:
        return {};
    }
}

} // namespace sw::models
