#pragma once

#include "systems/blades/characterops.h"
#include "systems/blades/rulepack.h"
#include "common/language.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QTextBrowser;
class QTreeWidget;

namespace sw::ui {

// Opens when a character's xp track fills (A §4.2): it offers only what the rules allow for the
// advances waiting on the sheet. A playbook advance takes one more special ability (the
// playbook's own, or another playbook's while a Veteran pick allows it); an attribute advance
// adds one action dot under that attribute, within the cap (3, 4 with the crew's Mastery).
// What is not allowed is shown disabled with the reason. The pack must outlive the dialog.
class AdvancementDialog : public QDialog
{
    Q_OBJECT

public:
    struct Choice
    {
        enum Kind { PlaybookAbility, ActionDot };
        Kind kind = PlaybookAbility;
        QString attribute; // ActionDot: the attribute whose advance is spent
        QString id;        // the ability or the action; empty when nothing legal is selected
    };

    AdvancementDialog(const blades::Character &character, const blades::RulePack &pack, Language language,
                      const blades::CrewBenefits &crew = {}, QWidget *parent = nullptr);

    Choice choice() const;
    // The choice taken on `character` through applyTakePlaybookAdvance or applyTakeAttributeAdvance.
    blades::Outcome apply(const blades::Character &character) const;

    void setLanguage(Language language);
    QTreeWidget *choices() const { return m_choices; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();
    void preview();

    blades::Character m_character;
    const blades::RulePack &m_pack;
    Language m_language;
    blades::CrewBenefits m_crew;
    QLabel *m_intro = nullptr;
    QTreeWidget *m_choices = nullptr;
    QTextBrowser *m_preview = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
};

} // namespace sw::ui
