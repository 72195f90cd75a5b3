#include "systems/meshal/meshaltalentpanel.h"

#include "common/undolabel.h"
#include "systems/meshal/ledger.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTreeWidget>

using namespace Qt::StringLiterals;

namespace sw::ui {

MeshalTalentPanel::MeshalTalentPanel(MeshalEditor *editor, qint64 id, QWidget *parent) : MeshalPanel(editor, id, parent)
{
    setObjectName(u"meshalTalent"_s);
    m_strength = new QLabel(this);
    m_strength->setObjectName(u"meshalStrength"_s);
    QFont big = m_strength->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_strength->setFont(big);
    m_phase = new QLabel(this);
    m_phase->setObjectName(u"meshalPhase"_s);
    m_phase->setWordWrap(true);
    m_resting = new QCheckBox(this);
    m_resting->setObjectName(u"meshalResting"_s);
    m_amount = new QSpinBox(this);
    m_amount->setObjectName(u"meshalAwardAmount"_s);
    m_amount->setRange(1, 999);
    m_award = new QPushButton(this);
    m_award->setObjectName(u"meshalAward"_s);
    m_ledger = new QTreeWidget(this);
    m_ledger->setObjectName(u"meshalLedger"_s);
    m_ledger->setRootIsDecorated(false);
    m_ledger->setColumnCount(4);
    m_ledger->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ledger->setMinimumHeight(100);
    m_ledger->setMaximumHeight(160);

    auto *grid = new QGridLayout(this);
    grid->addWidget(m_strength, 0, 0, 1, 3);
    grid->addWidget(m_phase, 1, 0, 1, 3);
    grid->addWidget(m_resting, 2, 0);
    grid->addWidget(m_amount, 2, 1);
    grid->addWidget(m_award, 2, 2);
    grid->addWidget(m_ledger, 3, 0, 1, 3);
    grid->setColumnStretch(0, 1);

    connect(m_resting, &QCheckBox::toggled, this, [this](bool on) { m_editor->setResting(m_id, on); });
    connect(m_award, &QPushButton::clicked, this, &MeshalTalentPanel::award);
}

void MeshalTalentPanel::load(const meshal::Character &c)
{
    const meshal::TalentSummary s = meshal::talentSummary(c);
    m_strength->setText(tr("Strength %1 (spent/unspent) · Talent earned %2").arg(meshal::strengthNotation(s)).arg(s.earned));
    m_strength->setToolTip(tr("Strength = Talent spent on raises and on abilities still held; renounced abilities' costs (%1) are lost (rules 22–23).")
                               .arg(s.forfeited));
    const meshal::Phase phase = m_editor->phase(c, m_id);
    m_phase->setText(phase == meshal::Phase::Creation ? tr("Being made: Talent may be spent.")
                     : phase == meshal::Phase::Rest   ? tr("Resting: Talent may be spent and abilities renounced.")
                                                      : tr("In play: Talent is spent only during a rest (rule 24)."));
    m_resting->setEnabled(!c.creation);
    {
        const QSignalBlocker block(m_resting);
        m_resting->setChecked(m_editor->resting(m_id));
    }
    // An ability by its name: as held on the sheet, else as the campaign's content calls it.
    const auto abilityName = [&c, this](const QString &key) {
        const meshal::Ability *held = c.ability(key);
        return m_editor->entryName(held ? held->id : key, held ? held->name : key);
    };
    m_ledger->clear();
    for (qsizetype i = 0; i < c.ledger.size(); ++i) {
        const meshal::LedgerEntry &e = c.ledger.at(i);
        QString kind, what;
        QString amount = QString::number(e.amount);
        switch (e.kind) {
        case meshal::LedgerEntry::Kind::Award:
            kind = tr("Award");
            what = e.note;
            amount = u"+"_s + amount;
            break;
        case meshal::LedgerEntry::Kind::Raise:
            kind = tr("Raise");
            what = m_editor->attributeName(e.attribute);
            amount = u"−"_s + amount;
            break;
        case meshal::LedgerEntry::Kind::Ability:
            kind = tr("Ability");
            what = abilityName(e.ability);
            amount = u"−"_s + amount;
            break;
        case meshal::LedgerEntry::Kind::Renounce:
            kind = tr("Renounced");
            what = abilityName(e.ability);
            amount = tr("%1 lost").arg(e.amount);
            break;
        }
        const QString when = e.phase == meshal::Phase::Creation ? tr("creation") : e.phase == meshal::Phase::Rest ? tr("rest") : tr("play");
        m_ledger->addTopLevelItem(new QTreeWidgetItem(QStringList{kind, what, amount, when}));
    }
    m_ledger->scrollToBottom();
}

void MeshalTalentPanel::retranslate()
{
    setTitle(tr("Talent and Strength"));
    m_resting->setText(tr("&Resting"));
    m_resting->setToolTip(tr("During a rest Talent may be spent and abilities renounced (rules 24, 32)."));
    m_award->setText(tr("A&ward Talent"));
    m_ledger->setHeaderLabels({tr("Entry"), tr("What"), tr("Talent"), tr("When")});
}

void MeshalTalentPanel::award()
{
    const int amount = m_amount->value();
    edit(u"meshal.talent.award"_s, SW_TR_LABEL("Award %1 Talent").arg(amount),
         ruled([amount](meshal::Character &c) { return meshal::awardTalent(c, amount); }), m_award);
}

} // namespace sw::ui
