#include "systems/blades/sheets/crewidentitypanel.h"

#include "common/undolabel.h"
#include "systems/blades/huntinggrounds.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/models/sheetmodelbase.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/sheets/sheetfields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace sw::ui {

CrewIdentityPanel::CrewIdentityPanel(SheetEditor *editor, QWidget *parent) : CrewPanel(editor, parent)
{
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name = textField(u"crewName"_s, blades::CrewText::Name);
    m_type = new QComboBox(this);
    m_type->setObjectName(u"crewType"_s);
    m_form->addRow(new QLabel(this), m_type);
    connect(m_type, &QComboBox::activated, this, [this] {
        const QString id = m_type->currentData().toString();
        edit(u"crew.choose_type"_s, SW_TR_LABEL("Choose the crew type"),
             [id](const blades::Crew &c, const blades::RulePack &p) { return blades::applyChooseCrewType(c, id, p); }, m_type);
    });
    // A reputation from the list, or the table's own word (B §1.1).
    m_reputation = new QComboBox(this);
    m_reputation->setObjectName(u"reputation"_s);
    m_reputation->setEditable(true);
    m_reputation->setInsertPolicy(QComboBox::NoInsert);
    m_form->addRow(new QLabel(this), m_reputation);
    connect(m_reputation, &QComboBox::activated, this, [this](int index) {
        const QString id = m_reputation->itemData(index).toString();
        commitText(blades::CrewText::Reputation, id.isEmpty() ? m_reputation->currentText() : id, m_reputation);
    });
    connect(m_reputation->lineEdit(), &QLineEdit::editingFinished, this, [this] {
        const int known = m_reputation->findText(m_reputation->currentText());
        const QString value = known >= 0 ? m_reputation->itemData(known).toString() : m_reputation->currentText();
        if (value != m_state.sheet.reputation)
            commitText(blades::CrewText::Reputation, value, m_reputation);
    });
    m_lair = textField(u"lair"_s, blades::CrewText::Lair);
    m_lairDistrict = textField(u"lairDistrict"_s, blades::CrewText::LairDistrict);
    m_huntingDistrict = textField(u"huntingDistrict"_s, blades::CrewText::HuntingDistrict);
    m_huntingArea = textField(u"huntingArea"_s, blades::CrewText::HuntingArea);
    m_huntingOperation = textField(u"huntingOperation"_s, blades::CrewText::HuntingOperation);
    for (int row = 0; row < m_form->rowCount(); ++row) {
        auto *label = qobject_cast<QLabel *>(m_form->itemAt(row, QFormLayout::LabelRole)->widget());
        label->setBuddy(m_form->itemAt(row, QFormLayout::FieldRole)->widget());
    }
    retranslate();
}

QLineEdit *CrewIdentityPanel::textField(const QString &name, blades::CrewText field)
{
    auto *line = new QLineEdit(this);
    line->setObjectName(name);
    m_form->addRow(new QLabel(this), line);
    fields::onEdited(line, [this, line, field](const QString &text) { commitText(field, text, line); });
    return line;
}

void CrewIdentityPanel::commitText(blades::CrewText field, const QString &text, QWidget *source)
{
    edit(u"crew.set_text"_s, SW_TR_LABEL("Edit %1").arg(fields::nameOf(source)),
         [field, text](const blades::Crew &c, const blades::RulePack &p) { return blades::applySetCrewText(c, field, text, p); },
         source);
}

void CrewIdentityPanel::showState(const CrewState &state)
{
    m_state = state;
    const blades::Crew &c = state.sheet;
    const Language lang = language();
    fields::showText(m_name, c.name);
    fields::showText(m_lair, c.lair);
    fields::showText(m_lairDistrict, c.lairDistrict);
    fields::showText(m_huntingDistrict, c.huntingGrounds.district);
    fields::showText(m_huntingArea, c.huntingGrounds.area);
    // B §2 step 3: a listed operation (kept by its id; an old sheet's English name) in the UI's language.
    fields::showText(m_huntingOperation, blades::huntingOperationName(c.huntingGrounds.operation, c.crewType, pack()).in(lang));
    fields::fillChooser(m_type, pack().crewTypes, lang, c.crewType, tr("(choose)"));
    m_type->setEnabled(c.phase == blades::CrewPhase::Creation || m_editor->overrideOn());
    QList<blades::Entity> reputations;
    for (const QJsonValue &entry : models::packCatalogue(pack(), u"crew.json"_s, {u"reputations"_s}))
        reputations.append(models::catalogueEntry(QJsonArray{entry}, entry[u"id"_s].toString()));
    fields::fillChooser(m_reputation, reputations, lang, c.reputation, QString());
    if (!c.reputation.isEmpty() && m_reputation->findData(c.reputation) < 0)
        m_reputation->setEditText(c.reputation);
}

void CrewIdentityPanel::retranslate()
{
    const auto label = [this](QWidget *field, const QString &text, const QString &rule) {
        fields::labelRow(m_form, field, text, rule);
    };
    label(m_name, SW_TR_LABEL("&Name"), tr("The crew's name."));
    label(m_type, SW_TR_LABEL("Crew &type"), tr("Chosen at creation: it gives the crew's abilities, upgrades, contacts and claims."));
    label(m_reputation, SW_TR_LABEL("&Reputation"), tr("How the underworld sees the crew; pick one or write your own."));
    label(m_lair, SW_TR_LABEL("&Lair"), tr("Where the crew meets and keeps its coin."));
    label(m_lairDistrict, SW_TR_LABEL("Lair &district"), tr("The district the lair is in."));
    label(m_huntingDistrict, SW_TR_LABEL("&Hunting grounds"), tr("The district where the crew does its operations."));
    label(m_huntingArea, SW_TR_LABEL("Hunting &area"), tr("The part of the district the crew works."));
    label(m_huntingOperation, SW_TR_LABEL("Preferred &operation"), tr("The kind of operation the crew favors there."));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
