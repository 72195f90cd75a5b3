#pragma once

// One stunt written with the pack's two templates as the guide (spec §7.3): a bonus stunt (+2 to a
// skill's action in a circumstance) or a rule change, which may let a skill attack or defend.
#include "common/language.h"
#include "systems/fate/pack.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace sw::ui {

class StuntDialog : public QDialog
{
    Q_OBJECT

public:
    StuntDialog(const fate::FatePack &pack, Language language, QWidget *parent);
    void setStunt(const fate::Stunt &stunt);
    fate::Stunt stunt() const;

private:
    void follow();

    const fate::FatePack &m_pack;
    Language m_language;
    QLineEdit *m_name;
    QComboBox *m_kind;
    QComboBox *m_skill;
    QComboBox *m_action;
    QSpinBox *m_bonus;
    QCheckBox *m_fpCost;
    QComboBox *m_permitsSkill;
    QComboBox *m_permitsAction;
    QPlainTextEdit *m_text;
    QLabel *m_template;
};

} // namespace sw::ui
