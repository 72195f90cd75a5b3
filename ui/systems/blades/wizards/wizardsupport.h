#pragma once

// Small helpers the creation wizards and the advancement dialogs share: refusals as words, the
// label that shows them, pack tables the typed RulePack does not hold, and mnemonics for labels
// made from pack text.
#include "systems/blades/rulepack.h"
#include "common/language.h"
#include "rules/violation.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

class QLabel;
class QWidget;
class QWizard;

namespace sw::ui::wizard {

// The refusals that block (not those a GM override covers), one sentence per line, in
// `language`; empty when nothing blocks.
QString explain(const QList<rules::Violation> &refused, const blades::RulePack &pack, Language language);

// A label for refusals and remaining problems: wraps, selectable, drawn in the sheets' refused
// red, hidden while it has nothing to say.
QLabel *problemLabel(const QString &objectName, QWidget *parent);
void showProblem(QLabel *label, const QString &text);

// Entries of a table in one of the pack's files that RulePack does not type (crew.json
// "reputations", "hunting_ground_deals", "cohorts/edges" …). A key with a slash goes one level down.
QList<blades::Entity> documentEntities(const blades::RulePack &pack, const QString &file, const QString &key);
// The text objects of a crew type's list in crew.json (e.g. "hunting_grounds").
QList<blades::Text> crewTypeTexts(const blades::RulePack &pack, const QString &crewType, const QString &key);

// `text` with a mnemonic on its first Latin letter or digit not yet in `used` (which grows); text
// without one (CJK names) is returned as it is, with any '&' doubled.
QString withMnemonic(const QString &text, QString &used);

// Names in a row: "A, B, C" in English, "A、B、C" in Chinese.
QString joined(const QStringList &names, Language language);

// "Name — summary" lines and headings for the read-only panes, HTML-escaped.
QString entityHtml(const blades::Entity &entity, Language language);

// On a language change: the language just chosen (the language manager remembers it before the
// change reaches the windows) into `language`, and QWizard's own buttons made anew in it (Qt 6.4
// keeps the texts it made first; a style round trip remakes them).
void followLanguageChange(QWizard &wizard, Language &language);

// The summary page's Finish: `finish` (the engine's end of creation) on the draft; the finished
// sheet into `finished`, or the problems in words on `problems` and false.
template <typename Sheet, typename Finish>
bool finishCreation(const Sheet &draft, Finish finish, std::optional<Sheet> &finished,
                    const std::function<void(const QList<rules::Violation> &)> &problems)
{
    const auto outcome = finish(draft);
    if (!outcome.done()) {
        problems(outcome.refused);
        return false;
    }
    finished = outcome.after;
    return true;
}

} // namespace sw::ui::wizard
