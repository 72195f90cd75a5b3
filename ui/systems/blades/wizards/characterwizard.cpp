#include "characterwizard.h"

#include "actiondotspage.h"
#include "appsettings.h"
#include "npcpage.h"
#include "pickpage.h"
#include "summarypage.h"
#include "wizardsupport.h"

#include "systems/blades/sheetops.h"

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
    return wizard::finishCreation(
        m_draft, [this](const auto &sheet) { return blades::applyFinishCreation(sheet, m_pack); }, m_finished,
        [this](const QList<rules::Violation> &refused) { m_summary->showProblems(explain(refused)); });
}

void CharacterWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        wizard::followLanguageChange(*this, m_language);
        retranslate();
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
