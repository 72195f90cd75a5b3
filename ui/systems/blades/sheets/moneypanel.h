#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QLabel;

namespace sw::ui {

class BoxTrack;

// Coin, stash and the lifestyle the stash buys (A §2.8), at the head of the middle column, where
// a laptop's screen shows them without scrolling.
class MoneyPanel : public CharacterPanel
{
    Q_OBJECT

public:
    explicit MoneyPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CharacterState &state) override;

protected:
    void retranslate() override;

private:
    QLabel *m_coinLabel, *m_stashLabel, *m_lifestyle;
    BoxTrack *m_coin, *m_stash;
};

} // namespace sw::ui
