#include "systems/blades/models/gmclocksmodel.h"

#include "models/campaignsession.h"
#include "rules/clock.h"
#include "store/documentkinds.h"
#include "systems/blades/io/recordjson.h"
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

// Where the store lists a clock: the clock kind's sort key (store/documentkinds.h), compared as
// SQLite compares text (UTF-8 bytes). The key ends with the clock's id, so no two tie.
QByteArray storeOrder(const blades::ClockEntry &c)
{
    const store::DocumentKind *kind = store::registeredDocumentKinds().find(u"clock"_s);
    return (kind && kind->listing ? kind->listing(c.id, io::clockToJson(c)).order : c.id).toUtf8();
}

} // namespace

GmClocksModel::GmClocksModel(QObject *parent) : GmTableModel(ColumnCount, parent) {}

void GmClocksModel::setOwnerFilter(const QString &ownerKind, const QString &ownerId)
{
    if (ownerKind == m_filterKind && ownerId == m_filterId)
        return;
    m_filterKind = ownerKind;
    m_filterId = ownerId;
    filter();
    refresh();
    Q_EMIT updated();
}

void GmClocksModel::clearAll()
{
    m_all.clear();
    m_order.clear();
    m_rows.clear();
    m_owners.clear();
}

void GmClocksModel::readAll(const store::CampaignStore &store)
{
    m_all = blades::clocks(store);
    m_order.clear();
    m_owners.clear();
    forgetRows();
    for (const blades::ClockEntry &c : std::as_const(m_all)) {
        m_order.append(storeOrder(c));
        readOwner(store, blades::clockOwnerKindId(c.ownerKind), c.ownerId);
    }
    filter();
}

bool GmClocksModel::readStep(const store::CampaignStore &store, const store::Receipt &step)
{
    bool changed = false;
    for (const store::SheetRef &ref : step.sheets) {
        if (ref.kind != u"clock"_s) {
            // A crew, PC or faction that owns clocks may have a new name: their rows are built again.
            const QString key = ownerKey(ref.kind, ref.id);
            if (!m_owners.contains(key))
                continue;
            m_owners.remove(key);
            readOwner(store, ref.kind, ref.id);
            for (const blades::ClockEntry &c : std::as_const(m_all)) {
                if (ownerKey(blades::clockOwnerKindId(c.ownerKind), c.ownerId) == key)
                    forgetRow(c.id);
            }
            changed = true;
            continue;
        }
        // The clock's row, and those of the clocks it unlocked and unlocks now (locked or not).
        forgetRow(ref.id);
        const auto was = std::find_if(m_all.cbegin(), m_all.cend(), [&](const blades::ClockEntry &c) { return c.id == ref.id; });
        if (was != m_all.cend()) {
            forgetRow(was->linkedTo);
            const QString owner = ownerKey(blades::clockOwnerKindId(was->ownerKind), was->ownerId);
            m_order.removeAt(was - m_all.cbegin());
            m_all.erase(was);
            if (std::none_of(m_all.cbegin(), m_all.cend(), [&](const blades::ClockEntry &c) {
                    return ownerKey(blades::clockOwnerKindId(c.ownerKind), c.ownerId) == owner;
                }))
                m_owners.remove(owner);
            changed = true;
        }
        if (const std::optional<blades::ClockEntry> now = blades::clock(store, ref.id)) {
            forgetRow(now->linkedTo);
            const QByteArray order = storeOrder(*now);
            const qsizetype at = std::lower_bound(m_order.cbegin(), m_order.cend(), order) - m_order.cbegin();
            m_all.insert(at, *now);
            m_order.insert(at, order);
            readOwner(store, blades::clockOwnerKindId(now->ownerKind), now->ownerId);
            changed = true;
        }
    }
    if (changed)
        filter();
    return changed;
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

void GmClocksModel::filter()
{
    if (m_filterKind.isEmpty()) {
        m_rows = m_all;
        return;
    }
    m_rows.clear();
    for (const blades::ClockEntry &c : std::as_const(m_all)) {
        if (blades::clockOwnerKindId(c.ownerKind) == m_filterKind && (m_filterId.isEmpty() || c.ownerId == m_filterId))
            m_rows.append(c);
    }
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

// Rows are built again only for the clocks a step changed (and those they lock), the clocks of an
// owner with a new name, and all of them in new words: a campaign may hold thousands.
QList<TreeRowSnapshot> GmClocksModel::build() const
{
    // A linked clock is locked while a clock that unlocks it is not complete.
    std::optional<QSet<QString>> locked;
    const auto isLocked = [&](const QString &id) {
        if (!locked) {
            locked.emplace();
            for (const blades::ClockEntry &c : m_all) {
                if (!c.linkedTo.isEmpty() && !rules::isComplete(c.clock))
                    locked->insert(c.linkedTo);
            }
        }
        return locked->contains(id);
    };
    QStringList keys;
    keys.reserve(m_rows.size());
    for (const blades::ClockEntry &c : m_rows)
        keys.append(c.id);
    return cachedRows(keys, [&](int i) { return row(m_rows.at(i), isLocked(m_rows.at(i).id)); });
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
