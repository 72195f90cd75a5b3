#pragma once

// The minor and the major milestone (spec §7.8) as one dialog that offers only the legal choices
// (fate/milestones.h): each minor option is enabled only when the sheet allows it, and its lists
// hold only what it may take; a major milestone adds the high concept, the skill step(s) that keep
// the columns (rule 18), the GM's refresh, and shows the recovery it brings. OK makes one edit.
#include "systems/fate/fateeditor.h"
#include "systems/fate/milestones.h"

#include <QDialog>

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace sw::ui {

class MilestoneDialog : public QDialog
{
    Q_OBJECT

public:
    MilestoneDialog(FateEditor *editor, qint64 id, bool major, QWidget *parent);

    // The choice as the dialog holds it now (nullopt: none made).
    std::optional<fate::MinorMilestone> minorChoice() const;
    fate::MajorMilestone majorChoice() const;
    // Makes the edit; false (with the reason said) when it is refused.
    bool apply();

private:
    QWidget *minorBox();
    QWidget *majorBox();
    void fillSecondRaise();
    void follow();
    void pickStunt(bool rewrite);

    FateEditor *m_editor;
    qint64 m_id;
    bool m_major;
    fate::Character m_sheet;
    QButtonGroup *m_kinds;
    QRadioButton *m_none = nullptr;
    QComboBox *m_swap;
    QComboBox *m_replaceOld;
    QComboBox *m_replaceNew;
    QComboBox *m_stuntIndex;
    QPushButton *m_rewriteStunt;
    QPushButton *m_buyStunt;
    QLabel *m_stuntLabel;
    QComboBox *m_aspect;
    QLineEdit *m_aspectText;
    QLineEdit *m_highConcept = nullptr;
    QComboBox *m_raise = nullptr;
    QCheckBox *m_gmRefresh = nullptr;
    QCheckBox *m_gmStep = nullptr;
    QComboBox *m_raise2 = nullptr;
    QComboBox *m_raiseSaved = nullptr; // a step saved at an earlier major milestone (spec §7.8)
    QLabel *m_recovery = nullptr;
    QPushButton *m_ok;
    std::optional<fate::Stunt> m_stunt;
};

} // namespace sw::ui
