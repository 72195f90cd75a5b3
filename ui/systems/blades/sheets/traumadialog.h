#pragma once

#include "systems/blades/character.h"
#include "systems/blades/rulepack.h"
#include "common/language.h"

#include <QDialog>

class QButtonGroup;
class QDialogButtonBox;
class QLabel;

namespace sw::ui {

// Asked when marking stress fills the last box (A §2.3, §8.4–8.5 §創傷): which trauma condition
// the scoundrel takes. Offers only the pack's conditions the sheet does not have yet; nothing is
// chosen until the player picks one. Cancelling it means the stress is not marked.
class TraumaDialog : public QDialog
{
    Q_OBJECT

public:
    TraumaDialog(const blades::Character &character, const blades::RulePack &pack, Language language,
                 QWidget *parent = nullptr);

    // The condition picked (its id), empty until one is.
    QString condition() const;

private:
    QButtonGroup *m_choices;
    QDialogButtonBox *m_buttons;
};

} // namespace sw::ui
