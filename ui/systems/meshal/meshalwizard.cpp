#include "systems/meshal/meshalwizard.h"

#include "common/undolabel.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/ledger.h"
#include "systems/meshal/sheetrules.h"
#include "systems/meshal/store/meshalsheets.h"

#include <QComboBox>
#include <QKeyEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

QLabel *refusalLabel(QWidget *parent, const QString &name)
{
    auto *label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setStyleSheet(u"color: #a40000;"_s);
    return label;
}

// The violations of one family of rules ("meshal.identity.", "meshal.item.").
QList<rules::Violation> only(const QList<rules::Violation> &all, const QString &prefix)
{
    QList<rules::Violation> out;
    for (const rules::Violation &v : all) {
        if (v.code.startsWith(prefix))
            out.append(v);
    }
    return out;
}

} // namespace

MeshalWizard::MeshalWizard(MeshalEditor *editor, QWidget *parent)
    : QWizard(parent), m_editor(editor), m_draft(meshal::newCharacter(editor->pack(), QString()))
{
    setObjectName(u"meshalWizard"_s);
    setWindowTitle(tr("New Meshal Character"));
    setPage(IdentityPage, new MeshalIdentityPage(this));
    setPage(TalentPage, new MeshalTalentPage(this));
    setPage(EquipmentPage, new MeshalEquipmentPage(this));
    setOption(QWizard::NoBackButtonOnStartPage);
    resize(640, 520);
}

void MeshalWizard::accept()
{
    if (!validateCurrentPage()) // the last page's choices go into the draft first
        return;
    meshal::Character c = m_draft;
    for (meshal::Attribute a : meshal::kAttributes) // spec §3 step 12: a new character is unhurt
        c.dice[std::size_t(a)] = meshal::totalScore(c, a);
    c.creation = false;
    const QList<rules::Violation> blocking = meshal::blockingViolations(c, m_editor->pack(), meshal::CheckMode::Complete);
    if (!blocking.isEmpty()) {
        m_editor->refuse(blocking, button(QWizard::FinishButton));
        return;
    }
    store::Receipt made;
    const QString label = SW_TR_LABEL("New Meshal character %1").arg(c.name);
    m_editor->push(label, [&](store::CampaignStore &s) { return made = meshal::addCharacter(s, c, label); });
    if (!made.ok)
        return;
    m_created = made.sheet.id.toLongLong();
    QWizard::accept();
}

std::optional<store::SheetRef> createMeshalCharacter(MeshalEditor *editor, QWidget *parent)
{
    MeshalWizard wizard(editor, parent);
    if (wizard.exec() != QDialog::Accepted || !wizard.created())
        return std::nullopt;
    return meshal::characterRef(*wizard.created());
}

MeshalIdentityPage::MeshalIdentityPage(MeshalWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    MeshalEditor *editor = wizard->editor();
    setTitle(tr("Identity and Features"));
    setSubTitle(tr("Name the character and choose the required features within what its species allows (rules 46–47)."));
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"meshalWizardName"_s);
    m_species = new QComboBox(this);
    m_species->setObjectName(u"meshalWizardSpecies"_s);
    m_species->addItem(tr("(choose)"), QString());
    for (const meshal::Feature &s : editor->content().species)
        m_species->addItem(editor->entryName(s.id, s.name), s.id);
    m_gender = new QComboBox(this);
    m_gender->setObjectName(u"meshalWizardGender"_s);
    m_gender->setEditable(true);
    m_size = new QComboBox(this);
    m_size->setObjectName(u"meshalWizardSize"_s);
    m_form = new QComboBox(this);
    m_form->setObjectName(u"meshalWizardForm"_s);
    m_form->setEditable(true);
    m_talent = new QSpinBox(this);
    m_talent->setObjectName(u"meshalWizardTalent"_s);
    m_talent->setRange(0, 999);
    m_talent->setValue(editor->pack().number(u"starting_talent"_s));
    m_talent->setToolTip(tr("36 in the rulebook; the GM may set another for the campaign (rule 20)."));
    m_refusal = refusalLabel(this, u"meshalWizardIdentityRefusal"_s);
    // Spec §3 step 1: the rules profile the character is made under (the campaign's, rule 49 kept).
    QStringList modules;
    for (const meshal::Module &m : editor->pack().modules) {
        if (m.enabled)
            modules << m.name.in(editor->language());
    }
    auto *profile = new QLabel(modules.isEmpty() ? tr("Rules profile: the core rules, no optional module (扩展) on.")
                                                 : tr("Rules profile: these optional modules (扩展) are on: %1.").arg(modules.join(tr(", "))),
                               this);
    profile->setObjectName(u"meshalWizardProfile"_s);
    profile->setWordWrap(true);
    profile->setToolTip(tr("The campaign's modules and starting Talent are set in Meshal ▸ Campaign Content… ▸ Modules."));
    auto *form = new QFormLayout(this);
    form->addRow(profile);
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Species"), m_species);
    form->addRow(tr("&Gender"), m_gender);
    form->addRow(tr("Si&ze"), m_size);
    form->addRow(tr("F&orm"), m_form);
    form->addRow(tr("Starting &Talent"), m_talent);
    form->addRow(m_refusal);
    connect(m_species, &QComboBox::currentIndexChanged, this, &MeshalIdentityPage::speciesChosen);
    for (QComboBox *box : {m_gender, m_size, m_form})
        connect(box, &QComboBox::currentTextChanged, this, &QWizardPage::completeChanged);
    connect(m_name, &QLineEdit::textChanged, this, &QWizardPage::completeChanged);
    speciesChosen();
}

void MeshalIdentityPage::speciesChosen()
{
    MeshalEditor *editor = m_wizard->editor();
    const meshal::Feature *s = editor->content().findSpecies(m_species->currentData().toString());
    m_gender->clear();
    m_form->clear();
    m_size->clear();
    if (s) {
        m_gender->addItems(s->genders);
        m_form->addItems(s->forms);
        for (const meshal::SizeRow &row : editor->pack().sizes) {
            if (s->sizes.isEmpty() || s->sizes.contains(row.size))
                m_size->addItem(row.name.in(editor->language()), meshal::sizeId(row.size));
        }
    }
    Q_EMIT completeChanged();
}

bool MeshalIdentityPage::isComplete() const
{
    return !m_name->text().trimmed().isEmpty() && !m_species->currentData().toString().isEmpty() &&
           !m_gender->currentText().trimmed().isEmpty() && m_size->currentIndex() >= 0 && !m_form->currentText().trimmed().isEmpty();
}

bool MeshalIdentityPage::validatePage()
{
    meshal::Character &c = m_wizard->draft();
    const meshal::Feature *s = m_wizard->editor()->content().findSpecies(m_species->currentData().toString());
    if (!s)
        return false;
    c.name = m_name->text().trimmed();
    c.species = *s;
    c.bodyParts = s->bodyParts;
    meshal::syncInnateAbilities(c, m_wizard->editor()->content().abilities); // the species' 天赋 (rule 29)
    c.gender = m_gender->currentText().trimmed();
    c.size = meshal::sizeFromId(m_size->currentData().toString());
    c.form = m_form->currentText().trimmed();
    c.startingTalent = m_talent->value();
    const QList<rules::Violation> wrong =
        only(meshal::blockingViolations(c, m_wizard->editor()->pack(), meshal::CheckMode::Complete), u"meshal.identity."_s);
    m_refusal->setText(m_wizard->editor()->explain(wrong));
    return wrong.isEmpty();
}

MeshalTalentPage::MeshalTalentPage(MeshalWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    MeshalEditor *editor = wizard->editor();
    setTitle(tr("Spend Talent"));
    setSubTitle(tr("Trained scores start at 3. +1 costs the trained score ×3; an ability its level ×3, within the base score's occupancy (rules 25–27). "
                   "Talent left over stays for later."));
    auto *grid = new QGridLayout(this);
    for (meshal::Attribute a : meshal::kAttributes) {
        const std::size_t i = std::size_t(a);
        m_scores[i] = new QLabel(this);
        m_raise[i] = new QPushButton(this);
        m_raise[i]->setObjectName(u"meshalWizardRaise_"_s + meshal::attributeId(a));
        grid->addWidget(m_scores[i], int(i), 0, 1, 2);
        grid->addWidget(m_raise[i], int(i), 2);
        connect(m_raise[i], &QPushButton::clicked, this, [this, a] { raise(a); });
    }
    m_ability = new QLineEdit(this);
    m_ability->setObjectName(u"meshalWizardAbility"_s);
    m_ability->setPlaceholderText(tr("Ability name"));
    m_type = new QComboBox(this);
    m_type->setObjectName(u"meshalWizardAbilityType"_s);
    for (meshal::AbilityType t : {meshal::AbilityType::Might, meshal::AbilityType::Energy, meshal::AbilityType::Spirit, meshal::AbilityType::Common})
        m_type->addItem(editor->word(u"ability."_s + meshal::abilityTypeId(t)), meshal::abilityTypeId(t));
    m_level = new QSpinBox(this);
    m_level->setObjectName(u"meshalWizardAbilityLevel"_s);
    m_level->setRange(1, 99);
    m_buy = new QPushButton(this);
    m_buy->setObjectName(u"meshalWizardBuy"_s);
    grid->addWidget(m_ability, 3, 0);
    grid->addWidget(m_type, 3, 1);
    grid->addWidget(m_level, 3, 2);
    grid->addWidget(m_buy, 4, 2);
    m_strength = new QLabel(this);
    m_strength->setObjectName(u"meshalWizardStrength"_s);
    grid->addWidget(m_strength, 4, 0, 1, 2);
    m_spent = new QListWidget(this);
    m_spent->setObjectName(u"meshalWizardSpent"_s);
    grid->addWidget(m_spent, 5, 0, 1, 3);
    auto *again = new QPushButton(tr("Start &Over"), this);
    again->setObjectName(u"meshalWizardStartOver"_s);
    grid->addWidget(again, 6, 2);
    m_refusal = refusalLabel(this, u"meshalWizardTalentRefusal"_s);
    grid->addWidget(m_refusal, 6, 0, 1, 2);
    connect(m_buy, &QPushButton::clicked, this, &MeshalTalentPage::buy);
    connect(m_type, &QComboBox::currentIndexChanged, this, &MeshalTalentPage::refresh);
    connect(m_level, &QSpinBox::valueChanged, this, &MeshalTalentPage::refresh);
    connect(again, &QPushButton::clicked, this, &MeshalTalentPage::startOver);
    m_ability->installEventFilter(this);
    m_level->installEventFilter(this);
}

bool MeshalTalentPage::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_ability || watched == m_level) && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            m_level->interpretText();
            buy();
            return true;
        }
    }
    return QWizardPage::eventFilter(watched, event);
}

void MeshalTalentPage::initializePage()
{
    m_refusal->clear();
    refresh();
}

void MeshalTalentPage::raise(meshal::Attribute a)
{
    const std::optional<rules::Violation> why =
        meshal::raiseAttribute(m_wizard->draft(), a, meshal::Phase::Creation, m_wizard->editor()->pack());
    m_refusal->setText(why ? m_wizard->editor()->explain({*why}) : QString());
    refresh();
}

void MeshalTalentPage::buy()
{
    meshal::Ability a;
    a.name = m_ability->text().trimmed();
    a.key = a.name;
    a.type = meshal::abilityTypeFromId(m_type->currentData().toString()).value_or(meshal::AbilityType::Common);
    a.level = m_level->value();
    if (a.name.isEmpty()) {
        m_refusal->setText(tr("Name the ability first."));
        return;
    }
    const std::optional<rules::Violation> why = meshal::buyAbility(m_wizard->draft(), a, meshal::Phase::Creation, m_wizard->editor()->pack());
    m_refusal->setText(why ? m_wizard->editor()->explain({*why}) : QString());
    if (!why)
        m_ability->clear();
    refresh();
}

void MeshalTalentPage::startOver()
{
    meshal::Character &c = m_wizard->draft();
    c.ledger.clear();
    c.abilities.removeIf([](const meshal::Ability &a) { return a.type != meshal::AbilityType::Innate; });
    c.trained = {3, 3, 3};
    m_refusal->clear();
    refresh();
}

void MeshalTalentPage::refresh()
{
    MeshalEditor *editor = m_wizard->editor();
    const meshal::Character &c = m_wizard->draft();
    for (meshal::Attribute a : meshal::kAttributes) {
        const std::size_t i = std::size_t(a);
        m_scores[i]->setText(tr("%1: trained %2, base %3, %4 ability level(s) free")
                                 .arg(editor->attributeName(a)).arg(c.trainedScore(a)).arg(meshal::baseScore(c, a)).arg(meshal::freeCapacity(c, a)));
        m_raise[i]->setText(tr("Raise (%1)").arg(meshal::raiseCost(c, a, editor->pack())));
    }
    meshal::Ability planned;
    planned.type = meshal::abilityTypeFromId(m_type->currentData().toString()).value_or(meshal::AbilityType::Common);
    planned.level = m_level->value();
    m_buy->setText(tr("&Buy (%1)").arg(meshal::abilityCost(planned, editor->pack())));
    m_strength->setText(tr("Strength %1 (spent/unspent)").arg(meshal::strengthNotation(meshal::talentSummary(c))));
    m_spent->clear();
    for (const meshal::LedgerEntry &e : c.ledger) {
        if (e.kind == meshal::LedgerEntry::Kind::Raise)
            m_spent->addItem(tr("%1 +1: %2 Talent").arg(editor->attributeName(e.attribute)).arg(e.amount));
        else if (e.kind == meshal::LedgerEntry::Kind::Ability)
            m_spent->addItem(tr("%1: %2 Talent").arg(e.ability).arg(e.amount));
    }
}

MeshalEquipmentPage::MeshalEquipmentPage(MeshalWizard *wizard) : QWizardPage(wizard), m_wizard(wizard)
{
    setTitle(tr("Equipment"));
    setSubTitle(tr("Tick what the character carries: at most 3 heavy and 9 light items (rule 36). The rulebook gives no starting gear."));
    m_items = new QListWidget(this);
    m_items->setObjectName(u"meshalWizardItems"_s);
    MeshalEditor *editor = wizard->editor();
    for (const meshal::Item &it : editor->content().items) {
        auto *row = new QListWidgetItem(tr("%1 (%2)").arg(editor->entryName(it.id, it.name), editor->word(u"scale."_s + meshal::scaleId(it.scale))), m_items);
        row->setData(Qt::UserRole, it.id);
        row->setFlags(row->flags() | Qt::ItemIsUserCheckable);
        row->setCheckState(Qt::Unchecked);
    }
    m_summary = new QLabel(this);
    m_summary->setObjectName(u"meshalWizardSummary"_s);
    m_summary->setWordWrap(true);
    m_refusal = refusalLabel(this, u"meshalWizardEquipmentRefusal"_s);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_items, 1);
    layout->addWidget(m_summary);
    layout->addWidget(m_refusal);
    connect(m_items, &QListWidget::itemChanged, this, &MeshalEquipmentPage::refresh);
}

void MeshalEquipmentPage::initializePage()
{
    refresh();
}

QList<meshal::Item> MeshalEquipmentPage::chosen() const
{
    QList<meshal::Item> out;
    for (int i = 0; i < m_items->count(); ++i) {
        if (m_items->item(i)->checkState() != Qt::Checked)
            continue;
        if (const meshal::Item *it = m_wizard->editor()->content().findItem(m_items->item(i)->data(Qt::UserRole).toString())) {
            meshal::Item copy = *it;
            copy.key = it->id;
            out.append(copy);
        }
    }
    return out;
}

void MeshalEquipmentPage::refresh()
{
    MeshalEditor *editor = m_wizard->editor();
    meshal::Character c = m_wizard->draft();
    c.items = chosen();
    m_summary->setText(tr("%1, %2 %3 %4: strength %5 (spent/unspent); heavy %6, light %7.")
                           .arg(c.name, editor->entryName(c.species.id, c.species.name), c.gender, c.form)
                           .arg(meshal::strengthNotation(meshal::talentSummary(c)))
                           .arg(meshal::carried(c, meshal::Scale::Heavy)).arg(meshal::carried(c, meshal::Scale::Light)));
    m_refusal->setText(editor->explain(only(meshal::blockingViolations(c, editor->pack()), u"meshal.item."_s)));
}

bool MeshalEquipmentPage::validatePage()
{
    meshal::Character &c = m_wizard->draft();
    meshal::Character trial = c;
    trial.items = chosen();
    const QList<rules::Violation> wrong = only(meshal::blockingViolations(trial, m_wizard->editor()->pack()), u"meshal.item."_s);
    m_refusal->setText(m_wizard->editor()->explain(wrong));
    if (!wrong.isEmpty())
        return false;
    c.items = trial.items;
    return true;
}

} // namespace sw::ui
