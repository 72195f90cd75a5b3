#include "crewwizard.h"

#include "appsettings.h"
#include "cohortpage.h"
#include "contactpage.h"
#include "huntinggroundspage.h"
#include "pickpage.h"
#include "summarypage.h"
#include "upgradefactionspage.h"
#include "upgradespage.h"
#include "wizardsupport.h"

#include "systems/blades/sheetops.h"

#include <QEvent>

using namespace Qt::StringLiterals;

namespace sw::ui {

CrewWizard::CrewWizard(const blades::RulePack &pack, Language language, QWidget *parent)
    : QWizard(parent), m_pack(pack), m_language(language), m_base(blades::startCrew(QString(), pack)), m_crew(m_base)
{
    setObjectName(u"crewWizard"_s);
    setOption(QWizard::NoBackButtonOnStartPage);
    m_pickPages << typePage() << reputationPage();
    setPage(TypeStep, m_pickPages.at(0));
    setPage(ReputationStep, m_pickPages.at(1));
    m_hunting = new HuntingGroundsPage(this);
    setPage(HuntingStep, m_hunting);
    m_pickPages << abilityPage();
    setPage(AbilityStep, m_pickPages.constLast());
    m_upgrades = new UpgradesPage(this);
    setPage(UpgradesStep, m_upgrades);
    m_factions = new UpgradeFactionsPage(this);
    setPage(FactionsStep, m_factions);
    m_cohorts = new CohortPage(this);
    setPage(CohortStep, m_cohorts);
    m_contact = new ContactPage(this);
    setPage(ContactStep, m_contact);
    m_pickPages << namePage();
    setPage(NameStep, m_pickPages.constLast());
    m_summary = summaryPage();
    setPage(SummaryStep, m_summary);
    setStartId(TypeStep);
    resize(820, 600);
    retranslate();
}

blades::Crew CrewWizard::crew() const
{
    return m_finished.value_or(m_crew);
}

void CrewWizard::setLanguage(Language language)
{
    m_language = language;
    retranslate();
}

QString CrewWizard::takeBase(const blades::CrewOutcome &outcome)
{
    if (!outcome.done())
        return explain(outcome.refused);
    m_base = outcome.after;
    replay();
    return {};
}

QString CrewWizard::explain(const QList<rules::Violation> &violations) const
{
    return wizard::explain(violations, m_pack, m_language);
}

QList<rules::Violation> CrewWizard::replay(std::optional<Replayed> watch)
{
    QList<rules::Violation> watched;
    blades::Crew c = m_base;
    const auto step = [&](Replayed which, bool wanted, const auto &op, const auto &drop) {
        if (!wanted)
            return;
        const blades::CrewOutcome o = op(c);
        if (o.done()) {
            c = o.after;
            return;
        }
        if (watch == which)
            watched = o.refused;
        drop(); // a step the sheet no longer allows (another crew type's contact) is dropped
    };
    step(Replayed::Deal, !m_deal.faction.isEmpty() && !m_deal.deal.isEmpty(),
         [&](const blades::Crew &x) { return blades::applyHuntingGroundsDeal(x, m_deal.faction, m_deal.deal, m_pack); },
         [&] { m_deal.deal.clear(); });
    step(Replayed::Helped, !m_helped.faction.isEmpty(),
         [&](const blades::Crew &x) { return blades::applyUpgradeFactionStatus(x, m_helped.faction, true, m_helped.paid, m_pack); },
         [&] { m_helped = {}; });
    step(Replayed::Hurt, !m_hurt.faction.isEmpty(),
         [&](const blades::Crew &x) { return blades::applyUpgradeFactionStatus(x, m_hurt.faction, false, m_hurt.paid, m_pack); },
         [&] { m_hurt = {}; });
    step(Replayed::Favorite, !m_favorite.contact.isEmpty(),
         [&](const blades::Crew &x) {
             return blades::applyFavoriteContact(x, m_favorite.contact, m_favorite.friendly, m_favorite.unfriendly,
                                                 m_favorite.intense, m_pack);
         },
         [&] { m_favorite = {}; });
    m_crew = c;
    m_finished.reset();
    return watched;
}

template <typename Choice>
QString CrewWizard::setStep(Choice &slot, const Choice &value, Replayed step)
{
    const Choice old = slot;
    slot = value;
    const QList<rules::Violation> refused = replay(step);
    if (refused.isEmpty())
        return {};
    slot = old;
    replay();
    return explain(refused);
}

QString CrewWizard::setDeal(const Deal &deal)
{
    return setStep(m_deal, deal, Replayed::Deal);
}

QString CrewWizard::setHelped(const FactionHelp &help)
{
    return setStep(m_helped, help, Replayed::Helped);
}

QString CrewWizard::setHurt(const FactionHelp &hurt)
{
    return setStep(m_hurt, hurt, Replayed::Hurt);
}

QString CrewWizard::setFavorite(const Favorite &favorite)
{
    return setStep(m_favorite, favorite, Replayed::Favorite);
}

int CrewWizard::cohortsMissing() const
{
    int paid = 0;
    for (const blades::Upgrade &u : m_pack.upgrades) {
        if (std::any_of(u.effects.begin(), u.effects.end(), [](const blades::Effect &e) { return e.kind == u"creates_cohort"_s; }))
            paid += blades::completions(m_base, u.id, m_pack);
    }
    return paid - int(m_base.cohorts.size());
}

int CrewWizard::nextId() const
{
    const int next = QWizard::nextId();
    if (next == CohortStep && cohortsMissing() == 0 && m_base.cohorts.isEmpty())
        return ContactStep;
    return next;
}

bool CrewWizard::validateCurrentPage()
{
    if (currentId() != SummaryStep)
        return QWizard::validateCurrentPage();
    return wizard::finishCreation(
        m_crew, [this](const auto &sheet) { return blades::applyFinishCrewCreation(sheet, m_pack); }, m_finished,
        [this](const QList<rules::Violation> &refused) { m_summary->showProblems(explain(refused)); });
}

void CrewWizard::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        wizard::followLanguageChange(*this, m_language);
        retranslate();
    }
    QWizard::changeEvent(event);
}

void CrewWizard::retranslate()
{
    setWindowTitle(tr("New Crew"));
    for (PickPage *page : std::as_const(m_pickPages))
        page->refresh();
    m_hunting->refresh();
    m_upgrades->refresh();
    m_factions->refresh();
    m_cohorts->refresh();
    m_contact->refresh();
    m_summary->refresh();
}

} // namespace sw::ui
