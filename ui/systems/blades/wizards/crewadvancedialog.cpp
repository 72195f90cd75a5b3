#include "crewadvancedialog.h"

#include "appsettings.h"
#include "wizardsupport.h"

#include "systems/blades/crewvalidator.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextBrowser>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

CrewAdvanceDialog::CrewAdvanceDialog(const blades::Crew &crew, const blades::RulePack &pack, Language language, QWidget *parent)
    : QDialog(parent), m_crew(crew), m_pack(pack), m_language(language)
{
    setObjectName(u"crewAdvanceDialog"_s);
    m_intro = new QLabel(this);
    m_intro->setWordWrap(true);
    m_takeAbility = new QRadioButton(this);
    m_takeAbility->setObjectName(u"advanceAbility"_s);
    m_abilities = new QListWidget(this);
    m_abilities->setObjectName(u"crewAbilityChoices"_s);
    m_takeBoxes = new QRadioButton(this);
    m_takeBoxes->setObjectName(u"advanceUpgrades"_s);
    m_boxesLeft = new QLabel(this);
    m_boxesLeft->setObjectName(u"advanceBoxesLeft"_s);
    m_upgrades = new QScrollArea(this);
    m_upgrades->setWidgetResizable(true);
    m_preview = new QTextBrowser(this);
    m_preview->setObjectName(u"crewAdvancePreview"_s);
    m_problem = wizard::problemLabel(u"crewAdvanceProblem"_s, this);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);

    auto *left = new QVBoxLayout;
    left->addWidget(m_takeAbility);
    left->addWidget(m_abilities, 1);
    left->addWidget(m_takeBoxes);
    left->addWidget(m_boxesLeft);
    left->addWidget(m_upgrades, 2);
    auto *row = new QHBoxLayout;
    row->addLayout(left, 3);
    row->addWidget(m_preview, 2);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addLayout(row, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_takeAbility, &QRadioButton::toggled, this, &CrewAdvanceDialog::update);
    connect(m_abilities, &QListWidget::currentRowChanged, this, [this] {
        m_takeAbility->setChecked(true);
        update();
    });
    resize(760, 520);
    retranslate();
}

CrewAdvanceDialog::Choice CrewAdvanceDialog::choice() const
{
    Choice c;
    if (m_takeAbility->isChecked()) {
        const QListWidgetItem *item = m_abilities->currentItem();
        c.ability = item ? item->data(Qt::UserRole).toString() : QString();
        return c;
    }
    c.kind = Choice::UpgradeBoxes;
    for (auto it = m_spins.begin(); it != m_spins.end(); ++it) {
        for (int box = 0; box < it.value()->value(); ++box)
            c.upgradeBoxes << it.key();
    }
    return c;
}

blades::CrewOutcome CrewAdvanceDialog::apply(const blades::Crew &crew) const
{
    const Choice c = choice();
    return blades::applyTakeCrewAdvance(crew, {c.kind == Choice::CrewAbility ? c.ability : QString(), c.upgradeBoxes}, m_pack);
}

void CrewAdvanceDialog::setLanguage(Language language)
{
    m_language = language;
    retranslate();
}

void CrewAdvanceDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        if (const std::optional<Language> chosen = settings::language())
            m_language = *chosen;
        retranslate();
    }
    QDialog::changeEvent(event);
}

bool CrewAdvanceDialog::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn && watched->property("upgrade").isValid())
        showUpgrade(watched->property("upgrade").toString());
    return QDialog::eventFilter(watched, event);
}

void CrewAdvanceDialog::retranslate()
{
    setWindowTitle(tr("Crew Advance"));
    m_intro->setText(tr("The crew's XP track is full. Take one new special ability, or mark two upgrade boxes."));
    m_takeAbility->setText(tr("A new &special ability:"));
    m_takeAbility->setToolTip(tr("One crew special ability of your type that the crew does not have yet."));
    m_abilities->setAccessibleName(tr("Crew special abilities"));
    m_abilities->setToolTip(m_takeAbility->toolTip());
    m_takeBoxes->setText(tr("Two &upgrade boxes:"));
    m_takeBoxes->setToolTip(tr("Two boxes: both in one upgrade, or one each in two upgrades."));
    m_upgrades->setAccessibleName(tr("Upgrades"));
    m_preview->setAccessibleName(tr("Rules for the selected choice"));
    rebuild();
}

int CrewAdvanceDialog::room(const QString &upgrade) const
{
    const QList<rules::Violation> before = blades::validateCrew(m_crew, m_pack);
    int room = 0;
    for (int boxes = 1; boxes <= m_pack.numberOr(u"upgrade_boxes_per_advance"_s, 2); ++boxes) {
        blades::Crew trial = m_crew;
        trial.upgrades[upgrade] += boxes;
        const QList<rules::Violation> after = blades::validateCrew(trial, m_pack);
        const bool breaks = std::any_of(after.begin(), after.end(), [&](const rules::Violation &v) {
            return v.field == u"upgrades/"_s + upgrade && !before.contains(v);
        });
        if (breaks)
            break;
        room = boxes;
    }
    return room;
}

void CrewAdvanceDialog::rebuild()
{
    const Language l = m_language;
    const Choice kept = choice();
    {
        const QSignalBlocker block(m_abilities);
        m_abilities->clear();
        const blades::CrewType *type = m_pack.crewType(m_crew.crewType);
        for (const QString &id : type ? type->abilities : QStringList()) {
            const bool legal = blades::applyTakeCrewAdvance(m_crew, {id, {}}, m_pack).done();
            const auto it = std::find_if(m_pack.crewAbilities.begin(), m_pack.crewAbilities.end(),
                                         [&](const blades::Ability &a) { return a.id == id; });
            if (!legal || it == m_pack.crewAbilities.end())
                continue;
            auto *item = new QListWidgetItem(it->name.in(l), m_abilities);
            item->setData(Qt::UserRole, id);
            item->setData(Qt::UserRole + 1, wizard::entityHtml(*it, l));
            item->setToolTip(it->summary.in(l));
            if (id == kept.ability)
                m_abilities->setCurrentItem(item);
        }
    }
    QMap<QString, int> keptBoxes;
    for (const QString &id : kept.upgradeBoxes)
        ++keptBoxes[id];
    m_spins.clear();
    auto *content = new QWidget;
    auto *grid = new QGridLayout(content);
    grid->setColumnStretch(0, 1);
    int row = 0;
    for (const blades::Upgrade &u : m_pack.upgrades) {
        const int max = room(u.id);
        if (max == 0)
            continue;
        auto *name = new QLabel(u.name.in(l), content);
        auto *spin = new QSpinBox(content);
        spin->setObjectName(u"advance_"_s + u.id);
        spin->setRange(0, max);
        spin->setSuffix(tr(" of %1").arg(max));
        spin->setProperty("upgrade", u.id);
        spin->installEventFilter(this); // focus shows the upgrade's rule
        spin->setValue(keptBoxes.value(u.id));
        spin->setAccessibleName(u.name.in(l));
        spin->setToolTip(u.summary.in(l));
        name->setToolTip(u.summary.in(l));
        name->setBuddy(spin);
        grid->addWidget(name, row, 0);
        grid->addWidget(spin, row++, 1);
        m_spins.insert(u.id, spin);
        connect(spin, &QSpinBox::valueChanged, this, [this, id = u.id] {
            m_takeBoxes->setChecked(true);
            showUpgrade(id);
            update();
        });
    }
    grid->setRowStretch(row, 1);
    m_upgrades->setWidget(content);
    m_takeAbility->setEnabled(m_abilities->count() > 0);
    m_abilities->setEnabled(m_abilities->count() > 0);
    // At first the ability is the choice (when there is one to take); afterwards the player's.
    const bool boxes = m_abilities->count() == 0 || (m_built && kept.kind == Choice::UpgradeBoxes);
    m_built = true;
    if (boxes)
        m_takeBoxes->setChecked(true);
    else
        m_takeAbility->setChecked(true);
    update();
}

void CrewAdvanceDialog::showUpgrade(const QString &upgrade)
{
    if (const blades::Upgrade *u = m_pack.upgrade(upgrade))
        m_preview->setHtml(wizard::entityHtml(*u, m_language));
}

void CrewAdvanceDialog::update()
{
    const Choice c = choice();
    const int perAdvance = m_pack.numberOr(u"upgrade_boxes_per_advance"_s, 2);
    const int marked = c.kind == Choice::UpgradeBoxes ? int(c.upgradeBoxes.size()) : 0;
    m_boxesLeft->setText(tr("%1 of %n box(es) left to mark", nullptr, perAdvance).arg(perAdvance - marked));
    if (c.kind == Choice::CrewAbility) {
        const QListWidgetItem *item = m_abilities->currentItem();
        m_preview->setHtml(item ? item->data(Qt::UserRole + 1).toString()
                                : u"<p><i>%1</i></p>"_s.arg(tr("Select an ability or an upgrade to read its rule.").toHtmlEscaped()));
    }
    const bool chosen = c.kind == Choice::CrewAbility ? !c.ability.isEmpty() : c.upgradeBoxes.size() == perAdvance;
    const blades::CrewOutcome outcome = apply(m_crew);
    // Too many boxes is the one mistake the spin boxes allow: the engine says why.
    const bool tooMany = c.kind == Choice::UpgradeBoxes && c.upgradeBoxes.size() > perAdvance;
    wizard::showProblem(m_problem, tooMany ? wizard::explain(outcome.refused, m_pack, m_language) : QString());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(chosen && outcome.done());
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Take Advance"));
}

} // namespace sw::ui
