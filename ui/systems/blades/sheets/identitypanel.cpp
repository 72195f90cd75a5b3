#include "systems/blades/sheets/identitypanel.h"

#include "common/undolabel.h"
#include "systems/blades/sheetops.h"
#include "systems/blades/rolls/downtimerolldialog.h"
#include "systems/blades/sheets/sheeteditor.h"
#include "systems/blades/sheets/sheetfields.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>

using namespace Qt::StringLiterals;

namespace sw::ui {

IdentityPanel::IdentityPanel(SheetEditor *editor, QWidget *parent) : CharacterPanel(editor, parent)
{
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_name = textField(u"name"_s, blades::CharacterText::Name);
    m_alias = textField(u"alias"_s, blades::CharacterText::Alias);
    m_playbook = chooser(u"playbook"_s, blades::CharacterChoice::Playbook);
    m_look = textField(u"look"_s, blades::CharacterText::Look);
    m_heritage = chooser(u"heritage"_s, blades::CharacterChoice::Heritage);
    m_heritageDetail = textField(u"heritageDetail"_s, blades::CharacterText::HeritageDetail);
    m_background = chooser(u"background"_s, blades::CharacterChoice::Background);
    m_backgroundDetail = textField(u"backgroundDetail"_s, blades::CharacterText::BackgroundDetail);
    m_vice = chooser(u"vice"_s, blades::CharacterChoice::Vice);
    m_purveyor = textField(u"purveyor"_s, blades::CharacterText::Purveyor);
    // The vice's label opens the vice roll (C §8.8).
    QWidget *viceLabel = m_form->labelForField(m_vice);
    viceLabel->setObjectName(u"roll_vice"_s);
    DowntimeRollDialog::openOnClick(viceLabel, [this] {
        if (!m_state.id || !m_editor->session())
            return;
        DowntimeRollDialog dialog(m_editor, m_state, DowntimeRollDialog::Kind::Vice, this);
        dialog.exec();
    });
    retranslate();
}

QLineEdit *IdentityPanel::textField(const QString &name, blades::CharacterText field)
{
    auto *line = new QLineEdit(this);
    line->setObjectName(name);
    auto *label = new QLabel(this);
    label->setBuddy(line);
    m_form->addRow(label, line);
    fields::onEdited(line, [this, line, field](const QString &text) {
        edit(u"character.set_text"_s, SW_TR_LABEL("Edit %1").arg(fields::nameOf(line)),
             [=](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applySetText(c, field, text, p, b);
             },
             line);
    });
    return line;
}

QComboBox *IdentityPanel::chooser(const QString &name, blades::CharacterChoice field)
{
    auto *box = new QComboBox(this);
    box->setObjectName(name);
    auto *label = new QLabel(this);
    label->setBuddy(box);
    m_form->addRow(label, box);
    connect(box, &QComboBox::activated, this, [this, box, field] {
        const QString id = box->currentData().toString();
        edit(u"character.choose"_s, SW_TR_LABEL("Choose %1").arg(fields::nameOf(box)),
             [=](const blades::Character &c, const blades::RulePack &p, const blades::CrewBenefits &b) {
                 return blades::applyChoose(c, field, id, p, b);
             },
             box);
    });
    return box;
}

void IdentityPanel::showState(const CharacterState &state)
{
    m_state = state;
    const blades::Character &c = state.sheet;
    const Language lang = language();
    fields::showText(m_name, c.name);
    fields::showText(m_alias, c.alias);
    fields::showText(m_look, c.look);
    fields::showText(m_heritageDetail, c.heritageDetail);
    fields::showText(m_backgroundDetail, c.backgroundDetail);
    fields::showText(m_purveyor, c.purveyor);
    const QString none = tr("(choose)");
    fields::fillChooser(m_playbook, pack().playbooks, lang, c.playbook, none);
    fields::fillChooser(m_heritage, pack().heritages, lang, c.heritage, none);
    fields::fillChooser(m_background, pack().backgrounds, lang, c.background, none);
    fields::fillChooser(m_vice, pack().vices, lang, c.vice, none);
    // The playbook is chosen once, at creation (A §3 step 1); afterwards it is part of who they are.
    m_playbook->setEnabled(c.phase == blades::CharacterPhase::Creation || m_editor->overrideOn());
}

void IdentityPanel::retranslate()
{
    const auto label = [this](QWidget *field, const QString &text, const QString &rule) {
        fields::labelRow(m_form, field, text, rule);
    };
    label(m_name, SW_TR_LABEL("&Name"), tr("The scoundrel's name; every character has one once made."));
    label(m_alias, SW_TR_LABEL("&Alias"), tr("The name the streets know them by."));
    label(m_playbook, SW_TR_LABEL("&Playbook"), tr("Chosen at creation: it gives the starting dots, special abilities, "
                                          "friends and rivals, items and the XP trigger."));
    label(m_look, SW_TR_LABEL("L&ook"), tr("A few words on how they look and carry themselves."));
    label(m_heritage, SW_TR_LABEL("&Heritage"), tr("Where their family comes from; it adds one action dot at creation."));
    label(m_heritageDetail, SW_TR_LABEL("Heritage detail"), tr("A detail of the heritage, in your own words."));
    label(m_background, SW_TR_LABEL("&Background"), tr("What they did before the crew; it adds one action dot at creation."));
    label(m_backgroundDetail, SW_TR_LABEL("Background detail"), tr("A detail of the background, in your own words."));
    label(m_vice, SW_TR_LABEL("&Vice"), tr("How they relieve stress in downtime; indulging can overindulge."));
    m_form->labelForField(m_vice)->setToolTip(tr("Click, or press R on the vice, to indulge it in downtime: the vice roll."));
    label(m_purveyor, SW_TR_LABEL("P&urveyor"), tr("Who or where they go to indulge their vice."));
    if (m_state.id)
        showState(m_state);
}

} // namespace sw::ui
