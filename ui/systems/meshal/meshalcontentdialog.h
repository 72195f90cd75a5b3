#pragma once

// Meshal ▸ Campaign Content… (issue #18): the campaign's own species, abilities and items, written
// by the group with their names in three languages, each save checked (the content schema, unique
// ids, attacks in the rulebook's notation) and one undo step; the example pack's entries listed
// beside them, marked as examples; and the campaign's rules profile (which 扩展 modules are on) (saving one makes it the campaign's own). Packs are imported
// (merged in, one undo step) and exported as JSON to share.
#include "systems/meshal/meshaleditor.h"

#include <QDialog>

#include <QMap>

#include <array>

class QCheckBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTabWidget;

namespace sw::ui {

class MeshalEntryForm;

class MeshalContentDialog : public QDialog
{
    Q_OBJECT

public:
    MeshalContentDialog(MeshalEditor *editor, QWidget *parent);

    // What the buttons do after their file dialog (tests call these).
    bool importPack(const QString &path);
    bool exportPack(const QString &path);
    QString status() const;

private:
    struct Tab
    {
        QListWidget *list = nullptr;
        MeshalEntryForm *form = nullptr;
        QPushButton *save = nullptr;
        QPushButton *fresh = nullptr;
        QPushButton *remove = nullptr;
    };
    void addTab(int index, MeshalEntryForm *form, const QString &title, const QString &prefix);
    // The campaign's rules profile: which 扩展 modules are on (spec §3 step 1, rule 49).
    void addModulesTab();
    void loadModules();
    void saveModules();
    void reload();
    void save(int index);
    void remove(int index);
    void chooseImport();
    void chooseExport();
    void say(const QString &text);

    MeshalEditor *m_editor;
    QTabWidget *m_tabs;
    std::array<Tab, 3> m_tab{};
    QLabel *m_status;
    QList<QCheckBox *> m_modules;
    QMap<QString, QSpinBox *> m_numbers; // the campaign's numbers (starting Talent, coin rates)
    QPushButton *m_saveModules = nullptr;
};

} // namespace sw::ui
