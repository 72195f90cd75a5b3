#include "systems/blades/models/gmclocksmodel.h"

#include "models/campaignsession.h"
#include "rules/clock.h"
#include "systems/blades/store/campaignsheets.h"
#include "systems/blades/campaigncontext.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

QString ownerKey(const QString &kind, const QString &id)
{
    return kind + u':' + id;
}

} // namespace

GmClocksModel::GmClocksModel(QObject *parent) : GmTableModel(ColumnCount, parent) {}

void GmClocksModel::setOwnerFilter(const QString &ownerKind, const QString &ownerId)
{
    if (ownerKind == m_filterKind && ownerId == m_filterId)
        return;
    m_filterKind = ownerKind;
    m_filterId = ownerId;
    m_rows.clear(); // another filter's rows: from its first page
    reload();
}

void GmClocksModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
    m_rows.clear();
    reload();
}

void GmClocksModel::clearAll()
{
    m_rows.clear();
    m_locked.clear();
    m_owners.clear();
    m_more = false;
}

QList<blades::ClockEntry> GmClocksModel::readPage(const store::CampaignStore &store, qint64 offset, int limit)
{
    // One clock more than asked for tells whether there are more, without counting them.
    QList<blades::ClockEntry> page = blades::clockPage(store, m_filterKind, m_filterId, offset, limit + 1);
    m_rowsRead += page.size();
    m_more = page.size() > limit;
    if (m_more)
        page.resize(limit);
    return page;
}

void GmClocksModel::readAround(const store::CampaignStore &store, const QList<blades::ClockEntry> &clocks)
{
    QStringList ids;
    for (const blades::ClockEntry &c : clocks) {
        ids << c.id;
        readOwner(store, blades::clockOwnerKindId(c.ownerKind), c.ownerId);
    }
    // A linked clock is locked while a clock that unlocks it is not complete.
    for (const blades::ClockEntry &c : blades::clocksUnlocking(store, ids)) {
        if (!rules::isComplete(c.clock))
            m_locked.insert(c.linkedTo);
    }
}

// As many clocks as are shown (at least a page), read again.
void GmClocksModel::readAll(const store::CampaignStore &store)
{
    const QList<blades::ClockEntry> rows = readPage(store, 0, std::max(m_pageSize, int(m_rows.size())));
    m_owners.clear();
    m_locked.clear();
    forgetRows();
    m_rows = rows;
    readAround(store, m_rows);
}

bool GmClocksModel::readStep(const store::CampaignStore &store, const store::Receipt &step)
{
    bool changed = false;
    bool clocks = false;
    for (const store::SheetRef &ref : step.sheets) {
        if (ref.kind != u"clock"_s) {
            // A crew, PC or faction that owns clocks may have a new name: their rows are built again.
            const QString key = ownerKey(ref.kind, ref.id);
            if (!m_owners.contains(key))
                continue;
            m_owners.remove(key);
            readOwner(store, ref.kind, ref.id);
            for (const blades::ClockEntry &c : std::as_const(m_rows)) {
                if (ownerKey(blades::clockOwnerKindId(c.ownerKind), c.ownerId) == key)
                    forgetRow(c.id);
            }
            changed = true;
            continue;
        }
        forgetRow(ref.id);
        clocks = true;
    }
    if (!clocks)
        return changed;
    // The rows shown, read again in one query: a new clock comes in where the store lists it, a
    // removed one leaves, and the ones whose lock changed are built again.
    const quint64 failures = store.readFailures();
    const bool more = m_more;
    const QList<blades::ClockEntry> rows = readPage(store, 0, std::max(m_pageSize, int(m_rows.size())));
    if (store.readFailures() != failures) {
        m_more = more; // said by the session (CampaignSession::checkRead): the rows shown stay
        return changed;
    }
    const QSet<QString> wasLocked = std::exchange(m_locked, {});
    m_rows = rows;
    readAround(store, m_rows);
    for (const QString &id : wasLocked)
        if (!m_locked.contains(id))
            forgetRow(id);
    for (const QString &id : std::as_const(m_locked))
        if (!wasLocked.contains(id))
            forgetRow(id);
    return true;
}

void GmClocksModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const auto more = readMore([this](const store::CampaignStore &store) { return readPage(store, m_rows.size(), m_pageSize); });
    if (!more)
        return;
    readAround(session()->store(), *more);
    m_rows += *more;
    refresh();
}

// The owner's sheet, read once for all its clocks (the campaign owns clocks without a sheet).
void GmClocksModel::readOwner(const store::CampaignStore &store, const QString &kind, const QString &id)
{
    const QString key = ownerKey(kind, id);
    if (kind == blades::clockOwnerKindId(blades::ClockOwnerKind::Campaign) || m_owners.contains(key))
        return;
    const std::optional<store::SheetInfo> info = store.info({kind, id});
    m_owners.insert(key, Owner{info.has_value(), info ? info->name : QString()});
}

QString GmClocksModel::ownerName(blades::ClockOwnerKind kind, const QString &id) const
{
    QString name;
    if (kind == blades::ClockOwnerKind::Campaign) {
        name = label(u"owner_kind"_s, u"campaign"_s);
    } else {
        const Owner owner = m_owners.value(ownerKey(blades::clockOwnerKindId(kind), id));
        name = owner.name;
        // A faction taken from the pack's examples keeps the pack's name, in the language.
        if (name.isEmpty() && owner.exists && kind == blades::ClockOwnerKind::Faction && session()) {
            for (const blades::ExampleFaction &e : blades::sessionPack(*session()).factions) {
                if (e.id == id)
                    name = e.name.in(language());
            }
        }
    }
    return name.isEmpty() ? id : name;
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

// Rows are built again only for the clocks a step changed (and those whose lock changed), the clocks
// of an owner with a new name, and all of them in new words.
QList<TreeRowSnapshot> GmClocksModel::build() const
{
    QStringList keys;
    keys.reserve(m_rows.size());
    for (const blades::ClockEntry &c : m_rows)
        keys.append(c.id);
    return cachedRows(keys, [&](int i) { return row(m_rows.at(i), m_locked.contains(m_rows.at(i).id)); });
}

TreeRowSnapshot GmClocksModel::row(const blades::ClockEntry &c, bool locked) const
{
    const QString kindId = QString::fromLatin1(rules::clockKindId(c.clock.kind));
    const QStringList texts{c.name, label(u"clock_kind"_s, kindId),
                            c.ownerKind == blades::ClockOwnerKind::Campaign ? label(u"owner_kind"_s, u"campaign"_s)
                                                                           : ownerName(c.ownerKind, c.ownerId),
                            u"%1/%2"_s.arg(c.clock.filled).arg(c.clock.segments)};
    TreeRowSnapshot row(c.id, ColumnCount);
    row.setAll(IdRole, c.id)
        .setAll(SegmentsRole, c.clock.segments)
        .setAll(FilledRole, c.clock.filled)
        .setAll(KindRole, kindId)
        .setAll(OwnerKindRole, blades::clockOwnerKindId(c.ownerKind))
        .setAll(OwnerIdRole, c.ownerId)
        .setAll(LinkedToRole, c.linkedTo)
        .setAll(RacingRole, c.racing)
        .setAll(HiddenRole, c.hidden)
        .setAll(LockedRole, locked)
        .setAll(CompleteRole, rules::isComplete(c.clock));
    for (int column = 0; column < ColumnCount; ++column)
        row.set(column, Qt::DisplayRole, texts.at(column)).set(column, Qt::AccessibleTextRole, texts.at(column));
    return row;
}

} // namespace sw::models
