#pragma once

// An improvised manifestation (即兴显能) of a 狩魂者 character (spec §16.2; rules 43-44, seed
// L237-L258): the MP paid, whether in combat, the HP and MP it restores to the character, the POW
// of its 【叙事】 enchantment and the scale it reaches in each of the table's six columns. Before
// anything is written the dialog says what that POW reaches and which rule the manifestation
// breaks, in words; applied, it is one undo step on the sheet (MP paid, HP and MP restored).
#include <QDialog>
#include <QPointer>

#include <array>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class SoulhunterEditor;

class SoulImproviseDialog : public QDialog
{
    Q_OBJECT

public:
    SoulImproviseDialog(SoulhunterEditor *editor, qint64 id, QWidget *parent = nullptr);
    // The rule codes the manifestation as entered breaks (rules 43, 44), empty when none.
    QStringList refusals() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void explain();
    void apply();

    QPointer<SoulhunterEditor> m_editor;
    qint64 m_id;
    QLabel *m_paidLabel, *m_hpLabel, *m_mpLabel, *m_powLabel, *m_scaleTitle, *m_explain;
    QSpinBox *m_paid, *m_hp, *m_mp, *m_pow;
    QCheckBox *m_inCombat;
    std::array<QLabel *, 6> m_aspectLabels{};
    std::array<QComboBox *, 6> m_aspects{};
    QPushButton *m_apply;
};

} // namespace sw::ui
