#pragma once

// The optional features of spec §2.2 (module 扩展更多特征 more_features): height, weight, looks,
// age, personality, orientation, hobby and aliases, shown only when the campaign plays with the
// module; each change one edit. With the age module, the age stage from the species (rule 51).
#include "systems/meshal/meshalpanel.h"

#include <array>

class QLabel;
class QLineEdit;
class QSpinBox;

namespace sw::ui {

class MeshalMoreFeaturesPanel : public MeshalPanel
{
    Q_OBJECT

public:
    MeshalMoreFeaturesPanel(MeshalEditor *editor, qint64 id, QWidget *parent);
    void load(const meshal::Character &c) override;
    void retranslate() override;

private:
    static std::array<QString, 8> fieldNames(); // the labels' words, stored for undo labels
    void write(int field);
    void writeAge();

    std::array<QLineEdit *, 7> m_fields{}; // height, weight, looks, personality, orientation, hobby, aliases
    std::array<QLabel *, 8> m_labels{};
    QSpinBox *m_age;
    bool m_loading = false;
};

} // namespace sw::ui
