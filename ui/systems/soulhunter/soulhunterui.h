#pragma once

// 狩魂者TRPG with the 追加规则 (issue #21) in the main window: its character sheets in tabs,
// "New 狩魂者 Character…", the 狩魂者 menu with the campaign's settings (the base values filled
// from the group's rulebook, the house rules' gaps) and the campaign list's words for its sheets.
#include "systems/systemui.h"

#include <QPointer>

class QDockWidget;

namespace sw::ui {

class SoulCheckPanel;
class SoulhunterEditor;
class SoulSettingsDialog;
class SoulContentDialog;
class SoulSceneDialog;
class SoulSinsDialog;

class SoulhunterUi : public SystemUi
{
    Q_OBJECT

public:
    SoulhunterUi();
    ~SoulhunterUi() override;

    QString systemId() const override;
    void install(const Shell &shell) override;
    QList<QAction *> newActions() const override;
    QList<QMenu *> menus() const override;
    void setCampaign(models::CampaignSession *session, const Push &push) override;
    void setLanguage(Language language) override;
    void setOverride(bool on, const QString &reason) override;
    QWidget *createSheetPage(const store::SheetRef &sheet, QWidget *parent) override;
    QJsonObject duplicateDocument(const store::SheetRef &sheet, const QJsonObject &document) const override;
    QStringList listedKinds() const override;
    QString kindName(const QString &kind, bool plural) const override;
    QString fieldLabel(const QString &kind, const QString &path) const override;

    SoulhunterEditor *editor() const;
    // The checks dock's panel, built the first time it is asked for or the dock is shown (#20).
    SoulCheckPanel *checks() const;
    QDockWidget *checkDock() const { return m_dock; }
    // The settings dialog (made on first use; null without a campaign).
    SoulSettingsDialog *showSettings();
    // The GM's Sins and their obsession tags (made on first use; null without a campaign).
    SoulSinsDialog *showSins();
    // The GM's current scene, its tags and challenge value (made on first use; null without a campaign).
    SoulSceneDialog *showScene();
    // The campaign's content packs, edited (made on first use; null without a campaign).
    SoulContentDialog *showContent();
    static SoulhunterUi *of(const SystemUiRegistry &registry);

private:
    void newCharacter();
    void newGuided();
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    Shell m_shell;
    QAction *m_new = nullptr;
    QAction *m_guided = nullptr;
    QAction *m_settings = nullptr;
    QAction *m_sins = nullptr;
    QAction *m_scene = nullptr;
    QAction *m_content = nullptr;
    QMenu *m_menu = nullptr;
    QDockWidget *m_dock = nullptr;
    mutable SoulCheckPanel *m_check = nullptr;
    QPointer<SoulhunterEditor> m_editor;
    QPointer<SoulSettingsDialog> m_settingsDialog;
    QPointer<SoulSinsDialog> m_sinsDialog;
    QPointer<SoulSceneDialog> m_sceneDialog;
    QPointer<SoulContentDialog> m_contentDialog;
    Language m_language = Language::English;
    bool m_overrideOn = false;
    QString m_reason;
};

} // namespace sw::ui
