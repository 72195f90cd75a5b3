#include "systems/blades/gm/clockdialog.h"

#include "systems/blades/gm/gmcontext.h"
#include "systems/blades/gm/gmwords.h"
#include "models/campaignsession.h"
#include "systems/blades/models/gmclocksmodel.h"
#include "rules/clock.h"
#include "systems/blades/store/campaignsheets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace sw::ui {

ClockDialog::ClockDialog(GmContext *context, const blades::ClockEntry &clock, QWidget *parent)
    : QDialog(parent), m_context(context), m_clock(clock)
{
    setObjectName(u"clockDialog"_s);
    setWindowTitle(clock.id.isEmpty() ? tr("New Clock") : tr("Edit Clock"));
    auto *form = new QFormLayout(this);
    m_name = new QLineEdit(clock.name, this);
    m_name->setObjectName(u"clockName"_s);
    m_segments = new QComboBox(this);
    m_segments->setObjectName(u"clockSegments"_s);
    for (int size : rules::kOfferedClockSizes)
        m_segments->addItem(tr("%n segments", nullptr, size), size);
    if (m_segments->findData(clock.clock.segments) < 0)
        m_segments->addItem(tr("%n segments", nullptr, clock.clock.segments), clock.clock.segments);
    m_segments->setCurrentIndex(m_segments->findData(clock.clock.segments));
    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"clockKind"_s);
    for (rules::ClockKind kind : rules::kAllClockKinds) {
        const QString id = QString::fromLatin1(rules::clockKindId(kind));
        m_kind->addItem(GmWords::clockKind(id), id);
        m_kind->setItemData(m_kind->count() - 1, GmWords::clockKindRule(id), Qt::ToolTipRole);
    }
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(QString::fromLatin1(rules::clockKindId(clock.clock.kind)))));
    m_ownerKind = new QComboBox(this);
    m_ownerKind->setObjectName(u"clockOwnerKind"_s);
    for (const QString &id : {u"campaign"_s, u"crew"_s, u"character"_s, u"faction"_s})
        m_ownerKind->addItem(GmWords::ownerKind(id), id);
    m_ownerKind->setCurrentIndex(std::max(0, m_ownerKind->findData(blades::clockOwnerKindId(clock.ownerKind))));
    m_owner = new QComboBox(this);
    m_owner->setObjectName(u"clockOwner"_s);
    m_linked = new QComboBox(this);
    m_linked->setObjectName(u"clockLinked"_s);
    m_racing = new QComboBox(this);
    m_racing->setObjectName(u"clockRacing"_s);
    m_linked->addItem(tr("None"), QString());
    m_racing->addItem(tr("None"), QString());
    if (context->session()) {
        for (const blades::ClockEntry &c : blades::clocks(context->session()->store())) {
            if (c.id == clock.id)
                continue;
            m_linked->addItem(c.name, c.id);
            m_racing->addItem(c.name, c.id);
        }
    }
    m_linked->setCurrentIndex(std::max(0, m_linked->findData(clock.linkedTo)));
    m_racing->setCurrentIndex(std::max(0, m_racing->findData(clock.racing)));
    m_filled = new QSpinBox(this);
    m_filled->setObjectName(u"clockFilled"_s);
    m_filled->setRange(0, 12);
    m_filled->setValue(clock.clock.filled);
    m_hidden = new QCheckBox(tr("&GM only (hidden from players)"), this);
    m_hidden->setObjectName(u"clockHidden"_s);
    m_hidden->setChecked(clock.hidden);

    form->addRow(tr("&Name"), m_name);
    form->addRow(tr("&Size"), m_segments);
    form->addRow(tr("&Kind"), m_kind);
    form->addRow(tr("&Belongs to"), m_ownerKind);
    form->addRow(QString(), m_owner);
    form->addRow(tr("&Unlocks"), m_linked);
    form->addRow(tr("&Races against"), m_racing);
    form->addRow(tr("&Filled"), m_filled);
    form->addRow(m_hidden);
    m_kind->setToolTip(tr("Danger and mission clocks only fill; tug-of-war clocks fill and empty (A §6)."));
    m_linked->setToolTip(tr("A linked clock: completing this one unlocks the one chosen here."));
    m_racing->setToolTip(tr("Racing clocks: two clocks, whichever fills first wins."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ownerKind, &QComboBox::currentIndexChanged, this, &ClockDialog::fillOwners);
    const auto sized = [this] { m_filled->setMaximum(m_segments->currentData().toInt()); };
    connect(m_segments, &QComboBox::currentIndexChanged, this, sized);
    sized();
    fillOwners();
    m_owner->setCurrentIndex(std::max(0, m_owner->findData(clock.ownerId)));
}

void ClockDialog::fillOwners()
{
    m_owner->clear();
    const QString kind = m_ownerKind->currentData().toString();
    m_owner->setEnabled(kind != u"campaign"_s);
    if (!m_context->session() || kind == u"campaign"_s)
        return;
    const store::CampaignStore &store = m_context->session()->store();
    if (kind == u"faction"_s) {
        for (const blades::Faction &f : blades::factions(store)) {
            QString name = f.name;
            for (const blades::ExampleFaction &e : m_context->pack().factions) {
                if (name.isEmpty() && e.id == f.id)
                    name = e.name.in(m_context->language());
            }
            m_owner->addItem(name.isEmpty() ? f.id : name, f.id);
        }
        return;
    }
    for (const store::SheetInfo &info : store.list(kind))
        m_owner->addItem(info.name, info.ref.id);
}

blades::ClockEntry ClockDialog::clock() const
{
    blades::ClockEntry c = m_clock;
    c.name = m_name->text().trimmed();
    c.clock.segments = m_segments->currentData().toInt();
    c.clock.filled = std::min(m_filled->value(), c.clock.segments);
    const std::string kind = m_kind->currentData().toString().toStdString();
    c.clock.kind = rules::clockKindFromId(kind).value_or(rules::ClockKind::Danger);
    c.ownerKind = blades::clockOwnerKindFromId(m_ownerKind->currentData().toString()).value_or(blades::ClockOwnerKind::Campaign);
    c.ownerId = c.ownerKind == blades::ClockOwnerKind::Campaign ? QString() : m_owner->currentData().toString();
    c.linkedTo = m_linked->currentData().toString();
    c.racing = m_racing->currentData().toString();
    c.hidden = m_hidden->isChecked();
    return c;
}

} // namespace sw::ui
