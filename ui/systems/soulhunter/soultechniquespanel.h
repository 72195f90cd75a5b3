#pragma once

// The 狩魂者 sheet's 技艺 and active 附魔 (spec §17, §19): the techniques learned with their
// schools, tier and Load, prepared within the Load budget 灵识 − 4 (D18, rule 39), the standard
// slots per school (D17, rule 40); the active enchantments with POW (D19), sustained ones of one
// technique never stacked (rule 42); a multi-school technique says it is shown with one school
// (rule 41); an improvised manifestation with its healing cap and scale (rules 43-44).
#include "systems/soulhunter/soulpanel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTableWidgetItem;

#include <QPointer>

namespace sw::ui {

class SoulImproviseDialog;

class SoulTechniquesPanel : public SoulPanel
{
    Q_OBJECT

public:
    SoulTechniquesPanel(SoulhunterEditor *editor, qint64 id, QWidget *parent);
    void load(const soulhunter::Character &character, const soulhunter::Rules &rules) override;
    void retranslate() override;

private:
    void learn();
    void forget();
    void prepare(QTableWidgetItem *item);
    void addEnchantment();
    void removeEnchantment();
    QString schoolsText(const QList<soulhunter::School> &schools) const;
    QString tierText(soulhunter::Tier tier) const;

    bool m_loading = false;
    QLabel *m_load;
    QTableWidget *m_techniques;
    QLineEdit *m_name;
    QComboBox *m_school, *m_tier;
    QSpinBox *m_loadValue;
    QPushButton *m_learn, *m_forget;
    QLabel *m_enchantmentsTitle;
    QTableWidget *m_enchantments;
    QLineEdit *m_enchantmentName;
    QSpinBox *m_pow;
    QCheckBox *m_sustained;
    QPushButton *m_addEnchantment, *m_removeEnchantment, *m_improvise;
    QPointer<SoulImproviseDialog> m_improviseDialog;
};

} // namespace sw::ui
