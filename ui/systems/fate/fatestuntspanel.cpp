#include "systems/fate/fatestuntspanel.h"

#include "common/undolabel.h"
#include "systems/fate/fatewords.h"
#include "systems/fate/stuntdialog.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FateStuntsPanel::FateStuntsPanel(FateEditor *editor, qint64 id, QWidget *parent) : FatePanel(editor, id, parent)
{
    setObjectName(u"fateStunts"_s);
    m_rule = new QLabel(this);
    m_rule->setObjectName(u"stuntsRule"_s);
    m_rule->setWordWrap(true);
    m_stunts = new QListWidget(this);
    m_stunts->setObjectName(u"stuntList"_s);
    m_stunts->setMaximumHeight(120);
    m_add = new QPushButton(this);
    m_add->setObjectName(u"addStunt"_s);
    m_edit = new QPushButton(this);
    m_edit->setObjectName(u"editStunt"_s);
    m_remove = new QPushButton(this);
    m_remove->setObjectName(u"removeStunt"_s);
    m_extrasLabel = new QLabel(this);
    m_extras = new QListWidget(this);
    m_extras->setObjectName(u"extraList"_s);
    m_extras->setMaximumHeight(80);
    m_extraName = new QLineEdit(this);
    m_extraName->setObjectName(u"extraName"_s);
    m_extraText = new QLineEdit(this);
    m_extraText->setObjectName(u"extraText"_s);
    m_addExtra = new QPushButton(this);
    m_addExtra->setObjectName(u"addExtra"_s);
    m_removeExtra = new QPushButton(this);
    m_removeExtra->setObjectName(u"removeExtra"_s);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_rule);
    layout->addWidget(m_stunts);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_edit);
    buttons->addWidget(m_remove);
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addWidget(m_extrasLabel);
    layout->addWidget(m_extras);
    auto *extra = new QHBoxLayout;
    extra->addWidget(m_extraName, 1);
    extra->addWidget(m_extraText, 2);
    extra->addWidget(m_addExtra);
    extra->addWidget(m_removeExtra);
    layout->addLayout(extra);

    connect(m_add, &QPushButton::clicked, this, &FateStuntsPanel::addStunt);
    connect(m_edit, &QPushButton::clicked, this, &FateStuntsPanel::editStunt);
    connect(m_stunts, &QListWidget::itemDoubleClicked, this, &FateStuntsPanel::editStunt);
    connect(m_remove, &QPushButton::clicked, this, &FateStuntsPanel::removeStunt);
    connect(m_addExtra, &QPushButton::clicked, this, &FateStuntsPanel::addExtra);
    connect(m_extraText, &QLineEdit::returnPressed, this, &FateStuntsPanel::addExtra);
    connect(m_removeExtra, &QPushButton::clicked, this, &FateStuntsPanel::removeExtra);
    retranslate();
}

void FateStuntsPanel::load(const fate::Character &c)
{
    m_shown = c;
    const int row = m_stunts->currentRow();
    m_stunts->clear();
    for (const fate::Stunt &s : c.stunts) {
        auto *item = new QListWidgetItem(FateWords::stunt(s, pack(), language()), m_stunts);
        item->setToolTip(s.text);
    }
    m_stunts->setCurrentRow(std::min(row, m_stunts->count() - 1));
    const int free = pack().number(u"free_stunts"_s);
    m_rule->setText(tr("%1 stunt(s): %2 free, each more costs 1 refresh; refresh stays at %3 or more.", nullptr, int(c.stunts.size()))
                        .arg(c.stunts.size()).arg(free).arg(pack().number(u"refresh_min"_s)));
    m_extras->clear();
    for (const fate::Extra &e : c.extras)
        new QListWidgetItem(e.text.isEmpty() ? e.name : tr("%1 — %2").arg(e.name, e.text), m_extras);
}

void FateStuntsPanel::retranslate()
{
    setTitle(tr("Stunts"));
    m_add->setText(tr("&Add Stunt…"));
    m_edit->setText(tr("Edit Stunt…"));
    m_remove->setText(tr("Remove Stunt"));
    m_extrasLabel->setText(tr("Extras"));
    m_extraName->setPlaceholderText(tr("Extra"));
    m_extraText->setPlaceholderText(tr("What it does"));
    m_addExtra->setText(tr("Add Extra"));
    m_removeExtra->setText(tr("Remove Extra"));
    load(m_shown);
}

void FateStuntsPanel::addStunt()
{
    StuntDialog dialog(pack(), language(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const fate::Stunt stunt = dialog.stunt();
    edit(u"fate.stunt.add"_s, SW_TR_LABEL("Add Stunt %1").arg(stunt.name), [stunt](const fate::Character &c, const fate::FatePack &p) {
        return fate::addStunt(c, p, stunt);
    }, m_add);
}

void FateStuntsPanel::editStunt()
{
    const int index = m_stunts->currentRow();
    if (index < 0 || index >= m_shown.stunts.size())
        return;
    StuntDialog dialog(pack(), language(), this);
    dialog.setStunt(m_shown.stunts.at(index));
    if (dialog.exec() != QDialog::Accepted)
        return;
    const fate::Stunt stunt = dialog.stunt();
    edit(u"fate.stunt.edit"_s, SW_TR_LABEL("Edit Stunt %1").arg(stunt.name), [index, stunt](const fate::Character &c, const fate::FatePack &p) {
        return fate::replaceStunt(c, p, index, stunt);
    }, m_edit);
}

void FateStuntsPanel::removeStunt()
{
    const int index = m_stunts->currentRow();
    if (index < 0 || index >= m_shown.stunts.size())
        return;
    edit(u"fate.stunt.remove"_s, SW_TR_LABEL("Remove Stunt %1").arg(m_shown.stunts.at(index).name),
         [index](const fate::Character &c, const fate::FatePack &p) { return fate::removeStunt(c, p, index); }, m_remove);
}

void FateStuntsPanel::addExtra()
{
    const QString name = m_extraName->text().trimmed();
    const QString text = m_extraText->text().trimmed();
    if (name.isEmpty()) {
        m_editor->refuse(tr("Give the extra a name."), m_extraName);
        return;
    }
    if (edit(u"fate.extra.add"_s, SW_TR_LABEL("Add Extra %1").arg(name), [name, text](const fate::Character &c, const fate::FatePack &) {
            fate::Character after = c;
            after.extras.append({name, text});
            return fate::SheetEdit{after, {}};
        }, m_addExtra)) {
        m_extraName->clear();
        m_extraText->clear();
    }
}

void FateStuntsPanel::removeExtra()
{
    const int index = m_extras->currentRow();
    if (index < 0 || index >= m_shown.extras.size())
        return;
    edit(u"fate.extra.remove"_s, SW_TR_LABEL("Remove Extra %1").arg(m_shown.extras.at(index).name),
         [index](const fate::Character &c, const fate::FatePack &) {
             fate::Character after = c;
             if (index < after.extras.size())
                 after.extras.removeAt(index);
             return fate::SheetEdit{after, {}};
         }, m_removeExtra);
}

} // namespace sw::ui
