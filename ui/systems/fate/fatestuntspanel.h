#pragma once

// Stunts (3 free; each more costs 1 refresh, refresh stays at 1 or more: rule 20) and extras as
// notes.
#include "systems/fate/fatepanel.h"

class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace sw::ui {

class FateStuntsPanel : public FatePanel
{
    Q_OBJECT

public:
    FateStuntsPanel(FateEditor *editor, qint64 id, QWidget *parent);
    void load(const fate::Character &character) override;
    void retranslate() override;

    // Opens the stunt dialog (tests drive it through the dialog's own widgets).
    void addStunt();
    void editStunt();

private:
    void removeStunt();
    void addExtra();
    void removeExtra();

    QLabel *m_rule;
    QListWidget *m_stunts;
    QPushButton *m_add;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QLabel *m_extrasLabel;
    QListWidget *m_extras;
    QLineEdit *m_extraName;
    QLineEdit *m_extraText;
    QPushButton *m_addExtra;
    QPushButton *m_removeExtra;
    fate::Character m_shown;
};

} // namespace sw::ui
