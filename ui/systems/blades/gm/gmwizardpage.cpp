#include "systems/blades/gm/gmwizardpage.h"

#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/wizards/wizardsupport.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QWizard>

namespace sw::ui {

void retranslatePages(QWizard &wizard)
{
    for (int id : wizard.pageIds()) {
        if (auto *p = dynamic_cast<GmWizardPage *>(wizard.page(id)))
            p->retranslate();
    }
}

QString problemText(GmContext *context, const gm::GmResult &result)
{
    return result.refused.isEmpty() ? result.error : wizard::explain(result.refused, context->pack(), context->language());
}

void setFormRow(QFormLayout *form, QWidget *field, const QString &text, const QString &rule)
{
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field))) {
        label->setText(text);
        label->setBuddy(field);
    }
    field->setToolTip(rule);
}

void refillEntities(QComboBox *box, const QList<blades::Entity> &entities, Language language)
{
    const QString current = box->currentData().toString();
    const QSignalBlocker blocker(box);
    box->clear();
    for (const blades::Entity &e : entities) {
        box->addItem(e.name.in(language), e.id);
        box->setItemData(box->count() - 1, e.summary.in(language), Qt::ToolTipRole);
    }
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

} // namespace sw::ui
