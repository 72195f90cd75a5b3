#include "actiondotspage.h"

#include "characterwizard.h"
#include "widgets/dotrating.h"
#include "wizardsupport.h"

#include "systems/blades/sheetops.h"

#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

ActionDotsPage::ActionDotsPage(CharacterWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setObjectName(u"actionsPage"_s);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_left = new QLabel(this);
    m_left->setObjectName(u"dotsLeft"_s);
    QFont bold = m_left->font();
    bold.setBold(true);
    m_left->setFont(bold);
    m_problem = wizard::problemLabel(u"dotsProblem"_s, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_hint);
    layout->addWidget(m_left);
    auto *groups = new QHBoxLayout;
    layout->addLayout(groups);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    build();
}

void ActionDotsPage::build()
{
    auto *groups = static_cast<QHBoxLayout *>(static_cast<QVBoxLayout *>(layout())->itemAt(2)->layout());
    const blades::RulePack &pack = m_wizard->pack();
    for (const blades::Attribute &attribute : pack.attributes) {
        auto *group = new QGroupBox(this);
        group->setObjectName(u"attribute_"_s + attribute.id);
        auto *grid = new QGridLayout(group);
        grid->setColumnStretch(1, 1);
        int row = 0;
        for (const QString &action : attribute.actions) {
            auto *dots = new DotRating(group);
            dots->setObjectName(u"action_"_s + action);
            dots->setDividerAfter(1); // the first dot stands apart, as on the sheet
            auto *name = new QLabel(group);
            name->setBuddy(dots);
            grid->addWidget(dots, row, 0);
            grid->addWidget(name, row++, 1);
            m_dots.insert(action, dots);
            m_names.insert(action, name);
            connect(dots, &DotRating::valueRequested, this, [this, action](int value) { requested(action, value); });
        }
        groups->addWidget(group);
        m_groups << group;
    }
}

void ActionDotsPage::refresh()
{
    const Language l = m_wizard->language();
    const blades::RulePack &pack = m_wizard->pack();
    const blades::CharacterLimits limits = blades::limitsFor(m_wizard->draft(), pack);
    setTitle(tr("Action dots"));
    setSubTitle(tr("Your playbook placed %n dot(s). Place the rest where your scoundrel is good.", nullptr,
                   pack.numberOr(u"playbook_dots"_s, 3)));
    m_hint->setText(tr("Place %1 dot in an action that reflects your heritage, %2 in one that reflects your background "
                       "and %3 anywhere. While the character is made, no action goes above %4.")
                        .arg(pack.numberOr(u"creation_dots_heritage"_s, 1))
                        .arg(pack.numberOr(u"creation_dots_background"_s, 1))
                        .arg(pack.numberOr(u"creation_dots_free"_s, 2))
                        .arg(limits.creationCap));
    QString used = u"nbfc"_s; // the wizard's own buttons: Next, Back, Finish, Cancel
    const blades::Playbook *playbook = pack.playbook(m_wizard->draft().playbook);
    for (int g = 0; g < pack.attributes.size() && g < m_groups.size(); ++g) {
        const blades::Attribute &attribute = pack.attributes.at(g);
        m_groups.at(g)->setTitle(attribute.name.in(l));
        m_groups.at(g)->setToolTip(attribute.summary.in(l));
        for (const QString &action : attribute.actions) {
            const blades::Entity *a = pack.action(action);
            const QString name = a ? a->name.in(l) : action;
            const int start = playbook ? playbook->startingDots.value(action) : 0;
            QLabel *label = m_names.value(action);
            label->setText(wizard::withMnemonic(name, used));
            label->setToolTip(a ? a->summary.in(l) : QString());
            DotRating *dots = m_dots.value(action);
            dots->setMaximum(limits.actionRatingMax);
            dots->setAccessibleName(name);
            dots->setToolTip(start > 0 ? tr("%1: the playbook gives %n dot(s) here; they stay. At most %2 while the character is made.",
                                            nullptr, start).arg(name).arg(limits.creationCap)
                                       : tr("%1: at most %2 dots while the character is made.").arg(name).arg(limits.creationCap));
        }
    }
    showDots();
}

void ActionDotsPage::initializePage()
{
    wizard::showProblem(m_problem, {});
    refresh();
}

int ActionDotsPage::dotsLeft() const
{
    const blades::RulePack &pack = m_wizard->pack();
    int placed = 0;
    for (int dots : m_wizard->draft().actions)
        placed += dots;
    return pack.numberOr(u"playbook_dots"_s, 3) + pack.numberOr(u"creation_dots"_s, 4) - placed;
}

bool ActionDotsPage::isComplete() const
{
    return dotsLeft() == 0;
}

void ActionDotsPage::requested(const QString &action, int value)
{
    const QString refusal = m_wizard->take(blades::applySetActionRating(m_wizard->draft(), action, value, m_wizard->pack()));
    wizard::showProblem(m_problem, refusal);
    if (!refusal.isEmpty())
        m_dots.value(action)->flashRefused();
    showDots();
}

void ActionDotsPage::showDots()
{
    for (auto it = m_dots.begin(); it != m_dots.end(); ++it)
        it.value()->setValue(m_wizard->draft().rating(it.key()));
    const int total = m_wizard->pack().numberOr(u"creation_dots"_s, 4);
    m_left->setText(tr("%1 of %n dot(s) left", nullptr, total).arg(dotsLeft()));
    Q_EMIT completeChanged();
}

} // namespace sw::ui
