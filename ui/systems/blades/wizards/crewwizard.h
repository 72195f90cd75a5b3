#pragma once

#include "systems/blades/crewops.h"
#include "systems/blades/rulepack.h"
#include "common/language.h"

#include <QWizard>

#include <optional>

namespace sw::ui {

class CohortPage;
class ContactPage;
class HuntingGroundsPage;
class PickPage;
class SummaryPage;
class UpgradeFactionsPage;
class UpgradesPage;

// Guided creation of a crew (B §2): crew type, reputation and lair, hunting grounds and the deal
// with the faction that claims them, a special ability, upgrades (the type's and the crew's
// choice) with the factions they helped or hurt, cohorts, a favorite contact, a name, and a last
// look at the sheet. Every step goes through the rules engine. The steps that move coin and
// faction status (the hunting-grounds deal, the upgrade factions, the favorite contact) are kept
// as choices and replayed on the rest of the sheet whenever anything changes, so changing one's
// mind never pays twice. The pack must outlive the wizard.
class CrewWizard : public QWizard
{
    Q_OBJECT

public:
    enum Step { TypeStep, ReputationStep, HuntingStep, AbilityStep, UpgradesStep, FactionsStep, CohortStep,
                ContactStep, NameStep, SummaryStep };

    struct Deal
    {
        QString faction;
        QString deal; // hunting_ground_deals id
    };
    struct FactionHelp
    {
        QString faction; // empty: none
        bool paid = false;
    };
    struct Favorite
    {
        QString contact;
        QString friendly;
        QString unfriendly;
        bool intense = false; // +2/−2 instead of +1/−1
    };

    CrewWizard(const blades::RulePack &pack, Language language, QWidget *parent = nullptr);

    // The finished sheet (phase Play) once Finish was accepted; the sheet so far before that.
    blades::Crew crew() const;
    const blades::Crew &draft() const { return m_crew; }
    // The sheet without the replayed steps: type, texts, upgrades, ability, cohorts.
    const blades::Crew &base() const { return m_base; }
    const blades::RulePack &pack() const { return m_pack; }
    Language language() const { return m_language; }
    void setLanguage(Language language);

    // Takes the engine's answer to an edit of the base sheet, then replays the steps: the refusal
    // in words, or empty when done.
    QString takeBase(const blades::CrewOutcome &outcome);
    QString explain(const QList<rules::Violation> &violations) const;

    // The replayed steps (B §2 steps 3, 5, 6). A choice the engine refuses is not kept.
    const Deal &deal() const { return m_deal; }
    const FactionHelp &helped() const { return m_helped; }
    const FactionHelp &hurt() const { return m_hurt; }
    const Favorite &favorite() const { return m_favorite; }
    QString setDeal(const Deal &deal);
    QString setHelped(const FactionHelp &help);
    QString setHurt(const FactionHelp &hurt);
    QString setFavorite(const Favorite &favorite);

    // The cohorts the crew's upgrades pay for that are not on the sheet yet.
    int cohortsMissing() const;

    int nextId() const override;
    bool validateCurrentPage() override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // crewwizard_pages.cpp
    PickPage *typePage();
    PickPage *reputationPage();
    PickPage *abilityPage();
    PickPage *namePage();
    SummaryPage *summaryPage();
    QString chooseAbility(const QString &id);
    QString sheetHtml() const;

    enum class Replayed { Deal, Helped, Hurt, Favorite };
    // Rebuilds the sheet from the base and the steps; returns the refusals of `watch`.
    QList<rules::Violation> replay(std::optional<Replayed> watch = std::nullopt);
    template <typename Choice>
    QString setStep(Choice &slot, const Choice &value, Replayed step);
    void retranslate();

    const blades::RulePack &m_pack;
    Language m_language;
    blades::Crew m_base;
    blades::Crew m_crew;
    Deal m_deal;
    FactionHelp m_helped;
    FactionHelp m_hurt;
    Favorite m_favorite;
    std::optional<blades::Crew> m_finished;
    QList<PickPage *> m_pickPages;
    HuntingGroundsPage *m_hunting = nullptr;
    UpgradesPage *m_upgrades = nullptr;
    UpgradeFactionsPage *m_factions = nullptr;
    CohortPage *m_cohorts = nullptr;
    ContactPage *m_contact = nullptr;
    SummaryPage *m_summary = nullptr;
};

} // namespace sw::ui
