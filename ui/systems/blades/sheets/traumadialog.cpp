#include "systems/blades/sheets/traumadialog.h"

#include "systems/blades/characterops.h"

#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

TraumaDialog::TraumaDialog(const blades::Character &character, const blades::RulePack &pack, Language language,
                           QWidget *parent)
    : QDialog(parent)
{
    setObjectName(u"traumaDialog"_s);
    setWindowTitle(tr("Trauma"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(this);
    intro->setObjectName(u"traumaIntro"_s);
    intro->setWordWrap(true);
    const QString name = character.name.isEmpty() ? character.alias : character.name;
    intro->setText(tr("%1 marks the last stress box and takes a trauma: stress clears, and the scoundrel is out of "
                      "action for now. Choose the trauma condition; it is permanent.").arg(name));
    layout->addWidget(intro);
    m_choices = new QButtonGroup(this);
    const QStringList open = blades::openTraumaConditions(character, pack);
    for (const blades::Entity &condition : pack.traumaConditions) {
        if (!open.contains(condition.id))
            continue;
        auto *button = new QRadioButton(condition.name.in(language), this);
        button->setObjectName(u"trauma_"_s + condition.id);
        button->setProperty("condition", condition.id);
        button->setToolTip(condition.summary.in(language));
        button->setAccessibleDescription(condition.summary.in(language));
        m_choices->addButton(button);
        layout->addWidget(button);
    }
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    // Its own words, not a standard OK (the button box would put back "OK" on a language change).
    QPushButton *ok = m_buttons->addButton(tr("&Take trauma"), QDialogButtonBox::AcceptRole);
    ok->setObjectName(u"takeTrauma"_s);
    ok->setDefault(true);
    ok->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(u"cancelTrauma"_s);
    connect(m_choices, &QButtonGroup::buttonClicked, ok, [ok] { ok->setEnabled(true); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_buttons);
}

QString TraumaDialog::condition() const
{
    QAbstractButton *checked = m_choices->checkedButton();
    return checked ? checked->property("condition").toString() : QString();
}

} // namespace sw::ui
