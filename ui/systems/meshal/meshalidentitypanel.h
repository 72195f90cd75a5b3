#pragma once

// Identity and required features (spec §2.1, rules 46–48): player, PC or NPC, species from the
// campaign's content, gender, size (with its level and 占位) and form within what the species
// allows.
#include "systems/meshal/meshalpanel.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;

namespace sw::ui {

class MeshalIdentityPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalIdentityPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    void writeText(const QString &command, QLineEdit *edit, QString meshal::Character::*field);
    void writeSpecies();
    void writeChoice(QComboBox *box, const QString &command);

    QLabel *m_playerLabel;
    QLineEdit *m_player;
    QCheckBox *m_pc;
    QLabel *m_speciesLabel;
    QComboBox *m_species;
    QLabel *m_genderLabel;
    QComboBox *m_gender;
    QLabel *m_sizeLabel;
    QComboBox *m_size;
    QLabel *m_formLabel;
    QComboBox *m_form;
    QLabel *m_sizeFacts;
    bool m_loading = false;
};

} // namespace sw::ui
