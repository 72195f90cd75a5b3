#include "models/gmtimelinemodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace sw::models {

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

void GmTimelineModel::clearRows()
{
    m_rows.clear();
    m_names.clear();
}

void GmTimelineModel::read(const store::CampaignStore &store)
{
    m_rows = store.timeline(m_prefixes);
    for (const store::TimelineEntry &e : std::as_const(m_rows)) {
        for (const store::SheetRef &ref : e.sheets) {
            const QString key = ref.kind + u':' + ref.id;
            if (m_names.contains(key))
                continue;
            const std::optional<store::SheetInfo> info = store.info(ref);
            QString name = info ? info->name : QString();
            if (name.isEmpty()) {
                const QString kind = label(u"sheet_kind"_s, ref.kind);
                name = (kind.isEmpty() ? ref.kind : kind) + u' ' + ref.id;
            }
            m_names.insert(key, name);
        }
    }
}

const store::TimelineEntry *GmTimelineModel::entryAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QVariant GmTimelineModel::data(const QModelIndex &index, int role) const
{
    const store::TimelineEntry *e = index.isValid() ? entryAt(index.row()) : nullptr;
    if (!e)
        return {};
    QStringList refs;
    QStringList names;
    for (const store::SheetRef &ref : e->sheets) {
        refs << ref.kind + u':' + ref.id;
        names << m_names.value(ref.kind + u':' + ref.id, ref.id);
    }
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        switch (index.column()) {
        case WhenColumn:
            return QLocale(language() == Language::English ? QLocale::English : QLocale::Chinese)
                .toString(e->at.toLocalTime(), QLocale::ShortFormat);
        case WhatColumn: {
            const QString state = e->state == u"undone"_s ? label(u"state"_s, e->state) : QString();
            return state.isEmpty() ? e->label : u"%1 (%2)"_s.arg(e->label, state);
        }
        case SheetsColumn:
            return names.join(u", "_s);
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return names.join(u"\n"_s);
    case IdRole:
    case BatchRole:
        return e->batch;
    case SheetsRole:
        return refs;
    case CommandRole:
        return e->command;
    case StateRole:
        return e->state;
    default:
        return {};
    }
}

} // namespace sw::models
