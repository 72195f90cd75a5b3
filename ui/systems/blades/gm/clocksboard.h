#pragma once

#include <QHash>
#include <QWidget>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QScrollArea;

namespace sw::models {
class GmClocksModel;
}

namespace sw::ui {

class ClockFace;
class GmContext;

// The GM's clocks (A §6): every clock of the campaign drawn as a clock, with its kind, owner and
// links; a click fills or clears a segment through the engine (refusals explained where the
// click was); filter by owner; add, edit, remove; a faction's clock rolls in the faction turn.
class ClocksBoard : public QWidget
{
    Q_OBJECT

public:
    ClocksBoard(GmContext *context, QWidget *parent = nullptr);

    models::GmClocksModel *model() const { return m_model; }
    ClockFace *face(const QString &clockId) const;
    // Shows only this owner's clocks ("faction", id …); empty shows all.
    void showOwner(const QString &ownerKind, const QString &ownerId = {});
    void newClock();
    void editClock(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void rebuild();
    void fillFilter();
    void requestFill(const QString &id, int filled);

    GmContext *m_context;
    models::GmClocksModel *m_model;
    QComboBox *m_filter;
    QLabel *m_filterLabel;
    QPushButton *m_new;
    QLabel *m_empty;
    QScrollArea *m_scroll;
    QWidget *m_cards = nullptr;
    QGridLayout *m_grid = nullptr;
    QHash<QString, ClockFace *> m_faces;
};

} // namespace sw::ui
