#include "models/gmrolllogmodel.h"

#include <QLocale>

using namespace Qt::StringLiterals;

namespace sw::models {

GmRollLogModel::GmRollLogModel(QObject *parent) : GmTableModel(ColumnCount, parent) {}

void GmRollLogModel::setLimit(int limit)
{
    m_limit = limit;
    reload();
}

void GmRollLogModel::clearRows()
{
    m_rows.clear();
}

void GmRollLogModel::read(const store::CampaignStore &store)
{
    m_rows = store.rolls(m_limit);
}

const store::RollRecord *GmRollLogModel::rollAt(int row) const
{
    return row >= 0 && row < m_rows.size() ? &m_rows.at(row) : nullptr;
}

QVariant GmRollLogModel::data(const QModelIndex &index, int role) const
{
    const store::RollRecord *r = index.isValid() ? rollAt(index.row()) : nullptr;
    if (!r)
        return {};
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        switch (index.column()) {
        case WhenColumn:
            return QLocale(language() == Language::English ? QLocale::English : QLocale::Chinese)
                .toString(r->at.toLocalTime(), QLocale::ShortFormat);
        case KindColumn: {
            const QString word = label(u"roll_kind"_s, r->kind);
            return word.isEmpty() ? r->kind : word;
        }
        case LabelColumn:
            return r->label;
        case PoolColumn:
            return r->pool > 0 ? QString::number(r->pool) : u"0 (2↓)"_s;
        case DiceColumn: {
            QStringList dice;
            for (int d : r->dice)
                dice << QString::number(d);
            return dice.join(u' ');
        }
        case ResultColumn: {
            const QString word = label(u"result"_s, r->result);
            return word.isEmpty() ? r->result : word;
        }
        default:
            return {};
        }
    case IdRole:
        return r->id;
    case KindRole:
        return r->kind;
    case ResultRole:
        return r->result;
    case DiceRole: {
        QVariantList dice;
        for (int d : r->dice)
            dice << d;
        return dice;
    }
    case PoolRole:
        return r->pool;
    case ContextRole:
        return r->context;
    default:
        return {};
    }
}

} // namespace sw::models
