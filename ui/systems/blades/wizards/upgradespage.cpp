#include "upgradespage.h"

#include "crewwizard.h"
#include "wizardsupport.h"

#include "systems/blades/sheetops.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

UpgradesPage::UpgradesPage(CrewWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setObjectName(u"upgradesPage"_s);
    m_startingHeading = new QLabel(this);
    m_starting = new QWidget(this);
    new QGridLayout(m_starting);
    m_starting->layout()->setContentsMargins(12, 0, 0, 0);
    m_left = new QLabel(this);
    m_left->setObjectName(u"upgradeBoxesLeft"_s);
    QFont bold = m_left->font();
    bold.setBold(true);
    m_left->setFont(bold);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setFrameShape(QFrame::StyledPanel);
    m_problem = wizard::problemLabel(u"upgradesProblem"_s, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_startingHeading);
    layout->addWidget(m_starting);
    layout->addWidget(m_left);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_problem);
}

void UpgradesPage::refresh()
{
    setTitle(tr("Crew upgrades"));
    setSubTitle(tr("Your crew type starts with its own upgrades. Then mark %n more box(es): any general upgrade or one "
                   "of your type's. A cohort takes 2 boxes.",
                   nullptr, m_wizard->pack().numberOr(u"upgrades_chosen_at_creation"_s, 2)));
    m_startingHeading->setText(tr("Starting upgrades of the crew type:"));
    m_scroll->setAccessibleName(tr("Upgrades to mark"));
    rebuild();
}

void UpgradesPage::initializePage()
{
    wizard::showProblem(m_problem, {});
    refresh();
}

bool UpgradesPage::isComplete() const
{
    return chosenBoxes() == m_wizard->pack().numberOr(u"upgrades_chosen_at_creation"_s, 2);
}

int UpgradesPage::granted(const QString &upgrade) const
{
    const blades::Crew &crew = m_wizard->base();
    const blades::RulePack &pack = m_wizard->pack();
    for (const QStringList &options : blades::startingUpgrades(crew.crewType, pack)) {
        for (const QString &id : options) {
            if (blades::completions(crew, id, pack) > 0) {
                if (id == upgrade)
                    return pack.upgrade(id)->boxes;
                break; // the option taken from this group
            }
        }
    }
    return 0;
}

int UpgradesPage::chosenBoxes() const
{
    int marked = 0;
    for (auto it = m_wizard->base().upgrades.begin(); it != m_wizard->base().upgrades.end(); ++it)
        marked += it.value() - granted(it.key());
    return marked;
}

void UpgradesPage::rebuild()
{
    const Language l = m_wizard->language();
    const blades::RulePack &pack = m_wizard->pack();
    const blades::Crew &crew = m_wizard->base();
    const blades::CrewType *type = pack.crewType(crew.crewType);

    // The type's pre-selected upgrades, with a choice where the type offers one.
    auto *grid = static_cast<QGridLayout *>(m_starting->layout());
    while (QLayoutItem *item = grid->takeAt(0)) {
        if (QWidget *old = item->widget()) {
            old->hide();
            old->deleteLater(); // may be the combo box whose signal brought us here
        }
        delete item;
    }
    const QList<QStringList> groups = blades::startingUpgrades(crew.crewType, pack);
    for (int g = 0; g < groups.size(); ++g) {
        const QStringList &options = groups.at(g);
        if (options.size() == 1) {
            const blades::Upgrade *u = pack.upgrade(options.constFirst());
            auto *label = new QLabel(u"✓ "_s + (u ? u->name.in(l) : options.constFirst()), m_starting);
            label->setToolTip(u ? u->summary.in(l) : QString());
            grid->addWidget(label, g, 0, 1, 2);
            continue;
        }
        auto *label = new QLabel(tr("One &of:"), m_starting);
        auto *combo = new QComboBox(m_starting);
        combo->setObjectName(u"startingUpgrade%1"_s.arg(g));
        combo->setToolTip(tr("The crew type offers a choice here; the one you pick is granted whole."));
        label->setBuddy(combo);
        for (const QString &id : options) {
            const blades::Upgrade *u = pack.upgrade(id);
            combo->addItem(u ? u->name.in(l) : id, id);
            combo->setItemData(combo->count() - 1, u ? u->summary.in(l) : QString(), Qt::ToolTipRole);
            if (blades::completions(crew, id, pack) > 0 && granted(id) > 0)
                combo->setCurrentIndex(combo->count() - 1);
        }
        connect(combo, &QComboBox::currentIndexChanged, this, [this, g, combo] { startingOptionChosen(g, combo); });
        grid->addWidget(label, g, 0);
        grid->addWidget(combo, g, 1);
    }
    grid->setColumnStretch(2, 1);

    // The boxes the crew marks itself: the type's own upgrades first, then the general ones.
    m_spins.clear();
    auto *content = new QWidget;
    auto *rows = new QGridLayout(content);
    rows->setColumnStretch(2, 1);
    rows->setHorizontalSpacing(12);
    int row = 0;
    QString used = u"nbfco"_s; // the wizard's own buttons (Next, Back, Finish, Cancel) and "One of"
    const auto section = [&](const QString &title, const QList<const blades::Upgrade *> &upgrades) {
        auto *heading = new QLabel(u"<b>%1</b>"_s.arg(title.toHtmlEscaped()), content);
        rows->addWidget(heading, row++, 0, 1, 3);
        for (const blades::Upgrade *u : upgrades) {
            const int max = (blades::repeatable(*u) ? 2 * u->boxes : u->boxes) - granted(u->id);
            if (max <= 0)
                continue;
            auto *name = new QLabel(wizard::withMnemonic(u->name.in(l), used), content);
            auto *spin = new QSpinBox(content);
            spin->setObjectName(u"upgrade_"_s + u->id);
            spin->setRange(0, max);
            spin->setSuffix(tr(" of %1").arg(max));
            spin->setValue(crew.upgrades.value(u->id) - granted(u->id));
            spin->setToolTip(u->summary.in(l));
            spin->setAccessibleName(u->name.in(l));
            name->setBuddy(spin);
            name->setToolTip(u->summary.in(l));
            auto *summary = new QLabel(u->summary.in(l), content);
            summary->setWordWrap(true);
            summary->setForegroundRole(QPalette::PlaceholderText);
            rows->addWidget(name, row, 0);
            rows->addWidget(spin, row, 1, Qt::AlignTop);
            rows->addWidget(summary, row++, 2);
            m_spins.insert(u->id, spin);
            connect(spin, &QSpinBox::valueChanged, this, [this, id = u->id, spin] { boxesChosen(id, spin); });
        }
    };
    QList<const blades::Upgrade *> specific, general;
    for (const blades::Upgrade &u : pack.upgrades) {
        if (u.scope == u"crew_specific"_s && type && type->upgrades.contains(u.id))
            specific << &u;
        else if (u.scope != u"crew_specific"_s)
            general << &u;
    }
    if (type)
        section(tr("Upgrades of the %1").arg(type->name.in(l)), specific);
    section(tr("General upgrades"), general);
    rows->setRowStretch(row, 1);
    m_scroll->setWidget(content);
    showCounts();
}

void UpgradesPage::showCounts()
{
    const int total = m_wizard->pack().numberOr(u"upgrades_chosen_at_creation"_s, 2);
    m_left->setText(tr("%1 of %n box(es) left to mark", nullptr, total).arg(total - chosenBoxes()));
    for (auto it = m_spins.begin(); it != m_spins.end(); ++it) {
        const QSignalBlocker block(it.value());
        it.value()->setValue(m_wizard->base().upgrades.value(it.key()) - granted(it.key()));
    }
    Q_EMIT completeChanged();
}

void UpgradesPage::boxesChosen(const QString &upgrade, QSpinBox *spin)
{
    const QString refusal = m_wizard->takeBase(
        blades::applySetUpgradeBoxes(m_wizard->base(), upgrade, granted(upgrade) + spin->value(), m_wizard->pack()));
    wizard::showProblem(m_problem, refusal);
    showCounts();
}

void UpgradesPage::startingOptionChosen(int group, QComboBox *combo)
{
    const blades::RulePack &pack = m_wizard->pack();
    const QStringList options = blades::startingUpgrades(m_wizard->base().crewType, pack).value(group);
    const QString wanted = combo->currentData().toString();
    QString old;
    for (const QString &id : options) {
        if (old.isEmpty() && blades::completions(m_wizard->base(), id, pack) > 0)
            old = id;
    }
    if (old == wanted || !pack.upgrade(wanted))
        return;
    // Through the engine, step by step: set the crew's own boxes aside, swap the starting
    // upgrade, then mark the crew's boxes again.
    blades::Crew c = m_wizard->base();
    QMap<QString, int> own;
    for (auto it = c.upgrades.begin(); it != c.upgrades.end(); ++it) {
        if (it.key() != old && it.value() > granted(it.key()))
            own.insert(it.key(), it.value() - granted(it.key()));
    }
    QString refusal;
    const auto step = [&](const QString &id, int boxes) {
        if (!refusal.isEmpty())
            return;
        const blades::CrewOutcome o = blades::applySetUpgradeBoxes(c, id, boxes, pack);
        if (o.done())
            c = o.after;
        else
            refusal = m_wizard->explain(o.refused);
    };
    for (auto it = own.begin(); it != own.end(); ++it)
        step(it.key(), c.upgrades.value(it.key()) - it.value());
    step(wanted, pack.upgrade(wanted)->boxes);
    step(old, 0);
    for (auto it = own.begin(); it != own.end(); ++it)
        step(it.key(), c.upgrades.value(it.key()) + it.value());
    if (refusal.isEmpty())
        refusal = m_wizard->takeBase(blades::CrewOutcome{c, {}, {}});
    wizard::showProblem(m_problem, refusal);
    rebuild();
}

} // namespace sw::ui
