#pragma once

// Fate Condensed in the main window: its character sheets in tabs, "New Fate Character…" (the
// wizard), the Fate menu with the dice dock, and the campaign list's words for its sheets.
#include "systems/systemui.h"

#include <QPointer>

class QDockWidget;

namespace sw::ui {

class FateDicePanel;
class FateEditor;

class FateUi : public SystemUi
{
    Q_OBJECT

public:
    FateUi();
    ~FateUi() override;

    QString systemId() const override;
    void install(const Shell &shell) override;
    QList<QAction *> newActions() const override;
    QList<QAction *> importActions() const override;
    QList<QAction *> exportActions() const override;
    QList<QMenu *> menus() const override;
    void setCampaign(models::CampaignSession *session, const Push &push) override;
    void setLanguage(Language language) override;
    void setOverride(bool on, const QString &reason) override;
    QWidget *createSheetPage(const store::SheetRef &sheet, QWidget *parent) override;
    bool canExport(const store::SheetRef &sheet) const override;
    bool exportSheet(const store::SheetRef &sheet, QWidget *parent) override;
    QStringList listedKinds() const override;
    QString kindName(const QString &kind, bool plural) const override;
    QString fieldLabel(const QString &kind, const QString &path) const override;

    FateEditor *editor() const;
    // The dice dock's panel, built the first time it is asked for or the dock is shown (#20).
    FateDicePanel *dice() const;
    QDockWidget *diceDock() const { return m_dock; }
    static FateUi *of(const SystemUiRegistry &registry);
    // Fate ▸ Pack or Profile: the campaign plays with this pack (one undo step); false when no
    // campaign is open, no pack of that id loads, or it is the one already chosen.
    bool choosePack(const QString &packId);

private:
    void newCharacter();
    void importFari();
    // File ▸ Export to Fari: the Fate sheet shown (fateexport.h); enabled only while one is shown.
    void exportFari();
    // Asks which of the loaded Fate packs and profiles (fate/store/campaignpack.h) to play with.
    void pickPack();
    qint64 shownSheet() const;
    void updateExport();
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    Shell m_shell;
    QAction *m_new = nullptr;
    QAction *m_import = nullptr;
    QAction *m_export = nullptr;
    QAction *m_pack = nullptr;
    QMenu *m_menu = nullptr;
    QDockWidget *m_dock = nullptr;
    mutable FateDicePanel *m_dice = nullptr;
    QPointer<FateEditor> m_editor;
    Language m_language = Language::English;
    bool m_overrideOn = false;
    QString m_reason;
};

} // namespace sw::ui
