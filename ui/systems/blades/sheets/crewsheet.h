#pragma once

#include "systems/blades/sheets/sheetpanel.h"
#include "store/campaignstore.h"

class QLabel;

namespace sw::ui {

class SheetBanner;
class SheetEditor;

// A crew sheet laid out like the paper one: name, type, reputation, lair, hunting grounds and
// the tracks on the left; the claims map, cohorts and faction status in the middle; abilities,
// upgrades and contacts on the right. It follows the campaign as the character sheet does.
class CrewSheet : public QWidget
{
    Q_OBJECT

public:
    CrewSheet(SheetEditor *editor, qint64 id, QWidget *parent = nullptr);

    qint64 id() const { return m_id; }
    store::SheetRef ref() const;
    QString title() const;
    const CrewState &state() const { return m_state; }

public Q_SLOTS:
    void reload();
    void takeAdvances();

Q_SIGNALS:
    void titleChanged(const QString &title);

protected:
    void changeEvent(QEvent *event) override;

private:
    void showBanner();

    SheetEditor *m_editor;
    qint64 m_id;
    CrewState m_state;
    QList<CrewPanel *> m_panels;
    SheetBanner *m_banner;
};

} // namespace sw::ui
