#pragma once

#include "systems/blades/gm.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLineEdit;
class QSpinBox;

namespace sw::ui {

class GmContext;

// A new clock, or one edited (A §6): name, size (4, 6, 8, 10, 12), kind, owner, the clock a
// linked clock unlocks, the rival of a racing clock, and the GM-only flag.
class ClockDialog : public QDialog
{
    Q_OBJECT

public:
    ClockDialog(GmContext *context, const blades::ClockEntry &clock, QWidget *parent = nullptr);
    blades::ClockEntry clock() const;

private:
    void fillOwners();

    GmContext *m_context;
    blades::ClockEntry m_clock;
    QLineEdit *m_name;
    QComboBox *m_segments;
    QComboBox *m_kind;
    QComboBox *m_ownerKind;
    QComboBox *m_owner;
    QComboBox *m_linked;
    QComboBox *m_racing;
    QSpinBox *m_filled;
    QCheckBox *m_hidden;
};

} // namespace sw::ui
