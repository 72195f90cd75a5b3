#pragma once

#include "common/language.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTreeWidget;

namespace sw::ui {

// Help ▸ Rule Packs: the built-in SRD pack and every pack in the user's folder (house-rules
// profiles included), with the fault of each one that did not load. With a campaign open, the
// pack it plays with is marked, and "Use in This Campaign" asks to switch it to the selected one.
class RulePacksDialog : public QDialog
{
    Q_OBJECT

public:
    // `campaignPack`: the id of the pack the open campaign plays with (empty: no campaign open).
    RulePacksDialog(Language language, QWidget *parent = nullptr, const QString &campaignPack = {});
    // Reads the packs again (after the user dropped a new one into the folder).
    void reload();
    QTreeWidget *list() const { return m_list; }

Q_SIGNALS:
    // The user asked the open campaign to play with the pack `id` from now on.
    void useRequested(const QString &id);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateUseButton();

    Language m_language;
    QTreeWidget *m_list = nullptr;
    QLabel *m_folder = nullptr;
    QPushButton *m_use = nullptr;
    QString m_campaignPack;
};

} // namespace sw::ui
