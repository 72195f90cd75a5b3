#pragma once

#include "common/language.h"

#include <QDialog>

class QLabel;
class QTreeWidget;

namespace sw::ui {

// Help ▸ Rule Packs: the built-in SRD pack and every pack in the user's folder, with the
// fault of each one that did not load.
class RulePacksDialog : public QDialog
{
    Q_OBJECT

public:
    RulePacksDialog(Language language, QWidget *parent = nullptr);
    // Reads the packs again (after the user dropped a new one into the folder).
    void reload();
    QTreeWidget *list() const { return m_list; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    Language m_language;
    QTreeWidget *m_list = nullptr;
    QLabel *m_folder = nullptr;
};

} // namespace sw::ui
