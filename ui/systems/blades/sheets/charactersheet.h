#pragma once

#include "systems/blades/sheets/sheetpanel.h"
#include "store/campaignstore.h"

#include <QWidget>

class QLabel;
class QPushButton;

namespace sw::ui {

class AbilitiesPanel;
class ActionsPanel;
class GearPanel;
class IdentityPanel;
class SheetBanner;
class SheetEditor;
class VitalsPanel;

// A scoundrel's sheet laid out like the paper playbook: identity, stress, trauma, harm, healing
// and armor on the left; abilities, friends, xp triggers and notes in the middle; attributes,
// actions, xp, load and items on the right. It follows the campaign: any change of the sheet
// (here, in another window, by undo) shows at once.
class CharacterSheet : public QWidget
{
    Q_OBJECT

public:
    CharacterSheet(SheetEditor *editor, qint64 id, QWidget *parent = nullptr);

    qint64 id() const { return m_id; }
    store::SheetRef ref() const;
    QString title() const;
    const CharacterState &state() const { return m_state; }

public Q_SLOTS:
    void reload();
    // Offers the advances the sheet has earned, one dialog per advance, legal choices only.
    void takeAdvances();

Q_SIGNALS:
    void titleChanged(const QString &title);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showBanner();

    SheetEditor *m_editor;
    qint64 m_id;
    CharacterState m_state;
    QList<CharacterPanel *> m_panels;
    SheetBanner *m_banner;
    QPushButton *m_advance;
    QLabel *m_overrides;
};

} // namespace sw::ui
