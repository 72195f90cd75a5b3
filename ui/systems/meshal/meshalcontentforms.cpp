#include "systems/meshal/meshalcontentforms.h"

#include "systems/meshal/attack.h"
#include "systems/meshal/contentedit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {
namespace {

// A list as a group writes it: "男性、女性", "雄性, 雌性".
QStringList words(const QString &text)
{
    static const QRegularExpression separators(u"[,，、;；\\s]+"_s);
    return text.split(separators, Qt::SkipEmptyParts);
}

constexpr std::array kSizes{meshal::Size::Tiny, meshal::Size::Small, meshal::Size::Medium,
                            meshal::Size::Large, meshal::Size::Huge, meshal::Size::Gargantuan};
constexpr std::array kTypes{meshal::AbilityType::Might, meshal::AbilityType::Energy, meshal::AbilityType::Spirit,
                            meshal::AbilityType::Common, meshal::AbilityType::Innate};
constexpr std::array kScales{meshal::Scale::Trivial, meshal::Scale::Light, meshal::Scale::Heavy};

} // namespace

MeshalEntryForm::MeshalEntryForm(MeshalEditor *editor, const QString &prefix, QWidget *parent)
    : QWidget(parent), m_editor(editor), m_form(new QFormLayout(this))
{
    m_id = new QLineEdit(this);
    m_id->setObjectName(prefix + u"Id"_s);
    m_id->setToolTip(tr("Lower-case letters, digits and _; an entry with the same id is replaced"));
    m_zhCN = new QLineEdit(this);
    m_zhCN->setObjectName(prefix + u"NameZhCN"_s);
    m_zhTW = new QLineEdit(this);
    m_zhTW->setObjectName(prefix + u"NameZhTW"_s);
    m_en = new QLineEdit(this);
    m_en->setObjectName(prefix + u"NameEn"_s);
    m_form->addRow(tr("&ID"), m_id);
    m_form->addRow(tr("Name (simplified Chinese, re&quired)"), m_zhCN);
    m_form->addRow(tr("Name (traditional C&hinese)"), m_zhTW);
    m_form->addRow(tr("Name (&English)"), m_en);
}

QString MeshalEntryForm::entryId() const
{
    return m_id->text().trimmed();
}

meshal::Text MeshalEntryForm::names() const
{
    return {m_en->text().trimmed(), m_zhTW->text().trimmed(), m_zhCN->text().trimmed()};
}

QString MeshalEntryForm::namesProblem() const
{
    static const QRegularExpression idPattern(u"^[a-z0-9_]+$"_s);
    if (!idPattern.match(entryId()).hasMatch())
        return tr("Give the entry an id of lower-case letters, digits and _ (e.g. lizardfolk).");
    if (names().zhCN.isEmpty())
        return tr("Give the entry its simplified Chinese name, the rulebook's language.");
    return {};
}

void MeshalEntryForm::clear()
{
    for (QLineEdit *e : {m_id, m_zhCN, m_zhTW, m_en})
        e->clear();
}

void MeshalEntryForm::loadNames(const QString &id)
{
    const meshal::Text name = m_editor->content().names.value(id);
    m_id->setText(id);
    m_zhCN->setText(name.zhCN);
    m_zhTW->setText(name.zhTW);
    m_en->setText(name.en);
}

QSpinBox *MeshalEntryForm::spin(const QString &name, int min, int max)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(name);
    box->setRange(min, max);
    return box;
}

MeshalSpeciesForm::MeshalSpeciesForm(MeshalEditor *editor, QWidget *parent) : MeshalEntryForm(editor, u"meshalSpecies"_s, parent)
{
    m_genders = new QLineEdit(this);
    m_genders->setObjectName(u"meshalSpeciesGenders"_s);
    m_genders->setPlaceholderText(tr("e.g. 男性、女性 (empty: any)"));
    m_form->addRow(tr("&Genders"), m_genders);
    auto *sizes = new QHBoxLayout;
    for (std::size_t i = 0; i < kSizes.size(); ++i) {
        m_sizes[i] = new QCheckBox(m_editor->pack().size(kSizes[i])->name.in(m_editor->language()), this);
        m_sizes[i]->setObjectName(u"meshalSpeciesSize_"_s + meshal::sizeId(kSizes[i]));
        sizes->addWidget(m_sizes[i]);
    }
    m_form->addRow(tr("Sizes"), sizes);
    m_forms = new QLineEdit(this);
    m_forms->setObjectName(u"meshalSpeciesForms"_s);
    m_forms->setPlaceholderText(tr("e.g. 人形"));
    m_form->addRow(tr("&Forms"), m_forms);
    auto *attributes = new QHBoxLayout;
    for (meshal::Attribute a : meshal::kAttributes) {
        m_attributes[std::size_t(a)] = spin(u"meshalSpeciesAttribute_"_s + meshal::attributeId(a), -9, 9);
        m_attributes[std::size_t(a)]->setPrefix(m_editor->attributeName(a) + u' ');
        attributes->addWidget(m_attributes[std::size_t(a)]);
    }
    m_form->addRow(tr("Attribute changes"), attributes);
    auto *protections = new QHBoxLayout;
    for (meshal::Protection p : meshal::kProtections) {
        m_protections[std::size_t(p)] = spin(u"meshalSpeciesProtection_"_s + meshal::protectionId(p), -9, 9);
        m_protections[std::size_t(p)]->setPrefix(m_editor->word(u"protection."_s + meshal::protectionId(p)) + u' ');
        protections->addWidget(m_protections[std::size_t(p)]);
    }
    m_form->addRow(tr("Protection changes"), protections);
    m_swim = spin(u"meshalSpeciesSwim"_s, 0, 99);
    m_fly = spin(u"meshalSpeciesFly"_s, 0, 99);
    m_form->addRow(m_editor->word(u"speed.swim"_s), m_swim);
    m_form->addRow(m_editor->word(u"speed.fly"_s), m_fly);
    m_bodyParts = new QLineEdit(this);
    m_bodyParts->setObjectName(u"meshalSpeciesBodyParts"_s);
    m_bodyParts->setPlaceholderText(tr("e.g. head 1, torso 1, arm 2, leg 2"));
    m_bodyParts->setToolTip(tr("Parts: head, torso, arm, leg, tail, wing, fin, each with its count (module body parts, L296–L309)"));
    m_form->addRow(tr("Body &parts"), m_bodyParts);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"meshalSpeciesText"_s);
    m_text->setMaximumHeight(60);
    m_form->addRow(tr("&Description"), m_text);
    clear();
}

void MeshalSpeciesForm::clear()
{
    MeshalEntryForm::clear();
    m_genders->clear();
    m_forms->clear();
    for (std::size_t i = 0; i < kSizes.size(); ++i)
        m_sizes[i]->setChecked(kSizes[i] == meshal::Size::Medium);
    for (QSpinBox *s : m_attributes)
        s->setValue(0);
    for (QSpinBox *s : m_protections)
        s->setValue(0);
    m_swim->setValue(0);
    m_fly->setValue(0);
    m_bodyParts->clear();
    m_text->clear();
}

void MeshalSpeciesForm::load(const QString &id)
{
    const meshal::Feature *s = m_editor->content().findSpecies(id);
    if (!s)
        return;
    loadNames(id);
    m_genders->setText(s->genders.join(u'、'));
    m_forms->setText(s->forms.join(u'、'));
    for (std::size_t i = 0; i < kSizes.size(); ++i)
        m_sizes[i]->setChecked(s->sizes.contains(kSizes[i]));
    for (std::size_t i = 0; i < 3; ++i) {
        m_attributes[i]->setValue(s->modifiers.attributes[i]);
        m_protections[i]->setValue(s->modifiers.protections[i]);
    }
    m_swim->setValue(s->modifiers.speeds.value(u"swim"_s));
    m_fly->setValue(s->modifiers.speeds.value(u"fly"_s));
    m_bodyParts->setText(meshal::bodyPartsText(s->bodyParts));
    m_text->setPlainText(s->text);
}

QStringList MeshalSpeciesForm::putInto(meshal::MeshalContent &content) const
{
    const meshal::Feature *old = m_editor->content().findSpecies(entryId());
    meshal::Feature s = old ? *old : meshal::Feature{};
    s.id = entryId();
    s.genders = words(m_genders->text());
    s.forms = words(m_forms->text());
    s.sizes.clear();
    for (std::size_t i = 0; i < kSizes.size(); ++i) {
        if (m_sizes[i]->isChecked())
            s.sizes << kSizes[i];
    }
    for (std::size_t i = 0; i < 3; ++i) {
        s.modifiers.attributes[i] = m_attributes[i]->value();
        s.modifiers.protections[i] = m_protections[i]->value();
    }
    for (const auto &[mode, box] : {std::pair{u"swim"_s, m_swim}, std::pair{u"fly"_s, m_fly}}) {
        if (box->value() > 0)
            s.modifiers.speeds.insert(mode, box->value());
        else
            s.modifiers.speeds.remove(mode);
    }
    QString bad;
    const std::optional<QList<meshal::BodyPart>> parts = meshal::bodyPartsFromText(m_bodyParts->text(), &bad);
    if (!parts)
        return {tr("\"%1\" is not a body part: write head, torso, arm, leg, tail, wing or fin with a count.").arg(bad)};
    s.bodyParts = *parts;
    s.text = m_text->toPlainText().trimmed();
    return meshal::putSpecies(content, s, names());
}

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
    m_form->addRow(tr("Granted &by"), m_grantedBy);
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
    a.requirements.genders = words(m_needsGenders->text());
    a.requirements.species = words(m_needsSpecies->text());
    a.frequency = m_frequency->value();
    a.window = a.frequency > 0 ? m_window->currentData().toString() : QString();
    a.text = m_text->toPlainText().trimmed();
    return meshal::putAbility(content, a, names());
}

MeshalItemForm::MeshalItemForm(MeshalEditor *editor, QWidget *parent) : MeshalEntryForm(editor, u"meshalItem"_s, parent)
{
    m_scale = new QComboBox(this);
    m_scale->setObjectName(u"meshalItemScale"_s);
    for (meshal::Scale s : kScales)
        m_scale->addItem(m_editor->word(u"scale."_s + meshal::scaleId(s)), meshal::scaleId(s));
    m_form->addRow(tr("Sca&le"), m_scale);
    m_type = new QLineEdit(this);
    m_type->setObjectName(u"meshalItemType"_s);
    m_type->setPlaceholderText(tr("e.g. weapon.blade, armour.helmet, accessory.ring"));
    m_form->addRow(tr("T&ypes"), m_type);
    m_attacks = new QPlainTextEdit(this);
    m_attacks->setObjectName(u"meshalItemAttacks"_s);
    m_attacks->setMaximumHeight(60);
    m_attacks->setToolTip(tr("One attack a line, in the rulebook's notation: 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避)"));
    m_form->addRow(tr("&Attacks"), m_attacks);
    auto *protections = new QHBoxLayout;
    for (meshal::Protection p : meshal::kProtections) {
        m_protections[std::size_t(p)] = spin(u"meshalItemProtection_"_s + meshal::protectionId(p), -9, 9);
        m_protections[std::size_t(p)]->setPrefix(m_editor->word(u"protection."_s + meshal::protectionId(p)) + u' ');
        protections->addWidget(m_protections[std::size_t(p)]);
    }
    m_form->addRow(tr("Protection while equipped"), protections);
    m_actionCost = new QLineEdit(this);
    m_actionCost->setObjectName(u"meshalItemActionCost"_s);
    m_actionCost->setPlaceholderText(tr("e.g. 1⚡️战术"));
    m_form->addRow(tr("A&ction cost"), m_actionCost);
    m_slots = new QLineEdit(this);
    m_slots->setObjectName(u"meshalItemSlots"_s);
    m_slots->setPlaceholderText(tr("e.g. head, or leg, leg for boots (empty: none)"));
    m_slots->setToolTip(tr("The body parts it takes while equipped: head, torso, arm, leg, tail, wing, fin (L464–L474)"));
    m_form->addRow(tr("Body &parts it takes"), m_slots);
    clear();
}

void MeshalItemForm::clear()
{
    MeshalEntryForm::clear();
    m_scale->setCurrentIndex(1);
    m_type->clear();
    m_attacks->clear();
    for (QSpinBox *s : m_protections)
        s->setValue(0);
    m_actionCost->clear();
    m_slots->clear();
}

void MeshalItemForm::load(const QString &id)
{
    const meshal::Item *it = m_editor->content().findItem(id);
    if (!it)
        return;
    loadNames(id);
    m_scale->setCurrentIndex(m_scale->findData(meshal::scaleId(it->scale)));
    m_type->setText(it->types.join(u", "_s));
    m_attacks->setPlainText(it->attacks.join(u'\n'));
    for (std::size_t i = 0; i < 3; ++i)
        m_protections[i]->setValue(it->modifiers.protections[i]);
    m_actionCost->setText(it->actionCost);
    m_slots->setText(it->slots.join(u", "_s));
}

QStringList MeshalItemForm::putInto(meshal::MeshalContent &content) const
{
    const meshal::Item *old = m_editor->content().findItem(entryId());
    meshal::Item it = old ? *old : meshal::Item{};
    it.id = entryId();
    it.scale = meshal::scaleFromId(m_scale->currentData().toString()).value_or(meshal::Scale::Light);
    it.types = m_type->text().split(QRegularExpression(u"[,，\\s]+"_s), Qt::SkipEmptyParts);
    it.attacks.clear();
    for (const QString &line : m_attacks->toPlainText().split(u'\n', Qt::SkipEmptyParts)) {
        if (!line.trimmed().isEmpty())
            it.attacks << line.trimmed();
    }
    for (std::size_t i = 0; i < 3; ++i)
        it.modifiers.protections[i] = m_protections[i]->value();
    it.actionCost = m_actionCost->text().trimmed();
    QString bad;
    const std::optional<QStringList> slots = meshal::slotsFromText(m_slots->text(), &bad);
    if (!slots)
        return {tr("\"%1\" is not a body part: write head, torso, arm, leg, tail, wing or fin.").arg(bad)};
    it.slots = *slots;
    // Said in the player's language before the pack's own check (content schema, spec §1.8).
    if (it.types.isEmpty())
        return {tr("Give the item at least one type, e.g. weapon.blade.")};
    for (const QString &attack : std::as_const(it.attacks)) {
        if (!meshal::parseAttack(attack))
            return {tr("The attack \"%1\" is not written in the rulebook's notation, e.g. 对强壮造成强壮🎲物理攻击,穿透2防护(可格挡/闪避).").arg(attack)};
    }
    return meshal::putItem(content, it, names());
}

} // namespace sw::ui
