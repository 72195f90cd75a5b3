#include "systems/fate/actions.h"

#include "systems/fate/roll.h"

using namespace Qt::StringLiterals;

namespace sw::fate {

QList<QList<Effect>> outcomeOptions(const FatePack &pack, Action action, int shifts, const QString &table, bool known,
                                    int styleShifts)
{
    const ActionTable *t = pack.action(action).table(table);
    if (!t)
        return {};
    const OutcomeRow &row = t->rows[std::size_t(outcomeOf(shifts, styleShifts))];
    QList<QList<Effect>> options;
    for (const QList<Effect> &option : row.options) {
        QList<Effect> effects;
        bool applies = true;
        for (Effect e : option) {
            if (!e.when.isEmpty() && (e.when == u"known"_s) != known)
                applies = false;
            if (e.kind == u"hit"_s)
                e.count = e.value == u"shifts_minus_1"_s ? shifts - 1 : shifts;
            else if (e.kind == u"take_hit"_s && shifts < 0)
                e.count = -shifts;
            effects.append(e);
        }
        if (applies)
            options.append(effects);
    }
    return options;
}

} // namespace sw::fate
