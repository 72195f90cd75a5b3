// The content editor's item form (spec §2.7): scale (heavy/light/trivial, rule 36), types, attacks
// in the rulebook's notation (spec §1.8), protections while equipped, action cost and the body
// parts it takes (rules 39–40).
#include "systems/meshal/meshalcontentforms.h"

#include "systems/meshal/attack.h"
#include "systems/meshal/contentedit.h"

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

constexpr std::array kScales{meshal::Scale::Trivial, meshal::Scale::Light, meshal::Scale::Heavy};

} // namespace

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
    m_form->addRow(tr("B&ody parts it takes"), m_slots);
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
    QList<rules::SchemaError> schema;
    const QStringList errors = meshal::putItem(content, it, names(), &schema);
    return inWords(errors, schema);
}

} // namespace sw::ui
