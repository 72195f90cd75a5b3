#pragma once

// Meshal Lite in the main window: its character sheets in tabs, "New Meshal Character…" (a blank
// sheet made on the sheet itself) and "… (Guided)…" (the creation wizard, spec §3), the
// Meshal menu with the dice dock (point and face rolls with exact odds, damage, rest), and the
// campaign list's words for its sheets.
#include "systems/systemui.h"

#include <QPointer>

class QDockWidget;

namespace sw::ui {

class MeshalDicePanel;
class MeshalEditor;

class MeshalUi : public SystemUi
{
    Q_OBJECT

public:
    MeshalUi();
    ~MeshalUi() override;

    QString systemId() const override;
    void install(const Shell &shell) override;
    QList<QAction *> newActions() const override;
    QList<QMenu *> menus() const override;
    void setCampaign(models::CampaignSession *session, const Push &push) override;
    void setLanguage(Language language) override;
    void setOverride(bool on, const QString &reason) override;
    QWidget *createSheetPage(const store::SheetRef &sheet, QWidget *parent) override;
    // Edit ▸ Duplicate Sheet: the copy is named "… (copy)".
    QJsonObject duplicateDocument(const store::SheetRef &sheet, const QJsonObject &document) const override;
    QStringList listedKinds() const override;
    QString kindName(const QString &kind, bool plural) const override;
    QString fieldLabel(const QString &kind, const QString &path) const override;

    MeshalEditor *editor() const;
    // Meshal ▸ Campaign Content…: the content editor, open while it is shown.
    QAction *contentAction() const { return m_content; }
    // The dice dock's panel, built the first time it is asked for or the dock is shown (#20).
    MeshalDicePanel *dice() const;
    QDockWidget *diceDock() const { return m_dock; }
    static MeshalUi *of(const SystemUiRegistry &registry);

private:
    void newCharacter();
    void newGuided();
    void openContent();
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    Shell m_shell;
    QAction *m_new = nullptr;
    QAction *m_guided = nullptr;
    QAction *m_content = nullptr;
    QMenu *m_menu = nullptr;
    QDockWidget *m_dock = nullptr;
    mutable MeshalDicePanel *m_dice = nullptr;
    QPointer<MeshalEditor> m_editor;
    Language m_language = Language::English;
    bool m_overrideOn = false;
    QString m_reason;
};

} // namespace sw::ui
