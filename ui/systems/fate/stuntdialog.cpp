#include "systems/fate/stuntdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

StuntDialog::StuntDialog(const fate::FatePack &pack, Language language, QWidget *parent)
    : QDialog(parent), m_pack(pack), m_language(language)
{
    setObjectName(u"stuntDialog"_s);
    setWindowTitle(tr("Stunt"));
    m_name = new QLineEdit(this);
    m_name->setObjectName(u"stuntName"_s);
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"stuntKind"_s);
    m_kind->addItem(tr("Bonus: +2 to a skill's action in a circumstance"), false);
    m_kind->addItem(tr("Rule change: an exception to the rules"), true);
    m_skill = new QComboBox(this);
    m_skill->setObjectName(u"stuntSkill"_s);
    m_permitsSkill = new QComboBox(this);
    m_permitsSkill->setObjectName(u"stuntPermitsSkill"_s);
    m_permitsSkill->addItem(tr("(none)"), QString());
    for (const fate::Skill &s : pack.skills) {
        m_skill->addItem(s.name.in(language), s.id);
        m_permitsSkill->addItem(s.name.in(language), s.id);
    }
    m_action = new QComboBox(this);
    m_action->setObjectName(u"stuntAction"_s);
    m_permitsAction = new QComboBox(this);
    m_permitsAction->setObjectName(u"stuntPermitsAction"_s);
    for (const fate::ActionInfo &a : pack.actions) {
        m_action->addItem(a.name.in(language), fate::actionId(a.action));
        if (a.action == fate::Action::Attack || a.action == fate::Action::Defend)
            m_permitsAction->addItem(a.name.in(language), fate::actionId(a.action));
    }
    m_bonus = new QSpinBox(this);
    m_bonus->setObjectName(u"stuntBonus"_s);
    m_bonus->setRange(1, 4);
    m_bonus->setValue(pack.number(u"stunt_bonus"_s));
    m_fpCost = new QCheckBox(tr("Costs a fate point each use (a rare, strong stunt)"), this);
    m_fpCost->setObjectName(u"stuntFpCost"_s);
    m_text = new QPlainTextEdit(this);
    m_text->setObjectName(u"stuntText"_s);
    m_text->setTabChangesFocus(true);
    m_text->setMaximumHeight(90);
    m_template = new QLabel(this);
    m_template->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Kind"), m_kind);
    form->addRow(tr("&Skill"), m_skill);
    form->addRow(tr("&Action"), m_action);
    form->addRow(tr("&Bonus"), m_bonus);
    form->addRow(QString(), m_fpCost);
    form->addRow(tr("&Lets this skill"), m_permitsSkill);
    form->addRow(tr("…&take this action"), m_permitsAction);
    form->addRow(tr("&Text"), m_text);
    form->addRow(tr("Template"), m_template);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setObjectName(u"stuntOk"_s);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    connect(m_kind, &QComboBox::currentIndexChanged, this, &StuntDialog::follow);
    follow();
}

void StuntDialog::follow()
{
    const bool ruleChange = m_kind->currentData().toBool();
    m_skill->setEnabled(!ruleChange);
    m_action->setEnabled(!ruleChange);
    m_bonus->setEnabled(!ruleChange);
    m_permitsSkill->setEnabled(ruleChange);
    m_permitsAction->setEnabled(ruleChange);
    for (const auto &t : m_pack.stuntTemplates) {
        if ((t.first == u"rule_change"_s) == ruleChange) {
            m_template->setText(t.second.in(m_language));
            m_text->setPlaceholderText(t.second.in(m_language));
        }
    }
}

void StuntDialog::setStunt(const fate::Stunt &s)
{
    m_name->setText(s.name);
    m_kind->setCurrentIndex(s.ruleChange ? 1 : 0);
    m_skill->setCurrentIndex(std::max(0, m_skill->findData(s.skill)));
    if (s.action)
        m_action->setCurrentIndex(std::max(0, m_action->findData(fate::actionId(*s.action))));
    m_bonus->setValue(s.bonus);
    m_fpCost->setChecked(s.fpCost > 0);
    m_permitsSkill->setCurrentIndex(std::max(0, m_permitsSkill->findData(s.permitsSkill)));
    if (s.permitsAction)
        m_permitsAction->setCurrentIndex(std::max(0, m_permitsAction->findData(fate::actionId(*s.permitsAction))));
    m_text->setPlainText(s.text);
    follow();
}

fate::Stunt StuntDialog::stunt() const
{
    fate::Stunt s;
    s.name = m_name->text().trimmed();
    s.text = m_text->toPlainText().trimmed();
    s.ruleChange = m_kind->currentData().toBool();
    s.fpCost = m_fpCost->isChecked() ? 1 : 0;
    if (!s.ruleChange) {
        s.skill = m_skill->currentData().toString();
        s.action = fate::actionFromId(m_action->currentData().toString());
        s.bonus = m_bonus->value();
    } else if (!m_permitsSkill->currentData().toString().isEmpty()) {
        s.permitsSkill = m_permitsSkill->currentData().toString();
        s.permitsAction = fate::actionFromId(m_permitsAction->currentData().toString());
    }
    return s;
}

} // namespace sw::ui
