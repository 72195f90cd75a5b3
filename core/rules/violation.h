#pragma once

#include <QList>
#include <QString>
#include <QVariantMap>

namespace sw::rules {

// One way a sheet breaks a rule: a stable code ("stress.over_max"), the field it concerns
// ("stress", "actions/skirmish") and the numbers that explain it ({"value": 10, "max": 9}).
// Never text: the words are chosen where the violation is shown, in the reader's language.
struct Violation
{
    QString code;
    QString field;
    QVariantMap params;
    bool overridden = false; // a GM override accepted it (see Override)

    bool operator==(const Violation &other) const
    {
        return code == other.code && field == other.field && params == other.params;
    }
};

// A GM's decision to accept a violation, recorded on the sheet with the reason.
struct Override
{
    QString code;
    QString field;
    QString reason;
    bool operator==(const Override &other) const = default;
};

// Marks the violations that an override covers; returns those still blocking.
inline QList<Violation> applyOverrides(QList<Violation> &violations, const QList<Override> &overrides)
{
    QList<Violation> blocking;
    for (Violation &v : violations) {
        for (const Override &o : overrides) {
            if (o.code == v.code && o.field == v.field)
                v.overridden = true;
        }
        if (!v.overridden)
            blocking.append(v);
    }
    return blocking;
}

inline bool hasCode(const QList<Violation> &violations, const QString &code)
{
    for (const Violation &v : violations) {
        if (v.code == code)
            return true;
    }
    return false;
}

} // namespace sw::rules
