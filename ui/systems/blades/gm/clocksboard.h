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

// The GM's clocks (A §6): the campaign's clocks drawn as clocks, with their kind, owner and
// links, a page at a time (the next page when scrolled to the end, #20); a click fills or clears a
// segment through the engine (refusals explained where the click was); filter by owner kind or by
// an owner of the clocks shown; add, edit, remove; a faction's clock rolls in the faction turn.
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
    void addCard(int row);
    void fetchMoreAtEnd();
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
