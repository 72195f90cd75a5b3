#pragma once

// The campaign's 狩魂者 content packs, edited in the app (spec §1.5, §21 items 7-8; issue #21): the
// catalogues the house rules presuppose — psychic marks, soul weapons, ultimates (tier 1/2), general
// enchantments (stackable or not), techniques (schools, tier, Load, CAT, their enchantments with
// POW) — each entry's id, its name in zh-CN (required), zh-TW and English and its text in the
// three; the pack's name, version and source. A new pack, an entry added, changed or removed: each
// one undo step, checked against the content schema first (what breaks it is said in words);
// packs are imported from and exported to JSON files.
#include <QDialog>
#include <QJsonObject>
#include <QPointer>

#include <array>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace sw::ui {

class SoulhunterEditor;

class SoulContentDialog : public QDialog
{
    Q_OBJECT

public:
    SoulContentDialog(SoulhunterEditor *editor, QWidget *parent = nullptr);
    // The pack's lines say nothing more once the dialog goes (their focus leaving is not an edit).
    ~SoulContentDialog() override;
    void refresh();
    // Import and export (the buttons ask for the file): true when done.
    bool importFile(const QString &path);
    bool exportFile(const QString &path);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showEntries();
    QString catalogueKey() const;
    std::optional<QJsonObject> currentPack() const;
    // Checks `pack` against the schema and writes it as one undo step; false (and says why) when not.
    bool write(const QJsonObject &pack, const QString &label, QWidget *source);
    void newPack();
    void addEntry();
    void removeEntry();
    // A cell's change, written as the editor commits it (the table is updated in place).
    void cellChanged(QTableWidgetItem *item);
    void applyCell(int row, int column, const QString &text, bool checked);

    // The pack's own fields (soulcontentdialog_pack.cpp): its name in the three languages, its
    // version and source, each written when its line is left (one undo step).
    void buildPackFields(QFormLayout *form);
    void showPack();
    void retranslatePack();
    void writePackField(const QString &field, const QString &text, QWidget *source);

    QPointer<SoulhunterEditor> m_editor;
    std::array<QLineEdit *, 3> m_packName{};
    QLabel *m_packNameLabel = nullptr;
    QLineEdit *m_version = nullptr, *m_source = nullptr;
    QLabel *m_versionLabel = nullptr, *m_sourceLabel = nullptr;
    QLabel *m_packLabel, *m_catalogueLabel, *m_newIdLabel, *m_help;
    QComboBox *m_pack, *m_catalogue;
    QTableWidget *m_entries;
    QLineEdit *m_newId;
    QPushButton *m_new, *m_add, *m_remove, *m_import, *m_export;
    bool m_loading = false;
    bool m_committing = false; // inside a cell's change
    QString m_shown; // the pack and catalogue the table shows
};

} // namespace sw::ui
