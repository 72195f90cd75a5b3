#include "systems/meshal/meshalidentitypanel.h"

#include "common/undolabel.h"
#include "systems/meshal/derived.h"
#include "systems/meshal/ledger.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

constexpr std::array kSizes{meshal::Size::Tiny, meshal::Size::Small, meshal::Size::Medium,
                            meshal::Size::Large, meshal::Size::Huge, meshal::Size::Gargantuan};

// Fills an editable choice: the allowed values (any when empty) and the current one.
void fillChoices(QComboBox *box, const QStringList &allowed, const QString &current)
{
    const QSignalBlocker block(box);
    box->clear();
    box->addItems(allowed);
    if (!current.isEmpty() && !allowed.contains(current))
        box->addItem(current);
    box->setCurrentText(current);
}

} // namespace

MeshalIdentityPanel::MeshalIdentityPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalIdentity"_s);
    m_playerLabel = new QLabel(this);
    m_player = new QLineEdit(this);
    m_player->setObjectName(u"meshalPlayer"_s);
    m_playerLabel->setBuddy(m_player);
    m_pc = new QCheckBox(this);
    m_pc->setObjectName(u"meshalPlayerCharacter"_s);
    m_speciesLabel = new QLabel(this);
    m_species = new QComboBox(this);
    m_species->setObjectName(u"meshalSpecies"_s);
    m_speciesLabel->setBuddy(m_species);
    m_genderLabel = new QLabel(this);
    m_gender = new QComboBox(this);
    m_gender->setObjectName(u"meshalGender"_s);
    m_gender->setEditable(true);
    m_genderLabel->setBuddy(m_gender);
    m_sizeLabel = new QLabel(this);
    m_size = new QComboBox(this);
    m_size->setObjectName(u"meshalSize"_s);
    m_sizeLabel->setBuddy(m_size);
    m_formLabel = new QLabel(this);
    m_form = new QComboBox(this);
    m_form->setObjectName(u"meshalForm"_s);
    m_form->setEditable(true);
    m_formLabel->setBuddy(m_form);
    m_sizeFacts = new QLabel(this);
    m_sizeFacts->setObjectName(u"meshalSizeFacts"_s);

    auto *form = new QFormLayout(this);
    form->addRow(m_playerLabel, m_player);
    form->addRow(QString(), m_pc);
    form->addRow(m_speciesLabel, m_species);
    form->addRow(m_genderLabel, m_gender);
    form->addRow(m_sizeLabel, m_size);
    form->addRow(QString(), m_sizeFacts);
    form->addRow(m_formLabel, m_form);

    connect(m_player, &QLineEdit::editingFinished, this, [this] { writeText(u"meshal.player"_s, m_player, &meshal::Character::player); });
    connect(m_pc, &QCheckBox::toggled, this, [this](bool on) {
        if (!m_loading)
            edit(u"meshal.pc"_s, SW_TR_LABEL("Player character or not"), [on](meshal::Character &c) {
                c.playerCharacter = on;
                return QList<rules::Violation>{};
            }, m_pc);
    });
    connect(m_species, &QComboBox::activated, this, &MeshalIdentityPanel::writeSpecies);
    connect(m_gender, &QComboBox::textActivated, this, [this] { writeChoice(m_gender, u"meshal.gender"_s); });
    connect(m_size, &QComboBox::activated, this, [this] { writeChoice(m_size, u"meshal.size"_s); });
    connect(m_form, &QComboBox::textActivated, this, [this] { writeChoice(m_form, u"meshal.form"_s); });
}

void MeshalIdentityPanel::load(const meshal::Character &c)
{
    m_loading = true;
    if (m_player->text() != c.player)
        m_player->setText(c.player);
    m_pc->setChecked(c.playerCharacter);
    {
        const QSignalBlocker block(m_species);
        m_species->clear();
        m_species->addItem(tr("(none)"), QString());
        for (const meshal::Feature &s : m_editor->content().species)
            m_species->addItem(m_editor->entryName(s.id, s.name), s.id);
        if (!c.species.id.isEmpty() && m_species->findData(c.species.id) < 0)
            m_species->addItem(m_editor->entryName(c.species.id, c.species.name), c.species.id);
        m_species->setCurrentIndex(std::max(0, m_species->findData(c.species.id)));
    }
    fillChoices(m_gender, c.species.genders, c.gender);
    fillChoices(m_form, c.species.forms, c.form);
    {
        const QSignalBlocker block(m_size);
        m_size->clear();
        m_size->addItem(tr("(none)"), QString());
        for (meshal::Size s : kSizes) {
            if (c.species.sizes.isEmpty() || c.species.sizes.contains(s) || c.size == s)
                m_size->addItem(m_editor->pack().size(s) ? m_editor->pack().size(s)->name.in(m_editor->language()) : meshal::sizeId(s),
                                meshal::sizeId(s));
        }
        m_size->setCurrentIndex(std::max(0, m_size->findData(c.size ? meshal::sizeId(*c.size) : QString())));
    }
    if (c.size) // D21–D22, rule 48
        m_sizeFacts->setText(tr("Size level %1 · footprint %2 step(s)").arg(meshal::sizeLevel(*c.size, m_editor->pack()))
                                 .arg(meshal::footprint(*c.size, m_editor->pack())));
    else
        m_sizeFacts->clear();
    m_sizeFacts->setVisible(c.size.has_value());
    m_loading = false;
}

void MeshalIdentityPanel::retranslate()
{
    setTitle(tr("Identity and Features"));
    m_playerLabel->setText(tr("&Player"));
    m_pc->setText(tr("Player character (PC)"));
    m_speciesLabel->setText(tr("&Species"));
    m_genderLabel->setText(tr("&Gender"));
    m_sizeLabel->setText(tr("Si&ze"));
    m_formLabel->setText(tr("F&orm"));
}

void MeshalIdentityPanel::writeText(const QString &command, QLineEdit *line, QString meshal::Character::*field)
{
    const QString text = line->text().trimmed();
    edit(command, SW_TR_LABEL("Edit the identity"), [text, field](meshal::Character &c) {
        c.*field = text;
        return QList<rules::Violation>{};
    }, line);
}

void MeshalIdentityPanel::writeSpecies()
{
    const QString id = m_species->currentData().toString();
    const meshal::Feature *s = m_editor->content().findSpecies(id);
    const meshal::Feature chosen = s ? *s : meshal::Feature{};
    const QList<meshal::Ability> abilities = m_editor->content().abilities;
    edit(u"meshal.species"_s, SW_TR_LABEL("Choose the species"), [chosen, abilities](meshal::Character &c) {
        c.species = chosen;
        meshal::syncInnateAbilities(c, abilities); // its 天赋 come and the old species' go (rule 29)
        // What the species allows (rule 47): a single choice is made, a value it forbids cleared.
        if (chosen.genders.size() == 1)
            c.gender = chosen.genders.first();
        else if (!chosen.genders.isEmpty() && !chosen.genders.contains(c.gender))
            c.gender.clear();
        if (chosen.sizes.size() == 1)
            c.size = chosen.sizes.first();
        else if (!chosen.sizes.isEmpty() && c.size && !chosen.sizes.contains(*c.size))
            c.size.reset();
        if (chosen.forms.size() == 1)
            c.form = chosen.forms.first();
        else if (!chosen.forms.isEmpty() && !chosen.forms.contains(c.form))
            c.form.clear();
        c.bodyParts = chosen.bodyParts;
        return QList<rules::Violation>{};
    }, m_species);
}

void MeshalIdentityPanel::writeChoice(QComboBox *box, const QString &command)
{
    const QString text = box->currentText().trimmed();
    const QString sizeId = m_size->currentData().toString();
    edit(command, SW_TR_LABEL("Edit the identity"), [box, text, sizeId, this](meshal::Character &c) {
        if (box == m_gender)
            c.gender = text;
        else if (box == m_form)
            c.form = text;
        else
            c.size = meshal::sizeFromId(sizeId);
        return QList<rules::Violation>{};
    }, box);
}

} // namespace sw::ui
