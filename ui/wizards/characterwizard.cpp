#include "characterwizard.h"

#include "actiondotspage.h"
#include "appsettings.h"
#include "npcpage.h"
#include "pickpage.h"
#include "summarypage.h"
#include "wizardsupport.h"

#include "blades/sheetops.h"

#include <QEvent>

using namespace Qt::StringLiterals;

namespace sw::ui {

CharacterWizard::CharacterWizard(const blades::RulePack &pack, Language language, QWidget *parent)
    : QWizard(parent), m_pack(pack), m_language(language), m_draft(blades::startCharacter(QString(), pack))
{
    setObjectName(u"characterWizard"_s);
    setOption(QWizard::NoBackButtonOnStartPage);
    m_pickPages << playbookPage() << originPage(true) << originPage(false);
    setPage(PlaybookStep, m_pickPages.at(0));
    setPage(HeritageStep, m_pickPages.at(1));
    setPage(BackgroundStep, m_pickPages.at(2));
    m_actions = new ActionDotsPage(this);
    setPage(ActionsStep, m_actions);
    m_pickPages << abilityPage();
    setPage(AbilityStep, m_pickPages.constLast());
    m_npcs = new NpcPage(this);
    setPage(FriendsStep, m_npcs);
    m_pickPages << vicePage();
    setPage(ViceStep, m_pickPages.constLast());
    m_pickPages << namePage();
    setPage(NameStep, m_pickPages.constLast());
    m_summary = summaryPage();
    setPage(SummaryStep, m_summary);
    setStartId(PlaybookStep);
    resize(800, 580);
    retranslate();
}

blades::Character CharacterWizard::character() const
{
    return m_finished.value_or(m_draft);
}

void CharacterWizard::setLanguage(Language language)
{
    m_language = language;
    retranslate();
}

QString CharacterWizard::take(const blades::Outcome &outcome)
{
    if (!outcome.done())
        return explain(outcome.refused);
    m_draft = outcome.after;
    m_finished.reset();
    return {};
}

QString CharacterWizard::explain(const QList<rules::Violation> &violations) const
{
    return wizard::explain(violations, m_pack, m_language);
}

bool CharacterWizard::validateCurrentPage()
{
    if (currentId() != SummaryStep)
        return QWizard::validateCurrentPage();
    const blades::Outcome finished = blades::applyFinishCreation(m_draft, m_pack);
    if (!finished.done()) {
        m_summary->showProblems(explain(finished.refused));
        return false;
    }
    m_finished = finished.after;
    return true;
}

void CharacterWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        // The language manager remembers the choice before the change reaches the windows.
        if (const std::optional<Language> chosen = settings::language())
            m_language = *chosen;
        retranslate();
        // QWizard keeps the button texts it made at first; a style round trip makes them anew in
        // the new language (Qt's own translation).
        const WizardStyle style = wizardStyle();
        setWizardStyle(style == ClassicStyle ? ModernStyle : ClassicStyle);
        setWizardStyle(style);
    }
    QWizard::changeEvent(event);
}

void CharacterWizard::retranslate()
{
    setWindowTitle(tr("New Scoundrel"));
    for (PickPage *page : std::as_const(m_pickPages))
        page->refresh();
    m_actions->refresh();
    m_npcs->refresh();
    m_summary->refresh();
}

} // namespace sw::ui
