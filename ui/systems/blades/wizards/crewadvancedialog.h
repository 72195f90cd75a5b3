#pragma once

#include "systems/blades/crewops.h"
#include "systems/blades/rulepack.h"
#include "common/language.h"

#include <QDialog>
#include <QMap>

class QDialogButtonBox;
class QLabel;
class QListWidget;
class QRadioButton;
class QScrollArea;
class QSpinBox;
class QTextBrowser;

namespace sw::ui {

// Opens when the crew's xp track fills (B §1.12): one new crew special ability of the type, or
// two upgrade boxes (two of one upgrade, or one each of two). Only what the rules allow is
// offered. The pack must outlive the dialog.
class CrewAdvanceDialog : public QDialog
{
    Q_OBJECT

public:
    struct Choice
    {
        enum Kind { CrewAbility, UpgradeBoxes };
        Kind kind = CrewAbility;
        QString ability;          // CrewAbility
        QStringList upgradeBoxes; // UpgradeBoxes: an id once per box
    };

    CrewAdvanceDialog(const blades::Crew &crew, const blades::RulePack &pack, Language language, QWidget *parent = nullptr);

    Choice choice() const;
    // The choice taken on `crew` through applyTakeCrewAdvance.
    blades::CrewOutcome apply(const blades::Crew &crew) const;

    void setLanguage(Language language);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    void rebuild();
    void update();
    // How many more boxes of `upgrade` the crew may mark (0, 1 or 2).
    int room(const QString &upgrade) const;
    void showUpgrade(const QString &upgrade);

    blades::Crew m_crew;
    const blades::RulePack &m_pack;
    Language m_language;
    QLabel *m_intro = nullptr;
    QRadioButton *m_takeAbility = nullptr;
    QListWidget *m_abilities = nullptr;
    QRadioButton *m_takeBoxes = nullptr;
    QLabel *m_boxesLeft = nullptr;
    QScrollArea *m_upgrades = nullptr;
    QMap<QString, QSpinBox *> m_spins;
    QTextBrowser *m_preview = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    bool m_built = false;
};

} // namespace sw::ui
