#include "models/gmrolllogmodel.h"

#include "common/undolabel.h"

#include "models/campaignsession.h"

#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::models {
namespace {

// How many of the newest rolls a step reads to find where the log it shows begins.
constexpr int kPeek = 16;

} // namespace

GmRollLogModel::GmRollLogModel(QObject *parent) : GmTableModel(ColumnCount, parent) {}

void GmRollLogModel::setPageSize(int rows)
{
    m_pageSize = std::max(1, rows);
    m_rows.clear();
    m_more = false;
    reload();
}

QList<store::RollRecord> GmRollLogModel::readPage(const store::CampaignStore &store, int limit, qint64 before)
{
    // One roll more than asked for tells whether there are more, without counting the log.
    QList<store::RollRecord> rolls = store.rolls(limit + 1, {}, before);
    m_rowsRead += rolls.size();
    m_more = rolls.size() > limit;
    if (m_more)
        rolls.resize(limit);
    return rolls;
}

void GmRollLogModel::readAll(const store::CampaignStore &store)
{
    // The rolls above the newest one shown are the new ones; when it is not among the newest few
    // (a long burst, another campaign), the pages shown are read again.
    if (!m_rows.isEmpty()) {
        const QList<store::RollRecord> newest = store.rolls(kPeek);
        m_rowsRead += newest.size();
        for (qsizetype i = 0; i < newest.size(); ++i) {
            if (newest.at(i).id != m_rows.constFirst().id)
                continue;
            m_rows = newest.first(i) + m_rows;
            return;
        }
    }
    const bool more = m_more;
    const quint64 failures = store.readFailures();
    const QList<store::RollRecord> rows = readPage(store, std::max(m_pageSize, int(m_rows.size())), 0);
    if (store.readFailures() != failures) {
        m_more = more; // a failed read is said (CampaignSession::checkRead), the rows shown stay
        return;
    }
    m_rows = rows;
}

bool GmRollLogModel::readStep(const store::CampaignStore &store, const store::Receipt &)
{
    const qint64 newest = m_rows.isEmpty() ? 0 : m_rows.constFirst().id;
    const qsizetype shown = m_rows.size();
    readAll(store);
    return m_rows.size() != shown || (m_rows.isEmpty() ? 0 : m_rows.constFirst().id) != newest;
}

void GmRollLogModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent) || m_rows.isEmpty())
        return;
    const auto older = readMore([this](const store::CampaignStore &store) { return readPage(store, m_pageSize, m_rows.constLast().id); });
    if (!older)
        return;
    m_rows += *older;
    refresh();
}

const store::RollRecord *GmRollLogModel::rollAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QList<TreeRowSnapshot> GmRollLogModel::build() const
{
    QStringList keys;
    keys.reserve(m_rows.size());
    for (const store::RollRecord &r : m_rows)
        keys.append(QString::number(r.id));
    return cachedRows(keys, [&](int i) { return row(m_rows.at(i)); });
}

TreeRowSnapshot GmRollLogModel::row(const store::RollRecord &r) const
{
    const auto word = [this](const QString &kind, const QString &id) -> QString {
        const QString text = label(kind, id);
        return text.isEmpty() ? id : text;
    };
    QStringList diceText;
    QVariantList dice;
    for (int d : r.dice) {
        diceText << QString::number(d);
        dice << d;
    }
    TreeRowSnapshot row(QString::number(r.id), ColumnCount);
    row.setAll(IdRole, r.id)
        .setAll(KindRole, r.kind)
        .setAll(ResultRole, r.result)
        .setAll(DiceRole, dice)
        .setAll(PoolRole, r.pool)
        .setAll(ContextRole, r.context);
    const QStringList texts{
        shortDateTime(r.at.toLocalTime(), language()), // the UI language's conventions
        word(u"roll_kind"_s, r.kind),
        undoLabelText(r.label),
        r.pool > 0 ? QString::number(r.pool) : u"0 (2↓)"_s,
        diceText.join(u' '),
        word(u"result"_s, r.result)};
    for (int column = 0; column < ColumnCount; ++column)
        row.set(column, Qt::DisplayRole, texts.at(column)).set(column, Qt::AccessibleTextRole, texts.at(column));
    return row;
}

} // namespace sw::models
