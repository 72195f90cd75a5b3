#pragma once

#include "systems/blades/gm/gmtable.h"
#include "systems/blades/sheets/sheetpanel.h"

#include <QDialog>

#include <functional>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace sw::ui {

class SheetEditor;

// The downtime rolls from the character sheet (C §8.6, §8.8): indulging the vice (the lowest
// attribute's dice clear stress, more than was marked overindulges) and recovering (the healer's
// dice mark 1/2/3/5 segments on the healing clock). Both are downtime activities, so they need the
// crew's downtime under way (C §8.8: "only possible when the crew has downtime"); the roll goes
// through the GM table's activity (GmTable::performActivity): the activity counted, the roll in the
// roll log and the sheets changed in one undo step. The pool and its exact odds show before rolling.
class DowntimeRollDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { Vice, Recover };
    DowntimeRollDialog(SheetEditor *editor, const CharacterState &state, Kind kind, QWidget *parent = nullptr);

    const gm::GmResult &result() const { return m_result; }
    // Makes a click on `label`, or R on the field it labels (set its buddy first), open `open`:
    // the sheet's way into a roll.
    static void openOnClick(QWidget *label, std::function<void()> open);

protected:
    void changeEvent(QEvent *event) override;

private:
    void build();
    void retranslate();
    void refresh();
    void roll();
    int pool() const;
    gm::ActivityRequest request() const;
    QString name() const;

    SheetEditor *m_editor;
    CharacterState m_state;
    Kind m_kind;
    QString m_downtime; // the crew's downtime under way; empty: none
    gm::GmResult m_result;

    QFormLayout *m_form;
    QLabel *m_heading;
    QLabel *m_treatmentLabel = nullptr, *m_healerLabel = nullptr, *m_overLabel = nullptr;
    QComboBox *m_treatment = nullptr;
    QSpinBox *m_healer = nullptr;
    QComboBox *m_overindulgence = nullptr;
    QCheckBox *m_helped;
    QLabel *m_pool, *m_odds, *m_result_;
    QPushButton *m_roll;
};

} // namespace sw::ui
