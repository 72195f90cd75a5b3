#pragma once

// Taking a hit (spec §7.5, rule 23): the player picks empty stress boxes of the hit's track and
// free consequence slots (each written as an aspect) until they absorb the hit's shifts; OK only
// once they do. Whoever inflicted a consequence gets 1 free invoke on it. A hit the sheet cannot
// absorb at all says so: the character is taken out. The sheet takes the plan as one edit.
#include "common/language.h"
#include "systems/fate/economy.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace sw::ui {

class AbsorbHitDialog : public QDialog
{
    Q_OBJECT

public:
    AbsorbHitDialog(const fate::FatePack &pack, const fate::Character &character, Language language, int hit,
                    QWidget *parent = nullptr);

    int hit() const;
    fate::HitPlan plan() const;

private:
    struct SlotChoice
    {
        QString slot;
        QCheckBox *take;
        QLineEdit *text;
    };
    void rebuild();
    void update();

    const fate::FatePack &m_pack;
    fate::Character m_character;
    Language m_language;
    QSpinBox *m_hit;
    QComboBox *m_track;
    QLineEdit *m_inflictedBy;
    QComboBox *m_replaces; // the aspect an extreme consequence replaces (spec §7.5)
    QWidget *m_choices;
    QGridLayout *m_grid;
    QList<std::pair<int, QCheckBox *>> m_boxes;
    QList<SlotChoice> m_slots;
    QLabel *m_summary;
    QDialogButtonBox *m_buttons;
};

} // namespace sw::ui
