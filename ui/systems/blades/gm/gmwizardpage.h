#pragma once

#include "common/language.h"

#include <QList>
#include <QWizardPage>

class QComboBox;
class QFormLayout;
class QWizard;

namespace sw::blades {
struct Entity;
}

namespace sw::gm {
struct GmResult;
}

namespace sw::ui {

class GmContext;

// A page of a GM wizard (score, downtime) that shows itself again when the language changes.
class GmWizardPage : public QWizardPage
{
public:
    using QWizardPage::QWizardPage;

    virtual void retranslate() = 0;
};

// Retranslates each GmWizardPage of `wizard`, in the order of their ids.
void retranslatePages(QWizard &wizard);

// What the table is told when a GM step is refused (the rules it breaks) or fails.
QString problemText(GmContext *context, const gm::GmResult &result);

// Names the row of `field` in `form` (the label, its buddy) and gives the field its rule as tooltip.
void setFormRow(QFormLayout *form, QWidget *field, const QString &text, const QString &rule);

// Fills `box` with the entities (their summary as tooltip), keeping the one chosen, without signals.
void refillEntities(QComboBox *box, const QList<blades::Entity> &entities, Language language);

} // namespace sw::ui
