#pragma once

// Blades in the Dark in the main window: character and crew sheets in tabs, "New Character…"
// and "New Crew…", the GM menu with its boards, wizards and dice dock, and the campaign list's
// words for its kinds.
#include "systems/systemui.h"

#include <QPointer>

namespace sw::ui {

class GmActions;
class SheetEditor;

class BladesUi : public SystemUi
{
    Q_OBJECT

public:
    BladesUi();
    ~BladesUi() override;

    QString systemId() const override;
    void install(const Shell &shell) override;
    QList<QAction *> newActions() const override;
    QList<QMenu *> menus() const override;
    QList<QAction *> helpActions() const override;
    void setCampaign(models::CampaignSession *session, const Push &push) override;
    void setLanguage(Language language) override;
    void setOverride(bool on, const QString &reason) override;
    QWidget *createSheetPage(const store::SheetRef &sheet, QWidget *parent) override;
    bool showRecord(const store::SheetRef &sheet) override;
    QList<QAction *> importActions() const override;
    QJsonObject duplicateDocument(const store::SheetRef &sheet, const QJsonObject &document) const override;
    bool canExport(const store::SheetRef &sheet) const override;
    bool exportSheet(const store::SheetRef &sheet, QWidget *parent) override;
    QStringList listedKinds() const override;
    QString kindName(const QString &kind, bool plural) const override;
    QString typeName(const QString &kind, const QString &type) const override;
    QString fieldLabel(const QString &kind, const QString &path) const override;
    QList<PrintChoice> printChoices(const store::CampaignStore &store,
                                    const std::optional<store::SheetRef> &current) const override;

    // The open campaign's editor (null with none open) and the GM tools.
    SheetEditor *editor() const;
    GmActions *gm() const { return m_gm; }
    // The Blades UI of a window's registry (tests and the print actions use it).
    static BladesUi *of(const SystemUiRegistry &registry);

private:
    void newSheet(bool crew);
    void retranslate();
    bool eventFilter(QObject *watched, QEvent *event) override;

    Shell m_shell;
    QAction *m_newCharacter = nullptr;
    QAction *m_newCrew = nullptr;
    QAction *m_rulePacks = nullptr;
    QAction *m_import = nullptr;
    GmActions *m_gm = nullptr;
    QPointer<SheetEditor> m_editor;
    Language m_language = Language::English;
};

} // namespace sw::ui
