#pragma once

// Switching the campaign to another pack: the sheets made with an earlier one are offered the move
// too (one undoable step; those the new pack's rules refuse stay, named before the user decides).
#include <QCoreApplication>
#include <QString>

class QWidget;

namespace sw::ui {

class SheetEditor;

class PackMoveOffer
{
    Q_DECLARE_TR_FUNCTIONS(PackMoveOffer)

public:
    // Asks, when a sheet is on another pack, and moves those the user lets move. False: cancelled
    // (nothing changed; the campaign keeps its pack).
    static bool offer(SheetEditor *editor, const QString &packId, QWidget *parent);
};

} // namespace sw::ui
