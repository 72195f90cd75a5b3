#pragma once

#include "systems/blades/gm.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSpinBox;

namespace sw::ui {

class GmContext;

// A faction made up by the GM, or one edited (B §7.1): name, category, tier, hold, turf, notes.
class FactionDialog : public QDialog
{
    Q_OBJECT

public:
    FactionDialog(GmContext *context, const blades::Faction &faction, QWidget *parent = nullptr);
    blades::Faction faction() const;

private:
    blades::Faction m_faction;
    QLineEdit *m_name;
    QComboBox *m_category;
    QSpinBox *m_tier;
    QComboBox *m_hold;
    QLineEdit *m_turf;
    QPlainTextEdit *m_notes;
};

// The rule pack's example factions not yet in the campaign, to take several at once.
class ExampleFactionsDialog : public QDialog
{
    Q_OBJECT

public:
    ExampleFactionsDialog(GmContext *context, QWidget *parent = nullptr);
    QStringList chosen() const;
    QListWidget *list() const { return m_list; }

private:
    QListWidget *m_list;
};

} // namespace sw::ui
