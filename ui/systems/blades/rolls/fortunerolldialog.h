#pragma once

#include "systems/blades/gm/gmtable.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class SheetEditor;

// A fortune roll from the crew sheet on the crew's Tier (A §5.8): the Tier it plays at, ±1d per
// major advantage or disadvantage, the exact odds and the effect each result stands for before
// rolling; Roll writes the roll to the campaign's roll log (it changes no sheet).
class FortuneRollDialog : public QDialog
{
    Q_OBJECT

public:
    FortuneRollDialog(SheetEditor *editor, qint64 crewId, QWidget *parent = nullptr);

    const gm::GmResult &result() const { return m_result; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void roll();
    int pool() const;

    SheetEditor *m_editor;
    qint64 m_crewId;
    QString m_crewName;
    int m_tier = 0;
    gm::GmResult m_result;

    QLabel *m_heading, *m_modifierLabel, *m_pool, *m_odds, *m_result_;
    QSpinBox *m_modifier;
    QPushButton *m_roll;
};

} // namespace sw::ui
