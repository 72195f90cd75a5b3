#include "systems/blades/gm/factiondialog.h"

#include "systems/blades/gm/gmcontext.h"
#include "models/campaignsession.h"
#include "systems/blades/wizards/wizardsupport.h"
#include "systems/blades/store/campaignsheets.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace sw::ui {

FactionDialog::FactionDialog(GmContext *context, const blades::Faction &faction, QWidget *parent)
    : QDialog(parent), m_faction(faction)
{
    setObjectName(u"factionDialog"_s);
    setWindowTitle(faction.id.isEmpty() ? tr("New Faction") : tr("Edit Faction"));
    const blades::RulePack &pack = context->pack();
    const Language lang = context->language();
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(faction.name, this);
    m_name->setObjectName(u"factionName"_s);
    if (faction.name.isEmpty()) {
        for (const blades::ExampleFaction &e : pack.factions) {
            if (e.id == faction.id)
                m_name->setPlaceholderText(e.name.in(lang));
        }
    }
    m_category = new QComboBox(this);
    m_category->setObjectName(u"factionCategory"_s);
    for (const blades::Entity &e : wizard::documentEntities(pack, u"crew.json"_s, u"faction_categories"_s))
        m_category->addItem(e.name.in(lang), e.id);
    m_category->setCurrentIndex(std::max(0, m_category->findData(faction.category)));
    m_tier = new QSpinBox(this);
    m_tier->setObjectName(u"factionTier"_s);
    m_tier->setRange(0, pack.numberOr(u"faction_tier_max"_s, 6));
    m_tier->setValue(faction.tier);
    m_hold = new QComboBox(this);
    m_hold->setObjectName(u"factionHold"_s);
    for (const blades::Entity &e : wizard::documentEntities(pack, u"crew.json"_s, u"holds"_s)) {
        m_hold->addItem(e.name.in(lang), e.id);
        m_hold->setItemData(m_hold->count() - 1, e.summary.in(lang), Qt::ToolTipRole);
    }
    m_hold->setCurrentIndex(std::max(0, m_hold->findData(faction.hold)));
    m_turf = new QLineEdit(faction.turf, this);
    m_turf->setObjectName(u"factionTurf"_s);
    m_notes = new QPlainTextEdit(faction.notes, this);
    m_notes->setObjectName(u"factionNotes"_s);
    m_notes->setTabChangesFocus(true);
    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Category"), m_category);
    form->addRow(tr("&Tier"), m_tier);
    form->addRow(tr("&Hold"), m_hold);
    form->addRow(tr("T&urf"), m_turf);
    form->addRow(tr("N&otes (GM only)"), m_notes);
    m_tier->setToolTip(tr("A faction's tier: its power and reach, 0 to %1 (B §7.1).").arg(m_tier->maximum()));
    m_hold->setToolTip(tr("Weak hold: one more blow and the faction loses tier (B §7.1)."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

blades::Faction FactionDialog::faction() const
{
    blades::Faction f = m_faction;
    f.name = m_name->text().trimmed();
    f.category = m_category->currentData().toString();
    f.tier = m_tier->value();
    f.hold = m_hold->currentData().toString();
    f.turf = m_turf->text().trimmed();
    f.notes = m_notes->toPlainText();
    return f;
}

ExampleFactionsDialog::ExampleFactionsDialog(GmContext *context, QWidget *parent) : QDialog(parent)
{
    setObjectName(u"exampleFactionsDialog"_s);
    setWindowTitle(tr("Factions of the Rule Pack"));
    const Language lang = context->language();
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Tick the factions this campaign uses (B §7.1). Their tier and hold start as the rules give them."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_list = new QListWidget(this);
    m_list->setObjectName(u"exampleFactions"_s);
    QSet<QString> taken;
    for (const blades::Faction &f : blades::factions(context->session()->store()))
        taken.insert(f.id);
    const QList<blades::Entity> categories = wizard::documentEntities(context->pack(), u"crew.json"_s, u"faction_categories"_s);
    for (const blades::ExampleFaction &e : context->pack().factions) {
        if (taken.contains(e.id))
            continue;
        QString category = e.category;
        for (const blades::Entity &c : categories) {
            if (c.id == e.category)
                category = c.name.in(lang);
        }
        auto *item = new QListWidgetItem(tr("%1 (tier %2, %3)").arg(e.name.in(lang)).arg(e.tier).arg(category), m_list);
        item->setData(Qt::UserRole, e.id);
        item->setToolTip(e.summary.in(lang));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    layout->addWidget(m_list, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(520, 520);
}

QStringList ExampleFactionsDialog::chosen() const
{
    QStringList ids;
    for (int row = 0; row < m_list->count(); ++row) {
        if (m_list->item(row)->checkState() == Qt::Checked)
            ids << m_list->item(row)->data(Qt::UserRole).toString();
    }
    return ids;
}

} // namespace sw::ui
