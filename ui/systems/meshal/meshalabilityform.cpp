// The content editor's ability form (spec §2.6): type, level (cost level ×3, rule 26), activation,
// the species or feature granting an innate ability (rule 29), requirements (rule 31), frequency
// (rule 33) and the effect's text.
#include "systems/meshal/meshalcontentforms.h"

#include "systems/meshal/contentedit.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

constexpr std::array kTypes{meshal::AbilityType::Might, meshal::AbilityType::Energy, meshal::AbilityType::Spirit,
                            meshal::AbilityType::Common, meshal::AbilityType::Innate};

} // namespace

MeshalAbilityForm::MeshalAbilityForm(MeshalEditor *editor, QWidget *parent) : MeshalEntryForm(editor, u"meshalAbility"_s, parent)
{
    m_type = new QComboBox(this);
    m_type->setObjectName(u"meshalAbilityType"_s);
    for (meshal::AbilityType t : kTypes)
        m_type->addItem(m_editor->word(u"ability."_s + meshal::abilityTypeId(t)), meshal::abilityTypeId(t));
    m_form->addRow(tr("T&ype"), m_type);
    m_level = spin(u"meshalAbilityLevel"_s, 1, 20);
    m_level->setToolTip(tr("Acquiring it costs its level ×3 Talent; an innate ability costs nothing (rules 26, 30)"));
    m_form->addRow(tr("&Level"), m_level);
    m_activation = new QLineEdit(this);
    m_activation->setObjectName(u"meshalAbilityActivation"_s);
    m_activation->setPlaceholderText(tr("e.g. 1⚡️战术, or empty for a passive ability"));
    m_form->addRow(tr("&Activation"), m_activation);
    m_grantedBy = new QLineEdit(this);
    m_grantedBy->setObjectName(u"meshalAbilityGrantedBy"_s);
    m_grantedBy->setPlaceholderText(tr("an innate ability: the species or feature id, e.g. lizardfolk"));
    m_grantedBy->setToolTip(tr("A character of that species or with that feature has it, at no cost (天赋, rules 29–30)"));
    m_form->addRow(tr("Grante&d by"), m_grantedBy);
    m_needsGenders = new QLineEdit(this);
    m_needsGenders->setObjectName(u"meshalAbilityNeedsGenders"_s);
    m_needsGenders->setPlaceholderText(tr("e.g. 女性 (empty: any)"));
    m_form->addRow(tr("Requires &gender"), m_needsGenders);
    m_needsSpecies = new QLineEdit(this);
    m_needsSpecies->setObjectName(u"meshalAbilityNeedsSpecies"_s);
    m_needsSpecies->setPlaceholderText(tr("species ids, e.g. human (empty: any)"));
    m_form->addRow(tr("Requires &species"), m_needsSpecies);
    auto *frequency = new QHBoxLayout;
    m_frequency = spin(u"meshalAbilityFrequency"_s, 0, 99);
    m_frequency->setSpecialValueText(tr("no limit"));
    m_frequency->setToolTip(tr("Uses allowed in each window (rule 33)"));
    m_window = new QComboBox(this);
    m_window->setObjectName(u"meshalAbilityWindow"_s);
    m_window->addItem(tr("a round"), u"round"_s);
    m_window->addItem(tr("a moment"), u"moment"_s);
    m_window->addItem(tr("a day"), u"day"_s);
    frequency->addWidget(m_frequency);
    frequency->addWidget(m_window);
    m_form->addRow(tr("&Frequency, times per"), frequency);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"meshalAbilityText"_s);
    m_text->setMaximumHeight(80);
    m_form->addRow(tr("Effe&ct"), m_text);
    clear();
}

void MeshalAbilityForm::clear()
{
    MeshalEntryForm::clear();
    m_type->setCurrentIndex(3);
    m_level->setValue(1);
    m_activation->clear();
    m_grantedBy->clear();
    m_needsGenders->clear();
    m_needsSpecies->clear();
    m_frequency->setValue(0);
    m_window->setCurrentIndex(2);
    m_text->clear();
}

void MeshalAbilityForm::load(const QString &id)
{
    const meshal::Ability *a = m_editor->content().findAbility(id);
    if (!a)
        return;
    loadNames(id);
    m_type->setCurrentIndex(m_type->findData(meshal::abilityTypeId(a->type)));
    m_level->setValue(a->level);
    m_activation->setText(a->activation);
    m_grantedBy->setText(a->grantedBy);
    m_needsGenders->setText(a->requirements.genders.join(u'、'));
    m_needsSpecies->setText(a->requirements.species.join(u", "_s));
    m_frequency->setValue(a->frequency);
    m_window->setCurrentIndex(std::max(0, m_window->findData(a->window)));
    m_text->setPlainText(a->text);
}

QStringList MeshalAbilityForm::putInto(meshal::MeshalContent &content) const
{
    const meshal::Ability *old = m_editor->content().findAbility(entryId());
    meshal::Ability a = old ? *old : meshal::Ability{};
    a.id = entryId();
    a.type = meshal::abilityTypeFromId(m_type->currentData().toString()).value_or(meshal::AbilityType::Common);
    a.level = m_level->value();
    a.activation = m_activation->text().trimmed();
    a.grantedBy = m_grantedBy->text().trimmed();
    if (!a.grantedBy.isEmpty() && a.type != meshal::AbilityType::Innate)
        return {tr("Only an innate ability is granted by a species or feature: choose the type Innate.")};
    // Rule 29: the granting species or feature is the campaign's own (said here in the player's
    // language before the pack's own check).
    const bool grantedByFeature = std::any_of(content.features.cbegin(), content.features.cend(),
                                              [&a](const meshal::Feature &f) { return f.id == a.grantedBy; });
    if (!a.grantedBy.isEmpty() && !content.findSpecies(a.grantedBy) && !grantedByFeature)
        return {tr("No species or feature of the campaign's own has the id \"%1\": write the id of the one granting it (save an example species first to use it).")
                    .arg(a.grantedBy)};
    a.requirements.genders = words(m_needsGenders->text());
    a.requirements.species = words(m_needsSpecies->text());
    a.frequency = m_frequency->value();
    a.window = a.frequency > 0 ? m_window->currentData().toString() : QString();
    a.text = m_text->toPlainText().trimmed();
    QList<rules::SchemaError> schema;
    const QStringList errors = meshal::putAbility(content, a, names(), &schema);
    return inWords(errors, schema);
}

} // namespace sw::ui
