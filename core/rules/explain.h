#pragma once

#include "rules/violation.h"

#include <QStringList>

namespace sw::rules {

// The sentences of the violations still blocking (not overridden), each said once, in order and
// joined into one text: `describe` turns one violation into its sentence, in a system's words.
// (Blades', Fate's and Meshal's explanations alike.)
template <typename Describe>
QString explainAll(const QList<Violation> &violations, Describe describe)
{
    QStringList sentences;
    for (const Violation &v : violations) {
        if (!v.overridden)
            sentences << describe(v);
    }
    sentences.removeDuplicates();
    return sentences.join(u' ');
}

} // namespace sw::rules
