#pragma once

#include "systems/blades/gm/gmtable.h"
#include "systems/blades/procedures/sheetrolls.h"
#include "systems/blades/sheets/sheetpanel.h"

#include <QDialog>
#include <QHash>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace sw::ui {

class SheetEditor;

// A roll from the character sheet (A §5.2, §5.5): an action's roll — position and effect, a push
// for +1d or +1 effect (2 stress each), a devil's bargain, another scoundrel's help (1 stress),
// the bonus dice the sheet's abilities and the crew's upgrades offer — or a resistance roll from
// an attribute. It shows the pool, what it costs and the exact odds before rolling; Roll writes the
// roll to the log and its stress and xp to the sheets in one undo step, asking for a trauma
// condition first when stress reaches the last box.
class RollDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Kind { Action, Resistance };
    // `id`: the action's or the attribute's.
    RollDialog(SheetEditor *editor, const CharacterState &state, Kind kind, const QString &id, QWidget *parent = nullptr);

    // What the last roll did (ok false before one, or when it was refused).
    const gm::GmResult &result() const { return m_result; }

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void build();
    void retranslate();
    void refresh();
    // Tall enough for every wrapped line at the dialog's width (the texts change as you choose).
    void fitHeight();
    void roll();
    gm::SheetRollRequest request() const;
    QString rollerName() const;
    QString helperName() const;
    // The trauma condition `who` takes if `stress` fills the last box (empty: none asked or
    // cancelled; `cancelled` says which).
    QString askTrauma(const blades::Character &who, int stress, bool *cancelled);

    SheetEditor *m_editor;
    CharacterState m_state;
    Kind m_kind;
    QString m_id;
    QList<blades::BonusDiceOffer> m_offers;
    QStringList m_upgrades;
    gm::GmResult m_result;

    QFormLayout *m_form;
    QHash<QString, QLabel *> m_rowLabels;
    QLabel *m_heading;
    QComboBox *m_position = nullptr;
    QComboBox *m_effect = nullptr;
    QCheckBox *m_pushDie = nullptr;
    QCheckBox *m_pushEffect = nullptr;
    QCheckBox *m_bargain = nullptr;
    QComboBox *m_assistant = nullptr;
    QList<QCheckBox *> m_bonuses;
    QCheckBox *m_secret = nullptr; // the GM's alone (null for a player: the rights say who is the GM)
    QLabel *m_pool;
    QLabel *m_cost;
    QLabel *m_odds;
    QLabel *m_result_;
    QPushButton *m_roll;
    QDialogButtonBox *m_buttons;
};

} // namespace sw::ui
