#include "systems/blades/models/gmtimelinemodel.h"

#include "common/undolabel.h"
#include "models/campaignsession.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

QString keyOf(const store::SheetRef &ref)
{
    return ref.kind + u':' + ref.id;
}

bool sameEntry(const store::TimelineEntry &a, const store::TimelineEntry &b)
{
    return a.batch == b.batch && a.at == b.at && a.session == b.session && a.command == b.command && a.label == b.label
        && a.state == b.state && a.sheets == b.sheets;
}

qsizetype indexOfBatch(const QList<store::TimelineEntry> &rows, qint64 batch)
{
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (rows.at(i).batch == batch)
            return i;
    }
    return -1;
}

QString nameOf(const store::CampaignStore &store, const store::SheetRef &ref)
{
    const std::optional<store::SheetInfo> info = store.info(ref);
    return info ? info->name : QString();
}

} // namespace

GmTimelineModel::GmTimelineModel(QObject *parent) : GmTableModel(ColumnCount, parent), m_prefixes(storyPrefixes()) {}

QStringList GmTimelineModel::storyPrefixes()
{
    return {u"score."_s, u"downtime."_s, u"faction."_s, u"clock."_s, u"character.take_advance"_s,
            u"crew.take_advance"_s, u"crew.advance_tier"_s};
}

void GmTimelineModel::setPrefixes(const QStringList &prefixes)
{
    m_prefixes = prefixes;
    reload();
}

void GmTimelineModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
    m_rows.clear();
    reload();
}

void GmTimelineModel::clearAll()
{
    m_rows.clear();
    m_names.clear();
    m_more = false;
}

QList<store::TimelineEntry> GmTimelineModel::readPage(const store::CampaignStore &store, int limit, qint64 before)
{
    // One step more than asked for tells whether there are more, without counting the journal.
    QList<store::TimelineEntry> steps = store.timeline(m_prefixes, limit + 1, before);
    m_rowsRead += steps.size();
    m_more = steps.size() > limit;
    if (m_more)
        steps.resize(limit);
    return steps;
}

// As many steps as are shown (at least a page), read again.
void GmTimelineModel::readAll(const store::CampaignStore &store)
{
    m_rows = readPage(store, std::max(m_pageSize, int(m_rows.size())), 0);
    m_names.clear();
    forgetRows();
    readNames(store);
}

void GmTimelineModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent) || m_rows.isEmpty())
        return;
    const auto older = readMore([this](const store::CampaignStore &store) { return readPage(store, m_pageSize, m_rows.constLast().batch); });
    if (!older)
        return;
    m_rows += *older;
    readNames(session()->store());
    refresh();
}

void GmTimelineModel::readNames(const store::CampaignStore &store)
{
    for (const store::TimelineEntry &e : std::as_const(m_rows)) {
        for (const store::SheetRef &ref : e.sheets) {
            const QString key = keyOf(ref);
            if (!m_names.contains(key))
                m_names.insert(key, nameOf(store, ref));
        }
    }
}

// Newest first, the timeline is the steps undone (the newest batches: redo brings them back
// oldest first, a new edit ends them), then the steps done. One step adds a batch at the top,
// ends the undone ones, undoes the newest done one or redoes the oldest undone one: every row
// it changes is among the undone ones, the first done one and the new one. So the first
// undone + 3 batches read now, followed by the rows below the last of them, are the timeline.
bool GmTimelineModel::readStep(const store::CampaignStore &store, const store::Receipt &step)
{
    for (const store::SheetRef &ref : step.sheets) {
        const auto known = m_names.find(keyOf(ref));
        if (known == m_names.end())
            continue;
        const QString name = nameOf(store, ref);
        if (name == *known)
            continue;
        *known = name;
        for (const store::TimelineEntry &e : std::as_const(m_rows)) {
            if (e.sheets.contains(ref))
                forgetRow(QString::number(e.batch));
        }
    }

    qsizetype undone = 0;
    while (undone < m_rows.size() && m_rows.at(undone).state == u"undone"_s)
        ++undone;
    const int window = int(undone) + 3;
    QList<store::TimelineEntry> next = store.timeline(m_prefixes, window);
    m_rowsRead += next.size();
    if (next.size() >= window) {
        const qsizetype below = indexOfBatch(m_rows, next.constLast().batch);
        if (below < 0) {
            readAll(store);
            return true;
        }
        next += m_rows.mid(below + 1);
    } else {
        m_more = false; // the whole story is in the window
    }
    for (const store::TimelineEntry &e : std::as_const(next)) {
        const qsizetype before = indexOfBatch(m_rows, e.batch);
        if (before >= 0 && !sameEntry(m_rows.at(before), e))
            forgetRow(QString::number(e.batch));
    }
    m_rows = std::move(next);
    readNames(store);
    return true;
}

const store::TimelineEntry *GmTimelineModel::entryAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QString GmTimelineModel::sheetName(const store::SheetRef &ref) const
{
    const QString name = m_names.value(keyOf(ref));
    if (!name.isEmpty())
        return name;
    const QString kind = label(u"sheet_kind"_s, ref.kind);
    return (kind.isEmpty() ? ref.kind : kind) + u' ' + ref.id;
}

QList<TreeRowSnapshot> GmTimelineModel::build() const
{
    QStringList keys;
    keys.reserve(m_rows.size());
    for (const store::TimelineEntry &e : m_rows)
        keys.append(QString::number(e.batch));
    return cachedRows(keys, [&](int i) { return row(m_rows.at(i)); });
}

TreeRowSnapshot GmTimelineModel::row(const store::TimelineEntry &e) const
{
    QStringList refs;
    QStringList names;
    for (const store::SheetRef &ref : e.sheets) {
        refs << keyOf(ref);
        names << sheetName(ref);
    }
    const QString state = e.state == u"undone"_s ? label(u"state"_s, e.state) : QString();
    const QStringList texts{
        shortDateTime(e.at.toLocalTime(), language()), // the UI language's conventions
        state.isEmpty() ? undoLabelText(e.label) : u"%1 (%2)"_s.arg(undoLabelText(e.label), state),
        names.join(u", "_s)};
    TreeRowSnapshot row(QString::number(e.batch), ColumnCount);
    row.setAll(Qt::ToolTipRole, names.join(u"\n"_s))
        .setAll(IdRole, e.batch)
        .setAll(BatchRole, e.batch)
        .setAll(SheetsRole, refs)
        .setAll(CommandRole, e.command)
        .setAll(StateRole, e.state);
    for (int column = 0; column < ColumnCount; ++column)
        row.set(column, Qt::DisplayRole, texts.at(column)).set(column, Qt::AccessibleTextRole, texts.at(column));
    return row;
}

} // namespace sw::models
