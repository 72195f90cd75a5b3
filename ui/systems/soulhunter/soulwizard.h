#pragma once

// Guided creation of a 狩魂者 character within the creation limits (spec §19, rules 1-10): who
// the character is; 体魄, 智慧 and 心魂 at 0-6, no two more than 8 apart, with their grades
// (D1); the skills within the skill-point budget (D2, rule 4); the 灵能力 with at most 3 tags (4
// at 心魂 9, rule 5) and its flaw tags, the marks 心魂 grants (D6, rule 7); at most 5 trait tags
// (rule 10). A page whose values break a rule says which in words and does not go on; the
// character is made in one undoable step at the end.
#include "systems/soulhunter/character.h"
#include "store/campaignstore.h"

#include <QWizard>

#include <optional>

namespace sw::ui {

class SoulhunterEditor;

// Runs the wizard; the new sheet when it was made.
std::optional<store::SheetRef> createSoulhunterCharacter(SoulhunterEditor *editor, QWidget *parent);

class SoulWizard : public QWizard
{
    Q_OBJECT

public:
    SoulWizard(SoulhunterEditor *editor, QWidget *parent);
    // The character as the pages have it now.
    soulhunter::Character draft() const;
    // What the draft breaks among the rules of fields starting with one of `prefixes`, in words
    // (empty: nothing); also said in the status bar.
    QString problems(const QStringList &prefixes) const;
    SoulhunterEditor *editor() const { return m_editor; }

private:
    SoulhunterEditor *m_editor;
};

} // namespace sw::ui
