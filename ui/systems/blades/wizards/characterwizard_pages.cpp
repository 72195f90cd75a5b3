// The list and text steps of the character wizard (A §3 steps 1–3, 5, 7, 8) and its last page.
#include "characterwizard.h"

#include "pickpage.h"
#include "summarypage.h"
#include "wizardsupport.h"

#include "systems/blades/charactervalidator.h"
#include "systems/blades/sheetops.h"

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

QString dots(int filled, int of)
{
    return QString(filled, u'●') + QString(std::max(0, of - filled), u'○');
}

} // namespace

PickPage *CharacterWizard::playbookPage()
{
    PickPage::Hooks h;
    h.entries = [this] {
        QList<PickPage::Entry> out;
        for (const blades::Playbook &p : m_pack.playbooks) {
            QStringList start;
            for (auto it = p.startingDots.begin(); it != p.startingDots.end(); ++it) {
                const blades::Entity *action = m_pack.action(it.key());
                start << (action ? action->name.in(m_language) : it.key()).toHtmlEscaped() + u' ' + dots(it.value(), it.value());
            }
            QStringList abilities;
            for (const QString &id : p.abilities) {
                if (const blades::Ability *a = m_pack.ability(id))
                    abilities << a->name.in(m_language).toHtmlEscaped();
            }
            const QString html = wizard::entityHtml(p, m_language)
                                 + u"<p><b>%1</b> %2</p>"_s.arg(tr("Starting action dots:"), wizard::joined(start, m_language))
                                 + u"<p><b>%1</b> %2</p>"_s.arg(tr("XP trigger:"), p.xpTrigger.in(m_language).toHtmlEscaped())
                                 + u"<p><b>%1</b> %2</p>"_s.arg(tr("Special abilities:"), wizard::joined(abilities, m_language));
            out << PickPage::Entry{p.id, p.name.in(m_language), html, p.summary.in(m_language)};
        }
        return out;
    };
    h.current = [this] { return m_draft.playbook; };
    h.choose = [this](const QString &id) { return choosePlaybook(id); };
    h.complete = [this] { return m_pack.playbook(m_draft.playbook) != nullptr; };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Playbook"));
        page->setSubTitle(tr("Choose what kind of scoundrel you play. Changing it later clears the dots, "
                             "ability, friend and rival chosen for the old one."));
        page->setListLabel(tr("&Playbook:"),
                           tr("The playbook gives 3 starting action dots, its special abilities, its people and your XP trigger."));
    };
    return new PickPage(u"playbookList"_s, h, this);
}

QString CharacterWizard::choosePlaybook(const QString &id)
{
    if (m_draft.playbook.isEmpty() && m_draft == blades::startCharacter(QString(), m_pack)) {
        m_draft = blades::startCharacter(id, m_pack); // A §3 step 1: a blank sheet of the playbook
        m_finished.reset();
        return {};
    }
    return take(blades::applyChoose(m_draft, blades::CharacterChoice::Playbook, id, m_pack));
}

PickPage *CharacterWizard::originPage(bool heritage)
{
    const auto choice = heritage ? blades::CharacterChoice::Heritage : blades::CharacterChoice::Background;
    const auto detail = heritage ? blades::CharacterText::HeritageDetail : blades::CharacterText::BackgroundDetail;
    PickPage::Hooks h;
    h.entries = [this, heritage] {
        QList<PickPage::Entry> out;
        for (const blades::Entity &e : heritage ? m_pack.heritages : m_pack.backgrounds)
            out << PickPage::Entry{e.id, e.name.in(m_language), wizard::entityHtml(e, m_language), e.summary.in(m_language)};
        return out;
    };
    h.current = [this, heritage] { return heritage ? m_draft.heritage : m_draft.background; };
    h.choose = [this, choice](const QString &id) { return take(blades::applyChoose(m_draft, choice, id, m_pack)); };
    h.fieldValue = [this, heritage](int) { return heritage ? m_draft.heritageDetail : m_draft.backgroundDetail; };
    h.setField = [this, detail](int, const QString &text) {
        return take(blades::applySetText(m_draft, detail, text, m_pack));
    };
    h.complete = [this, heritage] { return !(heritage ? m_draft.heritage : m_draft.background).isEmpty(); };
    h.retranslate = [heritage](PickPage *page) {
        if (heritage) {
            page->setTitle(tr("Heritage"));
            page->setSubTitle(tr("Where your family comes from. Add a detail about them."));
            page->setListLabel(tr("&Heritage:"), tr("Your heritage is your family's land of origin; one of your action dots will reflect it."));
            page->setFieldLabel(0, tr("Family &detail:"), tr("A detail about your family, in a few words."),
                                tr("e.g. my mother still runs the old eel boat"));
        } else {
            page->setTitle(tr("Background"));
            page->setSubTitle(tr("What you did before you joined the crew. Add a specific detail."));
            page->setListLabel(tr("Bac&kground:"), tr("Your background is what you did before; one of your action dots will reflect it."));
            page->setFieldLabel(0, tr("Specific &detail:"), tr("A specific detail of that life, in a few words."),
                                tr("e.g. deserted from the Imperial army at Mistmoor"));
        }
    };
    auto *page = new PickPage(heritage ? u"heritageList"_s : u"backgroundList"_s, h, this);
    page->addField(heritage ? u"heritageDetail"_s : u"backgroundDetail"_s);
    return page;
}

PickPage *CharacterWizard::abilityPage()
{
    PickPage::Hooks h;
    h.entries = [this] {
        QList<PickPage::Entry> out;
        const blades::Playbook *p = m_pack.playbook(m_draft.playbook);
        for (const QString &id : p ? p->abilities : QStringList()) {
            const blades::Ability *a = m_pack.ability(id);
            if (!a)
                continue;
            QString html = wizard::entityHtml(*a, m_language);
            if (id == p->abilities.constFirst())
                html += u"<p><i>%1</i></p>"_s.arg(tr("The first ability of the playbook is its default pick."));
            out << PickPage::Entry{id, a->name.in(m_language), html, a->summary.in(m_language)};
        }
        return out;
    };
    h.initialize = [this] {
        const blades::Playbook *p = m_pack.playbook(m_draft.playbook);
        if (m_draft.abilities.isEmpty() && p && !p->abilities.isEmpty())
            chooseAbility(p->abilities.constFirst()); // A §3 step 5: the first is the default
    };
    h.current = [this] { return m_draft.abilities.value(0); };
    h.choose = [this](const QString &id) { return chooseAbility(id); };
    h.complete = [this] { return m_draft.abilities.size() == m_pack.numberOr(u"special_abilities_at_creation"_s, 1); };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Special ability"));
        page->setSubTitle(tr("Choose one special ability of your playbook. More come with playbook advances."));
        page->setListLabel(tr("&Special ability:"), tr("At creation you take one special ability of your playbook; the first one is the default."));
    };
    return new PickPage(u"abilityList"_s, h, this);
}

QString CharacterWizard::chooseAbility(const QString &id)
{
    if (m_draft.abilities.contains(id))
        return {};
    blades::Character c = m_draft;
    for (const QString &old : m_draft.abilities) { // give the earlier pick back first
        const blades::Outcome back = blades::applyToggleAbility(c, old, m_pack);
        if (!back.done())
            return explain(back.refused);
        c = back.after;
    }
    const blades::Outcome taken = blades::applyToggleAbility(c, id, m_pack);
    if (!taken.done())
        return explain(taken.refused);
    return take(taken);
}

PickPage *CharacterWizard::vicePage()
{
    PickPage::Hooks h;
    h.entries = [this] {
        QList<PickPage::Entry> out;
        for (const blades::Entity &e : m_pack.vices)
            out << PickPage::Entry{e.id, e.name.in(m_language), wizard::entityHtml(e, m_language), e.summary.in(m_language)};
        return out;
    };
    h.current = [this] { return m_draft.vice; };
    h.choose = [this](const QString &id) { return take(blades::applyChoose(m_draft, blades::CharacterChoice::Vice, id, m_pack)); };
    h.fieldValue = [this](int field) { return field == 0 ? m_draft.viceDetail : m_draft.purveyor; };
    h.setField = [this](int field, const QString &text) {
        const auto slot = field == 0 ? blades::CharacterText::ViceDetail : blades::CharacterText::Purveyor;
        return take(blades::applySetText(m_draft, slot, text, m_pack));
    };
    h.complete = [this] { return !m_draft.vice.isEmpty(); };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Vice"));
        page->setSubTitle(tr("Choose the vice you indulge to clear stress, describe it, and name your purveyor."));
        page->setListLabel(tr("&Vice:"), tr("One kind of vice; indulging it in downtime clears stress."));
        page->setFieldLabel(0, tr("&Describe it:"), tr("What exactly your vice is, in a few words."),
                            tr("e.g. dice at the Silver Stag"));
        page->setFieldLabel(1, tr("&Purveyor:"), tr("The person who serves your vice, and where to find them."),
                            tr("e.g. Singer, at the Silver Stag in Nightmarket"));
    };
    auto *page = new PickPage(u"viceList"_s, h, this);
    page->addField(u"viceDetail"_s);
    page->addField(u"purveyor"_s);
    return page;
}

PickPage *CharacterWizard::namePage()
{
    static constexpr blades::CharacterText kFields[] = {blades::CharacterText::Name, blades::CharacterText::Alias,
                                                        blades::CharacterText::Look};
    PickPage::Hooks h;
    h.fieldValue = [this](int field) {
        return field == 0 ? m_draft.name : field == 1 ? m_draft.alias : m_draft.look;
    };
    h.setField = [this](int field, const QString &text) {
        return take(blades::applySetText(m_draft, kFields[field], text, m_pack));
    };
    h.complete = [this] { return !m_draft.name.trimmed().isEmpty(); };
    h.retranslate = [](PickPage *page) {
        page->setTitle(tr("Name, alias and look"));
        page->setSubTitle(tr("Record your name, an alias if you use one, and a few words about your look."));
        page->setFieldLabel(0, tr("Na&me:"), tr("Every scoundrel has a name; it is required."), tr("e.g. Mara Kell"));
        page->setFieldLabel(1, tr("&Alias:"), tr("An alias is optional: the name the streets know you by."), tr("e.g. the Widow"));
        page->setFieldLabel(2, tr("&Look:"), tr("A few evocative words: build, clothes, manner."),
                            tr("e.g. lean, scarred hands, long coat, quiet voice"));
    };
    auto *page = new PickPage(u"identity"_s, h, this);
    page->addField(u"name"_s);
    page->addField(u"alias"_s);
    page->addField(u"look"_s, true);
    return page;
}

SummaryPage *CharacterWizard::summaryPage()
{
    SummaryPage::Hooks h;
    h.html = [this] { return sheetHtml(); };
    h.problems = [this] { return explain(blades::blockingViolations(m_draft, m_pack)); };
    h.retranslate = [](SummaryPage *page) {
        page->setTitle(tr("Your scoundrel"));
        page->setSubTitle(tr("Review the sheet. Finish starts play; the action dots are then fixed and grow by advances."));
    };
    return new SummaryPage(h, this);
}

QString CharacterWizard::sheetHtml() const
{
    const Language l = m_language;
    const auto named = [l](const QList<blades::Entity> &list, const QString &id) -> QString {
        for (const blades::Entity &e : list) {
            if (e.id == id)
                return e.name.in(l);
        }
        return id;
    };
    const auto row = [](const QString &label, const QString &value, const QString &detail = {}) -> QString {
        if (value.isEmpty())
            return {};
        return u"<tr><td><b>%1</b></td><td>%2%3</td></tr>"_s.arg(
            label.toHtmlEscaped(), value.toHtmlEscaped(), detail.isEmpty() ? QString() : u" — "_s + detail.toHtmlEscaped());
    };
    const blades::Playbook *playbook = m_pack.playbook(m_draft.playbook);
    const QList<blades::Entity> npcs = playbook ? playbook->npcs : QList<blades::Entity>();
    QString title = m_draft.name.isEmpty() ? tr("(no name yet)") : m_draft.name;
    if (!m_draft.alias.isEmpty())
        title += u" “"_s + m_draft.alias + u"”"_s;
    QString html = u"<h2>%1</h2><table cellspacing=\"4\">"_s.arg(title.toHtmlEscaped());
    html += row(tr("Playbook"), playbook ? playbook->name.in(l) : QString());
    html += row(tr("Heritage"), named(m_pack.heritages, m_draft.heritage), m_draft.heritageDetail);
    html += row(tr("Background"), named(m_pack.backgrounds, m_draft.background), m_draft.backgroundDetail);
    QStringList abilities;
    for (const QString &id : m_draft.abilities)
        abilities << (m_pack.ability(id) ? m_pack.ability(id)->name.in(l) : id);
    html += row(tr("Special ability"), wizard::joined(abilities, m_language));
    html += row(tr("Close friend"), named(npcs, m_draft.friendNpc));
    html += row(tr("Rival"), named(npcs, m_draft.rivalNpc));
    html += row(tr("Vice"), named(m_pack.vices, m_draft.vice), m_draft.viceDetail);
    html += row(tr("Purveyor"), m_draft.purveyor);
    html += row(tr("Look"), m_draft.look);
    html += row(tr("XP trigger"), playbook ? playbook->xpTrigger.in(l) : QString());
    html += u"</table><table cellspacing=\"4\"><tr>"_s;
    const int ratingMax = blades::limitsFor(m_draft, m_pack).actionRatingMax;
    for (const blades::Attribute &attribute : m_pack.attributes) {
        html += u"<td valign=\"top\"><b>%1 %2</b><br/>"_s.arg(attribute.name.in(l).toHtmlEscaped())
                    .arg(blades::attributeRating(m_draft, attribute));
        for (const QString &action : attribute.actions) {
            const blades::Entity *a = m_pack.action(action);
            html += u"%1 %2<br/>"_s.arg(dots(m_draft.rating(action), ratingMax), (a ? a->name.in(l) : action).toHtmlEscaped());
        }
        html += u"</td>"_s;
    }
    return html + u"</tr></table>"_s;
}

} // namespace sw::ui
