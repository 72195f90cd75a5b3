#pragma once

#include "systems/blades/characterops.h"
#include "systems/blades/rulepack.h"
#include "common/language.h"

#include <QWizard>

#include <optional>

namespace sw::ui {

class ActionDotsPage;
class NpcPage;
class PickPage;
class SummaryPage;

// Guided creation of a scoundrel, step by step as the rules give them (A §3): playbook,
// heritage, background, action dots, special ability, close friend and rival, vice, name, and
// a last look at the sheet. Every step edits the sheet through the rules engine (startCharacter,
// applyChoose, applySetText, applySetActionRating, applyToggleAbility, applyFinishCreation), so a
// pick the rules forbid is refused with the reason in words. The pack must outlive the wizard.
class CharacterWizard : public QWizard
{
    Q_OBJECT

public:
    enum Step { PlaybookStep, HeritageStep, BackgroundStep, ActionsStep, AbilityStep, FriendsStep, ViceStep,
                NameStep, SummaryStep };

    CharacterWizard(const blades::RulePack &pack, Language language, QWidget *parent = nullptr);

    // The finished sheet (phase Play) once Finish was accepted; the sheet so far before that.
    blades::Character character() const;
    const blades::Character &draft() const { return m_draft; }
    const blades::RulePack &pack() const { return m_pack; }
    Language language() const { return m_language; }

    // Shows the pack's text (playbooks, actions …) in `language`; tr() text follows the
    // application's translators (QEvent::LanguageChange).
    void setLanguage(Language language);

    // Takes the engine's answer to an edit of the sheet: the edited sheet when the edit is done,
    // else the sheet stays and the refusal comes back in words (empty when done).
    QString take(const blades::Outcome &outcome);
    QString explain(const QList<rules::Violation> &violations) const;

    bool validateCurrentPage() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // characterwizard_pages.cpp: the list and text steps.
    PickPage *playbookPage();
    PickPage *originPage(bool heritage);
    PickPage *abilityPage();
    PickPage *vicePage();
    PickPage *namePage();
    SummaryPage *summaryPage();
    QString choosePlaybook(const QString &id);
    QString chooseAbility(const QString &id);
    QString sheetHtml() const;

    void retranslate();

    const blades::RulePack &m_pack;
    Language m_language;
    blades::Character m_draft;
    std::optional<blades::Character> m_finished;
    QList<PickPage *> m_pickPages;
    ActionDotsPage *m_actions = nullptr;
    NpcPage *m_npcs = nullptr;
    SummaryPage *m_summary = nullptr;
};

} // namespace sw::ui
