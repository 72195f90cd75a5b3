// The list and text steps of the crew wizard (B §2 steps 1, 2, 4, the name) and its last page.
#include "crewwizard.h"

#include "cohortpage.h"
#include "pickpage.h"
#include "summarypage.h"
#include "wizardsupport.h"

#include "systems/blades/crewvalidator.h"
#include "systems/blades/huntinggrounds.h"
#include "systems/blades/sheetops.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

const blades::Ability *crewAbility(const blades::RulePack &pack, const QString &id)
{
    for (const blades::Ability &a : pack.crewAbilities) {
        if (a.id == id)
            return &a;
    }
    return nullptr;
}

QString nameIn(const QList<blades::Entity> &list, const QString &id, Language language)
{
    for (const blades::Entity &e : list) {
        if (e.id == id)
            return e.name.in(language);
    }
    return id;
}

QString upgradeName(const blades::RulePack &pack, const QString &id, Language language)
{
    const blades::Upgrade *u = pack.upgrade(id);
    return u ? u->name.in(language) : id;
}

} // namespace

PickPage *CrewWizard::typePage()
{
    PickPage::Hooks h;
    h.entries = [this] {
        QList<PickPage::Entry> out;
        for (const blades::CrewType &t : m_pack.crewTypes) {
            QStringList upgrades;
            for (const QStringList &options : blades::startingUpgrades(t.id, m_pack)) {
                QStringList names;
                for (const QString &id : options)
                    names << upgradeName(m_pack, id, m_language).toHtmlEscaped();
                upgrades << names.join(tr(" or "));
            }
            QStringList operations;
            for (const blades::Text &op : wizard::crewTypeTexts(m_pack, t.id, u"hunting_grounds"_s))
                operations << op.in(m_language).toHtmlEscaped();
            QStringList abilities;
            for (const QString &id : t.abilities) {
                if (const blades::Ability *a = crewAbility(m_pack, id))
                    abilities << a->name.in(m_language).toHtmlEscaped();
            }
            const QString html = wizard::entityHtml(t, m_language)
                                 + u"<p><b>%1</b> %2</p>"_s.arg(tr("Starting upgrades:"), wizard::joined(upgrades, m_language))
                                 + u"<p><b>%1</b> %2</p>"_s.arg(tr("Operations:"), wizard::joined(operations, m_language))
                                 + u"<p><b>%1</b> %2</p>"_s.arg(tr("XP trigger:"), t.xpTrigger.in(m_language).toHtmlEscaped())
                                 + u"<p><b>%1</b> %2</p>"_s.arg(tr("Special abilities:"), wizard::joined(abilities, m_language));
            out << PickPage::Entry{t.id, t.name.in(m_language), html, t.summary.in(m_language)};
        }
        return out;
    };
    h.current = [this] { return m_base.crewType; };
    h.choose = [this](const QString &id) { return takeBase(blades::applyChooseCrewType(m_base, id, m_pack)); };
    h.complete = [this] { return m_pack.crewType(m_base.crewType) != nullptr; };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Crew type"));
        page->setSubTitle(tr("Choose what kind of crew you are. The crew starts at Tier 0 with strong hold, 0 rep and 2 coin; "
                             "changing the type later starts its upgrades, ability and contacts over."));
        page->setListLabel(tr("Crew &type:"), tr("The type gives the crew's special abilities, starting upgrades, contacts and XP trigger."));
    };
    return new PickPage(u"crewTypeList"_s, h, this);
}

PickPage *CrewWizard::reputationPage()
{
    static constexpr blades::CrewText kFields[] = {blades::CrewText::Reputation, blades::CrewText::LairDistrict,
                                                   blades::CrewText::Lair};
    const auto reputations = [this] { return wizard::documentEntities(m_pack, u"crew.json"_s, u"reputations"_s); };
    PickPage::Hooks h;
    h.entries = [this, reputations] {
        QList<PickPage::Entry> out;
        for (const blades::Entity &e : reputations())
            out << PickPage::Entry{e.id, e.name.in(m_language), wizard::entityHtml(e, m_language), e.summary.in(m_language)};
        return out;
    };
    h.current = [this] { return m_base.reputation; };
    h.choose = [this](const QString &id) { return takeBase(blades::applySetCrewText(m_base, blades::CrewText::Reputation, id, m_pack)); };
    h.fieldValue = [this, reputations](int field) {
        if (field == 1)
            return m_base.lairDistrict;
        if (field == 2)
            return m_base.lair;
        const QList<blades::Entity> known = reputations();
        const bool listed = std::any_of(known.begin(), known.end(), [&](const blades::Entity &e) { return e.id == m_base.reputation; });
        return listed ? QString() : m_base.reputation;
    };
    h.setField = [this](int field, const QString &text) {
        return takeBase(blades::applySetCrewText(m_base, kFields[field], text, m_pack));
    };
    h.complete = [this] { return !m_base.reputation.trimmed().isEmpty(); };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Reputation and lair"));
        page->setSubTitle(tr("Choose how the underworld sees you, or write your own word; then say where your lair is "
                             "and what it is like. A Tier 0 crew's lair is modest or abandoned."));
        page->setListLabel(tr("&Reputation:"), tr("Choose one reputation; bolstering it later earns crew XP."));
        page->setFieldLabel(0, tr("&Own word:"), tr("Instead of the list: a reputation in your own word."), tr("e.g. Relentless"));
        page->setFieldLabel(1, tr("Lair &district:"), tr("The district of Doskvol where the lair is."), tr("e.g. Crow's Foot"));
        page->setFieldLabel(2, tr("&Lair:"), tr("What the lair is and what it looks like, in a few words."),
                            tr("e.g. a flooded cellar under a burned-out chapel"));
    };
    auto *page = new PickPage(u"reputationList"_s, h, this);
    page->addField(u"ownReputation"_s);
    page->addField(u"lairDistrict"_s);
    page->addField(u"lair"_s, true);
    return page;
}

PickPage *CrewWizard::abilityPage()
{
    PickPage::Hooks h;
    h.entries = [this] {
        QList<PickPage::Entry> out;
        const blades::CrewType *type = m_pack.crewType(m_base.crewType);
        for (const QString &id : type ? type->abilities : QStringList()) {
            const blades::Ability *a = crewAbility(m_pack, id);
            if (!a)
                continue;
            QString html = wizard::entityHtml(*a, m_language);
            if (id == type->abilities.constFirst())
                html += u"<p><i>%1</i></p>"_s.arg(tr("The first ability of the crew type is its default pick."));
            out << PickPage::Entry{id, a->name.in(m_language), html, a->summary.in(m_language)};
        }
        return out;
    };
    h.initialize = [this] {
        const blades::CrewType *type = m_pack.crewType(m_base.crewType);
        if (m_base.abilities.isEmpty() && type && !type->abilities.isEmpty())
            chooseAbility(type->abilities.constFirst()); // B §2 step 4: the first is the default
    };
    h.current = [this] { return m_base.abilities.value(0); };
    h.choose = [this](const QString &id) { return chooseAbility(id); };
    h.complete = [this] { return m_base.abilities.size() == m_pack.numberOr(u"abilities_at_creation"_s, 1); };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Crew special ability"));
        page->setSubTitle(tr("Choose one special ability of your crew type. More come with crew advances."));
        page->setListLabel(tr("&Special ability:"), tr("At creation the crew takes one ability of its type; the first one is the default."));
    };
    return new PickPage(u"crewAbilityList"_s, h, this);
}

QString CrewWizard::chooseAbility(const QString &id)
{
    if (m_base.abilities.contains(id))
        return {};
    blades::Crew c = m_base;
    for (const QString &old : m_base.abilities) { // give the earlier pick back first
        const blades::CrewOutcome back = blades::applyToggleCrewAbility(c, old, m_pack);
        if (!back.done())
            return explain(back.refused);
        c = back.after;
    }
    const blades::CrewOutcome taken = blades::applyToggleCrewAbility(c, id, m_pack);
    return taken.done() ? takeBase(taken) : explain(taken.refused);
}

PickPage *CrewWizard::namePage()
{
    PickPage::Hooks h;
    h.fieldValue = [this](int) { return m_base.name; };
    h.setField = [this](int, const QString &text) { return takeBase(blades::applySetCrewText(m_base, blades::CrewText::Name, text, m_pack)); };
    h.complete = [this] { return !m_base.name.trimmed().isEmpty(); };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Crew name"));
        page->setSubTitle(tr("Name your crew: the name the city will learn to fear."));
        page->setFieldLabel(0, tr("Crew na&me:"), tr("The crew's name, as it goes on the sheet and the faction ladder."),
                            tr("e.g. The Gray Knives"));
    };
    auto *page = new PickPage(u"crewIdentity"_s, h, this);
    page->addField(u"crewName"_s);
    return page;
}

SummaryPage *CrewWizard::summaryPage()
{
    SummaryPage::Hooks h;
    h.html = [this] { return sheetHtml(); };
    h.problems = [this] { return explain(blades::blockingCrewViolations(m_crew, m_pack)); };
    h.retranslate = [](SummaryPage *page) {
        page->setTitle(tr("Your crew"));
        page->setSubTitle(tr("Review the crew sheet. Finish starts play; later upgrades and abilities come from crew advances."));
    };
    return new SummaryPage(h, this);
}

QString CrewWizard::sheetHtml() const
{
    const Language l = m_language;
    const blades::Crew &c = m_crew;
    const auto row = [](const QString &label, const QString &value) -> QString {
        return value.isEmpty() ? QString() : u"<tr><td><b>%1</b></td><td>%2</td></tr>"_s.arg(label.toHtmlEscaped(), value);
    };
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const blades::CrewType *type = m_pack.crewType(c.crewType);
    const QList<blades::Entity> reputations = wizard::documentEntities(m_pack, u"crew.json"_s, u"reputations"_s);
    const QList<blades::Entity> deals = wizard::documentEntities(m_pack, u"crew.json"_s, u"hunting_ground_deals"_s);
    QList<blades::Entity> factions;
    for (const blades::ExampleFaction &f : m_pack.factions)
        factions << f;
    QString html = u"<h2>%1</h2><table cellspacing=\"4\">"_s.arg(esc(c.name.isEmpty() ? tr("(no name yet)") : c.name));
    html += row(tr("Crew type"), type ? esc(type->name.in(l)) : QString());
    html += row(tr("Tier and hold"), esc(tr("Tier %1, %2 hold").arg(c.tier).arg(c.hold == blades::Hold::Strong ? tr("strong") : tr("weak"))));
    html += row(tr("Coin"), QString::number(c.coin));
    html += row(tr("Reputation"), esc(nameIn(reputations, c.reputation, l)));
    html += row(tr("Lair"), esc(QStringList{c.lairDistrict, c.lair}.filter(QRegularExpression(u"\\S"_s)).join(u" — "_s)));
    const blades::HuntingGrounds &hg = c.huntingGrounds;
    const QString operation = blades::huntingOperationName(hg.operation, c.crewType, m_pack).in(l);
    html += row(tr("Hunting grounds"), esc(QStringList{hg.district, hg.area, operation}.filter(QRegularExpression(u"\\S"_s)).join(u", "_s)));
    if (!hg.faction.isEmpty())
        html += row(tr("Claimed by"), esc(nameIn(factions, hg.faction, l) + u" — "_s + nameIn(deals, hg.deal, l)));
    QStringList abilities;
    for (const QString &id : c.abilities)
        abilities << esc(crewAbility(m_pack, id) ? crewAbility(m_pack, id)->name.in(l) : id);
    html += row(tr("Special ability"), wizard::joined(abilities, m_language));
    QStringList upgrades;
    for (auto it = c.upgrades.begin(); it != c.upgrades.end(); ++it) {
        const blades::Upgrade *u = m_pack.upgrade(it.key());
        upgrades << esc(upgradeName(m_pack, it.key(), l)) + u' '
                        + QString(it.value(), u'■') + QString(std::max(0, (u ? u->boxes : 0) - it.value()), u'□');
    }
    html += row(tr("Upgrades"), upgrades.join(u"<br/>"_s));
    QStringList cohorts;
    for (const blades::Cohort &cohort : c.cohorts)
        cohorts << esc(CohortPage::describe(cohort, m_pack, l));
    html += row(tr("Cohorts"), cohorts.join(u"<br/>"_s));
    QStringList contacts;
    for (const blades::Contact &contact : c.contacts) {
        const QString name = esc(nameIn(type ? type->contacts : QList<blades::Entity>(), contact.id, l));
        contacts << (contact.favorite ? u"<b>%1 ★</b>"_s.arg(name) : name);
    }
    html += row(tr("Contacts"), wizard::joined(contacts, l));
    QStringList statuses;
    for (auto it = c.factionStatus.begin(); it != c.factionStatus.end(); ++it) {
        if (it.value() == 0)
            continue;
        QString word;
        for (const blades::FactionStatus &s : m_pack.factionStatus) {
            if (s.value == it.value())
                word = u" ("_s + esc(s.name.in(l)) + u')';
        }
        statuses << esc(nameIn(factions, it.key(), l)) + u" <b>"_s + (it.value() > 0 ? u"+"_s : QString())
                        + QString::number(it.value()) + u"</b>"_s + word;
    }
    html += row(tr("Faction status"), statuses.isEmpty() ? esc(tr("all neutral (0)")) : statuses.join(u"<br/>"_s));
    return html + u"</table>"_s;
}

} // namespace sw::ui
