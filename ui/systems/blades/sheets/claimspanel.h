#pragma once

#include "systems/blades/sheets/sheetpanel.h"

class QLabel;

namespace sw::ui {

class ClaimsMapView;

// The crew type's claim map (B §6): the lair in the middle, claims joined by paths; a claim is
// taken next to the lair or a held one, or off the path with the GM's leave (override mode).
class ClaimsPanel : public CrewPanel
{
    Q_OBJECT

public:
    explicit ClaimsPanel(SheetEditor *editor, QWidget *parent = nullptr);
    void showState(const CrewState &state) override;
    ClaimsMapView *map() const { return m_map; }

protected:
    void retranslate() override;

private:
    void cellClicked(int number);

    QLabel *m_label;
    ClaimsMapView *m_map;
};

} // namespace sw::ui
