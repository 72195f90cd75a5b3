#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QGridLayout;
class QLabel;

namespace sw::models {
class ActionsModel;
}

namespace sw::ui {

class BoxTrack;
class DotRating;

// The right column's top, as on the paper sheet: the playbook's xp track, then each attribute
// with its rating and xp track over its four actions and their dots (A §1, §4.2).
class ActionsPanel : public CharacterPanel
{
    Q_OBJECT

public:
    explicit ActionsPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CharacterState &state) override;
    models::ActionsModel *model() const { return m_model; }

    // Opens the roll of an action (its name clicked) or the resistance roll of an attribute.
    void openActionRoll(const QString &action);
    void openResistanceRoll(const QString &attribute);

protected:
    void retranslate() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void build();
    void requestXp(const QString &track, int value, BoxTrack *source);

    models::ActionsModel *m_model;
    QGridLayout *m_grid;
    QLabel *m_playbookXpLabel;
    BoxTrack *m_playbookXp;
    struct AttributeRow
    {
        QString id;
        QLabel *name;
        QLabel *rating;
        BoxTrack *xp;
    };
    struct ActionRow
    {
        QString id;
        DotRating *dots;
        QLabel *name;
    };
    QList<AttributeRow> m_attributes;
    QList<ActionRow> m_actions;
};

} // namespace sw::ui
